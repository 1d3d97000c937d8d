import CatalogAPI
import CatalogDomain
@_spi(Generated) import EndpointRuntime
import EndpointTestSupport
import Foundation

/// Issue 6, part 2: what the generated client and the runtime add on top of decoding.
///
/// Each case sends one request through generated code (`HTTPProductRepository` or `GitHubClient` →
/// `APIClient.send` → ``StubHTTPClient``) and compares it with a plain `JSONDecoder` decoding the same bytes into
/// the same generated DTO (plus the same generated `toDomain()` mapping where the generated path maps).
/// The ratio is `generated / plain`; the goal is at most 1.05.
struct RuntimeOverheadBenchmarks {
    let sampler: Sampler

    /// Runs every runtime overhead measurement the filter selects.
    func run(reporter: inout BenchReporter) async throws {
        reporter.heading("Runtime overhead: generated client through a stub HTTPClient vs plain JSONDecoder")
        if reporter.options.includesAny(["runtime.product"]) {
            try await product(reporter: &reporter)
        }
        if reporter.options.includesAny(["runtime.search100"]) {
            try await searchPage(reporter: &reporter)
        }
        if reporter.options.includesAny(["runtime.github_repository"]) {
            try await gitHubRepository(reporter: &reporter)
        }
    }

    // MARK: Cases

