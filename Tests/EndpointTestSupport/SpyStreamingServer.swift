import EndpointLocking
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A loopback TCP server on 127.0.0.1 whose answers the test writes byte by byte, for streaming and hostile-server
/// tests: send the head, part of a body, then wait for the client to take it before sending the rest; reset the
/// connection mid-stream; or observe the client closing it.
///
/// Blocking socket calls run on threads of their own (``DedicatedThread``), never on the cooperative pool.
public final class SpyStreamingServer: Sendable {
    private let listener: Int32
    private let isStopped = Locked(false)
    /// `http://127.0.0.1:PORT`.
    public let baseURL: URL

    /// Starts listening on an ephemeral port.
    public init() throws {
        let (descriptor, port) = try LoopbackSocket.listening(backlog: 8)
        self.listener = descriptor
        self.baseURL = URL(string: "http://127.0.0.1:\(port)")!
    }

    /// Waits for the next client and reads its request head (up to the empty line).
    public func nextConnection() async throws -> SpyStreamingConnection {
        let listener = listener
        return try await DedicatedThread.run {
            let descriptor = accept(listener, nil, nil)
            guard descriptor >= 0 else { throw POSIXError(.ECONNABORTED) }
            let connection = SpyStreamingConnection(descriptor: descriptor)
            try connection.readRequestHead()
            return connection
        }
    }

    /// Stops listening; a pending ``nextConnection()`` fails.
    public func stop() {
        let first = isStopped.withLock { stopped in
            defer { stopped = true }
            return !stopped
        }
        guard first else { return }
        _ = shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    deinit { stop() }
}

/// One accepted connection of a ``SpyStreamingServer``.
public final class SpyStreamingConnection: Sendable {
    private let descriptor: Int32
    private let state = Locked((head: "", isClosed: false))

    init(descriptor: Int32) {
        self.descriptor = descriptor
        #if canImport(Darwin)
            var on: Int32 = 1
            _ = setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    /// The request line and header lines the client sent.
    public var requestHead: String { state.current.head }

    fileprivate func readRequestHead() throws {
        var received: [UInt8] = []
        while !received.ends(with: Array("\r\n\r\n".utf8)) {
            var byte: UInt8 = 0
            guard recv(descriptor, &byte, 1, 0) == 1 else { throw POSIXError(.ECONNRESET) }
            received.append(byte)
        }
        state.withLock { $0.head = String(decoding: received, as: UTF8.self) }
    }

    // MARK: Sending

    /// Writes `text` as it is (a head, or raw body bytes).
    public func send(_ text: String) throws {
        guard LoopbackSocket.send(text.utf8, on: descriptor) else { throw POSIXError(.EPIPE) }
    }

    /// Writes `text` as one chunk of a `Transfer-Encoding: chunked` body.
    public func sendChunk(_ text: String) throws {
        try send(String(text.utf8.count, radix: 16) + "\r\n" + text + "\r\n")
    }

    /// Writes the last chunk of a chunked body.
    public func sendLastChunk() throws { try send("0\r\n\r\n") }

    // MARK: Ending

    /// Aborts the connection with a TCP reset (`SO_LINGER` 0, then close).
    public func reset() {
        LoopbackSocket.resetOnClose(descriptor)
        closeOnce()
    }

    /// Waits until the client closes the connection (end of stream or an error on read); discards what it sends.
    public func clientClosed() async throws {
        let descriptor = descriptor
        try await DedicatedThread.run {
            var buffer = [UInt8](repeating: 0, count: 512)
            while buffer.withUnsafeMutableBytes({ recv(descriptor, $0.baseAddress, $0.count, 0) }) > 0 {}
        }
    }

    private func closeOnce() {
        let first = state.withLock { state in
            defer { state.isClosed = true }
            return !state.isClosed
        }
        if first { close(descriptor) }
    }

    deinit { closeOnce() }
}

extension Array where Element == UInt8 {
    fileprivate func ends(with suffix: [UInt8]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}
