import CommandLineSupport

extension UsageError {
    /// An error about the `catalog` command line; `subcommand` chooses the usage line printed with it.
    public init(_ message: String, subcommand: CatalogSubcommand? = nil) {
        self.init(message: message, subcommand: subcommand?.rawValue)
    }

    /// The `catalog` subcommand the mistake concerns, if one was recognised.
    public var catalogSubcommand: CatalogSubcommand? {
        subcommand.flatMap(CatalogSubcommand.init(rawValue:))
    }
}
