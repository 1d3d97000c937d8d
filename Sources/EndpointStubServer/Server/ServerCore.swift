import Dispatch
import EndpointLocking
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The running part of an ``HTTPServer``: the listening socket, its accept thread and the open connections.
///
/// Threads capture the core, never the `HTTPServer`, so dropping the server runs its `deinit`, which stops the core.
final class ServerCore: Sendable {
    /// The name of every connection thread, which also runs the handler's task (Linux keeps at most 15 bytes).
    static let connectionThreadName = "http-connection"

    /// The `threadDictionary` key marking connection threads; thread names are only applied to the OS thread on a
    /// best-effort basis on Linux, so this is the reliable way to recognise one.
    private static let connectionThreadKey = "EndpointStubServer.connection"

    /// Whether the caller runs on a connection thread (where handler tasks run).
    static var isCurrentThreadAConnectionThread: Bool {
        Thread.current.threadDictionary[connectionThreadKey] != nil
    }

    /// The port the listening socket is bound to.
    let port: UInt16
    private let listener: Int32
    private let wakePipe: (read: Int32, write: Int32)
    private let configuration: HTTPServerConfiguration
    private let handler: HTTPServer.Handler
    private let acceptLoopFinished = DispatchSemaphore(value: 0)
    private let state = Locked(State())
    /// Held for the whole of ``stop()``, so that a call racing the first waits until the listener is closed; true
    /// once it is.
    private let listenerClosed = Locked(false)

    private struct State {
        var isStopping = false
        /// Descriptors of open connections; removed and closed under the lock, so `stop` never touches a
        /// descriptor number that was reused.
        var connections: Set<Int32> = []
    }

    /// Binds and listens; call ``startAcceptLoop()`` next.
    init(
        host: String,
        port: UInt16,
        configuration: HTTPServerConfiguration,
        handler: @escaping HTTPServer.Handler
    ) throws(HTTPServerError) {
        let (listener, boundPort) = try Socket.makeListener(host: host, port: port, backlog: configuration.backlog)
        do {
            wakePipe = try Socket.makeWakePipe()
        } catch {
            close(listener)
            throw error
        }
        self.listener = listener
        self.port = boundPort
        self.configuration = configuration
        self.handler = handler
    }

    // MARK: - Accepting

    /// Starts the thread that accepts connections until ``stop()``.
    func startAcceptLoop() {
        let thread = Thread { [self] in
            // Named from inside: on Linux a name set before `start()` does not reach the OS thread.
            Thread.current.name = "http-accept"  // best effort, for debuggers
            acceptLoop()
            acceptLoopFinished.signal()
        }
        thread.start()
    }

    private func acceptLoop() {
        while true {
            switch Socket.waitReadable([listener, wakePipe.read], timeoutMilliseconds: -1) {
            case .ready(0):
                while let connection = Socket.acceptConnection(from: listener) { open(connection) }
            case .timedOut:
                continue
            case .ready, .failed:
                return
            }
        }
    }

    private enum Admission {
        case accepted, busy, stopping
    }

    private func open(_ connection: Int32) {
        let admission = state.withLock { state -> Admission in
            guard !state.isStopping else { return .stopping }
            guard state.connections.count < configuration.maximumConnections else { return .busy }
            state.connections.insert(connection)
            return .accepted
        }
        switch admission {
        case .accepted:
            break
        case .busy:
            refuseBusy(connection)
            return
        case .stopping:
            close(connection)
            return
        }
        let session = ConnectionSession(
            descriptor: connection,
            configuration: configuration,
            handler: handler,
            isServerStopping: { [self] in state.withLock { $0.isStopping } }
        )
        let thread = Thread { [self] in
            Thread.current.name = Self.connectionThreadName  // best effort, for debuggers
            Thread.current.threadDictionary[Self.connectionThreadKey] = true
            session.run()
            finish(connection)
        }
        thread.stackSize = 512 * 1024
        thread.start()
    }

    /// Answers `503` on the accept thread (a small write into an empty send buffer) and closes.
    private func refuseBusy(_ connection: Int32) {
        let response = HTTPServerResponse.message(status: 503, "The server is handling too many connections.")
        Socket.setSendTimeout(connection, milliseconds: 100)
        _ = Socket.sendAll(
            HTTPResponseSerializer.serialize(response, keepAlive: false, includeBody: true),
            to: connection
        )
        Socket.shutdownSocket(connection, writeOnly: true)
        close(connection)
    }

    private func finish(_ connection: Int32) {
        state.withLock { state in
            state.connections.remove(connection)
            close(connection)
        }
    }

    // MARK: - Stopping

    /// Closes the listening socket (new connections are refused once this returns, for every caller) and shuts
    /// down open connections, waking their threads. Idempotent; a call racing the first waits until it is done.
    func stop() {
        listenerClosed.withLock { closed in
            guard !closed else { return }
            state.withLock { state in
                state.isStopping = true
                for connection in state.connections { Socket.shutdownSocket(connection, writeOnly: false) }
            }
            var byte: UInt8 = 1
            _ = write(wakePipe.write, &byte, 1)
            acceptLoopFinished.wait()
            close(listener)
            close(wakePipe.read)
            close(wakePipe.write)
            closed = true
        }
    }
}
