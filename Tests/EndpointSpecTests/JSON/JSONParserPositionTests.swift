import Testing

@testable import EndpointSpec

@Suite("JSON parser: values, order and positions")
struct JSONParserPositionTests {
    private func parse(_ text: String) throws -> JSONNode {
        let result = JSONParser.parse(Array(text.utf8), file: "test.json")
        #expect(result.log.sortedDiagnostics.isEmpty)
        return try #require(result.root)
    }

    private func members(_ node: JSONNode) throws -> [JSONNode.Member] {
        guard case .object(let members) = node.value else {
            Issue.record("expected an object, found \(node.typeDescription)")
            return []
        }
        return members
    }

    private func position(_ location: EndpointSpec.SourceLocation) -> String { "\(location.line):\(location.column)" }

    @Test func recordsKeyAndValuePositions() throws {
        let root = try parse("{\n  \"a\": [1, true],\n  \"b\":\n    null\n}")
        #expect(position(root.location) == "1:1")
        let members = try members(root)
        #expect(members.map(\.key) == ["a", "b"])
        #expect(members.map { position($0.keyLocation) } == ["2:3", "3:3"])
        #expect(members.map { position($0.value.location) } == ["2:8", "4:5"])
        guard case .array(let elements) = members[0].value.value else {
            Issue.record("'a' is not an array")
            return
        }
        #expect(elements.map { position($0.location) } == ["2:9", "2:12"])
    }

    @Test func countsColumnsInUnicodeScalars() throws {
        let members = try members(try parse("{\"ü😀\": \"é\", \"b\": 2}"))
        #expect(members.map(\.key) == ["ü😀", "b"])
        #expect(members.map { position($0.keyLocation) } == ["1:2", "1:13"])
        #expect(position(members[1].value.location) == "1:18")
    }

    @Test func treatsCRLFAndCRAsOneLineBreak() throws {
        let members = try members(try parse("{\r\n\"a\": 1,\r\"b\": 2}"))
        #expect(members.map { position($0.keyLocation) } == ["2:1", "3:1"])
    }

    @Test func preservesMemberOrder() throws {
        let members = try members(try parse(#"{"z": 1, "a": 2, "m": 3}"#))
        #expect(members.map(\.key) == ["z", "a", "m"])
    }

    @Test func keepsNumberLiteralsVerbatim() throws {
        let root = try parse(#"[0, -1.50, 2e10, -3.5E-2, 12345678901234567890123]"#)
        #expect(
            root.specValue
                == .array([
                    .number("0"), .number("-1.50"), .number("2e10"), .number("-3.5E-2"),
                    .number("12345678901234567890123"),
                ])
        )
    }

    @Test func decodesEscapesAndSurrogatePairs() throws {
        let root = try parse(#"["a\"b\\c\/d\b\f\n\r\t", "\u00e9\u20AC", "\ud83d\ude00", "\u0000"]"#)
        #expect(
            root.specValue
                == .array([.string("a\"b\\c/d\u{8}\u{C}\n\r\t"), .string("é€"), .string("😀"), .string("\u{0}")])
        )
    }

    @Test func convertsLiteralsAndNestedValues() throws {
        let root = try parse(#"{"t": true, "f": false, "n": null, "o": {"x": []}}"#)
        #expect(
            root.specValue
                == .object([
                    SpecMember("t", .bool(true)), SpecMember("f", .bool(false)), SpecMember("n", .null),
                    SpecMember("o", .object([SpecMember("x", .array([]))])),
                ])
        )
    }

    @Test func skipsAByteOrderMark() throws {
        let result = JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}".utf8), file: "bom.json")
        let root = try #require(result.root)
        #expect(position(root.location) == "1:1")
    }

    @Test func acceptsNestingUpToTheLimit() throws {
        let depth = JSONParser.defaultMaximumDepth
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let result = JSONParser.parse(Array(text.utf8), file: "deep.json")
        #expect(result.root != nil)
        #expect(result.log.sortedDiagnostics.isEmpty)
    }

    @Test func locatesScalarsInsideStringsWrittenWithoutEscapes() throws {
        let elements = try #require(
            {
                if case .array(let elements) = try parse(#"["/a/{id}", "/\u0061/{id}"]"#).value {
                    elements
                } else {
                    nil
                }
            }()
        )
        #expect(elements.map(\.isVerbatim) == [true, false])
        #expect(position(elements[0].location(ofScalarAt: 3)) == "1:6")
        #expect(position(elements[1].location(ofScalarAt: 3)) == "1:13")
    }
}
