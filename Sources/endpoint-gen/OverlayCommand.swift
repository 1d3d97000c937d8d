import CommandLineSupport
import EndpointSpec
import Foundation

/// A usage error of `overlay`, reported with the usage of `overlay`.
private func overlayUsageError(_ message: String) -> UsageError {
    UsageError(message: message, subcommand: "overlay")
}

/// `endpoint-gen overlay DOCUMENT [--overlay FILE]... [--output FILE]`: the document as EndpointKit reads it (its
/// `$ref`s to other files bundled in, its overlays applied), so a user can see and diff what the tool reads.
struct OverlayRequest: Equatable {
    /// The document (or spec) to read.
    var documentPath: String
    /// Overlay files applied after the configuration's and the document's own (`--overlay`, repeatable).
    var overlays: [String] = []
    /// Where to write the result; `nil` for standard output.
    var outputPath: String?
    /// Which configuration file's `overlays` apply (`--config <file>`, `--no-config`; by default the one next to
    /// the document).
    var configuration: ConfigurationChoice = .discover

    static let usage =
        "endpoint-gen overlay <document> [--overlay <file>]... [--output <file>] [--config <file> | --no-config]"

    /// Parses the arguments after `overlay`.
    static func parse(_ arguments: some Sequence<String>) throws -> OverlayRequest {
        var positionals: [String] = []
        var overlays: [String] = []
        var outputPath: String?
        var configuration: ConfigurationChoice?
        var remaining = ArraySlice(arguments)
        while let argument = remaining.popFirst() {
            switch argument {
            case _ where OverlayOption.matches(argument):
                try OverlayOption.parse(argument, from: &remaining, into: &overlays, subcommand: "overlay")
            case "--config", "--no-config":
                try ConfigurationOption.parse(argument, from: &remaining, into: &configuration, subcommand: "overlay")
            case "-o", "--output":
                guard let value = remaining.popFirst(), !value.isEmpty, !value.hasPrefix("-") else {
                    throw overlayUsageError("Missing value for '\(argument) <file>'.")
                }
                outputPath = value
            case _ where argument.hasPrefix("-") && argument != "-":
                let hint = Suggestion.hint(
                    for: argument,
                    in: ["--overlay", "--output", "--config", "--no-config", "--help"]
                )
                throw overlayUsageError("Unknown option '\(argument)' for 'overlay'" + (hint.isEmpty ? "." : hint))
            default:
                positionals.append(argument)
            }
        }
        switch positionals.count {
        case 1:
            return OverlayRequest(
                documentPath: positionals[0],
                overlays: overlays,
                outputPath: outputPath,
                configuration: configuration ?? .discover
            )
        case 0:
            throw overlayUsageError("Missing '<document>' for 'overlay'.")
        default:
            let extra = positionals.dropFirst().map { "'\($0)'" }.joined(separator: ", ")
            throw overlayUsageError("Unexpected argument \(extra): 'overlay' takes one document.")
        }
    }
}

/// Runs `overlay`.
enum OverlayCommand {
    /// Writes the overlaid document (YAML when the output's name, else the document's, says YAML; JSON otherwise)
    /// and reports the overlays' diagnostics; 1 when there were errors or the output cannot be written.
    static func run(
        _ request: OverlayRequest,
        output: inout some TextOutputStream,
        errors: inout some TextOutputStream
    ) -> Int32 {
        let path = request.documentPath
        guard
            let inputs = SpecInput.locate(
                path: path,
                configuration: request.configuration,
                overlays: request.overlays,
                errors: &errors
            )
        else { return EndpointGenCommand.failure }
        let read = SpecInput.loader.overlaidDocument(
            fileAt: path,
            configurationAt: inputs.configurationPath,
            overlays: inputs.overlays
        )
        SpecInput.report(read.diagnostics, path: path, sources: read.sources, errors: &errors)
        guard let document = read.document else { return EndpointGenCommand.failure }
        let syntax =
            request.outputPath.flatMap { InputSyntax(fileName: $0) } ?? read.kind?.syntax ?? .json
        let text =
            syntax == .yaml
            ? YAMLWriter.text(document.specValue) : JSONWriter.text(document.specValue, layout: .pretty())
        guard let outputPath = request.outputPath else {
            output.write(text)
            return EndpointGenCommand.success
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: outputPath), options: .atomic)
        } catch {
            errors.write("error: cannot write the document to '\(outputPath)': \(error.localizedDescription)\n")
            return EndpointGenCommand.failure
        }
        let applied = read.overlays.isEmpty ? "no overlay" : read.overlays.map { "'\($0)'" }.joined(separator: ", ")
        output.write("\(outputPath): '\(path)' as read, with \(applied) applied.\n")
        return EndpointGenCommand.success
    }
}
