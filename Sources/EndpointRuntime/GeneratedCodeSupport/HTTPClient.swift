import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The one port to the network: send a request, get the body and the HTTP response.
///
/// Decorators (retry, logging, authentication) conform to this protocol and hold a `decoratee`.
/// Implementations rethrow task cancellation as `CancellationError`.
public protocol HTTPClient: Sendable {
    /// Sends `request` and returns the response body and metadata, whatever the status code.
    func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse)
}
