import CommandLineSupport
import Testing

@testable import CatalogCLI

@Suite("usage errors through CatalogCLI.run")
struct UsageErrorReportTests {
    @Test(arguments: ArgumentParserTests.usageErrors)
    func printsTheMessageUsageLineAndHelpPointerThenExits64(arguments: [String], expected: UsageError) async {
        let spy = SpyCatalogDependencies(repository: FakeProductRepository([]))
        let result = await runCatalog(arguments, dependencies: spy.dependencies)
        let helpCommand = expected.subcommand.map { "catalog \($0)" } ?? "catalog"
        #expect(result.exitCode == 64)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr == """
                Error: \(expected.message)
                \(HelpText.usageLine(for: expected.catalogSubcommand))
                  See '\(helpCommand) --help' for more information.

                """
        )
        #expect(spy.openedSettings.isEmpty)
        #expect(spy.startedPorts.isEmpty)
    }
}
