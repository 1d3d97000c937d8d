import CatalogApplication
import CatalogDomain
@_spi(Generated) import EndpointRuntime
import EndpointTestSupport
import Foundation
import Testing

@testable import CatalogCLI

/// `catalog watch ID`: price changes printed as they arrive, until the feed ends or the user interrupts.
@Suite("catalog watch")
struct WatchCommandTests {
    private static let changes = [
        PriceChange(productID: "p-1", price: Price(2990)!),
        PriceChange(productID: "p-1", price: Price(2490)!),
    ]

    /// A shutdown that never comes unless the task is cancelled.
    private static let noShutdown: @Sendable () async -> Void = {
        try? await SpyClock(sleepsUntilCancelled: true).sleep(for: .zero)
    }

    private func run(
        _ arguments: [String],
        watcher: StubPriceWatching,
        shutdown: @escaping @Sendable () async -> Void = noShutdown
    ) async -> (CLIRun, SpyCatalogDependencies) {
        let spy = SpyCatalogDependencies(
            repository: FakeProductRepository([]),
            priceWatcher: watcher,
            shutdown: shutdown
        )
        return (await runCatalog(arguments, dependencies: spy.dependencies), spy)
    }

    @Test func printsEachChangeAsALineUntilTheFeedEnds() async {
        let watcher = StubPriceWatching(Self.changes)
        let (result, spy) = await run(["watch", "p-1"], watcher: watcher)
        #expect(result.exitCode == 0)
        #expect(result.stdout == "p-1  29.90\np-1  24.90\n")
        #expect(result.stderr.isEmpty)
        #expect(watcher.requestedIDs == ["p-1"])
        #expect(spy.closeCount == 1)
    }

    @Test func printsOneJSONObjectPerLine() async {
        let (result, _) = await run(["--json", "watch", "p-1"], watcher: StubPriceWatching(Self.changes))
        #expect(result.exitCode == 0)
        #expect(
            result.stdout == """
                {"id":"p-1","price":"29.90","price_cents":2990}
                {"id":"p-1","price":"24.90","price_cents":2490}

                """
        )
    }

    @Test func anInterruptionStopsTheFeedAndSucceeds() async {
        let watcher = StubPriceWatching(Self.changes, ending: .stayOpen)
        let (printed, printedContinuation) = AsyncStream<Void>.makeStream()
        // The user presses Ctrl-C once both changes are printed.
        let shutdown: @Sendable () async -> Void = {
            var lines = 0
            for await _ in printed {
                lines += 1
                if lines == 2 { return }
            }
        }
        let spy = SpyCatalogDependencies(
            repository: FakeProductRepository([]),
            priceWatcher: watcher,
            shutdown: shutdown
        )
        let stdout = SignallingTextOutput { printedContinuation.yield() }
        let stderr = InMemoryTextOutput()
        let code = await CatalogCLI(dependencies: spy.dependencies).run(
            arguments: ["watch", "p-1"],
            environment: [:],
            stdout: stdout,
            stderr: stderr
        )
        #expect(code == 0)
        #expect(stdout.text == "p-1  29.90\np-1  24.90\n")
        #expect(stderr.text == "Stopped.\n")
        #expect(watcher.stoppedEarly == 1)
        #expect(spy.closeCount == 1)
    }

    @Test func anUnknownProductIsAProductFailure() async {
        let watcher = StubPriceWatching([], openError: ProductError.notFound("p-9"))
        let (result, _) = await run(["watch", "p-9"], watcher: watcher)
        #expect(result.exitCode == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "Error: No product with id 'p-9'.\n")
    }

    @Test func aFeedThatFailsAfterSomeChangesKeepsThemAndReportsTheFailure() async {
        let watcher = StubPriceWatching(
            Array(Self.changes.prefix(1)),
            ending: .fail(APIError.idleTimeout(.seconds(60)))
        )
        let (result, _) = await run(["watch", "p-1"], watcher: watcher)
        #expect(result.exitCode == 3)
        #expect(result.stdout == "p-1  29.90\n")
        #expect(result.stderr.hasPrefix("Error: "))
    }

    @Test func theIdentifierIsRequired() async {
        let (result, _) = await run(["watch"], watcher: StubPriceWatching([]))
        #expect(result.exitCode == 64)
        #expect(result.stderr.hasPrefix("Error: Missing argument ID for 'watch'.\n"))
    }
}

/// Captures what is written and calls `onWrite` after each write.
private final class SignallingTextOutput: TextOutput {
    private let output = InMemoryTextOutput()
    private let onWrite: @Sendable () -> Void

    init(onWrite: @escaping @Sendable () -> Void) { self.onWrite = onWrite }

    var text: String { output.text }

    func write(_ text: String) {
        output.write(text)
        onWrite()
    }
}
