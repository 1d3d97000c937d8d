@_spi(Generated) import EndpointRuntime
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Fails every request with the same error.
public struct FailingHTTPClient: HTTPClient {
    /// The error every request throws.
    public let error: any Error

    /// Creates a client failing with `error`.
    public init(error: any Error) { self.error = error }

    public func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        throw error
    }
}
