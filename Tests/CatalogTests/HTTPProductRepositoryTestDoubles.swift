import EndpointRuntime
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// MARK: - HTTP doubles for the generated repository (SpyHTTPClient comes from EndpointTesting)

/// Fails every request with the error it was given.
struct FailingHTTPClient: HTTPClient {
    let error: any Error

    func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        throw error
    }
}

/// Never answers until the task is cancelled; then throws `URLError(.cancelled)` as URLSession does.
struct HangingHTTPClient: HTTPClient {
    func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let stream = AsyncStream<Never> { _ in }
        for await _ in stream {}
        throw URLError(.cancelled)
    }
}
