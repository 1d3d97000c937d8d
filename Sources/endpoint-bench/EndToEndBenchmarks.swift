import CatalogAPI
import CatalogDomain
@_spi(Generated) import EndpointRuntime
import EndpointSpec
import EndpointStubServer
import Foundation

/// Issue 6, part 4: requests per second through `URLSessionHTTPClient` (and, on Linux, `CurlHTTPClient`) against
/// the loopback `StubServer` serving `spec/catalog.json`'s examples, with 1 and 16 requests in flight.
struct EndToEndBenchmarks {
    let isQuick: Bool

    /// The concurrency levels measured: requests in flight at once.
    static let concurrencyLevels = [1, 16]

    /// The transports measured, with the prefix of their figures' names (none for URLSession, the first measured).
    private static var transports: [(prefix: String, client: any HTTPClient)] {
        var transports: [(prefix: String, client: any HTTPClient)] = [("e2e.", URLSessionHTTPClient())]
        #if os(Linux)
            transports.append(("e2e.curl.", CurlHTTPClient()))
        #endif
        return transports
    }

    /// Runs every end-to-end measurement the filter selects.
    func run(reporter: inout BenchReporter) async throws {
        reporter.heading(
            "End to end: URLSessionHTTPClient and CurlHTTPClient → loopback StubServer (spec/catalog.json)"
        )
        let allNames = Self.transports.flatMap { transport in
            Self.concurrencyLevels.map { "\(transport.prefix)concurrency\($0)" }
        }
        guard reporter.options.includesAny(allNames) else { return }
        guard let spec = Self.loadCatalogSpec(reporter: &reporter) else { return }
        let stub = try StubServer.start(spec: spec)
        defer { stub.stop() }
        for transport in Self.transports {
            let names = Self.concurrencyLevels.map { "\(transport.prefix)concurrency\($0)" }
            guard reporter.options.includesAny(names) else { continue }
            let client = CatalogClient(baseURL: stub.baseURL, httpClient: transport.client)
            let repository = HTTPProductRepository(client: client)
            let id = Product.ID(rawValue: "p-1")
            let first = try await repository.product(id: id)
            reporter.check(first.name == "Swift Book", "\(transport.prefix) the stub serves the spec's example for p-1")
            for (concurrency, name) in zip(Self.concurrencyLevels, names) where reporter.options.includes(name) {
                try await measure(concurrency: concurrency, name: name, repository: repository, reporter: &reporter)
            }
        }
    }

    /// Reports the requests per second of `concurrency` workers through `repository`, the median of the runs.
    private func measure(
        concurrency: Int,
        name: String,
        repository: HTTPProductRepository,
        reporter: inout BenchReporter
    ) async throws {
        let perWorker = (isQuick ? 100 : 400) / max(1, concurrency / 4)
        _ = try await Self.run(concurrency: concurrency, requestsPerWorker: 20, repository: repository)
        var rates: [Double] = []
        var cpuPerRequest: [Duration] = []
        for _ in 0..<(isQuick ? 1 : 3) {
            let cpuStart = ProcessCPUClock.now()
            let elapsed = try await Self.run(
                concurrency: concurrency,
                requestsPerWorker: perWorker,
                repository: repository
            )
            cpuPerRequest.append((ProcessCPUClock.now() - cpuStart) / (concurrency * perWorker))
            rates.append(Double(concurrency * perWorker) / elapsed.seconds)
        }
        let rate = rates.sorted()[rates.count / 2]
        let cpu = Sampler.median(cpuPerRequest)
        reporter.report(
            BenchMeasurement(
                name: name,
                value: rate,
                unit: "requests/s",
                note: "\(concurrency * perWorker) GET /products/p-1 per run, median of \(rates.count) runs; "
                    + "\(BenchMeasurement.number(Double(concurrency) / rate * 1e6)) us mean latency; "
                    + "CPU \(BenchMeasurement.number(cpu.microseconds)) us per request (client and server: "
                    + "one process)"
            )
        )
    }

    // MARK: Helpers

    /// `concurrency` tasks each send `requestsPerWorker` requests one after another; returns the wall time.
    private static func run(
        concurrency: Int,
        requestsPerWorker: Int,
        repository: HTTPProductRepository
    ) async throws -> Duration {
        let clock = ContinuousClock()
        let start = clock.now
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<concurrency {
                group.addTask {
                    for _ in 0..<requestsPerWorker {
                        _ = try await repository.product(id: "p-1")
                    }
                }
            }
            try await group.waitForAll()
        }
        return start.duration(to: clock.now)
    }

    /// `spec/catalog.json` from the package this file belongs to, or from the working directory.
    private static func loadCatalogSpec(reporter: inout BenchReporter) -> Spec? {
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let candidates = [packageRoot.appendingPathComponent("spec/catalog.json").path, "spec/catalog.json"]
        guard let path = candidates.first(where: FileManager.default.fileExists(atPath:)) else {
            reporter.check(false, "e2e: spec/catalog.json not found (looked in \(candidates))")
            return nil
        }
        let result = SpecLoader.standard.load(fileAt: path)
        if result.spec == nil {
            let first = result.diagnostics.first.map(\.description) ?? "no diagnostics"
            reporter.check(false, "e2e: \(path) does not load: \(first)")
        }
        return result.spec
    }
}
