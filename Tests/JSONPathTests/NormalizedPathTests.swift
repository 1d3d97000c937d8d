import JSONPath
import Testing

/// Normalized paths (RFC 9535 §2.7) and the locations behind them.
@Suite struct NormalizedPathTests {
    @Test func rootAndSimpleSteps() {
        #expect(JSONPathComponent.normalizedPath([]) == "$")
        #expect(
            JSONPathComponent.normalizedPath([.name("paths"), .name("/pets"), .index(0)]) == "$['paths']['/pets'][0]"
        )
        #expect(JSONPathComponent.index(12).normalizedSegment == "[12]")
    }

    @Test(arguments: [
        ("it's", #"['it\'s']"#),
        (#"back\slash"#, #"['back\\slash']"#),
        (#"say "hi""#, #"['say "hi"']"#),
        ("\u{8}\u{C}\n\r\t", #"['\b\f\n\r\t']"#),
        ("\u{0}\u{1}\u{1F}", #"['\u0000\u0001\u001f']"#),
        ("\u{1A}\u{B}", #"['\u001a\u000b']"#),
        ("\u{7F} é ☺ 😀", "['\u{7F} é ☺ 😀']"),
        ("", "['']"),
    ])
    func namesAreEscapedTheNormalWay(name: String, segment: String) {
        #expect(JSONPathComponent.name(name).normalizedSegment == segment)
    }

    @Test func matchesCarryLocationsAndPaths() throws {
        let document: JSONValue = ["a": ["b": [10, 20]], "it's": ["b": 30]]
        let matches = try JSONPathQuery(parsing: "$..b[-1]").select(in: document)
        #expect(matches.map(\.node) == [20])
        #expect(matches.map(\.location) == [[.name("a"), .name("b"), .index(1)]])
        #expect(matches.map(\.normalizedPath) == ["$['a']['b'][1]"])
        let quoted = try JSONPathQuery(parsing: "$[*].b").select(in: document)
        #expect(quoted.map(\.normalizedPath) == ["$['a']['b']", #"$['it\'s']['b']"#])
        #expect(try JSONPathQuery(parsing: "$").select(in: document).map(\.normalizedPath) == ["$"])
    }

    @Test func everyNormalizedPathSelectsItsNode() throws {
        let document = try TestJSONParser.parse(#"{"x": [1, {"'\\\"\u0007\n": [true, null]}], "": {"é": "e\u0301"}}"#)
        for match in try JSONPathQuery(parsing: "$..*").select(in: document) {
            let again = try JSONPathQuery(parsing: match.normalizedPath).select(in: document)
            #expect(again.map(\.node) == [match.node], "\(match.normalizedPath)")
            #expect(again.map(\.location) == [match.location])
        }
    }
}
