import CommandLineSupport
import EndpointSpec
import EndpointStubServer
import Foundation

// MARK: - Parsing

extension EndpointGenCommand {
    /// The subcommands, for "did you mean" hints.
    static let subcommandNames = [
        "validate", "generate", "import-openapi", "overlay", "check", "serve", "loss-report", "scaffold-domain",
    ]

    /// The subcommands as a usage message lists them: `'validate', …, 'loss-report' or 'scaffold-domain'`.
    static var expectedSubcommands: String {
        subcommandNames.dropLast().map { "'\($0)'" }.joined(separator: ", ") + " or '\(subcommandNames.last!)'"
    }

    /// The options, for "did you mean" hints.
    static let optionNames = [
        "--output", "--file-prefix", "--endpoint-files", "--model-files", "--config", "--no-config", "--port", "--host",
        "--require-credentials", "--accept", "--overlay", "--version", "--help",
    ]

    /// Parses the arguments; throws ``UsageError`` with a message that names the offending value.
    static func parse(_ arguments: [String]) throws -> EndpointGenRequest {
        if arguments.contains(where: { $0 == "-h" || $0 == "--help" }) { return .help }
        if arguments == ["--version"] { return .version }
        guard let subcommand = arguments.first else {
            throw UsageError(
                message: "Missing subcommand: expected \(expectedSubcommands)."
            )
        }
        if subcommand == "check" { return .check(try CheckRequest.parse(arguments.dropFirst())) }
        if subcommand == "serve" { return .serve(try parseServe(arguments.dropFirst())) }
        if subcommand == "loss-report" { return .lossReport(try LossReportRequest.parse(arguments.dropFirst())) }
        if subcommand == "scaffold-domain" {
            return .scaffoldDomain(try ScaffoldDomainRequest.parse(arguments.dropFirst()))
        }
        if subcommand == "overlay" { return .overlay(try OverlayRequest.parse(arguments.dropFirst())) }
        var positionals: [String] = []
        var outputDirectory: String?
        var layout = LayoutOptions()
        var configuration: ConfigurationChoice?
        var overlays: [String] = []
        var remaining = arguments.dropFirst()
        func fileCount(_ option: String) throws -> Int {
            guard let value = remaining.popFirst() else {
                throw UsageError(message: "Missing value for '\(option) <n>'.")
            }
            guard let count = Int(value), count >= 1 else {
                throw UsageError(message: "Invalid value '\(value)' for '\(option)': expected a positive integer.")
            }
            return count
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--file-prefix":
                guard let value = remaining.popFirst(), !value.isEmpty, !value.hasPrefix("-") else {
                    throw UsageError(message: "Missing value for '--file-prefix <prefix>'.")
                }
                layout.filePrefix = value
            case "--endpoint-files":
                layout.endpointFiles = try fileCount(argument)
            case "--model-files":
                layout.modelFiles = try fileCount(argument)
            case "--config", "--no-config":
                try ConfigurationOption.parse(argument, from: &remaining, into: &configuration)
            case _ where OverlayOption.matches(argument):
                try OverlayOption.parse(argument, from: &remaining, into: &overlays)
            case "-o", "--output":
                guard let value = remaining.popFirst(), !value.hasPrefix("-") || value == "-" else {
                    throw UsageError(message: "Missing value for '\(argument) <directory>'.")
                }
                outputDirectory = value
            case _ where argument.hasPrefix("--output="):
                outputDirectory = String(argument.dropFirst("--output=".count))
            case _ where argument.hasPrefix("-") && argument != "-":
                let hint = Suggestion.hint(for: argument, in: optionNames)
                throw UsageError(message: "Unknown option '\(argument)'" + (hint.isEmpty ? "." : hint))
            default:
                positionals.append(argument)
            }
        }
        if subcommand != "generate", layout != LayoutOptions() {
            throw UsageError(message: "Only 'generate' takes '--file-prefix', '--endpoint-files' and '--model-files'.")
        }
        if subcommand != "generate", subcommand != "validate", configuration != nil {
            throw UsageError(
                message: "Only 'validate', 'generate', 'check' and 'serve' take '--config' and '--no-config'."
            )
        }
        switch subcommand {
        case "validate":
            if outputDirectory != nil { throw UsageError(message: "'validate' does not take '--output'.") }
            return .validate(
                specPath: try single(positionals, for: subcommand),
                configuration: configuration ?? .discover,
                overlays: overlays
            )
        case "generate":
            let specPath = try single(positionals, for: subcommand)
            guard let outputDirectory, !outputDirectory.isEmpty else {
                throw UsageError(message: "Missing '--output <directory>' for 'generate'.")
            }
            return .generate(
                specPath: specPath,
                outputDirectory: outputDirectory,
                layout: layout,
                configuration: configuration ?? .discover,
                overlays: overlays
            )
        case "import-openapi":
            let documentPath = try single(
                positionals,
                for: subcommand,
                noun: "<openapi.json|yaml>",
                what: "one document"
            )
            guard let outputDirectory, !outputDirectory.isEmpty else {
                throw UsageError(message: "Missing '--output <spec>' for 'import-openapi'.")
            }
            return .importOpenAPI(documentPath: documentPath, specPath: outputDirectory, overlays: overlays)
        default:
            if let match = Suggestion.closest(to: subcommand, in: subcommandNames) {
                throw UsageError(message: "Unknown subcommand '\(subcommand)'; did you mean '\(match)'?")
            }
            throw UsageError(message: "Unknown subcommand '\(subcommand)': expected \(expectedSubcommands).")
        }
    }

    /// Parses the arguments after `serve`.
    private static func parseServe(_ arguments: ArraySlice<String>) throws -> ServeRequest {
        func serveError(_ message: String) -> UsageError { UsageError(message: message, subcommand: "serve") }
        var positionals: [String] = []
        var host = ServeRequest.defaultHost
        var port = ServeRequest.defaultPort
        var credentials = StubCredentials.ignored
        var validatesRequests = true
        var configuration: ConfigurationChoice?
        var overlays: [String] = []
        var remaining = arguments
        while let argument = remaining.popFirst() {
            switch argument {
            case "--no-validate":
                validatesRequests = false
            case _ where OverlayOption.matches(argument):
                try OverlayOption.parse(argument, from: &remaining, into: &overlays, subcommand: "serve")
            case "--config", "--no-config":
                try ConfigurationOption.parse(argument, from: &remaining, into: &configuration, subcommand: "serve")
            case "-p", "--port":
                guard let value = remaining.popFirst() else { throw serveError("Missing value for '--port <port>'.") }
                port = try ServeRequest.port(value)
            case _ where argument.hasPrefix("--port="):
                port = try ServeRequest.port(String(argument.dropFirst("--port=".count)))
            case "--host":
                guard let value = remaining.popFirst(), !value.isEmpty, !value.hasPrefix("-") else {
                    throw serveError("Missing value for '--host <host>'.")
                }
                host = value
            case _ where argument.hasPrefix("--host="):
                host = String(argument.dropFirst("--host=".count))
            case "--require-credentials":
                credentials.isRequired = true
            case "--accept":
                guard let value = remaining.popFirst() else {
                    throw serveError("Missing value for '--accept <scheme>=<value>'.")
                }
                try ServeRequest.accept(value, into: &credentials)
            case _ where argument.hasPrefix("--accept="):
                try ServeRequest.accept(String(argument.dropFirst("--accept=".count)), into: &credentials)
            case _ where argument.hasPrefix("-") && argument != "-":
                let hint = Suggestion.hint(
                    for: argument,
                    in: [
                        "--port", "--host", "--require-credentials", "--accept", "--no-validate", "--config",
                        "--no-config", "--overlay", "--help",
                    ]
                )
                throw serveError("Unknown option '\(argument)' for 'serve'" + (hint.isEmpty ? "." : hint))
            default:
                positionals.append(argument)
            }
        }
        switch positionals.count {
        case 1:
            var request = ServeRequest(specPath: positionals[0], host: host, port: port, credentials: credentials)
            request.validatesRequests = validatesRequests
            request.configuration = configuration ?? .discover
            request.overlays = overlays
            return request
        case 0: throw serveError("Missing '<spec>' for 'serve'.")
        default:
            let extra = positionals.dropFirst().map { "'\($0)'" }.joined(separator: ", ")
            throw serveError("Unexpected argument \(extra): 'serve' takes one spec.")
        }
    }

    private static func single(
        _ positionals: [String],
        for subcommand: String,
        noun: String = "<spec>",
        what: String = "one spec"
    ) throws -> String {
        switch positionals.count {
        case 1: return positionals[0]
        case 0: throw UsageError(message: "Missing '\(noun)' for '\(subcommand)'.")
        default:
            let extra = positionals.dropFirst().map { "'\($0)'" }.joined(separator: ", ")
            throw UsageError(message: "Unexpected argument \(extra): '\(subcommand)' takes \(what).")
        }
    }
}
