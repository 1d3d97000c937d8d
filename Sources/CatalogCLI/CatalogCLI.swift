import CatalogApplication
import CatalogDomain
import Foundation

/// The `catalog` command-line tool as a testable function: arguments, environment and outputs in, exit code out.
///
/// `Sources/catalog/main.swift` only calls ``run(arguments:environment:stdout:stderr:)`` with the process's
/// values and exits with the result. Results go to `stdout`, every message to `stderr`.
public struct CatalogCLI: Sendable {
    /// The version `--version` prints.
    public static let version = "1.0.0"

    /// The outside world: the catalog, the stub server and the shutdown signal.
    public var dependencies: CatalogDependencies

    /// Creates the CLI; tests pass doubles, the executable uses ``CatalogDependencies/live(retryPolicy:)``.
    public init(dependencies: CatalogDependencies) {
        self.dependencies = dependencies
    }

    /// Runs `arguments` (without the program name) with the real dependencies and returns the exit code.
    public static func run(
        arguments: [String],
        environment: [String: String],
        stdout: some TextOutput,
        stderr: some TextOutput
    ) async -> Int32 {
        await CatalogCLI(dependencies: .live()).run(
            arguments: arguments,
            environment: environment,
            stdout: stdout,
            stderr: stderr
        )
    }

    /// Runs `arguments` (without the program name) and returns the exit code (see ``CatalogExitCode``).
    public func run(
        arguments: [String],
        environment: [String: String],
        stdout: some TextOutput,
        stderr: some TextOutput
    ) async -> Int32 {
        let token = environment["CATALOG_TOKEN"].flatMap { $0.isEmpty ? nil : $0 }
        let command: CatalogCommand
        do {
            command = try CatalogCommand.parse(arguments)
        } catch {
            return ErrorReporter(stderr: stderr, isVerbose: false, secrets: []).report(error).rawValue
        }
        let reporter = ErrorReporter(stderr: stderr, isVerbose: command.isVerbose, secrets: token.map { [$0] } ?? [])
        let runner = CommandRunner(
            command: command,
            environment: environment,
            token: token,
            dependencies: dependencies,
            stdout: stdout,
            stderr: stderr
        )
        do {
            return try await runner.run().rawValue
        } catch {
            return reporter.report(error).rawValue
        }
    }
}
