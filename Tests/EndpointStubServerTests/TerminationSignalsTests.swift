import EndpointStubServer
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `TerminationSignals.wait()`: returns on a signal, and on the waiting task's cancellation.
@Suite("TerminationSignals", .serialized)
struct TerminationSignalsTests {
    @Test func waitReturnsOnceTheSignalArrives() async {
        let signals = TerminationSignals([SIGUSR1])
        let waiting = Task { await signals.wait() }
        // The dispatch source may not be armed yet when the first signal is sent (that one is ignored): send
        // until it is heard.
        while signals.received == nil {
            kill(getpid(), SIGUSR1)
            await Task.yield()
        }
        await waiting.value
        #expect(signals.received == SIGUSR1)
        await signals.wait()  // at once, now that it arrived
    }

    @Test func waitReturnsWhenItsTaskIsCancelled() async {
        let signals = TerminationSignals([SIGUSR2])
        let waiting = Task { await signals.wait() }
        waiting.cancel()
        await waiting.value
        #expect(signals.received == nil)
    }
}
