import EndpointTestSupport
import Testing

@testable import EndpointSpec

/// Nesting is bounded by depth (``YAMLParser/defaultMaximumDepth``), and the bound only protects if a document
/// nested to it fits on a thread's stack. The parser recurses once per collection, so its frames on that path must
/// stay small: these tests parse every way of nesting, to the limit and one past it, on a stack of
/// ``stackBytes``, which a debug build of the parser needs less than half of (an overflow ends the test process).
/// The fuzzer once found a document that a parser with larger frames could not parse, 182 levels deep, on an
/// 8 MB stack under AddressSanitizer (Fuzz/regressions/yaml).
@Suite struct YAMLStackDepthTests {
    /// The stack the documents are parsed on: half the main thread's usual 8 MB.
    static let stackBytes = 2 << 20
    static let limit = YAMLParser.defaultMaximumDepth

    /// A way of nesting collections: the text of `levels` collections, one inside the other.
    struct Shape: CustomTestStringConvertible, Sendable {
        let name: String
        let text: @Sendable (_ levels: Int) -> String
        var testDescription: String { name }
    }

    static let shapes: [Shape] = [
        Shape(name: "flow sequences") { String(repeating: "[", count: $0) + String(repeating: "]", count: $0) },
        Shape(name: "flow mapping values") {
            String(repeating: "{a: ", count: $0) + "1" + String(repeating: "}", count: $0)
        },
        Shape(name: "single-pair mappings in flow sequences") { levels in
            // Each pair is two levels: the sequence and the mapping in it.
            let pairs = levels / 2
            return String(repeating: "[a: ", count: pairs) + (levels % 2 == 1 ? "[1]" : "1")
                + String(repeating: "]", count: pairs)
        },
        Shape(name: "anchored and tagged flow sequences") {
            String(repeating: "&a !!seq [", count: $0) + String(repeating: "]", count: $0)
        },
        Shape(name: "block mappings") { levels in
            (0..<levels).map { String(repeating: " ", count: $0) + "k:" }.joined(separator: "\n") + " 1\n"
        },
        Shape(name: "block sequences") { String(repeating: "- ", count: $0) + "1\n" },
        Shape(name: "indentless sequences in block mappings") { levels in
            // `k:` and, at its own indentation, a `-` whose entry is the next `k:`: two levels, the mapping and
            // its sequence, per line.
            let pairs = levels / 2
            let entries = (1..<pairs).map { String(repeating: " ", count: 2 * $0 - 2) + "- k:\n" }
            let last = String(repeating: " ", count: 2 * pairs - 2) + (levels % 2 == 1 ? "- [1]\n" : "- 1\n")
            return "k:\n" + entries.joined() + last
        },
    ]

    private static func parse(_ text: String) async throws -> [String] {
        try await DedicatedThread.run(stackBytes: stackBytes) {
            YAMLParser.parse(Array(text.utf8), file: "deep.yaml").log.sortedDiagnostics.map(\.description)
        }
    }

    @Test(arguments: shapes)
    func nestingToTheLimitParses(_ shape: Shape) async throws {
        #expect(try await Self.parse(shape.text(Self.limit)) == [])
    }

    @Test(arguments: shapes)
    func nestingPastTheLimitIsALocatedError(_ shape: Shape) async throws {
        let diagnostics = try await Self.parse(shape.text(Self.limit + 1))
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.contains("error: ") == true)
        #expect(diagnostics.first?.contains("nested more than \(Self.limit) levels deep") == true)
    }

    /// A collection as a mapping key is an error, found once the key has been parsed, however deep: here, the
    /// innermost key.
    @Test func collectionKeysNestedToTheLimitAreAnError() async throws {
        let keys = String(repeating: "{", count: Self.limit) + String(repeating: "}", count: Self.limit)
        let diagnostics = try await Self.parse(keys)
        #expect(
            diagnostics == [
                "deep.yaml:1:\(Self.limit): error: a mapping cannot be a mapping key; JSON object keys are strings, so keys must "
                    + "be scalars"
            ]
        )
    }
}
