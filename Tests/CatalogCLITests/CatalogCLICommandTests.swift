import CatalogApplication
import CatalogDomain
import CatalogPresentation
@_spi(Generated) import EndpointRuntime
import EndpointTestSupport
import Foundation
import Testing

@testable import CatalogCLI

@Suite("catalog commands through CatalogCLI.run")
struct CatalogCLICommandTests {
    private let catalog = FakeProductRepository([SampleProducts.book, SampleProducts.mug, SampleProducts.stickers])

    private func run(
        _ arguments: [String],
        environment: [String: String] = [:],
        repository: (any ProductRepository)? = nil
    ) async -> (CLIRun, SpyCatalogDependencies) {
        let spy = SpyCatalogDependencies(repository: repository ?? catalog)
        return (await runCatalog(arguments, environment: environment, dependencies: spy.dependencies), spy)
    }

    // MARK: - product

    @Test func printsAProductAsText() async {
        let (result, spy) = await run(["product", "p-1"])
        #expect(result.exitCode == 0)
        #expect(result.stdout == "p-1  Swift Book  29.90\n")
        #expect(result.stderr.isEmpty)
        #expect(catalog.calls == [.product("p-1")])
        #expect(spy.closeCount == 1)
    }

    @Test func printsAProductAsJSONWithSortedKeys() async {
        let (result, _) = await run(["product", "p-2", "--json"])
        #expect(result.exitCode == 0)
        #expect(result.stdout == #"{"id":"p-2","name":"Swift Mug","price":"12.50","price_cents":1250}"# + "\n")
        #expect(result.stderr.isEmpty)
    }

    @Test func reportsAnUnknownProductWithExitCode1() async {
        let (result, spy) = await run(["product", "p-9"])
        #expect(result.exitCode == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "Error: No product with id 'p-9'.\n")
        #expect(spy.closeCount == 1)
    }

    @Test func reportsAnEmptyIdentifierAsNotFoundWithoutARequest() async {
        let (result, _) = await run(["product", ""])
        #expect(result.exitCode == 1)
        #expect(result.stderr == "Error: No product with id ''.\n")
        #expect(catalog.calls.isEmpty)
    }

    @Test func reportsAnInvalidProductWithExitCode1() async {
        let (result, _) = await run(
            ["product", "p-bad"],
            repository: FailingProductRepository(error: ProductError.invalidProduct)
        )
        #expect(result.exitCode == 1)
        #expect(result.stderr == "Error: The catalog returned an invalid product.\n")
    }

    @Test func replacesControlCharactersInTextButNotInJSON() async {
        let odd = Product(id: "p-\u{1B}", name: "Bell\u{07}\nName", price: Price(5)!)
        let repository = FakeProductRepository([odd])
        let (text, _) = await run(["product", "p-\u{1B}"], repository: repository)
        #expect(text.stdout == "p-\u{FFFD}  Bell\u{FFFD}\u{FFFD}Name  0.05\n")
        let (json, _) = await run(["--json", "product", "p-\u{1B}"], repository: repository)
        #expect(json.stdout == #"{"id":"p-\u001b","name":"Bell\u0007\nName","price":"0.05","price_cents":5}"# + "\n")
    }

    // MARK: - search

