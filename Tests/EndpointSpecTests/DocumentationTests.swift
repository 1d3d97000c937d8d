import EndpointTestSupport
import Foundation
import Testing

@testable import EndpointSpec

@Suite("docs/spec-format.md stays complete and correct")
struct DocumentationTests {
    static let document: String = {
        FileManager.default.contents(atPath: RepositoryFiles.path("docs/spec-format.md"))
            .map { String(decoding: $0, as: UTF8.self) } ?? ""
    }()

    /// The contents of every fenced ```json block.
    static let jsonBlocks = blocks(in: "json")

    /// The contents of every fenced ```yaml block.
    static let yamlBlocks = blocks(in: "yaml")

    /// The contents of every fenced block of `language`.
    static func blocks(in language: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in document.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line.trimmingCharacters(in: .whitespaces) == "```" + language {
                current = []
            } else if let lines = current, line.trimmingCharacters(in: .whitespaces) == "```" {
                blocks.append(lines.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test func documentsEveryKeyInATable() {
        let keys = Set(
            SpecKeys.topLevel + SpecKeys.schema + SpecKeys.model + SpecKeys.property + SpecKeys.domain
                + SpecKeys.domainArgument + SpecKeys.endpoint + SpecKeys.parameter + SpecKeys.response
                + SpecKeys.responseHeader + SpecKeys.example
                + SpecKeys.repository + SpecKeys.repositoryMethod + SpecKeys.repositoryParameter + SpecKeys.errorMapping
        )
        for key in keys.sorted() {
            #expect(Self.document.contains("| `\(key)` |"), "'\(key)' has no row in a key table")
        }
    }

    @Test func documentsEveryTypeFormatAndMethod() {
        for word in SpecKeys.types + SpecKeys.formats + SpecKeys.methods {
            #expect(Self.document.contains("`\(word)`"), "'\(word)' is not mentioned")
        }
    }

    @Test func everyJSONExampleIsWellFormed() {
        #expect(Self.jsonBlocks.count > 30)
        for block in Self.jsonBlocks {
            let trimmed = block.trimmingCharacters(in: .whitespacesAndNewlines)
            let text = trimmed.hasPrefix("{") ? trimmed : "{\n" + trimmed + "\n}"
            let result = JSONParser.parse(Array(text.utf8), file: "doc")
            #expect(result.log.sortedDiagnostics.isEmpty, "\(result.log.sortedDiagnostics) in:\n\(block)")
        }
    }

    @Test func completeSpecExamplesLoadWithoutDiagnostics() throws {
        let specs = Self.jsonBlocks.filter { $0.hasPrefix("{\n  \"name\"") }
        #expect(!specs.isEmpty)
        for spec in specs {
            let result = SpecLoader.load(text: Array(spec.utf8), path: "doc.json")
            #expect(result.diagnostics.map(\.description) == [])
        }
    }

    @Test func theYAMLExampleIsTheMinimalSpec() throws {
        let yaml = try #require(Self.yamlBlocks.first { $0.hasPrefix("name:") })
        let json = try #require(Self.jsonBlocks.first { $0.hasPrefix("{\n  \"name\"") })
        let result = SpecLoader.load(text: Array(yaml.utf8), path: "doc.yaml")
        #expect(result.diagnostics.map(\.description) == [])
        #expect(
            YAMLDocument.parse(Array(yaml.utf8), file: "doc.yaml").root?.specValue
                == JSONDocument.parse(Array(json.utf8), file: "doc.json").root?.specValue
        )
    }

    @Test func modelAndEndpointExamplesLoadWithoutErrors() {
        let models = Self.jsonBlocks.filter { $0.hasPrefix("\"Product\": {") || $0.hasPrefix("\"Color\": {") }
        #expect(models.count >= 3)
        for model in models {
            let text = #"{"name": "Doc", "models": {"# + model + "}}"
            let result = SpecLoader.load(text: Array(text.utf8), path: "doc.json")
            #expect(result.diagnostics.map(\.description) == [], "in:\n\(model)")
        }
    }
}
