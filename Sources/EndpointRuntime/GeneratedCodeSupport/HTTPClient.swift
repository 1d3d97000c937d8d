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

    /// Sends `request` and returns the HTTP response as soon as its head arrives, with the body as a stream of
    /// chunks, whatever the status code.
    ///
    /// The default implementation buffers: it awaits ``data(for:)`` and delivers the whole body as one chunk, so
    /// every client can serve a streaming call, though only one that overrides this streams.
    func stream(for request: URLRequest) async throws -> HTTPStreamingResponse
}

extension HTTPClient {
    /// Sends `request` with ``data(for:)`` and delivers the whole body as one chunk.
    public func stream(for request: URLRequest) async throws -> HTTPStreamingResponse {
        let (data, response) = try await data(for: request)
        return HTTPStreamingResponse(response: response, data: data)
    }
}
