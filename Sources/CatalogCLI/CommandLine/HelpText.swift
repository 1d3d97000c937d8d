/// The `--help` text of `catalog` and of each subcommand, generated from ``CommandLineTable``.
enum HelpText {
    typealias Table = CommandLineTable

    /// The help of `catalog` itself, or of one subcommand.
    static func render(for subcommand: CatalogSubcommand?) -> String {
        guard let subcommand else { return rootHelp }
        return subcommandHelp(Table.subcommand(subcommand))
    }

    /// The line printed after `Usage:` in error reports.
    static func usageLine(for subcommand: CatalogSubcommand?) -> String {
        "Usage: \(Table.usage(of: subcommand))"
    }

    // MARK: - Root

    private static var rootHelp: String {
        var sections = [
            """
            OVERVIEW: Look up products in the catalog service.

            Calls the catalog service at --base-url, else $CATALOG_BASE_URL. Without either, it starts the
            built-in stub server on 127.0.0.1 and answers from the examples in the catalog spec.
            """,
            "USAGE: \(Table.usage(of: nil))",
            section("OPTIONS", rows(Table.globalOptions)),
        ]
        let subcommandRows = Table.subcommands.flatMap { subcommand in
            let synopsis = ([subcommand.kind.rawValue] + subcommand.arguments.map(\.name)).joined(separator: " ")
            return [(synopsis, subcommand.overview)] + subcommand.options.map { ("    " + $0.synopsis, $0.help) }
        }
        sections.append(section("SUBCOMMANDS", subcommandRows))
        sections.append(section("ENVIRONMENT", environmentRows))
        sections.append(section("EXIT CODES", exitCodeRows(CatalogExitCode.allCases)))
        sections.append("See 'catalog <subcommand> --help' for the options of one subcommand.")
        return sections.joined(separator: "\n\n") + "\n"
    }

    // MARK: - Subcommand

    private static func subcommandHelp(_ subcommand: Table.Subcommand) -> String {
        let globals = Table.globalOptions.filter { !subcommand.rejectedGlobalOptions.contains($0.key) }
        var sections = [
            "OVERVIEW: \(subcommand.overview)",
            "USAGE: \(Table.usage(of: subcommand.kind))",
        ]
        if !subcommand.arguments.isEmpty {
            sections.append(section("ARGUMENTS", subcommand.arguments.map { ($0.name, $0.help) }))
        }
        sections.append(section("OPTIONS", rows(subcommand.options + globals)))
        if subcommand.kind != .serve { sections.append(section("ENVIRONMENT", environmentRows)) }
        sections.append(section("EXIT CODES", exitCodeRows(subcommand.exitCodes)))
        return sections.joined(separator: "\n\n") + "\n"
    }

    // MARK: - Rows

    private static let environmentRows = [
        ("CATALOG_BASE_URL", "The catalog service URL when --base-url is not given."),
        ("CATALOG_TOKEN", "A token sent as 'Authorization: Bearer …' with every request; never printed."),
    ]

    private static func exitCodeRows(_ codes: [CatalogExitCode]) -> [(String, String)] {
        codes.map { ("\($0.rawValue)", $0.meaning) }
    }

    private static func rows(_ options: [Table.Option]) -> [(String, String)] {
        options.map { ($0.synopsis, $0.help) }
    }

    /// `TITLE:` followed by two-column rows, the second column aligned.
    private static func section(_ title: String, _ rows: [(String, String)]) -> String {
        let width = max(20, (rows.map(\.0.count).max() ?? 0) + 2)
        let lines = rows.map { left, right in
            "  " + left + String(repeating: " ", count: width - left.count) + right
        }
        return ([title + ":"] + lines).joined(separator: "\n")
    }
}
