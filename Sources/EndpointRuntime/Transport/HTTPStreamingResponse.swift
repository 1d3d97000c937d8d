import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An HTTP response whose body arrives in chunks, as ``HTTPClient/stream(for:)`` returns it: the status and
/// headers as soon as they are received, then the body bytes as the server sends them.
///
/// Ending the iteration early, or cancelling the task that iterates, ends the stream; a transport that streams
/// closes the connection then. A `next()` pending when the task is cancelled throws `CancellationError`, but a task
/// cancelled between two chunks sees the stream end, as `AsyncThrowingStream` ends on cancellation: check
/// `Task.checkCancellation()` after the loop before treating the body as complete (``ResponseStream`` does).
public struct HTTPStreamingResponse: Sendable {
    /// The status and headers.
    public var response: HTTPURLResponse
    /// The body, one chunk of bytes at a time; a failure of the connection ends it with that error.
    public var body: AsyncThrowingStream<Data, any Error>

    /// Creates a streaming response.
    public init(response: HTTPURLResponse, body: AsyncThrowingStream<Data, any Error>) {
        self.response = response
        self.body = body
    }

    /// A response whose whole body is already known: one chunk (none when `data` is empty), then the end.
    public init(response: HTTPURLResponse, data: Data) {
        let (body, continuation) = AsyncThrowingStream<Data, any Error>.makeStream()
        if !data.isEmpty { continuation.yield(data) }
        continuation.finish()
        self.init(response: response, body: body)
    }
}
