import EndpointTestSupport
import Testing

@testable import EndpointSpec

/// `YAMLWriter`: what it writes reads back as exactly the value written, laid out as a person would write it.
@Suite struct YAMLWriterTests {
    private func parsed(_ text: String) -> (value: SpecValue?, errors: [String]) {
        let document = YAMLDocument.parse(Array(text.utf8), file: "written.yaml")
        return (document.root?.specValue, document.diagnostics.map(\.description))
    }

    // MARK: - Round trip

    @Test func everyValueWrittenParsesBackToTheSameTree() async throws {
        let failures = try await DedicatedThread.run { () -> [String] in
            var generator = SeededGenerator(seed: 1_412)
            var failures: [String] = []
            for _ in 0..<2_000 {
                let value = RandomSpecValue.document(using: &generator)
                for layout in [JSONLayout.pretty(), .compact, .specDocument, .pretty(indentWidth: 4, lineWidth: 40)] {
                    let text = YAMLWriter.text(value, layout: layout)
                    let document = YAMLDocument.parse(Array(text.utf8), file: "written.yaml")
                    if document.root?.specValue != value || !document.diagnostics.isEmpty {
                        failures.append("\(document.diagnostics.first?.description ?? "a different value"):\n\(text)")
                    }
                }
            }
            return failures
        }
        #expect(failures.isEmpty, "\(failures.count) failures; first: \(failures.first ?? "")")
    }

    @Test(arguments: [
        SpecValue.null, .bool(true), .number("-2.5e-3"), .string(""), .string("true"), .string("a: b"),
        .string("two\nlines"), .array([]), .object([]), .array([.string("x"), .array([.null])]),
    ])
    func aRootOfAnyKindRoundTrips(value: SpecValue) {
        let written = YAMLWriter.text(value)
        #expect(parsed(written).value == value, "\(written)")
        #expect(parsed(written).errors.isEmpty)
    }

    // MARK: - Layout

    @Test func specsReadAsHandWrittenYAML() {
        let spec = SpecValue.object([
            SpecMember("name", .string("Shop")),
            SpecMember(
                "models",
                .object([
                    SpecMember(
                        "Item",
                        .object([
                            SpecMember("description", .string("An item.\nSold by the piece.\n")),
                            SpecMember(
                                "properties",
                                .object([
                                    SpecMember("id", .object([SpecMember("type", .string("string"))])),
                                    SpecMember("price", .object([SpecMember("type", .string("number"))])),
                                ])
                            ),
                            SpecMember("required", .array([.string("id")])),
                        ])
                    )
                ])
            ),
            SpecMember(
                "endpoints",
                .object([
                    SpecMember(
                        "getItem",
                        .object([
                            SpecMember("method", .string("GET")),
                            SpecMember("path", .string("/items/{id}")),
                            SpecMember(
                                "responses",
                                .object([
                                    SpecMember("200", .object([SpecMember("$ref", .string("Item"))])),
                                    SpecMember("404", .object([SpecMember("description", .string("No: such item"))])),
                                ])
                            ),
                            SpecMember(
                                "examples",
                                .array([.object([SpecMember("status", .number("200")), SpecMember("body", .null)])])
                            ),
                        ])
                    )
                ])
            ),
        ])
        #expect(
            YAMLWriter.text(spec, layout: .specDocument) == """
                name: Shop
                models:
                  Item:
                    description: |
                      An item.
                      Sold by the piece.
                    properties:
                      id: { type: string }
                      price: { type: number }
                    required: [id]
                endpoints:
                  getItem:
                    method: GET
                    path: /items/{id}
                    responses:
                      "200": { $ref: Item }
                      "404": { description: "No: such item" }
                    examples: [{ status: 200, body: null }]

                """
        )
    }

    @Test func collectionsTooWideForTheirLineAreWrittenInBlockStyle() {
        let wide = SpecValue.object([
            SpecMember("tags", .array((1...30).map { .string("tag\($0)") })),
            SpecMember("list", .array([.object([SpecMember("a", .number("1")), SpecMember("b", .array([.null]))])])),
        ])
        let text = YAMLWriter.text(wide, layout: .pretty(lineWidth: 25))
        #expect(text.hasPrefix("tags:\n  - tag1\n  - tag2\n"))
        #expect(text.hasSuffix("list:\n  - { a: 1, b: [null] }\n"))
        #expect(parsed(text).value == wide)
    }

    @Test(arguments: [
        ("", #""""#), ("true", #""true""#), ("Null", #""Null""#), ("12", #""12""#), ("1e3", #""1e3""#),
        (".inf", #"".inf""#), ("yes", #""yes""#), ("Off", #""Off""#), ("<<", #""<<""#), (" lead", #"" lead""#),
        ("trail ", #""trail ""#), ("a: b", #""a: b""#), ("a #b", ##""a #b""##), ("#a", ##""#a""##), ("- a", #""- a""#),
        ("-a", "-a"), ("a:b", "a:b"), ("a#b", "a#b"), ("*a", #""*a""#), ("&a", #""&a""#), ("!a", #""!a""#),
        ("---", #""---""#), ("'q'", #""'q'""#), ("tab\there", #""tab\there""#), ("cr\r", #""cr\r""#),
        ("/users/{id}", "/users/{id}"), ("text/plain", "text/plain"), ("é 😀", "é 😀"), ("$ref", "$ref"),
    ])
    func scalarsArePlainOnlyWhenTheyReadBackAsTheSameString(text: String, written: String) {
        #expect(YAMLWriter.text(.object([SpecMember("k", .string(text))])) == "k: \(written)\n")
    }

    @Test(arguments: [
        ("a\nb", "|-\n  a\n  b\n"), ("a\nb\n", "|\n  a\n  b\n"), ("a\nb\n\n", "|+\n  a\n  b\n\n"),
        ("a\n\nb", "|-\n  a\n\n  b\n"), (" indented\nline", "|2-\n   indented\n  line\n"),
        ("\nlead", "|-\n\n  lead\n"),
    ])
    func multiLineStringsAreLiteralBlockScalars(text: String, written: String) {
        let value = SpecValue.object([SpecMember("k", .string(text))])
        #expect(YAMLWriter.text(value) == "k: \(written)")
        #expect(parsed(YAMLWriter.text(value)).value == value)
    }

    @Test func keysEveryReaderWouldTakeForAnotherTypeAreQuoted() {
        let value = SpecValue.object(["200", "on", "null", "name", "1.5", "x y"].map { SpecMember($0, .bool(true)) })
        #expect(
            YAMLWriter.text(value, layout: .pretty(lineWidth: 10)) == """
                "200": true
                "on": true
                "null": true
                name: true
                "1.5": true
                x y: true

                """
        )
    }

    @Test func aKeyLongerThanAnImplicitKeyMayBeIsExplicit() {
        let key = String(repeating: "k", count: 1_100)
        let value = SpecValue.object([SpecMember(key, .object([SpecMember("a", .number("1"))]))])
        let text = YAMLWriter.text(value)
        #expect(text.hasPrefix("? \"kkk"))
        #expect(text.hasSuffix("\"\n: { a: 1 }\n"))
        #expect(parsed(text).value == value)
    }
}
