import CommandLineSupport

/// A parsed `catalog` invocation: what to do and the global options that shape it.
///
/// ```
/// catalog [--json] [--base-url URL] [--verbose] product ID
/// catalog [--json] [--base-url URL] [--verbose] search QUERY [--limit N] [--all]
/// catalog [--json] [--base-url URL] [--verbose] watch ID
/// catalog [--json] [--base-url URL] [--verbose] upload-image ID FILE [--caption TEXT]
/// catalog [--json] [--verbose] serve [--port N]
/// ```
public struct CatalogCommand: Sendable, Equatable {
    /// What the invocation asks for.
    public enum Action: Sendable, Equatable {
        /// `--help` / `-h`: print the help of the subcommand, or of `catalog` itself when `nil`.
        case help(CatalogSubcommand?)
        /// `--version`: print the version.
        case version
        /// `product ID`: show one product.
        case product(id: String)
        /// `search QUERY [--limit N]`: search products by name.
        case search(query: String, limit: Int?)
        /// `search QUERY --all [--limit N]`: every page of the results, `N` products a page.
        case searchAll(query: String, pageSize: Int?)
        /// `watch ID`: print a product's price changes as they arrive, until the feed ends or the user interrupts.
        case watch(id: String)
        /// `upload-image ID FILE [--caption TEXT]`: upload an image of a product, with progress on standard error.
        case uploadImage(id: String, file: String, caption: String?)
        /// `serve [--port N]`: serve the spec's examples until interrupted.
        case serve(port: UInt16)
    }

    /// What to do.
    public var action: Action
    /// `--json`: print results as JSON.
    public var printsJSON: Bool
    /// `--base-url URL` exactly as given, not yet validated.
    public var baseURL: String?
    /// `--verbose`: log HTTP exchanges to standard error.
    public var isVerbose: Bool

    /// Creates a command.
    public init(action: Action, printsJSON: Bool = false, baseURL: String? = nil, isVerbose: Bool = false) {
        self.action = action
        self.printsJSON = printsJSON
        self.baseURL = baseURL
        self.isVerbose = isVerbose
    }

    /// Parses the arguments after the program name.
    ///
    /// - Throws: ``UsageError`` for an unknown subcommand or option, a missing or unexpected argument, a missing
    ///   option value, or a `--limit` / `--port` value out of range. `--help` and `--version` win over such errors.
    public static func parse(_ arguments: [String]) throws(UsageError) -> CatalogCommand {
        try ArgumentParser(arguments: arguments).parse()
    }
}

/// The subcommands of `catalog`.
public enum CatalogSubcommand: String, Sendable, Equatable, CaseIterable {
    /// `catalog product ID`.
    case product
    /// `catalog search QUERY [--limit N]`.
    case search
    /// `catalog watch ID`.
    case watch
    /// `catalog upload-image ID FILE [--caption TEXT]`.
    case uploadImage = "upload-image"
    /// `catalog serve [--port N]`.
    case serve
}
