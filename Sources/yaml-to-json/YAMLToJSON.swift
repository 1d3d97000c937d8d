import EndpointSpec
import Foundation

/// A developer tool, not a product: prints the tree EndpointKit's YAML reader loads from each file, as JSON, for
/// `scripts/yaml-differential.py`, which compares it with the tree a reference YAML implementation loads.
///
///     swift build -c release --product yaml-to-json
///     .build/release/yaml-to-json FILE...
///
/// Writes one line of JSON per file, in the order given:
/// `{"file":"FILE","errors":["FILE:LINE:COLUMN: error: …"],"value":TREE}`, with `value` left out when the reader
/// loaded no tree. Numbers are written as the reader's JSON number text. Exits with 1 when a file cannot be read.
@main
struct YAMLToJSON {
    static func main() {
        let paths = CommandLine.arguments.dropFirst()
        guard !paths.isEmpty else {
            FileHandle.standardError.write(Data("USAGE: yaml-to-json FILE...\n".utf8))
            exit(64)
        }
        var status: Int32 = 0
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("yaml-to-json: cannot read '\(path)'\n".utf8))
                status = 1
                continue
            }
            let document = YAMLDocument.parse([UInt8](data), file: path)
            var members = [
                SpecMember("file", .string(path)),
                SpecMember(
                    "errors",
                    .array(document.diagnostics.filter { $0.severity == .error }.map { .string($0.description) })
                ),
            ]
            if let root = document.root {
                members.append(SpecMember("value", root.specValue))
            }
            var line = JSONWriter.bytes(.object(members))
            line.append(UInt8(ascii: "\n"))
            FileHandle.standardOutput.write(Data(line))
        }
        exit(status)
    }
}
