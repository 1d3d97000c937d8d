import Testing

@testable import EndpointSpec

/// Malformed input and the single located error the parser must report for it.
struct MalformedJSONCase: Sendable, CustomTestStringConvertible {
    var name: String
    var bytes: [UInt8]
    var expected: String

    init(_ name: String, _ text: String, _ expected: String) {
        self.init(name, Array(text.utf8), expected)
    }

    init(_ name: String, _ bytes: [UInt8], _ expected: String) {
        self.name = name
        self.bytes = bytes
        self.expected = expected
    }

    var testDescription: String { name }

    static let all: [MalformedJSONCase] = [
        MalformedJSONCase("empty input", "", "1:1: error: the spec is empty; expected a JSON object"),
        MalformedJSONCase("only whitespace", " \n\t", "1:1: error: the spec is empty; expected a JSON object"),
        MalformedJSONCase("truncated after colon", #"{"a": "#, "1:7: error: unexpected end of input; expected a value"),
        MalformedJSONCase(
            "truncated after value",
            #"{"a": 1"#,
            "1:8: error: expected ',' or '}' after object member, found end of input"
        ),
        MalformedJSONCase(
            "truncated array",
            "[1, 2",
            "1:6: error: expected ',' or ']' after array element, found end of input"
        ),
        MalformedJSONCase(
            "unterminated string",
            #"{"a": "abc"#,
            #"1:7: error: unterminated string; expected a closing '"'"#
        ),
        MalformedJSONCase(
            "unterminated string after an escape",
            #"["abc\"#,
            #"1:2: error: unterminated string; expected a closing '"'"#
        ),
        MalformedJSONCase(
            "invalid UTF-8 in a string",
            [0x5B, 0x22, 0x61, 0xFF, 0x22, 0x5D],
            "1:4: error: invalid UTF-8 byte 0xFF in a string"
        ),
        MalformedJSONCase(
            "overlong UTF-8 encoding",
            [0x5B, 0x22, 0xC0, 0x80, 0x22, 0x5D],
            "1:3: error: invalid UTF-8 byte 0xC0 in a string"
        ),
        MalformedJSONCase(
            "UTF-8 encoded surrogate",
            [0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D],
            "1:3: error: invalid UTF-8 byte 0xED in a string"
        ),
        MalformedJSONCase(
            "truncated UTF-8 sequence",
            [0x5B, 0x22, 0xE2, 0x82],
            "1:3: error: invalid UTF-8 byte 0xE2 in a string"
        ),
        MalformedJSONCase(
            "invalid UTF-8 outside a string",
            [0x5B, 0x31, 0x2C, 0x20, 0xFE, 0x5D],
            "1:5: error: expected a value, found invalid UTF-8 byte 0xFE"
        ),
        MalformedJSONCase(
            "bad escape",
            #"["a\q"]"#,
            #"1:4: error: invalid escape sequence: '\' followed by 'q'; valid escapes are \" \\ \/ \b \f \n \r \t and \uXXXX"#
        ),
        MalformedJSONCase(
            "short unicode escape",
            #"["\u12"]"#,
            "1:3: error: invalid unicode escape: '\\u' must be followed by 4 hex digits, found '\"'"
        ),
        MalformedJSONCase(
            "lone high surrogate",
            #"["\ud800"]"#,
            #"1:3: error: unpaired surrogate '\uD800' in a string; a high surrogate (D800–DBFF) must be followed by a low surrogate (DC00–DFFF)"#
        ),
        MalformedJSONCase(
            "lone low surrogate",
            #"["x\udc00"]"#,
            #"1:4: error: unpaired surrogate '\uDC00' in a string; a high surrogate (D800–DBFF) must be followed by a low surrogate (DC00–DFFF)"#
        ),
        MalformedJSONCase(
            "high surrogate followed by a non-surrogate escape",
            #"["\ud800\u0041"]"#,
            #"1:3: error: unpaired surrogate '\uD800' in a string; a high surrogate (D800–DBFF) must be followed by a low surrogate (DC00–DFFF)"#
        ),
        MalformedJSONCase(
            "raw newline in a string",
            "[\"a\nb\"]",
            #"1:4: error: unescaped control character U+000A in a string; write it as an escape such as '\n' or '\u000A'"#
        ),
        MalformedJSONCase(
            "raw tab in a string",
            "[\"a\tb\"]",
            #"1:4: error: unescaped control character U+0009 in a string; write it as an escape such as '\n' or '\u0009'"#
        ),
        MalformedJSONCase(
            "trailing garbage",
            "{}\n  x",
            "2:3: error: unexpected 'x' after the end of the JSON document"
        ),
        MalformedJSONCase("second document", "{} {}", "1:4: error: unexpected '{' after the end of the JSON document"),
        MalformedJSONCase("trailing comma in object", #"{"a": 1, }"#, "1:8: error: trailing comma before '}'"),
        MalformedJSONCase("trailing comma in array", "[1,\n]", "1:3: error: trailing comma before ']'"),
        MalformedJSONCase("leading zero", "[01]", "1:2: error: numbers must not have leading zeros"),
        MalformedJSONCase("negative leading zero", "[-00.5]", "1:2: error: numbers must not have leading zeros"),
        MalformedJSONCase("lone minus", "[-]", "1:3: error: expected a digit after '-', found ']'"),
        MalformedJSONCase(
            "missing fraction digits",
            "[1.]",
            "1:4: error: expected a digit after '.' in a number, found ']'"
        ),
        MalformedJSONCase(
            "missing exponent digits",
            "[1e+]",
            "1:5: error: expected a digit in the exponent of a number, found ']'"
        ),
        MalformedJSONCase("plus sign", "[+1]", "1:2: error: expected a value, found '+'"),
        MalformedJSONCase("truncated literal", "[tru]", "1:2: error: expected a value, found 'tru'"),
        MalformedJSONCase("capitalized literal", "[True]", "1:2: error: expected a value, found 'True'"),
        MalformedJSONCase("unquoted key", "{name: 1}", "1:2: error: expected a string key or '}', found 'name'"),
        MalformedJSONCase("single quotes", "{'a': 1}", "1:2: error: expected a string key or '}', found '''"),
        MalformedJSONCase("missing colon", #"{"a" 1}"#, "1:6: error: expected ':' after key 'a', found '1'"),
        MalformedJSONCase("missing key after comma", #"{"a": 1, 2}"#, "1:10: error: expected a string key, found '2'"),
        MalformedJSONCase(
            "missing comma in array",
            "[1 2]",
            "1:4: error: expected ',' or ']' after array element, found '2'"
        ),
        MalformedJSONCase("comment", "// spec\n{}", "1:1: error: expected a value, found '/'"),
        MalformedJSONCase("control character outside strings", "[\u{1}]", "1:2: error: expected a value, found U+0001"),
        MalformedJSONCase(
            "nesting too deep",
            String(repeating: "[", count: 300),
            "1:257: error: arrays and objects are nested more than 256 levels deep"
        ),
    ]
}

@Suite("JSON parser: malformed input")
struct JSONParserErrorTests {
    @Test(arguments: MalformedJSONCase.all)
    func reportsOneLocatedError(_ malformed: MalformedJSONCase) {
        let result = JSONParser.parse(malformed.bytes, file: "bad.json")
        #expect(result.root == nil)
        let rendered = result.log.sortedDiagnostics.map {
            "\($0.location.line):\($0.location.column): \($0.severity.rawValue): \($0.message)"
        }
        #expect(rendered == [malformed.expected])
    }

    @Test func reportsDuplicateKeysWithANoteAndKeepsTheFirst() throws {
        let result = JSONParser.parse(Array("{\"a\": 1,\n \"b\": 2,\n \"a\": 3}".utf8), file: "dup.json")
        let root = try #require(result.root)
        #expect(
            result.log.sortedDiagnostics.map(\.description) == [
                "dup.json:3:2: error: duplicate key 'a'",
                "dup.json:1:2: note: 'a' was first defined here",
            ]
        )
        #expect(root.specValue == .object([SpecMember("a", .number("1")), SpecMember("b", .number("2"))]))
    }

    @Test func reportsEveryDuplicateKeyAtEveryDepth() {
        let result = JSONParser.parse(Array(#"{"a": {"x": 1, "x": 2}, "a": 3}"#.utf8), file: "dup.json")
        #expect(
            result.log.sortedDiagnostics.filter { $0.severity == .error }.map(\.message) == [
                "duplicate key 'x'", "duplicate key 'a'",
            ]
        )
    }

    @Test func reportsDuplicatesInObjectsWithManyKeysAgainstTheFirstOccurrence() throws {
        // Past a dozen keys, duplicates are found through an index instead of a scan: same answers.
        let keys = (0..<20).map { "\"k\($0)\": \($0)" } + ["\"k3\": 99", "\"k17\": 98", "\"k19\": 97"]
        let result = JSONParser.parse(Array(("{" + keys.joined(separator: ",\n") + "}").utf8), file: "many.json")
        let root = try #require(result.root)
        #expect(
            result.log.sortedDiagnostics.map(\.description) == [
                "many.json:21:1: error: duplicate key 'k3'",
                "many.json:4:1: note: 'k3' was first defined here",
                "many.json:22:1: error: duplicate key 'k17'",
                "many.json:18:1: note: 'k17' was first defined here",
                "many.json:23:1: error: duplicate key 'k19'",
                "many.json:20:1: note: 'k19' was first defined here",
            ]
        )
        guard case .object(let members) = root.value else {
            Issue.record("expected an object")
            return
        }
        #expect(members.map(\.key) == (0..<20).map { "k\($0)" })
        #expect(members[3].value.specValue == .number("3"))
    }

    @Test func stringsWithAPlainStartAndEscapesOrNonASCIILaterDecodeWhole() throws {
        let result = JSONParser.parse(
            Array(#"["plain then \"quoted\" \u00e9", "plain then é", "end\n"]"#.utf8),
            file: "s.json"
        )
        let root = try #require(result.root)
        #expect(
            root.specValue
                == .array([.string("plain then \"quoted\" é"), .string("plain then é"), .string("end\n")])
        )
        guard case .array(let elements) = root.value else {
            Issue.record("expected an array")
            return
        }
        #expect(elements.map(\.isVerbatim) == [false, true, false])
    }

    @Test func survivesVeryDeepNestingWithoutOverflowingTheStack() {
        let text = String(repeating: "{\"a\":", count: 100_000)
        let result = JSONParser.parse(Array(text.utf8), file: "deep.json")
        #expect(result.root == nil)
        #expect(
            result.log.sortedDiagnostics.first?.message == "arrays and objects are nested more than 256 levels deep"
        )
    }
}
