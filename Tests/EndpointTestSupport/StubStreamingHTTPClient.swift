import EndpointLocking
@_spi(Generated) import EndpointRuntime
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Answers every ``HTTPClient/stream(for:)`` with the same head and the same chunks, then ends the body as told:
/// finished, failed with an error, or left open until the consumer stops (to test cancellation mid-body).
///
/// It records the requests, and counts the bodies whose consumer stopped before the end (`terminatedEarly`), which
/// is what closing the connection means to a streaming transport.
public final class StubStreamingHTTPClient: HTTPClient, Sendable {
    /// How the body ends after its chunks.
    public enum Ending: Sendable {
        /// The body ends normally.
        case finish
        /// The body ends with `error`, after every chunk was delivered.
        case fail(any Error)
        /// The body never ends; only the consumer can stop it.
        case stayOpen
    }

    private let status: Int
    private let headers: [String: String]
    private let chunks: [Data]
    private let ending: Ending
    private let recorded = Locked<(requests: [URLRequest], terminatedEarly: Int)>(([], 0))

    /// Answers with `status`, `headers` and the body `chunks`, ended by `ending`.
    public init(status: Int = 200, headers: [String: String] = [:], chunks: [Data], ending: Ending = .finish) {
        self.status = status
        self.headers = headers
        self.chunks = chunks
        self.ending = ending
    }

    /// The requests received so far, in order.
    public var requests: [URLRequest] { recorded.current.requests }
    /// How many bodies were stopped by their consumer before they ended.
    public var terminatedEarly: Int { recorded.current.terminatedEarly }

    public func stream(for request: URLRequest) async throws -> HTTPStreamingResponse {
        recorded.withLock { $0.requests.append(request) }
        let url = request.url ?? URL(fileURLWithPath: "/")
        guard
            let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)
        else { throw APIError.invalidResponse }
        let (body, continuation) = AsyncThrowingStream<Data, any Error>.makeStream()
        continuation.onTermination = { [recorded] termination in
            if case .cancelled = termination { recorded.withLock { $0.terminatedEarly += 1 } }
        }
        for chunk in chunks { continuation.yield(chunk) }
        switch ending {
        case .finish: continuation.finish()
        case .fail(let error): continuation.finish(throwing: error)
        case .stayOpen: break
        }
        return HTTPStreamingResponse(response: response, body: body)
    }

    /// The whole body at once; fails as the stream would, and never answers when the body stays open.
    public func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let streaming = try await stream(for: request)
        var data = Data()
        for try await chunk in streaming.body { data.append(chunk) }
        return (data, streaming.response)
    }
}
