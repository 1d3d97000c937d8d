import CatalogAPI
import CatalogCache
import CatalogDomain
@_spi(Generated) import EndpointRuntime
import EndpointTestSupport
import Foundation

/// Issue 6, part 3: request building per second, cache hits per second, and 1,000 concurrent loads of one
/// identifier through the coalescing cache (which must make exactly one request).
struct ThroughputBenchmarks {
    let sampler: Sampler
    let isQuick: Bool

    /// Runs every throughput measurement the filter selects.
    func run(reporter: inout BenchReporter) async throws {
        reporter.heading("Throughput: request building, cache hits, coalesced loads")
        if reporter.options.includesAny(["throughput.request_building"]) {
            try await requestBuilding(reporter: reporter)
        }
        if reporter.options.includesAny(["cache.hits"]) {
            try await cacheHits(reporter: reporter)
        }
        if reporter.options.includesAny(["cache.coalesced_1000"]) {
            try await coalescedLoads(reporter: &reporter)
        }
    }

    // MARK: Cases

    /// `RequestBuilder.request(for:)` for the two catalog endpoints (a path parameter, and two query items) and
    /// the GitHub repository endpoint (two path parameters).
    private func requestBuilding(reporter: BenchReporter) async throws {
        let builder = RequestBuilder(baseURL: RuntimeOverheadBenchmarks.baseURL)
        try await measureBuilding(
            "throughput.request_building.path",
            CatalogEndpoints.getProduct(id: "p-1"),
            builder: builder,
            reporter: reporter
        )
        try await measureBuilding(
            "throughput.request_building.query",
            CatalogEndpoints.searchProducts(q: "swift mug", limit: 20),
            builder: builder,
            reporter: reporter
        )
        try await measureBuilding(
            "throughput.request_building.two_path_parameters",
            GitHubEndpoints.getRepository(owner: "octokit-fixture-org", repo: "hello-world"),
            builder: builder,
            reporter: reporter
        )
    }

    /// Reports how many requests per second `builder` builds for `endpoint`.
    private func measureBuilding<Response: Sendable, Headers: ResponseHeaders>(
        _ name: String,
        _ endpoint: EndpointWithHeaders<Response, Headers>,
        builder: RequestBuilder,
        reporter: BenchReporter
    ) async throws {
        guard reporter.options.includes(name) else { return }
        let perCall = try await sampler.medianPerCall {
            _ = try builder.request(for: endpoint)
        }
        reporter.report(
            BenchMeasurement(
                name: name,
                value: 1 / perCall.wall.seconds,
                unit: "requests/s",
                note: "\(BenchMeasurement.number(perCall.wall.microseconds)) us each; "
                    + "CPU \(BenchMeasurement.number(perCall.cpu.microseconds)) us"
            )
        )
    }

    /// `CachedProductRepository.product(id:)` answered from a fresh cache entry: one actor call per hit.
    private func cacheHits(reporter: BenchReporter) async throws {
        let body = Data(#"{"id":"p-1","name":"Swift Book","price_cents":2990}"#.utf8)
        let repository = CachedProductRepository(
            decoratee: RuntimeOverheadBenchmarks.catalogRepository(answering: body),
            timeToLive: .seconds(3_600)
        )
        let id = Product.ID(rawValue: "p-1")
        _ = try await repository.product(id: id)
        let perCall = try await sampler.medianPerCall {
            _ = try await repository.product(id: id)
        }
        reporter.report(
            BenchMeasurement(
                name: "cache.hits",
                value: 1 / perCall.wall.seconds,
                unit: "hits/s",
                note: "\(BenchMeasurement.number(perCall.wall.nanoseconds)) ns each; "
                    + "CPU \(BenchMeasurement.number(perCall.cpu.nanoseconds)) ns"
            )
        )
    }

    /// 1,000 tasks load the same product at once through a cold cache whose one load is held in flight until
    /// every task has been started; exactly one request may reach the HTTP client.
    private func coalescedLoads(reporter: inout BenchReporter) async throws {
        let body = Data(#"{"id":"p-1","name":"Swift Book","price_cents":2990}"#.utf8)
        let id = Product.ID(rawValue: "p-1")
        var durations: [Duration] = []
        var requestCounts: [Int] = []
        for _ in 0..<(isQuick ? 3 : 9) {
            let gate = LoadGate()
            let client = CatalogClient(
                baseURL: RuntimeOverheadBenchmarks.baseURL,
                httpClient: GatedHTTPClient(stub: .answeringJSON(body), gate: gate)
            )
            let repository = CachedProductRepository(
                decoratee: HTTPProductRepository(client: client),
                timeToLive: .seconds(3_600)
            )
            let clock = ContinuousClock()
            let start = clock.now
            let products = try await withThrowingTaskGroup(of: Product.self, returning: [Product].self) { group in
                for _ in 0..<1_000 {
                    group.addTask { try await repository.product(id: id) }
                }
                await Task.yield()
                await gate.open()
                return try await group.reduce(into: []) { $0.append($1) }
            }
            durations.append(start.duration(to: clock.now))
            requestCounts.append(await gate.arrivals)
            reporter.check(
                products.count == 1_000 && products.allSatisfy { $0.id == id },
                "cache.coalesced_1000: every task gets the product"
            )
        }
        let exactlyOne = requestCounts.allSatisfy { $0 == 1 }
        reporter.check(exactlyOne, "cache.coalesced_1000: exactly 1 request per 1,000 concurrent loads")
        reporter.report(
            BenchMeasurement(
                name: "cache.coalesced_1000.time",
                value: Sampler.median(durations).milliseconds,
                unit: "ms",
                note: "1,000 concurrent loads of one id, cold cache"
            )
        )
        reporter.report(
            BenchMeasurement(
                name: "cache.coalesced_1000.requests",
                value: Double(requestCounts.max() ?? 0),
                unit: "requests",
                note: exactlyOne
                    ? "asserted == 1 in \(requestCounts.count) of \(requestCounts.count) runs: OK"
                    : "ASSERTION FAILED: expected 1, got \(requestCounts)"
            )
        )
    }
}
