import Dispatch
import EndpointLocking

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Catches SIGINT (Ctrl-C) and SIGTERM from the moment it is created, so a command-line server can stop cleanly
/// instead of being killed.
///
/// ```swift
/// let signals = TerminationSignals()     // from here on, SIGINT and SIGTERM no longer terminate the process
/// let server = try StubServer.start(spec: spec, port: 8080)
/// print("Serving at \(server.baseURL)")
/// await signals.wait()
/// server.stop()
/// ```
///
/// Signals are received with dispatch sources rather than a process-wide handler; once one arrived, later ones
/// are ignored.
public final class TerminationSignals: Sendable {
    private struct State {
        var received: Int32?
        var waiters: [UInt64: CheckedContinuation<Void, Never>] = [:]
        var nextWaiter: UInt64 = 0
        var sources: [any DispatchSourceSignal] = []
    }

    private let state = Locked(State())
    private let arrived = DispatchSemaphore(value: 0)

    /// Starts catching `signals` (SIGINT and SIGTERM by default).
    public init(_ signals: [Int32] = [SIGINT, SIGTERM]) {
        state.withLock { state in
            for signalNumber in signals {
                signal(signalNumber, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
                source.setEventHandler { [weak self] in self?.receive(signalNumber) }
                source.resume()
                state.sources.append(source)
            }
        }
    }

    /// The signal that arrived, or `nil` while none has.
    public var received: Int32? { state.withLock { $0.received } }

    /// Returns once one of the signals has arrived (at once if one already has), or once the calling task is
    /// cancelled.
    public func wait() async {
        let identifier = state.withLock { state in
            defer { state.nextWaiter += 1 }
            return state.nextWaiter
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let resumesNow = state.withLock { state in
                    guard state.received == nil, !Task.isCancelled else { return true }
                    state.waiters[identifier] = continuation
                    return false
                }
                if resumesNow { continuation.resume() }
            }
        } onCancel: {
            state.withLock { $0.waiters.removeValue(forKey: identifier) }?.resume()
        }
    }

    /// Blocks the calling thread until one of the signals has arrived; for synchronous command-line entry points.
    public func waitBlocking() {
        arrived.wait()
        arrived.signal()
    }

    private func receive(_ signalNumber: Int32) {
        let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>]? in
            guard state.received == nil else { return nil }
            state.received = signalNumber
            state.sources.forEach { $0.cancel() }
            state.sources.removeAll()
            defer { state.waiters.removeAll() }
            return Array(state.waiters.values)
        }
        guard let waiters else { return }
        waiters.forEach { $0.resume() }
        arrived.signal()
    }
}
