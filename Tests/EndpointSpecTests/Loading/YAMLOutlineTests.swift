import EndpointTestSupport
import Testing

@testable import EndpointSpec

@Suite("Outlining YAML without parsing it")
struct YAMLOutlineTests {
    let outline = YAMLOutline(
        Array(
            """
            # An OpenAPI document
            %YAML 1.2
            --- &doc
            openapi: 3.1.0   # the version
            info:
              title: "Caf\\u00e9 \\U0001F682 API" # a comment
              description: |
                models: not a key
                paths: neither
            "paths":
              /a:
                get: { operationId: a, tags: [x, "}"] }
                post:
                  responses:
                    "200": {description: ok}
                parameters:
                - name: id
                  in: path
                - &p
                  name: q
              '/it''s': {}
            components:

              schemas: !!map
                A: {type: object}
                B:
                  properties:
                    x: { type: string, description: 'a: b, c' }
                C: &c
                  type: string
            tags: [a, b]
            ...
            ignored: true
            """.utf8
        )
    )

    @Test func readsKeysStringsAndCountsWithoutBuildingValues() throws {
        let root = try #require(outline.root)
        #expect(outline.members(ofObjectAt: root).map(\.key) == ["openapi", "info", "paths", "components", "tags"])
        #expect(outline.value(at: ["openapi"]).flatMap(outline.string(at:)) == "3.1.0")
        #expect(outline.value(at: ["info", "title"]).flatMap(outline.string(at:)) == "Café 🚂 API")
        #expect(outline.value(at: ["info", "description"]).map { outline.members(ofObjectAt: $0).count } == 0)
        let paths = try #require(outline.value(at: ["paths"]))
        #expect(outline.members(ofObjectAt: paths).map(\.key) == ["/a", "/it's"])
        let item = try #require(outline.value(at: ["paths", "/a"]))
        #expect(outline.members(ofObjectAt: item).map(\.key) == ["get", "post", "parameters"])
        #expect(outline.value(at: ["paths", "/a", "get", "operationId"]).flatMap(outline.string(at:)) == "a")
        #expect(outline.value(at: ["paths", "/a", "post", "responses", "200", "description"]) != nil)
        let schemas = try #require(outline.value(at: ["components", "schemas"]))
        #expect(outline.members(ofObjectAt: schemas).map(\.key) == ["A", "B", "C"])
        #expect(
            outline.value(at: ["components", "schemas", "B", "properties", "x", "description"]).flatMap(
                outline.string(at:)
            ) == "a: b, c"
        )
        #expect(outline.value(at: ["components", "schemas", "C", "type"]).flatMap(outline.string(at:)) == "string")
        #expect(outline.value(at: ["tags"]).map { outline.members(ofObjectAt: $0).count } == 0)
        #expect(outline.value(at: ["ignored"]) == nil)
    }

    @Test func emptyValuesAndFoldedQuotedScalars() throws {
        let outline = YAMLOutline(Array("a:\nb: \"one\n  two\n\n  three\"\nc: ~ # none\n".utf8))
        let root = try #require(outline.root)
        #expect(outline.members(ofObjectAt: root).map(\.key) == ["a", "b", "c"])
        #expect(outline.value(at: ["a"]).flatMap(outline.string(at:)) == nil)
        #expect(outline.value(at: ["b"]).flatMap(outline.string(at:)) == "one two\nthree")
        #expect(outline.value(at: ["c"]).flatMap(outline.string(at:)) == "~")
    }

    @Test func stopsQuietlyAtMalformedInput() {
        let text = Array(outline.bytes)
        var generator = SeededGenerator(seed: 7)
        var inputs = (0...text.count).map { Array(text[..<$0]) }
        inputs += ["{", "{a", "{a:", "{\"a", "'", "a: 'b", "a: \"\\u12", "- [", "? a\n: b", "\t- a: 1", "a:\r b: 1"]
            .map { Array($0.utf8) }
        for _ in 0..<300 {
            inputs.append(
                (0..<Int.random(in: 0..<40, using: &generator)).map { _ in
                    Array("ab :-?#{}[],'\"\\\n\t&*!|>".utf8).randomElement(using: &generator) ?? 0x20
                }
            )
        }
        for input in inputs {
            let outline = YAMLOutline(input)
            guard let root = outline.root else { continue }
            for member in outline.members(ofObjectAt: root) {
                _ = outline.string(at: member.value)
                for nested in outline.members(ofObjectAt: member.value) { _ = outline.string(at: nested.value) }
            }
        }
    }

    /// The outline reads every document `YAMLWriter` writes as the parser does: the same keys at every level, the
    /// same one-line strings (keys over 1,024 characters, written as explicit keys, are left out: the outline
    /// skips explicit keys).
    @Test func agreesWithTheParserOnWrittenDocuments() async throws {
        let disagreements = try await DedicatedThread.run { () -> [String] in
            var generator = SeededGenerator(seed: 2_014)
            var disagreements: [String] = []
            for _ in 0..<1_000 {
                let value = RandomSpecValue.document(using: &generator, allowsLongKeys: false)
                for layout in [JSONLayout.pretty(), .specDocument, .pretty(lineWidth: 20)] {
                    let text = YAMLWriter.text(value, layout: layout)
                    let outline = YAMLOutline(Array(text.utf8))
                    if let problem = Self.disagreement(outline, outline.root, value) {
                        disagreements.append("\(problem):\n\(text)")
                    }
                }
            }
            return disagreements
        }
        #expect(disagreements.isEmpty, "\(disagreements.count) documents; first: \(disagreements.first ?? "")")
    }

    private static func disagreement(_ outline: YAMLOutline, _ position: Int?, _ value: SpecValue) -> String? {
        guard case .object(let members) = value, !members.isEmpty else { return nil }
        guard let position else { return "no position for a mapping" }
        let outlined = outline.members(ofObjectAt: position)
        guard outlined.map(\.key) == members.map(\.key) else {
            return "keys \(outlined.map(\.key)) instead of \(members.map(\.key))"
        }
        for (member, found) in zip(members, outlined) {
            switch member.value {
            case .object:
                if let problem = disagreement(outline, found.value, member.value) { return problem }
            case .string(let text) where !text.contains(where: \.isNewline) && !text.isEmpty:
                if outline.string(at: found.value) != text {
                    return "string \(outline.string(at: found.value) ?? "nil") instead of \(text)"
                }
            default:
                break
            }
        }
        return nil
    }
}
