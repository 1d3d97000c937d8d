import CommandLineSupport
import Testing

/// The one usage error of `endpoint-gen` and `catalog`, reported as swift-argument-parser reports one.
@Suite("usage errors")
struct UsageErrorTests {
    @Test func exitsWithSysexitsUsageStatus() {
        #expect(UsageError.exitCode == 64)
    }

    @Test func reportsTheMessageTheUsageAndTheHelpOfTheCommand() {
        let error = UsageError(message: "Unknown option '--strict'.")
        #expect(
            error.report(usage: "USAGE: tool run <spec>\n       tool check <spec>", command: "tool") == """
                Error: Unknown option '--strict'.
                USAGE: tool run <spec>
                       tool check <spec>
                  See 'tool --help' for more information.

                """
        )
    }

    @Test func pointsAtTheHelpOfTheSubcommandTheMistakeConcerns() {
        let error = UsageError(message: "Missing argument QUERY for 'search'.", subcommand: "search")
        #expect(error.subcommand == "search")
        #expect(error.description == error.message)
        #expect(
            error.report(usage: "Usage: catalog search QUERY", command: "catalog") == """
                Error: Missing argument QUERY for 'search'.
                Usage: catalog search QUERY
                  See 'catalog search --help' for more information.

                """
        )
    }
}
