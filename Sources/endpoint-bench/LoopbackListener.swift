import EndpointTestSupport
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A TCP socket listening on 127.0.0.1 on a free port, for the benchmarks' one-request servers.
enum LoopbackListener {
    /// Opens the socket (``LoopbackSocket``, the package's one raw-socket helper) and returns its descriptor and
    /// port.
    static func open() throws -> (descriptor: Int32, port: Int) {
        let (descriptor, port) = try LoopbackSocket.listening(backlog: 1)
        return (descriptor, Int(port))
    }

    /// Accepts one connection on `listener` and hands it to `handle`; then closes both sockets and signals `done`.
    static func serveOneConnection(on listener: Int32, signalling done: DispatchSemaphore, _ handle: (Int32) -> Void) {
        defer {
            close(listener)
            done.signal()
        }
        let connection = accept(listener, nil, nil)
        guard connection >= 0 else { return }
        defer { close(connection) }
        handle(connection)
    }
}
