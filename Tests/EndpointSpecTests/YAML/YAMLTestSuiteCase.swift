import Foundation
import Testing

@testable import EndpointSpec

/// One case of the YAML test suite (copied into `Resources/yaml-test-suite` by
/// `scripts/import-yaml-test-suite.py`), classified by what EndpointKit's YAML parser must do with it.
struct YAMLTestSuiteCase: Sendable, CustomTestStringConvertible {
    /// What the parser must do with a case, decided in this order (docs/yaml.md):
    enum Category: String, CaseIterable, Sendable {
        /// The suite says the input is invalid (`error`): a located error.
        case invalid = "invalid YAML"
        /// A stream of zero or several documents: not relevant, since a spec file holds exactly one document;
        /// a located error.
        case documentCount = "zero or several documents"
        /// A node carries a tag other than the standard ones (`!!str`, `!!int`, `!!float`, `!!bool`, `!!null`,
        /// `!!map`, `!!seq`, `!`): JSON has no such type; a located error.
        case nonStandardTag = "non-standard tag"
        /// The suite gives no `in.json` because JSON cannot represent the data (complex or null keys, duplicate
        /// empty keys …): not JSON-compatible; any outcome but a crash, reported.
        case notJSONCompatible = "not JSON-compatible"
        /// Everything else: the parsed value must equal `in.json` (numbers compared numerically).
        case jsonCompatible = "JSON-compatible"
    }

    static let standardTags: Set<String> = [
        "!", "tag:yaml.org,2002:str", "tag:yaml.org,2002:int", "tag:yaml.org,2002:float", "tag:yaml.org,2002:bool",
        "tag:yaml.org,2002:null", "tag:yaml.org,2002:map", "tag:yaml.org,2002:seq",
    ]

    var id: String
    var name: String
    var category: Category
    var yaml: [UInt8]
    var json: [UInt8]?

    var testDescription: String { "\(id) \(name)" }

    // MARK: - Loading

    /// The directory holding the copied suite.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources/yaml-test-suite")

    /// Every case listed in `cases.tsv`.
    static let all: [YAMLTestSuiteCase] = {
        guard let manifest = try? String(contentsOf: directory.appendingPathComponent("cases.tsv"), encoding: .utf8)
        else { return [] }
        return manifest.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 4 else { return nil }
            let caseDirectory = directory.appendingPathComponent(fields[0])
            func read(_ name: String) -> [UInt8]? {
                FileManager.default.contents(atPath: caseDirectory.appendingPathComponent(name).path).map {
                    [UInt8]($0)
                }
            }
            let isError = FileManager.default.fileExists(atPath: caseDirectory.appendingPathComponent("error").path)
            let json = read("in.json")
            let tags = fields[2] == "-" ? [] : fields[2].split(separator: " ").map(String.init)
            let category: Category =
                if isError {
                    .invalid
                } else if fields[1] != "1" {
                    .documentCount
                } else if tags.contains(where: { !standardTags.contains($0) }) {
                    .nonStandardTag
                } else if json == nil {
                    .notJSONCompatible
                } else {
                    .jsonCompatible
                }
            return YAMLTestSuiteCase(
                id: fields[0],
                name: fields[3],
                category: category,
                yaml: read("in.yaml") ?? [],
                json: json
            )
        }
    }()
}
