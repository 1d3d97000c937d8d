// MARK: - Streaming options

extension APIClient {
    /// How an ``APIClient`` reads streamed responses: server-sent events, JSON Lines, JSON text sequences.
    public struct StreamingOptions: Sendable {
        /// The longest wait for the next bytes of an open stream before it is closed with
        /// ``APIError/idleTimeout(_:)``; `nil` waits for as long as the connection stays open. Any bytes reset it,
        /// including comments and keep-alive lines. 60 seconds by default.
        public var idleTimeout: Duration?
        /// The largest item (one event, line or record) in bytes; a larger one fails the stream with
        /// ``APIError/invalidStream(_:)`` instead of growing a buffer. 1 MiB by default; it replaces the whole-body
        /// limit, which a stream does not have.
        public var maximumItemSize: Int
        /// Waits out ``idleTimeout``: `ContinuousClock` by default; inject a test clock so tests never wait.
        public var clock: any Clock<Duration>

        /// Creates options; the defaults suit most APIs.
        public init(
            idleTimeout: Duration? = .seconds(60),
            maximumItemSize: Int = 1 << 20,
            clock: any Clock<Duration> = ContinuousClock()
        ) {
            self.idleTimeout = idleTimeout
            self.maximumItemSize = maximumItemSize
            self.clock = clock
        }
    }
}
