/// The table every part of the command line is parsed from and documented by: options, subcommands, arguments.
enum CommandLineTable {
    /// What an option sets.
    enum OptionKey: Sendable, Hashable {
        case json, baseURL, verbose, help, version, limit, port, caption, all
    }

    /// One option: its spellings, whether it takes a value, and its help line.
    struct Option: Sendable {
        /// Every spelling, long first, for example `["--help", "-h"]`.
        var names: [String]
        var key: OptionKey
        /// The value's placeholder (`N`, `URL`), or `nil` for a flag.
        var valueName: String?
        var help: String

        /// `--limit N` or `-h, --help`, as shown in help and usage.
        var synopsis: String {
            let spelled = names.reversed().joined(separator: ", ")
            return valueName.map { "\(spelled) \($0)" } ?? spelled
        }
    }

    /// One positional argument of a subcommand.
    struct Argument: Sendable {
        var name: String
        var help: String
    }

    /// One subcommand with its own arguments and options.
    struct Subcommand: Sendable {
        var kind: CatalogSubcommand
        var overview: String
        var arguments: [Argument]
        var options: [Option]
        /// Global options that make no sense with this subcommand and are rejected.
        var rejectedGlobalOptions: Set<OptionKey> = []
        /// The exit codes this subcommand can end with.
        var exitCodes: [CatalogExitCode] = CatalogExitCode.allCases
    }

    // MARK: - Table

    static let globalOptions: [Option] = [
        Option(names: ["--json"], key: .json, help: "Print results as JSON with sorted keys instead of text."),
        Option(
            names: ["--base-url"],
            key: .baseURL,
            valueName: "URL",
            help: "The catalog service to call. Default: $CATALOG_BASE_URL, else the built-in stub server."
        ),
        Option(
            names: ["--verbose"],
            key: .verbose,
            help: "Log each HTTP exchange to standard error (secrets redacted)."
        ),
        Option(names: ["--help", "-h"], key: .help, help: "Show help information."),
        Option(names: ["--version"], key: .version, help: "Show the version."),
    ]

    static let subcommands: [Subcommand] = [
        Subcommand(
            kind: .product,
            overview: "Show the product with an identifier.",
            arguments: [Argument(name: "ID", help: "The product identifier, for example p-1.")],
            options: []
        ),
        Subcommand(
            kind: .search,
            overview: "Search products by name.",
            arguments: [Argument(name: "QUERY", help: "The text to search for; at least 2 characters.")],
            options: [
                Option(
                    names: ["--limit"],
                    key: .limit,
                    valueName: "N",
                    help: "Return at most N products (a positive integer); with --all, N products a page."
                ),
                Option(names: ["--all"], key: .all, help: "Walk every page of results, fetching each as needed."),
            ]
        ),
        Subcommand(
            kind: .watch,
            overview: "Print a product's price changes as they arrive, until the feed ends or Ctrl-C.",
            arguments: [Argument(name: "ID", help: "The product identifier, for example p-1.")],
            options: [],
            exitCodes: CatalogExitCode.allCases
        ),
        Subcommand(
            kind: .uploadImage,
            overview: "Upload an image of a product as a multipart form, with progress on standard error.",
            arguments: [
                Argument(name: "ID", help: "The product identifier, for example p-1."),
                Argument(name: "FILE", help: "The image file to upload; read while it is sent, never held in memory."),
            ],
            options: [
                Option(
                    names: ["--caption"],
                    key: .caption,
                    valueName: "TEXT",
                    help: "Text describing the image for people who cannot see it."
                )
            ]
        ),
        Subcommand(
            kind: .serve,
            overview: "Serve the catalog spec's examples over HTTP on 127.0.0.1 until interrupted.",
            arguments: [],
            options: [
                Option(
                    names: ["--port"],
                    key: .port,
                    valueName: "N",
                    help: "The port to listen on, 0 to 65535 (0 picks a free one). Default: \(defaultPort)."
                )
            ],
            rejectedGlobalOptions: [.baseURL],
            exitCodes: [.success, .technicalFailure, .usage, .interrupted]
        ),
    ]

    /// The port `serve` listens on without `--port`.
    static let defaultPort: UInt16 = 8080

    /// The table row of `kind`.
    static func subcommand(_ kind: CatalogSubcommand) -> Subcommand {
        subcommands.first { $0.kind == kind } ?? subcommands[0]
    }

    /// The option spelled `name` among `options`.
    static func option(named name: String, in options: [Option]) -> Option? {
        options.first { $0.names.contains(name) }
    }

    // MARK: - Usage lines

    /// `catalog [--json] [--base-url URL] [--verbose] <subcommand>` or the line of one subcommand.
    static func usage(of kind: CatalogSubcommand?) -> String {
        guard let kind else {
            return "catalog \(bracketed(globalOptions.filter(isPlainGlobal))) <subcommand>"
        }
        let subcommand = subcommand(kind)
        let globals = globalOptions.filter { isPlainGlobal($0) && !subcommand.rejectedGlobalOptions.contains($0.key) }
        var parts = ["catalog", kind.rawValue] + subcommand.arguments.map(\.name)
        if !subcommand.options.isEmpty { parts.append(bracketed(subcommand.options)) }
        parts.append(bracketed(globals))
        return parts.joined(separator: " ")
    }

    /// Global options other than `--help` and `--version`, which are shown separately.
    private static func isPlainGlobal(_ option: Option) -> Bool {
        option.key != .help && option.key != .version
    }

    private static func bracketed(_ options: [Option]) -> String {
        options.map { option in
            let name = option.names[0]
            return "[\(option.valueName.map { "\(name) \($0)" } ?? name)]"
        }
        .joined(separator: " ")
    }
}
