import CatalogCLI
import EndpointLocking
@_spi(Generated) import EndpointRuntime
import EndpointStubServer
import EndpointTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The real composition (URLSession, decorators, generated repository, cache) over loopback HTTP.
@Suite("catalog end to end over loopback HTTP", .ownExecutor)
struct EndToEndTests {
    private let live = CatalogDependencies.live(retryPolicy: .never)

    // MARK: - Built-in stub server

    @Test func showsAProductFromTheBuiltInStubServer() async {
        let result = await runCatalog(["product", "p-1"], dependencies: live)
        #expect(result.exitCode == 0)
        #expect(result.stdout == "p-1  Swift Book  29.90\n")
        #expect(result.stderr.isEmpty)
    }

    @Test func watchesAProductsPriceFeedFromTheBuiltInStubServer() async {
        let result = await runCatalog(["watch", "p-1"], dependencies: live)
        #expect(result.exitCode == 0)
        #expect(result.stdout == "p-1  29.90\np-1  27.90\np-1  24.90\n")
        #expect(result.stderr.isEmpty)

        let missing = await runCatalog(["watch", "p-404"], dependencies: live)
        #expect(missing.exitCode == 1)
        #expect(missing.stderr == "Error: No product with id 'p-404'.\n")
    }

    @Test func uploadsAnImageToTheBuiltInStubServerWithProgress() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("poster.jpg")
        try Data((0..<200_000).map { UInt8(truncatingIfNeeded: $0) }).write(to: file)

        let result = await runCatalog(["upload-image", "p-1", file.path, "--caption", "Front"], dependencies: live)
        #expect(result.exitCode == 0)
        #expect(result.stdout == "img-1  https://images.catalog.example.com/p-1/img-1\n")
        // The last progress line reports the whole body (the file plus the form around it).
        let lastLine = result.stderr.split(separator: "\n").last.map(String.init) ?? ""
        #expect(lastLine.hasPrefix("Uploading poster.jpg: 100% ("))

