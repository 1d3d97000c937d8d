import CatalogDomain
import CatalogPresentation
import CommandLineSupport
import Foundation

/// Turns a failure into its exit code and its lines on standard error.
///
/// - Usage errors (and an invalid search, which the CLI rejects before any request) print the shared
///   ``UsageError`` report (`Error: …`, the usage line, `See 'catalog search --help' for more information.`) and
///   exit with 64.
/// - Product failures exit with 1, technical failures with 3, an interruption with 130; they print `Error: …`
///   with the shared ``UserFacingMessage`` sentence. With `--verbose`, technical failures add a `Details:` line of
///   sentences (``FailureDetails``), never a debug dump.
/// - Known secrets (the token) are replaced by `REDACTED` in everything printed.
struct ErrorReporter {
    var stderr: any TextOutput
    var isVerbose: Bool
    var secrets: [String]

    /// Prints `error` and returns the exit code.
    func report(_ error: any Error) -> CatalogExitCode {
        switch error {
        case let error as UsageError:
            return reportUsage(error)
        case let error as SearchError:
            return reportUsage(UsageError(UserFacingMessage.describe(error), subcommand: .search))
        case is ProductError:
            write("Error: \(UserFacingMessage.describe(error))")
            return .productFailure
        case is CancellationError:
            write("Error: \(UserFacingMessage.describe(error))")
            return .interrupted
        default:
            write("Error: \(UserFacingMessage.describe(error))")
            if isVerbose { write("Details: \(FailureDetails.sentences(for: error))") }
            return .technicalFailure
        }
    }

    private func reportUsage(_ error: UsageError) -> CatalogExitCode {
        stderr.write(
            redacted(error.report(usage: HelpText.usageLine(for: error.catalogSubcommand), command: "catalog"))
        )
        return .usage
    }

    private func write(_ line: String) {
        stderr.writeLine(redacted(line))
    }

    /// `text` with every non-empty secret replaced by `REDACTED`.
    func redacted(_ text: String) -> String {
        secrets.filter { !$0.isEmpty }.reduce(text) { $0.replacingOccurrences(of: $1, with: "REDACTED") }
    }
}
