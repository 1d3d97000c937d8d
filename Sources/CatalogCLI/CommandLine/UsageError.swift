/// The command line is not a valid `catalog` invocation; the CLI prints ``message``, the usage line of
/// ``subcommand`` (or of `catalog`) and a pointer to `--help`, and exits with 64.
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// One sentence naming the offending input in single quotes, for example `Unknown option '--lmit'.`
    public var message: String
    /// The subcommand whose usage line fits the mistake, if one was recognised.
    public var subcommand: CatalogSubcommand?

    /// Creates an error.
    public init(_ message: String, subcommand: CatalogSubcommand? = nil) {
        self.message = message
        self.subcommand = subcommand
    }

    /// Same as ``message``.
    public var description: String { message }
}
