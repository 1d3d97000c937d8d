import Dispatch
import EndpointLocking

/// Serves the requests of one connection on its own thread: read, parse, call the handler, write, repeat while
/// keep-alive allows.
struct ConnectionSession: Sendable {
    let descriptor: Int32
    let configuration: HTTPServerConfiguration
    let handler: HTTPServer.Handler
    let isServerStopping: @Sendable () -> Bool

    private enum ReadOutcome {
        case request(HTTPServerRequest)
        case malformed(HTTPRequestParseError)
        case timedOutMidRequest
        case endedMidRequest
        case closed
    }

    /// Serves requests until the client closes, a timeout passes, a request is malformed or the server stops.
    func run() {
        Socket.setSendTimeout(descriptor, milliseconds: Self.milliseconds(configuration.readTimeout))
        var parser = HTTPRequestParser(limits: configuration.requestLimits)
        var servedCount = 0
        while true {
            switch readRequest(with: &parser) {
            case .request(let request):
                servedCount += 1
                let response = respond(to: request)
                let keepAlive =
                    request.allowsKeepAlive && servedCount < configuration.maximumRequestsPerConnection
                    && !isServerStopping()
                let includeBody = request.method != "HEAD"
                if includeBody, response.pacing != nil, !response.statusForbidsBody {
                    guard sendPaced(response, keepAlive: keepAlive, reading: &parser) else { return }
                } else {
                    let bytes = HTTPResponseSerializer.serialize(
                        response,
                        keepAlive: keepAlive,
                        includeBody: includeBody
                    )
                    guard Socket.sendAll(bytes, to: descriptor) else { return }
                }
                guard keepAlive else { return closeGracefully() }
            case .malformed(let error):
                return reject(.message(status: error.status, error.message))
            case .timedOutMidRequest:
                return reject(.message(status: 408, "The request was not completed in time."))
            case .endedMidRequest:
                return reject(.message(status: 400, "The connection ended in the middle of a request."))
            case .closed:
                return
            }
        }
    }

    // MARK: - Reading

    private func readRequest(with parser: inout HTTPRequestParser) -> ReadOutcome {
        var hasStarted = parser.hasPartialRequest
        var deadline = ContinuousClock.now + (hasStarted ? configuration.readTimeout : configuration.idleTimeout)
        while true {
            do {
                if let request = try parser.nextRequest() { return .request(request) }
            } catch {
                return .malformed(error)
            }
            if parser.takeContinueExpectation() {
                guard Socket.sendAll(HTTPResponseSerializer.continueResponse, to: descriptor) else { return .closed }
            }
            let remaining = deadline - ContinuousClock.now
            guard remaining > .zero else { return parser.hasPartialRequest ? .timedOutMidRequest : .closed }
            let timeout = Int32(clamping: Self.milliseconds(remaining))
            switch Socket.waitReadable([descriptor], timeoutMilliseconds: timeout) {
            case .ready:
                guard let bytes = Socket.receive(from: descriptor, maximumCount: 64 * 1024) else { return .closed }
                guard !bytes.isEmpty else { return parser.hasPartialRequest ? .endedMidRequest : .closed }
                parser.append(bytes)
                if !hasStarted {
                    hasStarted = true
                    deadline = ContinuousClock.now + configuration.readTimeout
                }
            case .timedOut:
                continue
            case .failed:
                return .closed
            }
        }
    }

    // MARK: - Responding