    @Test func printsSearchResultsAsAlignedText() async {
        let (result, _) = await run(["search", "swift"])
        #expect(result.exitCode == 0)
        #expect(
            result.stdout == """
                p-1  Swift Book          29.90
                p-2  Swift Mug           12.50
                p-4  Swift Sticker Pack   3.50

                """
        )
        #expect(result.stderr.isEmpty)
    }

    @Test func passesTheTrimmedQueryAndLimitToTheRepository() async {
        let (result, _) = await run(["search", "  mug ", "--limit", "1", "--json"])
        #expect(result.exitCode == 0)
        #expect(result.stdout == #"[{"id":"p-2","name":"Swift Mug","price":"12.50","price_cents":1250}]"# + "\n")
        #expect(catalog.calls == [.search("mug", limit: 1)])
    }

    @Test func printsAnEmptyJSONArrayOrAMessageWhenNothingMatches() async {
        let (json, _) = await run(["search", "lamp", "--json"])
        #expect(json.exitCode == 0)
        #expect(json.stdout == "[]\n")
        #expect(json.stderr.isEmpty)
        let (text, _) = await run(["search", "lamp"])
        #expect(text.exitCode == 0)
        #expect(text.stdout.isEmpty)
        #expect(text.stderr == "No products match 'lamp'.\n")
    }

    @Test(arguments: ["a", " a ", "", "   "])
    func rejectsAShortQueryBeforeAnyRequest(query: String) async {
        let (result, spy) = await run(["search", query])
        #expect(result.exitCode == 64)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr == """
                Error: The search query must be at least 2 characters.
                Usage: catalog search QUERY [--limit N] [--all] [--json] [--base-url URL] [--verbose]
                  See 'catalog search --help' for more information.

                """
        )
        #expect(spy.openedSettings.isEmpty)
        #expect(catalog.calls.isEmpty)
    }

    // MARK: - Usage errors

    @Test func printsUsageErrorsWithTheUsageLineAndExits64() async {
        let (result, spy) = await run(["product", "p-1", "--limit", "3"])
        #expect(result.exitCode == 64)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr == """
                Error: Option '--limit' is not valid for 'product'.
                Usage: catalog product ID [--json] [--base-url URL] [--verbose]
                  See 'catalog product --help' for more information.

                """
        )
        #expect(spy.openedSettings.isEmpty)
    }

    @Test func printsTheRootUsageLineWhenNoSubcommandWasRecognised() async {
        let (result, _) = await run(["--jsno"])
        #expect(result.exitCode == 64)
        #expect(
            result.stderr == """
                Error: Unknown option '--jsno'; did you mean '--json'?
                Usage: catalog [--json] [--base-url URL] [--verbose] <subcommand>
                  See 'catalog --help' for more information.

                """
        )
    }

    @Test(arguments: [
        (
            ["--base-url", "ftp://host", "product", "p-1"], [:],
            "Invalid value 'ftp://host' for '--base-url'; expected an http or https URL."
        ),
        (
            ["--base-url", "not a url", "product", "p-1"], [:],
            "Invalid value 'not a url' for '--base-url'; expected an http or https URL."
        ),
        (
            ["search", "swift"], ["CATALOG_BASE_URL": "localhost:8080"],
            "Invalid value 'localhost:8080' in CATALOG_BASE_URL; expected an http or https URL."
        ),
    ])
    func rejectsABaseURLThatIsNotHTTP(arguments: [String], environment: [String: String], message: String) async {
        let (result, spy) = await run(arguments, environment: environment)
        #expect(result.exitCode == 64)
        #expect(result.stderr.hasPrefix("Error: \(message)\nUsage: catalog "))
        #expect(spy.openedSettings.isEmpty)
    }

    // MARK: - Settings

    @Test func prefersTheBaseURLOptionOverTheEnvironment() async throws {
        let environment = ["CATALOG_BASE_URL": "http://env.example:1", "CATALOG_TOKEN": "s3cret"]
        let (_, fromOption) = await run(
            ["--base-url", "https://option.example/v1", "product", "p-1"],
            environment: environment
        )
        #expect(fromOption.openedSettings.first?.baseURL?.absoluteString == "https://option.example/v1")
        #expect(fromOption.openedSettings.first?.token == "s3cret")
        let (_, fromEnvironment) = await run(["product", "p-1", "--verbose"], environment: environment)
        let settings = try #require(fromEnvironment.openedSettings.first)
        #expect(settings.baseURL?.absoluteString == "http://env.example:1")
        #expect(settings.isVerbose)
    }

    @Test func usesTheBuiltInStubWithoutABaseURLAndNoTokenWhenItIsEmpty() async throws {
        let (_, spy) = await run(["product", "p-1"], environment: ["CATALOG_BASE_URL": "", "CATALOG_TOKEN": ""])
        let settings = try #require(spy.openedSettings.first)
        #expect(settings.baseURL == nil)
        #expect(settings.token == nil)
        #expect(!settings.isVerbose)
    }

    // MARK: - Technical failures

    @Test func reportsTechnicalFailuresWithExitCode3AndDetailsOnlyWhenVerbose() async {
        let failure = FailingProductRepository(error: URLError(.cannotConnectToHost))
        let (quiet, _) = await run(["product", "p-1"], repository: failure)
        #expect(quiet.exitCode == 3)
        #expect(quiet.stdout.isEmpty)
        #expect(quiet.stderr == "Error: Something went wrong: an unexpected URLError error. Please try again.\n")
        let (verbose, _) = await run(["product", "p-1", "--verbose"], repository: failure)
        #expect(verbose.exitCode == 3)
        #expect(verbose.stderr.hasPrefix(quiet.stderr + "Details: The failure is a URLError ("))
        #expect(verbose.stderr.contains("(NSURLErrorDomain code -1004). Its description: "))
    }

    /// `--verbose` adds sentences, never a Swift debug dump such as `RetriedRequestFailure(… Optional(3))`.
    @Test func verboseDetailsAreSentencesNotADebugDump() async {
        let failure = FailingProductRepository(
            error: RetriedRequestFailure(error: .unexpectedStatus(code: 503, body: Data("busy!".utf8)), attempts: 3)
        )
        let (result, _) = await run(["product", "p-1", "--verbose"], repository: failure)
        #expect(result.exitCode == 3)
        #expect(
            result.stderr == """
                Error: The server answered 503 Service Unavailable after 3 attempts.
                Details: The request was sent 3 times. The last answer had status 503 and a body of 5 bytes, not shown.

                """
        )
        for dump in ["RetriedRequestFailure", "Optional(", "attempts:", "APIError."] {
            #expect(!result.stderr.contains(dump))
        }
    }

    @Test func reportsRuntimeErrorsWithTheirSentenceAndNoBody() async {
        let failure = FailingProductRepository(
            error: APIError.unexpectedStatus(code: 503, body: Data("stack trace".utf8))
        )
        let (result, _) = await run(["search", "swift", "--verbose"], repository: failure)
        #expect(result.exitCode == 3)
        #expect(
            result.stderr
                == "Error: The server answered 503 Service Unavailable.\n"
                + "Details: The last answer had status 503 and a body of 11 bytes, not shown.\n"
        )
        #expect(!result.stderr.contains("stack trace"))
    }

    @Test func reportsAFailureToOpenTheCatalogWithExitCode3() async {
        let spy = SpyCatalogDependencies(repository: catalog, openError: StandInFailure())
        let result = await runCatalog(["search", "swift"], dependencies: spy.dependencies)
        #expect(result.exitCode == 3)
        #expect(result.stderr == "Error: The stand-in failure.\n")
    }

    @Test func reportsCancellationWithExitCode130() async {
        let (result, _) = await run(
            ["search", "swift"],
            repository: FailingProductRepository(error: CancellationError())
        )
        #expect(result.exitCode == 130)
        #expect(result.stderr == "Error: The request was cancelled.\n")
    }

    @Test func neverPrintsTheToken() async {
        let token = "tok-9f8e7d"
        let leaky = FailingProductRepository(error: LeakyError(text: "Authorization: Bearer \(token)"))
        let (result, _) = await run(
            ["product", "p-1", "--verbose"],
            environment: ["CATALOG_TOKEN": token],
            repository: leaky
        )
        #expect(result.exitCode == 3)
        #expect(!result.stderr.contains(token))
        #expect(!result.stdout.contains(token))
        #expect(result.stderr.contains("Bearer REDACTED"))
    }

    // MARK: - help, version, serve

    @Test func printsHelpAndVersionOnStandardOutput() async {
        let (help, spy) = await run(["--help"])
        #expect(help.exitCode == 0)
        #expect(help.stderr.isEmpty)
        for heading in ["OVERVIEW:", "USAGE:", "OPTIONS:", "SUBCOMMANDS:", "EXIT CODES:"] {
            #expect(help.stdout.contains("\n\(heading)") || help.stdout.hasPrefix(heading))
        }
        #expect(spy.openedSettings.isEmpty)
        let (version, _) = await run(["--version"])
        #expect(version.stdout == "catalog 1.0.0\n")
        #expect(version.exitCode == 0)
    }

    @Test func servesUntilShutdownAndPrintsTheURL() async {
        let (text, spy) = await run(["serve", "--port", "9001"])
        #expect(text.exitCode == 0)
        #expect(text.stdout == "http://127.0.0.1:9001\n")
        #expect(
            text.stderr
                == "Serving the catalog spec's examples at http://127.0.0.1:9001; press Ctrl-C to stop.\nStopped.\n"
        )
        #expect(spy.startedPorts == [9001])
        #expect(spy.stopCount == 1)
        let (json, _) = await run(["serve", "--json"])
        #expect(json.stdout == #"{"url":"http://127.0.0.1:8080"}"# + "\n")
    }
}

/// An error whose description contains a secret, to prove the CLI scrubs it.
private struct LeakyError: LocalizedError {
    var text: String
    var errorDescription: String? { text }
}

/// An error that explains itself, standing in for the failures of opening the catalog.
private struct StandInFailure: Error, DescribedFailure {
    var userMessage: String { "The stand-in failure." }
}
