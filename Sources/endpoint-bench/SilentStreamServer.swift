import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A loopback HTTP server for one request that answers with the head of an endless `text/event-stream` (and, if
/// asked, nothing at all) and then stays silent until the client closes: what an idle open stream looks like to
/// the client, for the idle-CPU benchmark.
final class SilentStreamServer: @unchecked Sendable {
    /// The port the server listens on.
    let port: Int
    private let listener: Int32
    private let sendsHead: Bool
    private let done = DispatchSemaphore(value: 0)

    /// Starts listening on 127.0.0.1; `sendsHead` says whether the head is sent before the silence.
    init(sendsHead: Bool) throws {
        let (listener, port) = try LoopbackListener.open()
        self.listener = listener
        self.sendsHead = sendsHead
        self.port = port
        let thread = Thread { [self] in serveOne() }
        thread.start()
    }

    /// Waits until the client closed the connection.
    func waitUntilClosed() { done.wait() }

    private func serveOne() {
        LoopbackListener.serveOneConnection(on: listener, signalling: done) { connection in serve(connection) }
    }

    private func serve(_ connection: Int32) {
        var buffer = [UInt8](repeating: 0, count: 4096)
        var head: [UInt8] = []
        while head.firstRange(of: Array("\r\n\r\n".utf8)) == nil {
            let count = read(connection, &buffer, buffer.count)
            guard count > 0 else { return }
            head += buffer[0..<count]
        }
        if sendsHead {
            let response = Array(
                "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n\r\n".utf8
            )
            _ = response.withUnsafeBytes { write(connection, $0.baseAddress, $0.count) }
        }
        // Silence: block until the client closes the connection.
        while read(connection, &buffer, buffer.count) > 0 {}
    }
}
