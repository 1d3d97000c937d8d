import Foundation
import JSONPath

/// One case of the JSONPath Compliance Test Suite (`Resources/jsonpath-cts/cts.json`).
struct ComplianceCase: Sendable, CustomStringConvertible {
    let name: String
    let selector: String
    let document: JSONValue?
    /// The one allowed result (nodes, normalized paths), or the several allowed where the RFC leaves order open.
    let allowedResults: [(nodes: [JSONValue], paths: [String])]
    let isInvalid: Bool

    var description: String { name }
}

/// The suite, read once from the test bundle.
enum ComplianceSuite {
    static let cases: [ComplianceCase] = {
        do {
            return try load()
        } catch {
            fatalError("cannot read the compliance test suite: \(error)")
        }
    }()

    static func load() throws -> [ComplianceCase] {
        let url = Bundle.module.url(forResource: "cts", withExtension: "json", subdirectory: "Resources/jsonpath-cts")
        guard let url else { throw CocoaError(.fileNoSuchFile) }
        let root = try TestJSONParser.parse(try Data(contentsOf: url))
        guard case .object(let members) = root,
            case .array(let tests)? = members.first(where: { $0.key == "tests" })?.value
        else { throw CocoaError(.fileReadCorruptFile) }
        return try tests.map(makeCase)
    }

    private static func makeCase(_ test: JSONValue) throws -> ComplianceCase {
        guard case .object(let members) = test else { throw CocoaError(.fileReadCorruptFile) }
        func field(_ key: String) -> JSONValue? { members.first { $0.key == key }?.value }
        func strings(_ value: JSONValue?) -> [String] {
            guard case .array(let elements)? = value else { return [] }
            return elements.compactMap { if case .string(let text) = $0 { text } else { nil } }
        }
        func values(_ value: JSONValue?) -> [JSONValue] {
            if case .array(let elements)? = value { elements } else { [] }
        }
        guard case .string(let name)? = field("name"), case .string(let selector)? = field("selector") else {
            throw CocoaError(.fileReadCorruptFile)
        }
        var allowed: [(nodes: [JSONValue], paths: [String])] = []
        if field("result") != nil { allowed.append((values(field("result")), strings(field("result_paths")))) }
        for (nodes, paths) in zip(values(field("results")), values(field("results_paths"))) {
            allowed.append((values(nodes), strings(paths)))
        }
        return ComplianceCase(
            name: name,
            selector: selector,
            document: field("document"),
            allowedResults: allowed,
            isInvalid: field("invalid_selector") == .bool(true)
        )
    }
}
