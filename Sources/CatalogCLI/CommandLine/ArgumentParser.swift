import CommandLineSupport
import EndpointSpec

/// Parses `catalog` arguments against ``CommandLineTable``, in the style of swift-argument-parser:
///
/// - global options may appear anywhere; a subcommand's options only after the subcommand;
/// - `--name value` and `--name=value` are equivalent; a later value replaces an earlier one;
/// - `--` ends the options, so `catalog product -- -p1` looks up the identifier `-p1`;
/// - `--help` / `-h` and `--version` anywhere before `--` win over every other mistake.
struct ArgumentParser {
    typealias Table = CommandLineTable

    let arguments: [String]

    private var subcommand: CatalogSubcommand?
    private var flags: Set<Table.OptionKey> = []
    private var values: [Table.OptionKey: String] = [:]
    private var positionals: [String] = []

    init(arguments: [String]) {
        self.arguments = arguments
    }

    /// The command, or the first usage error.
    consuming func parse() throws(UsageError) -> CatalogCommand {
        do {
            try readTokens()
            if flags.contains(.help) { return CatalogCommand(action: .help(subcommand)) }
            if flags.contains(.version) { return CatalogCommand(action: .version) }
            return try makeCommand()
        } catch {
            if requestsHelp { return CatalogCommand(action: .help(subcommand)) }
            if requestsVersion { return CatalogCommand(action: .version) }
            throw error
        }
    }

    // MARK: - Tokens

    private mutating func readTokens() throws(UsageError) {
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let token = arguments[index]
            index += 1
            if !optionsEnded && token == "--" {
                optionsEnded = true
            } else if !optionsEnded && token.hasPrefix("-") && token != "-" {
                try readOption(token, index: &index)
            } else if subcommand == nil {
                guard let kind = CatalogSubcommand(rawValue: token) else {
                    let names = CatalogSubcommand.allCases.map(\.rawValue)
                    guard let match = Suggestion.closest(to: token, in: names) else {
                        throw UsageError(
                            "Unknown subcommand '\(token)'; expected product, search, watch, upload-image or serve."
                        )
                    }
                    throw UsageError("Unknown subcommand '\(token)'; did you mean '\(match)'?")
                }
                subcommand = kind
            } else {
                positionals.append(token)
            }
        }
    }

    private mutating func readOption(_ token: String, index: inout Int) throws(UsageError) {
        let (name, inlineValue) = Self.split(token)
        guard let option = try lookUp(name) else {
            let hint = Suggestion.hint(for: name, in: knownOptionNames)
            throw UsageError("Unknown option '\(name)'" + (hint.isEmpty ? "." : hint), subcommand: subcommand)
        }
        guard let valueName = option.valueName else {
            guard inlineValue == nil else {
                throw UsageError("Option '\(name)' does not take a value.", subcommand: subcommand)
            }
            flags.insert(option.key)
            return
        }
        if let inlineValue {
            values[option.key] = inlineValue
        } else if index < arguments.count, !arguments[index].hasPrefix("--") {
            values[option.key] = arguments[index]
            index += 1
        } else {
            throw UsageError("Missing value \(valueName) for option '\(name)'.", subcommand: subcommand)
        }
    }

    /// The option spelled `name` where it is allowed now, `nil` if no subcommand knows it.
    private func lookUp(_ name: String) throws(UsageError) -> Table.Option? {
        if let option = Table.option(named: name, in: Table.globalOptions) {
            if let subcommand, Table.subcommand(subcommand).rejectedGlobalOptions.contains(option.key) {
                throw UsageError(
                    "Option '\(name)' cannot be used with '\(subcommand.rawValue)'.",
                    subcommand: subcommand
                )
            }
            return option
        }
        if let subcommand, let option = Table.option(named: name, in: Table.subcommand(subcommand).options) {
            return option
        }
        guard let owner = Table.subcommands.first(where: { Table.option(named: name, in: $0.options) != nil }) else {
            return nil
        }
        guard let subcommand else {
            throw UsageError(
                "Option '\(name)' must follow the '\(owner.kind.rawValue)' subcommand.",
                subcommand: owner.kind
            )
        }
        throw UsageError("Option '\(name)' is not valid for '\(subcommand.rawValue)'.", subcommand: subcommand)
    }

    /// The spellings valid at this point: global options, plus the subcommand's once it is known.
    private var knownOptionNames: [String] {
        let subcommandOptions = subcommand.map { Table.subcommand($0).options } ?? []
        return (Table.globalOptions + subcommandOptions).flatMap(\.names)
    }

    /// `--name=value` as `("--name", "value")`; anything else as `(token, nil)`.
    private static func split(_ token: String) -> (String, String?) {
        guard token.hasPrefix("--"), let equals = token.firstIndex(of: "=") else { return (token, nil) }
        return (String(token[..<equals]), String(token[token.index(after: equals)...]))
    }

    private var requestsHelp: Bool { optionTokens.contains { $0 == "--help" || $0 == "-h" } }

    private var requestsVersion: Bool { optionTokens.contains("--version") }

    /// The tokens before `--`.
    private var optionTokens: ArraySlice<String> { arguments.prefix { $0 != "--" } }

    // MARK: - Command

    private func makeCommand() throws(UsageError) -> CatalogCommand {
        guard let subcommand else {
            throw UsageError("Missing subcommand; expected product, search, watch, upload-image or serve.")
        }
        let expected = Table.subcommand(subcommand).arguments
        if positionals.count < expected.count {
            let missing = expected[positionals.count].name
            throw UsageError("Missing argument \(missing) for '\(subcommand.rawValue)'.", subcommand: subcommand)
        }
        if positionals.count > expected.count {
            throw UsageError("Unexpected argument '\(positionals[expected.count])'.", subcommand: subcommand)
        }
        let action: CatalogCommand.Action
        switch subcommand {
        case .product:
            action = .product(id: positionals[0])
        case .search:
            let limit = try values[.limit].map(Self.parseLimit)
            action =
                flags.contains(.all)
                ? .searchAll(query: positionals[0], pageSize: limit) : .search(query: positionals[0], limit: limit)
        case .watch:
            action = .watch(id: positionals[0])
        case .uploadImage:
            action = .uploadImage(id: positionals[0], file: positionals[1], caption: values[.caption])
        case .serve:
            action = .serve(port: try values[.port].map(Self.parsePort) ?? Table.defaultPort)
        }
        return CatalogCommand(
            action: action,
            printsJSON: flags.contains(.json),
            baseURL: values[.baseURL],
            isVerbose: flags.contains(.verbose)
        )
    }

    private static func parseLimit(_ text: String) throws(UsageError) -> Int {
        guard let limit = Int(text), limit > 0 else {
            throw UsageError("Invalid value '\(text)' for '--limit'; expected a positive integer.", subcommand: .search)
        }
        return limit
    }

    private static func parsePort(_ text: String) throws(UsageError) -> UInt16 {
        guard let port = UInt16(text) else {
            throw UsageError(
                "Invalid value '\(text)' for '--port'; expected a port number from 0 to 65535.",
                subcommand: .serve
            )
        }
        return port
    }
}
