import CommandLineSupport
import EndpointSpec
import Foundation

/// A usage error of `check`, reported with the usage of `check`.
private func checkUsageError(_ message: String) -> UsageError {
    UsageError(message: message, subcommand: "check")
}

/// `endpoint-gen check SPEC --endpoint NAME [--status N] BODY.json`: checks a recorded response body against
/// the spec and prints every mismatch, so a spec can be fitted to a real API in one run.
struct CheckRequest: Equatable {
    /// The spec (or OpenAPI document) to check against.
    var specPath: String
    /// The endpoint whose response describes the body.
    var endpointName: String
    /// The status whose response to use; `nil` for the endpoint's success response.
    var status: Int?
    /// The recorded body.
    var bodyPath: String
    /// Which configuration file applies (`--config <file>`, `--no-config`; by default the one next to the spec).
    var configuration: ConfigurationChoice = .discover

    static let usage =
        "endpoint-gen check <spec> --endpoint <name> [--status <code>] [--config <file> | --no-config] <body.json>"

    /// Parses the arguments after `check`.
    static func parse(_ arguments: some Sequence<String>) throws -> CheckRequest {
        var positionals: [String] = []
        var endpointName: String?
        var status: Int?
        var configuration: ConfigurationChoice?
        var remaining = ArraySlice(arguments)
        while let argument = remaining.popFirst() {
            switch argument {
            case "--config", "--no-config":
                try ConfigurationOption.parse(argument, from: &remaining, into: &configuration, subcommand: "check")
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
            case _ where argument.hasPrefix("-") && argument != "-":
                let hint = Suggestion.hint(
                    for: argument,
                    in: ["--endpoint", "--status", "--config", "--no-config", "--help"]
                )
                throw checkUsageError("Unknown option '\(argument)' for 'check'" + (hint.isEmpty ? "." : hint))
            default:
                positionals.append(argument)
            }
        }
        guard let endpointName else { throw checkUsageError("Missing '--endpoint <name>' for 'check'.") }
        switch positionals.count {
        case 2:
            return CheckRequest(
                specPath: positionals[0],
                endpointName: endpointName,
                status: status,
                bodyPath: positionals[1],
                configuration: configuration ?? .discover
            )
        case 0:
            throw checkUsageError("Missing '<spec>' and '<body.json>' for 'check'.")
        case 1:
            throw checkUsageError("Missing '<body.json>' for 'check': the recorded response body to check.")
        default:
            let extra = positionals.dropFirst(2).map { "'\($0)'" }.joined(separator: ", ")
            throw checkUsageError("Unexpected argument \(extra): 'check' takes one spec and one body.")
        }
    }
}

/// Runs `check`.
enum CheckCommand {
    /// Checks the body and prints every mismatch; throws ``UsageError`` for an unknown endpoint or status and
    /// for a missing file.
    static func run(
        _ request: CheckRequest,
        output: inout some TextOutputStream,
        errors: inout some TextOutputStream
    ) throws -> Int32 {
        for path in [request.specPath, request.bodyPath] where !FileManager.default.fileExists(atPath: path) {
            throw checkUsageError("No such file '\(path)'.")
        }
        let loaded = SpecInput.load(
            path: request.specPath,
            configuration: request.configuration,
            warnings: .count,
            errors: &errors
        )
        guard let loaded, let spec = loaded.spec else {
            return EndpointGenCommand.failure
        }
        let endpoint = try endpoint(named: request.endpointName, in: spec)
        let response = try response(of: endpoint, status: request.status)
        guard let bytes = FileManager.default.contents(atPath: request.bodyPath).map(Array.init) else {
            throw checkUsageError("Cannot read '\(request.bodyPath)'.")
        }
        var body: JSONNode?
        if bytes.contains(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
            let document = JSONDocument.parse(bytes, file: request.bodyPath)
            guard let root = document.root, !document.diagnostics.contains(where: { $0.severity == .error }) else {
                SpecInput.report(
                    document.diagnostics,
                    path: request.bodyPath,
                    sources: [request.bodyPath: bytes],
                    errors: &errors
                )
                errors.write("\(request.bodyPath): the body is not valid JSON, so no client can decode it.\n")
                return EndpointGenCommand.failure
            }
            body = root
        }
        let what = "the `\(response.status)` response of endpoint `\(endpoint.name)`"
        let mismatches = BodyChecker(spec: spec).check(body, response: response, of: endpoint, file: request.bodyPath)
        // Each mismatch as swiftc shows a diagnostic (the body's line with a caret), then where the spec declares it.
        let renderer = DiagnosticRenderer(sources: loaded.sources.merging([request.bodyPath: bytes]) { $1 })
        for mismatch in mismatches {
            let note = mismatch.specLocation.map { Diagnostic(.note, "the spec declares it here", at: $0) }
            output.write(renderer.render([mismatch.diagnostic] + (note.map { [$0] } ?? [])))
        }
        let errorCount = mismatches.filter { $0.severity == .error }.count
        let warningCount = mismatches.count - errorCount
        func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "es")" }
        if errorCount == 0 {
            let warnings = warningCount == 0 ? "" : " (\(warningCount) warning\(warningCount == 1 ? "" : "s"))"
            output.write("\(request.bodyPath): the body matches \(what)\(warnings).\n")
            return EndpointGenCommand.success
        }
        let warnings = warningCount == 0 ? "" : " and \(warningCount) warning\(warningCount == 1 ? "" : "s")"
        output.write("\(request.bodyPath): \(plural(errorCount, "mismatch"))\(warnings) with \(what).\n")
        return EndpointGenCommand.failure
    }

    /// The most endpoint names a did-you-mean lists.
    static let suggestionLimit = 10

    /// The endpoint named `name` (its name in the spec, or the `operationId` it was imported from, as written),
    /// or a usage error listing the closest names (at most ``suggestionLimit``).
    static func endpoint(named name: String, in spec: Spec) throws -> EndpointDefinition {
        if let endpoint = spec.endpoint(named: name) ?? spec.endpoints.first(where: { $0.operationID == name }) {
            return endpoint
        }
        guard !spec.endpoints.isEmpty else {
            throw checkUsageError("No endpoint '\(name)' in the spec (it declares none).")
        }
        let candidates = spec.endpoints.flatMap { [$0.name] + ($0.operationID.map { [$0] } ?? []) }
        let closest = Suggestion.nearest(to: name, in: candidates, limit: suggestionLimit)
        let listed = closest.map { "'\($0)'" }.joined(separator: ", ")
        let more = spec.endpoints.count > closest.count ? " of its \(spec.endpoints.count) endpoints" : ""
        throw checkUsageError(
            "No endpoint '\(name)' in the spec. Did you mean \(closest.count == 1 ? "" : "one of ")\(listed)\(more)?"
        )
    }

    /// The response for `status`, or the success response; a usage error when there is none.
    private static func response(of endpoint: EndpointDefinition, status: Int?) throws -> ResponseDefinition {
        let declared = endpoint.responses.map { "\($0.status)" }.joined(separator: ", ")
        guard let status else {
            guard let success = endpoint.successResponse else {
                throw checkUsageError(
                    "Endpoint '\(endpoint.name)' declares no 2xx response; pass '--status <code>' (it declares \(declared))."
                )
            }
            return success
        }
        guard let response = endpoint.response(forStatus: status) else {
            throw checkUsageError(
                "Endpoint '\(endpoint.name)' declares no response for status \(status) (it declares \(declared))."
            )
        }
        return response
    }
}
