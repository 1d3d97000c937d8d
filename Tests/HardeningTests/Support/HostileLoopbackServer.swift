import EndpointLocking
import EndpointTestSupport
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A TCP server on 127.0.0.1 that answers every connection with a test's raw script, so it can misbehave in
/// ways a well-formed HTTP server (`EndpointStubServer`) never would: stall, trickle, lie about lengths, reset.
///
/// Each accepted connection runs `script` on its own thread and is closed when the script returns. The request
/// heads the scripts read are recorded, so a test can check which headers reached this server. Stopping (or
/// releasing) the server ends its accept loop.
final class HostileLoopbackServer: Sendable {
    /// What the server does with one connection.
    typealias Script = @Sendable (RawConnection) -> Void

    /// The port the server listens on.
    let port: UInt16
    private let listener: Int32
    private let heads = Locked<[String]>([])
    private let connections = Locked<Int>(0)
    private let stopped = Locked(false)

    /// Starts listening on an ephemeral loopback port.
    init(script: @escaping Script) throws {
        let (descriptor, port) = try LoopbackSocket.listening(backlog: 16)
        self.listener = descriptor
        self.port = port
        let loop = AcceptLoop(
            listener: descriptor,
            script: script,
            heads: heads,
            connections: connections,
            stopped: stopped
        )
        Thread { loop.run() }.start()
    }

    deinit { stop() }

    // MARK: Observing

    /// `http://127.0.0.1:<port>`.
    var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// The request heads read so far, in order.
    var requestHeads: [String] { heads.current }

    /// How many connections were accepted so far.
    var connectionCount: Int { connections.current }

    /// Stops accepting connections; running scripts finish on their own.
    func stop() {
        stopped.withLock { stopped in
            // Under the lock, so the accept loop cannot close (and the system reuse) the descriptor meanwhile.
            guard !stopped else { return }
            stopped = true
            shutdown(listener, Int32(SHUT_RDWR))
        }
    }
}

// MARK: - Accepting

/// The accept loop of a ``HostileLoopbackServer``, holding only what it needs so the server can be released.
private struct AcceptLoop: Sendable {
    let listener: Int32
    let script: HostileLoopbackServer.Script
    let heads: Locked<[String]>
    let connections: Locked<Int>
    let stopped: Locked<Bool>

    func run() {
        defer {
            stopped.withLock { stopped in
                stopped = true
                close(listener)
            }
        }
        while !stopped.current {
            let descriptor = accept(listener, nil, nil)
            guard descriptor >= 0 else {
                if errno == EINTR || errno == ECONNABORTED { continue }
                return
            }
            connections.withLock { $0 += 1 }
            let connection = RawConnection(descriptor: descriptor, heads: heads)
            let script = self.script
            Thread {
                script(connection)
                close(descriptor)
            }
            .start()
        }
    }
}

// MARK: - Common scripts

extension HostileLoopbackServer {
    /// A server that reads each request head, records it, and sends `response` verbatim.
    static func answering(_ response: String) throws -> HostileLoopbackServer {
        try answering(Array(response.utf8))
    }

    /// A server that reads each request head, records it, and sends `response` verbatim, for as many requests
    /// as the client sends on the connection.
    static func answering(_ response: [UInt8]) throws -> HostileLoopbackServer {
        try HostileLoopbackServer { connection in
            while connection.readRequestHead() != nil, connection.send(response) {}
        }
    }
}