    /// One catalog product: `HTTPProductRepository.product(id:)` vs `decode(ProductDTO) + toDomain()`.
    private func product(reporter: inout BenchReporter) async throws {
        let body = Data(#"{"id":"p-1","name":"Swift Book","price_cents":2990}"#.utf8)
        let repository = Self.catalogRepository(answering: body)
        let decoder = JSONDecoder()
        let id = Product.ID(rawValue: "p-1")
        let expected = try decoder.decode(ProductDTO.self, from: body).toDomain()
        reporter.check(try await repository.product(id: id) == expected, "runtime.product: both paths agree")
        let times = try await sampler.comparePerCall {
            _ = try await repository.product(id: id)
        } baseline: {
            _ = try decoder.decode(ProductDTO.self, from: body).toDomain()
        }
        Self.report("runtime.product", times, bytes: body.count, reporter: reporter)
        if reporter.options.includes("runtime.product.breakdown") {
            try await productBreakdown(body: body, reporter: reporter)
        }
    }

    /// Where the product case's time goes: each step of the generated path timed on its own.
    private func productBreakdown(body: Data, reporter: BenchReporter) async throws {
        let apiClient = APIClient(baseURL: Self.baseURL, httpClient: StubHTTPClient.answeringJSON(body))
        let endpoint = CatalogEndpoints.getProduct(id: "p-1")
        let dto = try endpoint.decode(body)
        let decoder = JSONDecoder()
        let steps: [(String, String, () async throws -> Void)] = [
            (
                "endpoint", "CatalogEndpoints.getProduct(id:): the Endpoint value",
                {
                    _ = CatalogEndpoints.getProduct(id: "p-1")
                }
            ),
            (
                "request", "RequestBuilder.request(for:)",
                {
                    _ = try apiClient.requestBuilder.request(for: endpoint)
                }
            ),
            (
                "send", "APIClient.send of a ready Endpoint, decoding included",
                {
                    _ = try await apiClient.send(endpoint)
                }
            ),
            (
                "endpoint_decode", "Endpoint.decode alone (JSONCoding.decode)",
                {
                    _ = try endpoint.decode(body)
                }
            ),
            (
                "plain_decode", "JSONDecoder().decode alone",
                {
                    _ = try decoder.decode(ProductDTO.self, from: body)
                }
            ),
            (
                "to_domain", "ProductDTO.toDomain()",
                {
                    _ = try dto.toDomain()
                }
            ),
        ]
        for (part, note, body) in steps {
            let time = try await sampler.medianPerCall(body)
            reporter.report(
                BenchMeasurement(
                    name: "runtime.product.breakdown.\(part)",
                    value: time.wall.microseconds,
                    unit: "us/op",
                    note: "\(note); CPU \(BenchMeasurement.number(time.cpu.microseconds)) us"
                )
            )
        }
    }

    /// A search page of 100 products: `HTTPProductRepository.search` vs `decode(ProductSearchPageDTO)` + mapping.
    private func searchPage(reporter: inout BenchReporter) async throws {
        let products = (0..<100).map { index in
            #"{"id":"p-\#(index)","name":"Product number \#(index)","price_cents":\#(100 + index * 7)}"#
        }
        let body = Data(#"{"products":[\#(products.joined(separator: ","))],"total":100}"#.utf8)
        let repository = Self.catalogRepository(answering: body)
        let decoder = JSONDecoder()
        let query = try SearchQuery("product")
        let expected = try decoder.decode(ProductSearchPageDTO.self, from: body).products.map { try $0.toDomain() }
        reporter.check(
            try await repository.search(query, limit: 100) == expected,
            "runtime.search100: both paths agree"
        )
        let times = try await sampler.comparePerCall {
            _ = try await repository.search(query, limit: 100)
        } baseline: {
            _ = try decoder.decode(ProductSearchPageDTO.self, from: body).products.map { try $0.toDomain() }
        }
        Self.report("runtime.search100", times, bytes: body.count, reporter: reporter)
        if reporter.options.includes("runtime.search100.breakdown") {
            let apiClient = APIClient(baseURL: Self.baseURL, httpClient: StubHTTPClient.answeringJSON(body))
            let endpoint = CatalogEndpoints.searchProducts(q: "product", limit: 100)
            let runtimeDecoder = try await sampler.medianPerCall {
                _ = try JSONCoding.decode(ProductSearchPageDTO.self, from: body)
            }
            let endpointDecode = try await sampler.medianPerCall {
                _ = try endpoint.decode(body)
            }
            let send = try await sampler.medianPerCall {
                _ = try await apiClient.send(endpoint)
            }
            for (part, time) in [
                ("runtime_decoder", runtimeDecoder), ("endpoint_decode", endpointDecode), ("send", send),
            ] {
                reporter.report(
                    BenchMeasurement(
                        name: "runtime.search100.breakdown.\(part)",
                        value: time.wall.microseconds,
                        unit: "us/op",
                        note: "CPU \(BenchMeasurement.number(time.cpu.microseconds)) us"
                    )
                )
            }
        }
    }

    /// The real GitHub repository record: `GitHubClient.getRepository` vs `decode(RepositoryDTO)` with
    /// `.iso8601` dates.
    private func gitHubRepository(reporter: inout BenchReporter) async throws {
        let body = Data(GitHubRepositoryFixture.bytes)
        let client = GitHubClient(baseURL: Self.baseURL, httpClient: StubHTTPClient.answeringJSON(body))
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let expected = try decoder.decode(RepositoryDTO.self, from: body)
        let received = try await client.getRepository(owner: "octokit-fixture-org", repo: "hello-world")
        reporter.check(received == expected, "runtime.github_repository: both paths agree")
        let times = try await sampler.comparePerCall {
            _ = try await client.getRepository(owner: "octokit-fixture-org", repo: "hello-world")
        } baseline: {
            _ = try decoder.decode(RepositoryDTO.self, from: body)
        }
        Self.report("runtime.github_repository", times, bytes: body.count, reporter: reporter)
        if reporter.options.includes("runtime.github_repository.breakdown") {
            let decoders = try await sampler.comparePerCall {
                _ = try JSONCoding.decode(RepositoryDTO.self, from: body)
            } baseline: {
                _ = try decoder.decode(RepositoryDTO.self, from: body)
            }
            reporter.report(
                BenchMeasurement(
                    name: "runtime.github_repository.breakdown.runtime_decoder",
                    value: decoders.measured.wall.microseconds,
                    unit: "us/op",
                    baseline: decoders.baseline.wall.microseconds,
                    note: "JSONCoding.decode alone vs the plain decoder; CPU "
                        + "\(BenchMeasurement.number(decoders.measured.cpu.microseconds)) vs "
                        + "\(BenchMeasurement.number(decoders.baseline.cpu.microseconds)) us"
                )
            )
            let apiClient = APIClient(baseURL: Self.baseURL, httpClient: StubHTTPClient.answeringJSON(body))
            let endpoint = GitHubEndpoints.getRepository(owner: "octokit-fixture-org", repo: "hello-world")
            let send = try await sampler.comparePerCall {
                _ = try await apiClient.send(endpoint)
            } baseline: {
                _ = try endpoint.decode(body)
            }
            reporter.report(
                BenchMeasurement(
                    name: "runtime.github_repository.breakdown.send",
                    value: send.measured.wall.microseconds,
                    unit: "us/op",
                    baseline: send.baseline.wall.microseconds,
                    note: "APIClient.send of a ready Endpoint vs its decode alone; CPU "
                        + "\(BenchMeasurement.number(send.measured.cpu.microseconds)) vs "
                        + "\(BenchMeasurement.number(send.baseline.cpu.microseconds)) us"
                )
            )
        }
    }

    // MARK: Helpers

    /// The base URL the generated clients are built with; nothing is sent there.
    static let baseURL = URL(string: "https://api.example.com/v1")!

    /// A generated repository over a client that answers every request with `body`.
    static func catalogRepository(answering body: Data) -> HTTPProductRepository {
        HTTPProductRepository(client: CatalogClient(baseURL: baseURL, httpClient: StubHTTPClient.answeringJSON(body)))
    }

    /// Reports the comparison (wall-clock medians; CPU-time medians in the note) and the overhead per call.
    private static func report(
        _ name: String,
        _ times: (measured: Sampler.Timing, baseline: Sampler.Timing),
        bytes: Int,
        reporter: BenchReporter
    ) {
        let cpuRatio = times.measured.cpu / times.baseline.cpu
        reporter.report(
            BenchMeasurement(
                name: name,
                value: times.measured.wall.microseconds,
                unit: "us/op",
                baseline: times.baseline.wall.microseconds,
                note: "\(bytes) B body; CPU \(BenchMeasurement.number(times.measured.cpu.microseconds)) vs "
                    + "\(BenchMeasurement.number(times.baseline.cpu.microseconds)) us, "
                    + "ratio \(BenchMeasurement.number(cpuRatio))"
            )
        )
        reporter.report(
            BenchMeasurement(
                name: name + ".overhead",
                value: (times.measured.wall - times.baseline.wall).microseconds,
                unit: "us/op",
                note: "generated path minus plain decoding; CPU "
                    + "\(BenchMeasurement.number((times.measured.cpu - times.baseline.cpu).microseconds)) us"
            )
        )
    }
}
