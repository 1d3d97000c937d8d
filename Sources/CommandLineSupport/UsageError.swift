/// A command line that is not a valid invocation of one of the package's tools (`endpoint-gen`, `catalog`).
///
/// Reported the way swift-argument-parser reports one: ``message`` after `Error: ` on standard error, then the
/// usage of the command (or of the subcommand the mistake concerns), then a pointer to its `--help`; the process
/// exits with ``exitCode``.
///
/// ```
/// Error: Unknown option '--lmit'; did you mean '--limit'?
/// Usage: catalog search QUERY [--limit N] [--json] [--base-url URL] [--verbose]
///   See 'catalog search --help' for more information.
/// ```
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The exit status for bad usage: 64, sysexits' `EX_USAGE`.
    public static let exitCode: Int32 = 64

    /// One sentence naming the offending input in single quotes, for example `Unknown option '--lmit'.`
    public var message: String
    /// The name of the subcommand whose usage fits the mistake, if one was recognised (`search`).
    public var subcommand: String?

    /// Creates an error.
    public init(message: String, subcommand: String? = nil) {
        self.message = message
        self.subcommand = subcommand
    }

    /// Same as ``message``.
    public var description: String { message }

    /// What the tool prints on standard error, ending with a line break: `Error: ` and ``message``, `usage` as
    /// given (one or more lines), and `  See '<command> <subcommand> --help' for more information.`
    ///
    /// - Parameters:
    ///   - usage: The usage lines to show, for example `Usage: catalog product ID [--json]`.
    ///   - command: The tool's name, for example `catalog`; ``subcommand`` is added to it when known.
    public func report(usage: String, command: String) -> String {
        let helpCommand = [command, subcommand].compactMap { $0 }.joined(separator: " ")
        return "Error: \(message)\n\(usage)\n  See '\(helpCommand) --help' for more information.\n"
    }
}
