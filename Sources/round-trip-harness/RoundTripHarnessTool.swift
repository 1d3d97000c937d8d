import EndpointCodegen
import EndpointOpenAPI
import EndpointSpec
import Foundation

/// A developer tool, not a product: writes the round-trip check of a document's generated client
/// (`RoundTripHarness`) for `scripts/check-round-trip.sh`.
///
///     round-trip-harness DOCUMENT LABEL OUTPUT
///
/// Loads `DOCUMENT` as `endpoint-gen generate` does (its configuration file next to it) and writes `OUTPUT`, a Swift
/// file compiled into the document's generated client target. Exits with 1 when the document does not load.
@main
struct RoundTripHarnessTool {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard arguments.count == 3 else {
            FileHandle.standardError.write(Data("USAGE: round-trip-harness DOCUMENT LABEL OUTPUT\n".utf8))
            exit(64)
        }
        let (path, label, output) = (arguments[0], arguments[1], arguments[2])
        let configuration = try? ConfigurationFile.locate(forSpecAt: path)
        let result = SpecLoader.standard.load(fileAt: path, as: nil, configurationAt: configuration ?? nil)
        guard let spec = result.spec, !result.hasErrors else {
            FileHandle.standardError.write(Data("round-trip-harness: '\(path)' does not load\n".utf8))
            exit(1)
        }
        let source = RoundTripHarness.source(
            for: spec,
            label: label,
            requestExamples: RequestBodyExamples.read(documentAt: path, for: spec)
        )
        guard FileManager.default.createFile(atPath: output, contents: Data(source.utf8)) else {
            FileHandle.standardError.write(Data("round-trip-harness: cannot write '\(output)'\n".utf8))
            exit(1)
        }
    }
}
