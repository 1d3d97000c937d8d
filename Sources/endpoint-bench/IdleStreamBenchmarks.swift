@_spi(Generated) import EndpointRuntime
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Issue 15: the CPU an open but silent response costs the client, over loopback (goal: an idle open stream costs
/// less than 2% of a core), for each transport: `URLSessionHTTPClient` and, on Linux, `CurlHTTPClient`. Two cases
/// each: a stream whose head arrived and whose server then says nothing, and a plain data request whose server
/// never answers.
struct IdleStreamBenchmarks {
    let isQuick: Bool

    /// A transport measured, with the name its figures are reported under.
    private struct Transport {
        let name: String
        let client: any HTTPClient
    }

    private static var transports: [Transport] {
        var transports = [Transport(name: "urlSession", client: URLSessionHTTPClient(timeout: .seconds(3600)))]
        #if os(Linux)
            transports.append(Transport(name: "curl", client: CurlHTTPClient(timeout: .seconds(3600))))
        #endif
        return transports
    }

    /// Runs the measurements the filter selects.
    func run(reporter: inout BenchReporter) async throws {
        reporter.heading("Idle cost: CPU of a response left open and silent (loopback)")
        let idle: Duration = isQuick ? .seconds(2) : .seconds(10)
        for transport in Self.transports {
            let streamName = "idle.\(transport.name).openStream.cpuPercent"
            if reporter.options.includes(streamName) {
                let server = try SilentStreamServer(sendsHead: true)
                let request = URLRequest(url: URL(string: "http://127.0.0.1:\(server.port)/events")!)
                let streaming = try await transport.client.stream(for: request)
                let reading = Task { for try await _ in streaming.body {} }
                let percent = try await Self.cpuPercent(over: idle)
                reading.cancel()
                _ = await reading.result
                server.waitUntilClosed()
                report(percent, name: streamName, what: "a stream whose head arrived", idle: idle, reporter: &reporter)
            }
            let pendingName = "idle.\(transport.name).pendingData.cpuPercent"
            if reporter.options.includes(pendingName) {
                let server = try SilentStreamServer(sendsHead: false)
                let request = URLRequest(url: URL(string: "http://127.0.0.1:\(server.port)/slow")!)
                let client = transport.client
                let waiting = Task { try await client.data(for: request) }
                let percent = try await Self.cpuPercent(over: idle)
                waiting.cancel()
                _ = await waiting.result
                server.waitUntilClosed()
                report(
                    percent,
                    name: pendingName,
                    what: "a data request not yet answered",
                    idle: idle,
                    reporter: &reporter
                )
            }
        }
    }

    private func report(
        _ percent: Double,
        name: String,
        what: String,
        idle: Duration,
        reporter: inout BenchReporter
    ) {
        // Reported, not asserted: on Linux URLSession's figure is FoundationNetworking's (see docs/performance.md),
        // which this package cannot change; the goal is stated next to it.
        let verdict = percent < 2 ? "meets the < 2% goal" : "misses the < 2% goal"
        reporter.report(
            BenchMeasurement(
                name: name,
                value: percent,
                unit: "% of a core",
                note: "process CPU over \(BenchMeasurement.number(idle.seconds)) s of wall time, \(what); \(verdict)"
            )
        )
    }

    /// The process's CPU time over `wall` of waiting, as a percentage of one core (after a settling second).
    private static func cpuPercent(over wall: Duration) async throws -> Double {
        try await Task.sleep(for: .seconds(1))
        let cpuStart = ProcessCPUClock.now()
        let wallStart = ContinuousClock.now
        try await Task.sleep(for: wall)
        let cpu = ProcessCPUClock.now() - cpuStart
        let elapsed = ContinuousClock.now - wallStart
        return cpu.seconds / elapsed.seconds * 100
    }
}