    /// Runs the async handler as a task whose jobs execute on this connection thread, and returns its response.
    ///
    /// Where task executors are unavailable (Apple platforms before 2024), the task runs on the global executor
    /// while this thread (never a cooperative one) waits.
    private func respond(to request: HTTPServerRequest) -> HTTPServerResponse {
        let result = ResponseSlot()
        let handler = handler
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, *) {
            let executor = ConnectionTaskExecutor()
            Task(executorPreference: executor) {
                result.store(await handler(request))
                executor.finish()
            }
            executor.runUntilFinished()
        } else {
            let finished = DispatchSemaphore(value: 0)
            Task {
                result.store(await handler(request))
                finished.signal()
            }
            finished.wait()
        }
        return result.take() ?? .message(status: 500, "The handler returned no response.")
    }

    /// The most a client may send while a paced response pauses (a pipelined next request); more ends the
    /// connection.
    static let maximumBytesReadWhilePacing = 1024 * 1024

    /// Sends the head and the body's first part, then each further part after the pacing's interval. `false` when
    /// the client closed or sent too much, sending failed, or the server began stopping during a pause.
    private func sendPaced(
        _ response: HTTPServerResponse,
        keepAlive: Bool,
        reading parser: inout HTTPRequestParser
    ) -> Bool {
        let parts = response.bodyParts
        let interval = response.pacing?.interval ?? .zero
        let head = HTTPResponseSerializer.serializeHead(response, keepAlive: keepAlive)
        guard Socket.sendAll(head + (parts.first ?? []), to: descriptor) else { return false }
        var budget = Self.maximumBytesReadWhilePacing
        for part in parts.dropFirst() {
            guard pause(for: interval, reading: &parser, budget: &budget), Socket.sendAll(Array(part), to: descriptor)
            else { return false }
        }
        return true
    }

    /// Waits `interval`, reading what the client sends meanwhile into `parser` (at most `budget` bytes in all).
    /// `false`, at once, when the client closes or exceeds the budget, the connection fails, or the server stops
    /// (its `stop()` shuts the socket down, which ends the wait).
    private func pause(for interval: Duration, reading parser: inout HTTPRequestParser, budget: inout Int) -> Bool {
        let deadline = ContinuousClock.now + interval
        while !isServerStopping() {
            let remaining = deadline - ContinuousClock.now
            guard remaining > .zero else { return true }
            let timeout = Int32(clamping: Self.milliseconds(remaining))
            switch Socket.waitReadable([descriptor], timeoutMilliseconds: timeout) {
            case .timedOut:
                continue
            case .ready:
                guard let bytes = Socket.receive(from: descriptor, maximumCount: 64 * 1024), !bytes.isEmpty,
                    bytes.count <= budget
                else { return false }
                budget -= bytes.count
                parser.append(bytes)
            case .failed:
                return false
            }
        }
        return false
    }

    /// Sends an error response, then closes.
    private func reject(_ response: HTTPServerResponse) {
        let bytes = HTTPResponseSerializer.serialize(response, keepAlive: false, includeBody: true)
        guard Socket.sendAll(bytes, to: descriptor) else { return }
        closeGracefully()
    }

    /// Sends FIN, then reads and discards what the client still sends (bounded in time and size) so that closing
    /// with unread input does not reset the connection before the client has read the response.
    private func closeGracefully() {
        Socket.shutdownSocket(descriptor, writeOnly: true)
        let deadline = ContinuousClock.now + min(configuration.readTimeout, .seconds(2))
        var drained = 0
        while drained < 1024 * 1024 {
            let remaining = deadline - ContinuousClock.now
            guard remaining > .zero else { return }
            let timeout = Int32(clamping: Self.milliseconds(remaining))
            guard case .ready = Socket.waitReadable([descriptor], timeoutMilliseconds: timeout),
                let bytes = Socket.receive(from: descriptor, maximumCount: 64 * 1024), !bytes.isEmpty
            else { return }
            drained += bytes.count
        }
    }

    /// `duration` in whole milliseconds, rounded up, at least 1.
    static func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        let milliseconds = seconds.multipliedReportingOverflow(by: 1000)
        guard !milliseconds.overflow else { return Int.max }
        return max(
            1,
            Int(clamping: milliseconds.partialValue) + Int((attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
        )
    }
}

/// Hands the handler's response from its task to the waiting connection thread.
private final class ResponseSlot: Sendable {
    private let response = Locked<HTTPServerResponse?>(nil)

    func store(_ value: HTTPServerResponse) { response.withLock { $0 = value } }

    func take() -> HTTPServerResponse? { response.withLock { $0 } }
}
