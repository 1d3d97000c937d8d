import CommandLineSupport
import EndpointCodegen
import EndpointSpec
import Foundation

/// A usage error of `scaffold-domain`, reported with the usage of `scaffold-domain`.
private func scaffoldUsageError(_ message: String) -> UsageError {
    UsageError(message: message, subcommand: "scaffold-domain")
}

/// `endpoint-gen scaffold-domain DOCUMENT --model NAME... --operation NAME... [--output DIR [--force]]`: domain types, a
/// repository protocol and the configuration entries that make the generator implement it.
struct ScaffoldDomainRequest: Equatable {
    /// The document (or spec).
    var documentPath: String
    /// The models to mirror (`--model`, repeatable), by component name.
    var models: [String] = []
    /// The operations the protocol declares (`--operation`, repeatable), by `operationId`.
    var operations: [String] = []
    /// The protocol's name (`--repository`); by default the first model's followed by `Repository`.
    var repository: String?
    /// Where to write the files; `nil` prints them.
    var outputDirectory: String?
    /// Whether existing files may be replaced.
    var force = false
    /// Which configuration file applies to the document.
    var configuration: ConfigurationChoice = .discover
    /// Overlay files (`--overlay`, repeatable).
    var overlays: [String] = []

    static let usage =
        "endpoint-gen scaffold-domain <document> --model <name>... [--operation <operationId>]... "
        + "[--repository <name>] [--output <directory> [--force]] [--config <file> | --no-config] [--overlay <file>]..."

    /// The file the configuration entries are written to.
    static let configurationFileName = "endpointkit.scaffold.yaml"

    /// Parses the arguments after `scaffold-domain`.
    static func parse(_ arguments: some Sequence<String>) throws -> ScaffoldDomainRequest {
        var positionals: [String] = []
        var request = ScaffoldDomainRequest(documentPath: "")
        var configuration: ConfigurationChoice?
        var remaining = ArraySlice(arguments)
        func value(for option: String, _ noun: String) throws -> String {
            guard let value = remaining.popFirst(), !value.isEmpty, !value.hasPrefix("-") else {
                throw scaffoldUsageError("Missing value for '\(option) <\(noun)>'.")
            }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "-m", "--model": request.models.append(try value(for: "--model", "name"))
            case "--operation": request.operations.append(try value(for: "--operation", "operationId"))
            case "--repository":
                let name = try value(for: "--repository", "name")
                guard let first = name.unicodeScalars.first, first.properties.isAlphabetic || first == "_",
                    name.unicodeScalars.allSatisfy({
                        $0.properties.isAlphabetic || $0 == "_" || ("0"..."9").contains($0)
                    })
                else {
                    throw scaffoldUsageError("Invalid value '\(name)' for '--repository': expected a Swift type name.")
                }
                request.repository = name
            case "-o", "--output": request.outputDirectory = try value(for: "--output", "directory")
            case "--force": request.force = true
            case _ where OverlayOption.matches(argument):
                try OverlayOption.parse(
                    argument,
                    from: &remaining,
                    into: &request.overlays,
                    subcommand: "scaffold-domain"
                )
            case "--config", "--no-config":
                try ConfigurationOption.parse(
                    argument,
                    from: &remaining,
                    into: &configuration,
                    subcommand: "scaffold-domain"
                )
            case _ where argument.hasPrefix("-") && argument != "-":
                let hint = Suggestion.hint(
                    for: argument,
                    in: [
                        "--model", "--operation", "--repository", "--output", "--force", "--config", "--no-config",
                        "--overlay", "--help",
                    ]
                )
                throw scaffoldUsageError(
                    "Unknown option '\(argument)' for 'scaffold-domain'" + (hint.isEmpty ? "." : hint)
                )
            default:
                positionals.append(argument)
            }
        }
        switch positionals.count {
        case 1: request.documentPath = positionals[0]
        case 0: throw scaffoldUsageError("Missing '<document>' for 'scaffold-domain'.")
        default:
            let extra = positionals.dropFirst().map { "'\($0)'" }.joined(separator: ", ")
            throw scaffoldUsageError("Unexpected argument \(extra): 'scaffold-domain' takes one document.")
        }
        guard !request.models.isEmpty else {
            throw scaffoldUsageError("Missing '--model <name>' for 'scaffold-domain': name at least one model.")
        }
        if request.force, request.outputDirectory == nil {
            throw scaffoldUsageError("'--force' needs '--output <directory>'.")
        }
        request.configuration = configuration ?? .discover
        return request
    }
}

/// Runs `scaffold-domain`.
enum ScaffoldDomainCommand {
    /// Loads the document as `generate` does, makes the scaffold and prints or writes it; 64 for a model or
    /// operation the document lacks, 1 for a document with errors or a file that exists (without `--force`).
    static func run(
        _ request: ScaffoldDomainRequest,
        output: inout some TextOutputStream,
        errors: inout some TextOutputStream
    ) -> Int32 {
        guard
            let loaded = SpecInput.load(
                path: request.documentPath,
                configuration: request.configuration,
                overlays: request.overlays,
                warnings: .count,
                errors: &errors
            ),
            let spec = loaded.spec
        else { return EndpointGenCommand.failure }
        let scaffold: DomainScaffold
        do {
            scaffold = try DomainScaffold(
                spec: spec,
                models: request.models,
                operations: request.operations,
                repository: request.repository
            )
        } catch {
            errors.write(
                UsageError(message: "\(error)", subcommand: "scaffold-domain")
                    .report(usage: "USAGE: \(ScaffoldDomainRequest.usage)", command: "endpoint-gen")
            )
            return EndpointGenCommand.usageFailure
        }
        let files = scaffold.files(configurationName: ScaffoldDomainRequest.configurationFileName)
        for note in scaffold.notes { errors.write("note: \(note)\n") }
        guard let directory = request.outputDirectory else {
            for file in files {
                let comment = file.name.hasSuffix(".swift") ? "//" : "#"
                output.write("\(comment) ===== \(file.name) =====\n\(file.contents)\n")
            }
            return EndpointGenCommand.success
        }
        return write(files, to: directory, force: request.force, output: &output, errors: &errors)
    }

    /// Writes `files` into `directory`, refusing (before writing any) when one exists and `force` is off.
    private static func write(
        _ files: [DomainScaffold.File],
        to directory: String,
        force: Bool,
        output: inout some TextOutputStream,
        errors: inout some TextOutputStream
    ) -> Int32 {
        let base = URL(fileURLWithPath: directory, isDirectory: true)
        let existing = files.map { base.appendingPathComponent($0.name).path }
            .filter { FileManager.default.fileExists(atPath: $0) }
        if !force, !existing.isEmpty {
            errors.write(
                "Error: \(existing.map { "'\($0)'" }.joined(separator: ", ")) already exist"
                    + (existing.count == 1 ? "s" : "") + "; nothing was written. Pass '--force' to replace them.\n"
            )
            return EndpointGenCommand.failure
        }
        do {
            try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
            for file in files {
                try Data(file.contents.utf8).write(to: base.appendingPathComponent(file.name), options: .atomic)
                output.write("\(base.appendingPathComponent(file.name).path)\n")
            }
        } catch {
            errors.write("error: cannot write the scaffold to '\(directory)': \(error.localizedDescription)\n")
            return EndpointGenCommand.failure
        }
        output.write(
            "Merge 'domain' and 'repositories' of \(ScaffoldDomainRequest.configurationFileName) into the "
                + "document's configuration file.\n"
        )
        return EndpointGenCommand.success
    }
}
