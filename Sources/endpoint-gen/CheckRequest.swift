import CommandLineSupport
import EndpointSpec

/// A usage error of `check`, reported with the usage of `check`.
func checkUsageError(_ message: String) -> UsageError {
    UsageError(message: message, subcommand: "check")
}

/// One recorded response body for `check`: which endpoint's response describes it, and where it is.
struct CheckedBody: Equatable {
    /// The endpoint whose response describes the body (its name in the spec, or its `operationId`).
    var endpointName: String
    /// The status whose response to use; `nil` for the endpoint's success response.
    var status: Int?
    /// The recorded body.
    var bodyPath: String
}

/// `endpoint-gen check SPEC --endpoint NAME [--status N] BODY.json`: checks a recorded response body against
/// the spec and prints every mismatch, so a spec can be fitted to a real API in one run;
/// `endpoint-gen check SPEC --bodies LIST` checks every body a list names, loading the spec once.
struct CheckRequest: Equatable {
    /// What `check` checks.
    enum Bodies: Equatable {
        /// The one body the command line names.
        case one(CheckedBody)
        /// The bodies the list file at this path names (`-`: standard input), one a line (``CheckBodyList``).
        case list(path: String)
    }

    /// The spec (or OpenAPI document) to check against.
    var specPath: String
    /// The body or bodies to check.
    var bodies: Bodies
    /// Which configuration file applies (`--config <file>`, `--no-config`; by default the one next to the spec).
    var configuration: ConfigurationChoice = .discover
    /// Overlay files applied to the document (`--overlay`, repeatable), after its configuration's and its own.
    var overlays: [String] = []

    /// The two forms of `check`, one a line, aligned under a `USAGE: ` prefix.
    static let usage = """
        endpoint-gen check <spec> --endpoint <name> [--status <code>] [--config <file> | --no-config]
                 [--overlay <file>]... <body.json>
               endpoint-gen check <spec> --bodies <list> [--config <file> | --no-config] [--overlay <file>]...
        """

    /// The options of `check`, for did-you-mean hints.
    private static let optionNames = [
        "--endpoint", "--status", "--bodies", "--config", "--no-config", "--overlay", "--help",
    ]

    /// Parses the arguments after `check`.
    static func parse(_ arguments: some Sequence<String>) throws -> CheckRequest {
        var overlays: [String] = []
        var request = try parseOptions(arguments, overlays: &overlays)
        request.overlays = overlays
        return request
    }

    /// Parses the arguments after `check`, collecting `--overlay`s into `overlays`.
    private static func parseOptions(
        _ arguments: some Sequence<String>,
        overlays: inout [String]
    ) throws -> CheckRequest {
        var positionals: [String] = []
        var endpointName: String?
        var status: Int?
        var listPath: String?
        var configuration: ConfigurationChoice?
        var remaining = ArraySlice(arguments)
        while let argument = remaining.popFirst() {
            switch argument {
            case "--config", "--no-config":
                try ConfigurationOption.parse(argument, from: &remaining, into: &configuration, subcommand: "check")
            case _ where OverlayOption.matches(argument):
                try OverlayOption.parse(argument, from: &remaining, into: &overlays, subcommand: "check")
            case "--endpoint", "-e":
                guard let value = remaining.popFirst(), !value.isEmpty, !value.hasPrefix("-") else {
                    throw checkUsageError("Missing value for '--endpoint <name>'.")
                }
                endpointName = value
            case "--status":
                guard let value = remaining.popFirst() else {
                    throw checkUsageError("Missing value for '--status <code>'.")
                }
                guard let code = Int(value), (100...599).contains(code) else {
                    throw checkUsageError("Invalid value '\(value)' for '--status': expected an HTTP status 100-599.")
                }
                status = code
            case "--bodies":
                guard let value = remaining.popFirst(), !value.isEmpty, value == "-" || !value.hasPrefix("-") else {
                    throw checkUsageError("Missing value for '--bodies <list>' (a file, or '-' for standard input).")
                }
                listPath = value
            case _ where argument.hasPrefix("-") && argument != "-":
                let hint = Suggestion.hint(for: argument, in: optionNames)
                throw checkUsageError("Unknown option '\(argument)' for 'check'" + (hint.isEmpty ? "." : hint))
            default:
                positionals.append(argument)
            }
        }
        if let listPath {
            return try listRequest(listPath, positionals, endpointName, status, configuration ?? .discover)
        }
        guard let endpointName else {
            throw checkUsageError("Missing '--endpoint <name>' (or '--bodies <list>') for 'check'.")
        }
        switch positionals.count {
        case 2:
            let body = CheckedBody(endpointName: endpointName, status: status, bodyPath: positionals[1])
            return CheckRequest(specPath: positionals[0], bodies: .one(body), configuration: configuration ?? .discover)
        case 0:
            throw checkUsageError("Missing '<spec>' and '<body.json>' for 'check'.")
        case 1:
            throw checkUsageError("Missing '<body.json>' for 'check': the recorded response body to check.")
        default:
            let extra = positionals.dropFirst(2).map { "'\($0)'" }.joined(separator: ", ")
            throw checkUsageError("Unexpected argument \(extra): 'check' takes one spec and one body.")
        }
    }

    /// The request of `check <spec> --bodies <list>`: the list names each body's endpoint and status, so the
    /// command line names none.
    private static func listRequest(
        _ listPath: String,
        _ positionals: [String],
        _ endpointName: String?,
        _ status: Int?,
        _ configuration: ConfigurationChoice
    ) throws -> CheckRequest {
        if endpointName != nil || status != nil {
            throw checkUsageError(
                "'--bodies' takes each body's endpoint and status from its line of the list; "
                    + "leave out '--endpoint' and '--status'."
            )
        }
        switch positionals.count {
        case 1:
            return CheckRequest(specPath: positionals[0], bodies: .list(path: listPath), configuration: configuration)
        case 0:
            throw checkUsageError("Missing '<spec>' for 'check'.")
        default:
            let extra = positionals.dropFirst().map { "'\($0)'" }.joined(separator: ", ")
            throw checkUsageError(
                "Unexpected argument \(extra): with '--bodies', 'check' takes one spec and the list names the bodies."
            )
        }
    }
}
