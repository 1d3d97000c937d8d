import EndpointLocking
import Foundation

/// A small HTTP/1.1 server on POSIX sockets for tests and demos.
///
/// Each connection is served on its own thread; the async handler runs as a task while that thread waits, so
/// slow or silent clients never block the Swift concurrency pool. Connections stay open (keep-alive) until the
/// client closes, sends `Connection: close`, stays idle for ``HTTPServerConfiguration/idleTimeout``, or the server
/// stops. Responses carry `Content-Length` and no `Date`, so they are byte-for-byte deterministic.
///
/// ```swift
/// let server = HTTPServer { request in .json(status: 200, #"{"ok":true}"#) }
/// let port = try server.start()            // 127.0.0.1, ephemeral port
/// defer { server.stop() }
/// ```
public final class HTTPServer: Sendable {
    /// Answers one request.
    public typealias Handler = @Sendable (HTTPServerRequest) async -> HTTPServerResponse

    /// The tunables this server runs with.
    public let configuration: HTTPServerConfiguration
    private let handler: Handler
    private let state = Locked(State.idle)

    private enum State {
        case idle
        case running(ServerCore, host: String)
        /// Stopped; the core it ran, if it started, so that every ``stop()`` waits until its listener is closed.
        case stopped(ServerCore?)
    }

    /// Creates a stopped server that will answer every request with `handler`.
    public init(configuration: HTTPServerConfiguration = HTTPServerConfiguration(), handler: @escaping Handler) {
        self.configuration = configuration
        self.handler = handler
    }

    deinit {
        stop()
    }

    // MARK: - Lifecycle

    /// Binds `host:port` (port 0 picks a free ephemeral port), starts accepting, and returns the bound port.
    ///
    /// - Throws: ``HTTPServerError`` when the host is not an IPv4 literal or `localhost`, the port is taken,
    ///   or the server is running or was stopped.
    @discardableResult
    public func start(host: String = "127.0.0.1", port: UInt16 = 0) throws(HTTPServerError) -> UInt16 {
        try state.withLock { state throws(HTTPServerError) in
            switch state {
            case .running: throw .alreadyRunning
            case .stopped: throw .stopped
            case .idle: break
            }
            let core = try ServerCore(host: host, port: port, configuration: configuration, handler: handler)
            core.startAcceptLoop()
            state = .running(core, host: host)
            return core.port
        }
    }

    /// Closes the listening socket, so connecting fails once this returns, and shuts down open connections.
    /// Safe to call more than once, from any thread, and called by `deinit`: every call, a second one racing the
    /// first included, returns only once the listening socket is closed.
    public func stop() {
        let core = state.withLock { state -> ServerCore? in
            switch state {
            case .idle:
                state = .stopped(nil)
                return nil
            case .running(let core, _):
                state = .stopped(core)
                return core
            case .stopped(let core):
                return core
            }
        }
        core?.stop()
    }

    // MARK: - Address

    /// The bound port while running.
    public var port: UInt16? {
        state.withLock { state in
            guard case .running(let core, _) = state else { return nil }
            return core.port
        }
    }

    /// `http://HOST:PORT` while running, for example `http://127.0.0.1:49152`.
    public var baseURL: URL? {
        state.withLock { state in
            guard case .running(let core, let host) = state else { return nil }
            return URL(string: "http://\(host):\(core.port)")
        }
    }
}
