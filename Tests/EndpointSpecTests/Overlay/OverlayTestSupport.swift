import Foundation
import JSONPath

@testable import EndpointSpec

/// Reading documents and comparing them as JSON values, for the overlay tests.
enum OverlayTestSupport {
    struct ParseFailure: Error, CustomStringConvertible {
        var description: String
    }

    /// The document at `path` (JSON or YAML), parsed.
    static func parse(_ path: String) throws -> JSONNode {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        return try parse(bytes, path: path)
    }

    /// `text` (JSON or YAML, by `path`'s name or content), parsed.
    static func parse(_ text: String, path: String) throws -> JSONNode {
        try parse(Array(text.utf8), path: path)
    }

    static func parse(_ bytes: [UInt8], path: String) throws -> JSONNode {
        let result: JSONParseResult
        switch InputSyntax.detect(bytes, fileName: SpecLoader.fileName(of: path)) {
        case .json: result = JSONParser.parse(bytes, file: path)
        case .yaml: result = YAMLParser.parse(bytes, file: path)
        }
        guard let root = result.root, !result.log.hasErrors else {
            throw ParseFailure(description: "\(result.log.sortedDiagnostics)")
        }
        return root
    }

    /// Whether `lhs` and `rhs` are the same JSON value: objects' members in any order, numbers by their value.
    static func sameJSON(_ lhs: JSONNode, _ rhs: JSONNode) -> Bool {
        switch (lhs.value, rhs.value) {
        case (.null, .null): return true
        case (.bool(let left), .bool(let right)): return left == right
        case (.number(let left), .number(let right)):
            return JSONPathNumber(text: left).map { $0 == JSONPathNumber(text: right) } ?? (left == right)
        case (.string(let left), .string(let right)): return left == right
        case (.array(let left), .array(let right)):
            return left.count == right.count && zip(left, right).allSatisfy { sameJSON($0, $1) }
        case (.object(let left), .object(let right)):
            guard left.count == right.count else { return false }
            return left.allSatisfy { member in
                right.first { $0.key == member.key }.map { sameJSON(member.value, $0.value) } ?? false
            }
        default: return false
        }
    }
}
