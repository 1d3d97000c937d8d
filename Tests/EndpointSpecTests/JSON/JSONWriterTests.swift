import EndpointTestSupport
import Foundation
import Testing

@testable import EndpointSpec

/// The one JSON writer: string literals, the compact layout and the pretty layout (with the spec document's).
@Suite("JSONWriter")
struct JSONWriterTests {
    // MARK: Strings

    @Test func escapesQuotesBackslashesAndControlCharacters() {
        #expect(JSONString.quoted("a\"b\\c") == #""a\"b\\c""#)
        #expect(JSONString.quoted("line\nnext\r\ttab") == #""line\nnext\r\ttab""#)
        #expect(JSONString.quoted("\u{0}\u{1F}\u{7F}\u{08}\u{0C}") == #""\u0000\u001F\u007F\b\f""#)
        #expect(JSONString.quoted("\u{2028}") == #""\u2028""#)
    }

    @Test func keepsNonASCIITextAsIs() {
        #expect(JSONString.quoted("Café ☕️ 𝄞") == "\"Café ☕️ 𝄞\"")
        #expect(JSONWriter.text(.string("Café ☕️ 𝄞")) == "\"Café ☕️ 𝄞\"")
    }

    // MARK: Compact

    @Test func compactWritesMembersInOrderWithLiteralNumbersAndNoSpaces() {
        let value = SpecValue.object([
            SpecMember("z", .number("29.90")),
            SpecMember("a", .array([.null, .bool(true), .bool(false), .number("-1e3"), .string("x")])),
            SpecMember("m", .object([])),
            SpecMember("e", .array([])),
        ])
        #expect(JSONWriter.text(value) == #"{"z":29.90,"a":[null,true,false,-1e3,"x"],"m":{},"e":[]}"#)
    }

    @Test func compactKeepsDuplicateMembers() {
        let value = SpecValue.object([SpecMember("k", .number("1")), SpecMember("k", .number("2"))])
        #expect(JSONWriter.text(value) == #"{"k":1,"k":2}"#)
    }

    @Test func writesTextThatFoundationParsesBack() throws {
        let tricky = "quote \" backslash \\ newline \n nul \u{0} emoji 🎉 separator \u{2028}"
        for layout in [JSONLayout.compact, .pretty(), .specDocument] {
            let text = JSONWriter.text(.object([SpecMember("k", .string(tricky))]), layout: layout)
            let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: String]
            #expect(object == ["k": tricky])
        }
    }

    @Test func bytesAreTheTextInUTF8() {
        let value = SpecValue.array([.string("é"), .number("1")])
        #expect(JSONWriter.bytes(value) == Array(JSONWriter.text(value).utf8))
    }

    // MARK: Pretty

    @Test func prettyKeepsWhatFitsOnOneLineAndEndsWithANewline() {
        let value = SpecValue.object([
            SpecMember("type", .string("string")),
            SpecMember("enum", .array([.string("a"), .string("b")])),
        ])
        #expect(JSONWriter.text(value, layout: .pretty()) == #"{ "type": "string", "enum": ["a", "b"] }"# + "\n")
        #expect(JSONWriter.text(.number("1"), layout: .pretty()) == "1\n")
        #expect(JSONWriter.text(.object([]), layout: .pretty()) == "{}\n")
    }

    @Test func prettyBreaksWhatIsTooWideOneMemberALine() {
        let value = SpecValue.object([
            SpecMember("name", .string("catalog")),
            SpecMember("tags", .array([.string("alpha"), .string("beta")])),
            SpecMember("empty", .object([])),
        ])
        #expect(
            JSONWriter.text(value, layout: .pretty(lineWidth: 30)) == """
                {
                  "name": "catalog",
                  "tags": ["alpha", "beta"],
                  "empty": {}
                }

                """
        )
        #expect(
            JSONWriter.text(value, layout: .pretty(indentWidth: 4, lineWidth: 16)) == """
                {
                    "name": "catalog",
                    "tags": [
                        "alpha",
                        "beta"
                    ],
                    "empty": {}
                }

                """
        )
    }

    /// The limit counts the indentation and the key in front of the value, and characters rather than bytes.
    @Test func prettyMeasuresLinesInCharactersIncludingIndentAndKey() {
        let value = SpecValue.object([SpecMember("k", .array([.string("ééé")]))])
        let line = #"{ "k": ["ééé"] }"#
        #expect(line.count == 16 && line.utf8.count == 19)
        #expect(JSONWriter.text(value, layout: .pretty(lineWidth: 16)) == line + "\n")
        #expect(JSONWriter.text(value, layout: .pretty(lineWidth: 15)) == "{\n  \"k\": [\"ééé\"]\n}\n")
        // `  "k": ["ééé"]` is 14 characters: indentation and key count.
        #expect(JSONWriter.text(value, layout: .pretty(lineWidth: 13)) == "{\n  \"k\": [\n    \"ééé\"\n  ]\n}\n")
    }

    @Test func alwaysExpandedObjectsAndTheirParentsTakeOneMemberALine() {
        let value = SpecValue.object([
            SpecMember("a", .object([SpecMember("b", .object([SpecMember("c", .number("1"))]))])),
            SpecMember("list", .array([.object([SpecMember("d", .number("2"))])])),
        ])
        let layout = JSONLayout.pretty(alwaysExpands: {
            $0 == [.key("a"), .key("b")] || $0 == [.key("list"), .index(0)]
        })
        #expect(
            JSONWriter.text(value, layout: layout) == """
                {
                  "a": {
                    "b": {
                      "c": 1
                    }
                  },
                  "list": [
                    {
                      "d": 2
                    }
                  ]
                }

                """
        )
    }

    @Test func specDocumentExpandsStructureAndKeepsSmallSchemasOnOneLine() {
        let spec = SpecValue.object([
            SpecMember("name", .string("Shop")),
            SpecMember(
                "models",
                .object([
                    SpecMember(
                        "Item",
                        .object([
                            SpecMember(
                                "properties",
                                .object([SpecMember("id", .object([SpecMember("type", .string("string"))]))])
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
                        "item",
                        .object([
                            SpecMember("method", .string("GET")),
                            SpecMember("body", .object([SpecMember("$ref", .string("Item"))])),
                            SpecMember(
                                "responses",
                                .object([SpecMember("200", .object([SpecMember("$ref", .string("Item"))]))])
                            ),
                        ])
                    )
                ])
            ),
        ])
        #expect(
            JSONWriter.text(spec, layout: .specDocument) == """
                {
                  "name": "Shop",
                  "models": {
                    "Item": {
                      "properties": {
                        "id": { "type": "string" }
                      },
                      "required": ["id"]
                    }
                  },
                  "endpoints": {
                    "item": {
                      "method": "GET",
                      "body": { "$ref": "Item" },
                      "responses": {
                        "200": { "$ref": "Item" }
                      }
                    }
                  }
                }

                """
        )
    }

    // MARK: Round trip

    @Test func everyLayoutParsesBackToTheSameValue() throws {
        let path = RepositoryFiles.path("spec/catalog.json")
        let bytes = try #require(FileManager.default.contents(atPath: path))
        let value = try #require(JSONParser.parse([UInt8](bytes), file: "catalog.json").root).specValue
        for layout in [JSONLayout.compact, .pretty(), .pretty(indentWidth: 0, lineWidth: 0), .specDocument] {
            let written = JSONWriter.bytes(value, layout: layout)
            #expect(try #require(JSONParser.parse(written, file: "written.json").root).specValue == value)
        }
    }
}