        let missing = await runCatalog(["upload-image", "p-404", file.path], dependencies: live)
        #expect(missing.exitCode == 1)
        #expect(missing.stderr.hasSuffix("Error: No product with id 'p-404'.\n"))
    }

    @Test func searchesTheBuiltInStubServerAsJSON() async {
        let result = await runCatalog(["--json", "search", "swift"], dependencies: live)
        #expect(result.exitCode == 0)
        #expect(
            result.stdout == """
                [{"id":"p-1","name":"Swift Book","price":"29.90","price_cents":2990},\
                {"id":"p-2","name":"Swift Mug","price":"12.50","price_cents":1250},\
                {"id":"p-4","name":"Swift Sticker Pack","price":"3.50","price_cents":350}]

                """
        )
    }

    @Test func keepsAtMostTheLimitEvenWhenTheServiceSendsMore() async {
        let result = await runCatalog(["search", "swift", "--limit", "2"], dependencies: live)
        #expect(result.exitCode == 0)
        #expect(result.stdout == "p-1  Swift Book  29.90\np-2  Swift Mug   12.50\n")
    }

    @Test(arguments: [
        ("p-404", "Error: No product with id 'p-404'.\n"),
        ("p-bad", "Error: The catalog returned an invalid product.\n"),
    ])
    func reportsProductFailuresFromTheBuiltInStubServer(id: String, message: String) async {
        let result = await runCatalog(["product", id], dependencies: live)
        #expect(result.exitCode == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == message)
    }

    @Test func logsTheExchangeWhenVerbose() async {
        let result = await runCatalog(["--verbose", "product", "p-2"], dependencies: live)
        #expect(result.exitCode == 0)
        #expect(result.stderr.hasPrefix("Using the built-in stub server at http://127.0.0.1:"))
        #expect(result.stderr.contains("/products/p-2 -> 200 OK ("))
    }

    @Test func verboseShowsTheDeclaredRateLimitHeaderWhenTheServerSendsIt() async {
        // The spec's p-1 example sends `X-RateLimit-Remaining: 59`; p-2's sends none.
        let withHeader = await runCatalog(["--verbose", "product", "p-1"], dependencies: live)
        #expect(withHeader.exitCode == 0)
        #expect(withHeader.stderr.contains("/products/p-1 -> 200 OK ("))
        #expect(withHeader.stderr.contains("); 59 requests left in the rate limit\n"))
        let without = await runCatalog(["--verbose", "product", "p-2"], dependencies: live)
        #expect(!without.stderr.contains("rate limit"))
        let quiet = await runCatalog(["product", "p-1"], dependencies: live)
        #expect(quiet.stderr.isEmpty)
    }

    @Test func aMalformedRateLimitHeaderIsNamedNotTrusted() async throws {
        let server = HTTPServer { _ in
            .json(
                status: 200,
                #"{"id":"p-7","name":"Header Test","price_cents":700}"#,
                headers: ["X-RateLimit-Remaining": "plenty"]
            )
        }
        let port = try server.start()
        defer { server.stop() }
        let result = await runCatalog(
            ["--verbose", "--base-url", "http://127.0.0.1:\(port)", "product", "p-7"],
            dependencies: live
        )
        #expect(result.exitCode == 0)
        #expect(result.stderr.contains("); The response header 'X-RateLimit-Remaining' is not an integer.\n"))
    }

    // MARK: - A configured service

    @Test func sendsTheTokenAsBearerAndNeverPrintsIt() async throws {
        let token = "tok-5ecret-77"
        let seen = Locked<[String?]>([])
        let server = HTTPServer { request in
            seen.withLock { $0.append(request.headers["Authorization"]) }
            return .json(status: 200, #"{"id":"p-7","name":"Token Test","price_cents":700}"#)
        }
        let port = try server.start()
        defer { server.stop() }
        let result = await runCatalog(
            ["--verbose", "product", "p-7"],
            environment: ["CATALOG_BASE_URL": "http://127.0.0.1:\(port)", "CATALOG_TOKEN": token],
            dependencies: live
        )
        #expect(result.exitCode == 0)
        #expect(result.stdout == "p-7  Token Test  7.00\n")
        #expect(seen.withLock { $0 } == ["Bearer \(token)"])
        #expect(!result.stdout.contains(token))
        #expect(!result.stderr.contains(token))
        #expect(result.stderr.contains("GET http://127.0.0.1:\(port)/products/p-7 -> 200 OK"))
    }

    @Test func reportsServerErrorsAfterRetryingWithExitCode3() async throws {
        let requests = Locked(0)
        let server = HTTPServer { _ in
            requests.withLock { $0 += 1 }
            return .message(status: 503, "down")
        }
        let port = try server.start()
        defer { server.stop() }
        let retryTwice = CatalogDependencies.live(retryPolicy: RetryPolicy(maxAttempts: 2, baseDelay: .zero))
        let result = await runCatalog(
            ["--base-url", "http://127.0.0.1:\(port)", "search", "swift"],
            dependencies: retryTwice
        )
        #expect(result.exitCode == 3)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "Error: The server answered 503 Service Unavailable after 2 attempts.\n")
        #expect(requests.withLock { $0 } == 2)
    }

    @Test func reportsAnUnreachableServiceWithExitCode3() async throws {
        let refusing = try RefusingPort()
        let result = await runCatalog(
            ["--base-url", "http://127.0.0.1:\(refusing.port)", "product", "p-1"],
            dependencies: live
        )
        withExtendedLifetime(refusing) {}
        #expect(result.exitCode == 3)
        #expect(result.stderr.hasPrefix("Error: The request failed: "))
    }

    // MARK: - serve

    @Test func servesTheSpecExamplesUntilShutdown() async throws {
        let stdout = InMemoryTextOutput()
        let stderr = InMemoryTextOutput()
        let fetched = Locked<String?>(nil)
        var dependencies = live
        dependencies.waitForShutdown = {
            // `serve` prints its URL before waiting; fetch through it while the server runs.
            let base = stdout.text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard let url = URL(string: base + "/products/p-3"),
                let (data, _) = try? await URLSession(configuration: .ephemeral).data(from: url)
            else { return }
            fetched.withLock { $0 = String(decoding: data, as: UTF8.self) }
        }
        let code = await CatalogCLI(dependencies: dependencies).run(
            arguments: ["serve", "--port", "0", "--verbose"],
            environment: [:],
            stdout: stdout,
            stderr: stderr
        )
        #expect(code == 0)
        #expect(stdout.text.hasPrefix("http://127.0.0.1:"))
        #expect(fetched.withLock { $0 } == #"{"id":"p-3","name":"Concurrency Poster","price_cents":900}"#)
        #expect(stderr.text.contains("GET /products/p-3 -> 200\n"))
        #expect(stderr.text.hasSuffix("Stopped.\n"))
        let url = try #require(URL(string: stdout.text.trimmingCharacters(in: .whitespacesAndNewlines)))
        await #expect(throws: (any Error).self) {
            _ = try await URLSession(configuration: .ephemeral).data(from: url.appendingPathComponent("products/p-1"))
        }
    }

    @Test func reportsAPortInUseWithExitCode3() async throws {
        let server = HTTPServer { _ in HTTPServerResponse(status: 200) }
        let port = try server.start()
        defer { server.stop() }
        let result = await runCatalog(["serve", "--port", "\(port)"], dependencies: live)
        #expect(result.exitCode == 3)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "Error: Port \(port) is already in use; choose another with '--port'.\n")
    }
}

/// `CATALOG_TOKEN` end to end, offline: the built-in stub server checks the token the spec's `catalogToken`
/// scheme declares (optional, but only ``CatalogDependencies/stubToken`` is accepted).
@Suite("catalog's token against the built-in stub server", .ownExecutor)
struct CatalogTokenEndToEndTests {
    private let live = CatalogDependencies.live(retryPolicy: .never)

    @Test func theAcceptedTokenIsSentAndAnswered() async {
        let result = await runCatalog(
            ["--verbose", "product", "p-1"],
            environment: ["CATALOG_TOKEN": CatalogDependencies.stubToken],
            dependencies: live
        )
        #expect(result.exitCode == 0)
        #expect(result.stdout == "p-1  Swift Book  29.90\n")
        #expect(!result.stderr.contains(CatalogDependencies.stubToken))
    }

    @Test func aWrongTokenIsRefusedWith401AndNeverPrinted() async {
        let token = "tok-wr0ng-42"
        let result = await runCatalog(
            ["--verbose", "product", "p-1"],
            environment: ["CATALOG_TOKEN": token],
            dependencies: live
        )
        #expect(result.exitCode == 3)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("Error: The server answered 401 Unauthorized."), "\(result.stderr)")
        #expect(result.stderr.contains("/products/p-1 -> 401"))
        #expect(!result.stderr.contains(token))
    }

    @Test func noTokenIsAnonymousAndAnswered() async {
        let result = await runCatalog(["search", "swift", "--limit", "1"], dependencies: live)
        #expect(result.exitCode == 0)
        #expect(result.stdout == "p-1  Swift Book  29.90\n")
    }
}
