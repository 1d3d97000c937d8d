import EndpointTestSupport
import Testing

@testable import EndpointSpec

/// The YAML parser's behaviour beyond the conformance suite: the core schema, JSON compatibility, locations,
/// errors and limits on hostile input.
@Suite struct YAMLParserTests {
    private func parse(_ text: String, maximumAliasNodes: Int = YAMLParser.defaultMaximumAliasNodes) -> JSONParseResult
    {
        YAMLParser.parse(Array(text.utf8), file: "spec.yaml", maximumAliasNodes: maximumAliasNodes)
    }

    private func value(_ text: String) -> SpecValue? {
        let result = parse(text)
        return result.log.hasErrors ? nil : result.root?.specValue
    }

    private func firstError(_ text: String) -> String? {
        parse(text).log.sortedDiagnostics.first { $0.severity == .error }?.description
    }

    // MARK: - Core schema

    @Test func plainScalarsResolveByTheCoreSchema() {
        let resolved = value(
            """
            a: true
            b: False
            c: ~
            d:
            e: 0x1F
            f: 0o17
            g: +12
            h: 007
            i: -.5
            j: 1.
            k: 1e3
            l: yes
            m: "true"
            n: '12'
            o: !!str 12
            p: !!int "12"
            q: 1_000
            """
        )
        let expected: [(String, SpecValue)] = [
            ("a", .bool(true)), ("b", .bool(false)), ("c", .null), ("d", .null), ("e", .number("31")),
            ("f", .number("15")), ("g", .number("12")), ("h", .number("7")), ("i", .number("-0.5")),
            ("j", .number("1.0")), ("k", .number("1e3")), ("l", .string("yes")), ("m", .string("true")),
            ("n", .string("12")), ("o", .string("12")), ("p", .number("12")), ("q", .string("1_000")),
        ]
        #expect(resolved == .object(expected.map { SpecMember($0.0, $0.1) }))
    }

    @Test func keysAreTheirTextAsWritten() {
        #expect(
            value("200: ok\nyes: 1\non: 2\n~: 3\n1.50: 4")
                == .object([
                    SpecMember("200", .string("ok")), SpecMember("yes", .number("1")), SpecMember("on", .number("2")),
                    SpecMember("~", .number("3")), SpecMember("1.50", .number("4")),
                ])
        )
    }

    @Test func infinityAndNotANumberAreErrorsAsValuesButFineAsKeys() {
        #expect(firstError("a: .inf") == "spec.yaml:1:4: error: " + YAMLScalarResolver.notRepresentable(".inf"))
        #expect(firstError("- -.Inf") != nil)
        #expect(firstError("- .nan") != nil)
        #expect(value(".inf: x") == .object([SpecMember(".inf", .string("x"))]))
        #expect(value("a: '.inf'") == .object([SpecMember("a", .string(".inf"))]))
    }

    // MARK: - Merge keys and aliases

    @Test func mergeKeysAddMembersTheMappingDoesNotDefine() {
        let yaml = """
            base: &base {type: object, description: base}
            other: &other {format: x, description: other}
            pet:
              description: own
              <<: [*base, *other]
            """
        guard case .object(let members)? = value(yaml), let pet = members.last?.value else {
            Issue.record("does not parse")
            return
        }
        #expect(
            pet
                == .object([
                    SpecMember("description", .string("own")), SpecMember("type", .string("object")),
                    SpecMember("format", .string("x")),
                ])
        )
        #expect(
            firstError("a: &a x\nb:\n  <<: *a") == "spec.yaml:3:7: error: the merge key '<<' takes a mapping "
                + "or a sequence of mappings (usually aliases such as *base)"
        )
    }

    @Test func aBillionLaughsIsALocatedErrorNotAnExhaustedMachine() {
        var lines = ["a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        for level in 1...9 {
            let previous = "*a\(level - 1)"
            lines.append("a\(level): &a\(level) [\(Array(repeating: previous, count: 10).joined(separator: ", "))]")
        }
        let result = parse(lines.joined(separator: "\n"))
        let error = result.log.sortedDiagnostics.first
        #expect(result.root == nil)
        #expect(error?.message.contains("alias bomb") == true)
        #expect(error?.location.line == 6)
        #expect(value("a: &a [1, 2]\nb: [*a, *a]") != nil)
    }

    @Test func aliasesAreBoundedByTheNodesTheyAdd() {
        #expect(parse("a: &a [1, 2, 3]\nb: [*a, *a]", maximumAliasNodes: 8).root != nil)
        #expect(parse("a: &a [1, 2, 3]\nb: [*a, *a, *a]", maximumAliasNodes: 8).root == nil)
    }

    @Test func unknownAndRecursiveAliasesAreErrors() {
        #expect(firstError("a: *b") == "spec.yaml:1:4: error: unknown alias '*b'; no anchor '&b' is defined before it")
        #expect(firstError("a: &a [*a]")?.contains("recursive alias") == true)
    }

    // MARK: - Errors

    @Test(arguments: [
        ("a: 1\na: 2", "spec.yaml:2:1: error: duplicate key 'a'"),
        ("a: \"x", "spec.yaml:1:4: error: unterminated double-quoted scalar; expected a closing '\"'"),
        ("a: 'x", "spec.yaml:1:4: error: unterminated single-quoted scalar; expected a closing '''"),
        ("a:\n\tb: 1", "spec.yaml:2:2: error: a tab character cannot be used for indentation; indent with spaces"),
        (
            "a: 1\n---\nb: 2",
            "spec.yaml:2:1: error: a second YAML document starts here; EndpointKit reads one "
                + "document per file"
        ),
        (
            "a: !thing x",
            "spec.yaml:1:4: error: unknown tag '!thing'; only the standard tags !!str, !!int, !!float, "
                + "!!bool, !!null, !!map and !!seq can be used, since JSON has no other types"
        ),
        (
            "? [a]\n: b",
            "spec.yaml:1:3: error: a sequence cannot be a mapping key; JSON object keys are strings, so "
                + "keys must be scalars"
        ),
        ("a: !!int x", "spec.yaml:1:4: error: 'x' is not an integer, as its tag '!!int' requires"),
        (
            "a:\n  b: 1\n c: 2",
            "spec.yaml:3:2: error: expected a mapping key at this indentation, found a block mapping"
        ),
        ("", "spec.yaml:1:1: error: the document is empty; expected a YAML mapping"),
        (
            "a: \"\\q\"",
            "spec.yaml:1:5: error: invalid escape sequence: '\\' followed by 'q'; valid escapes are \\0 \\a "
                + "\\b \\t \\n \\v \\f \\r \\e \\  \\\" \\/ \\\\ \\N \\_ \\L \\P \\xXX \\uXXXX \\UXXXXXXXX and a line break"
        ),
    ])
    func malformedInputIsALocatedError(_ text: String, _ expected: String) {
        #expect(firstError(text) == expected)
    }

    @Test func controlCharactersAndInvalidUTF8AreLocatedErrors() {
        let control = YAMLParser.parse(Array("a: b\nc: \u{01}".utf8), file: "spec.yaml")
        #expect(control.log.sortedDiagnostics.first?.location.description == "spec.yaml:2:4")
        let invalid = YAMLParser.parse([0x61, 0x3A, 0x20, 0xFF], file: "spec.yaml")
        #expect(invalid.log.sortedDiagnostics.first?.description == "spec.yaml:1:4: error: invalid UTF-8 byte 0xFF")
    }

    @Test func textsOfTwoGigabytesOrMoreAreRefused() {
        let result = YAMLParser.parse(Array("a: 1\n".utf8), file: "spec.yaml", maximumByteCount: 4)
        #expect(
            result.log.sortedDiagnostics.map(\.description) == [
                "spec.yaml:1:1: error: the YAML text is 5 bytes long; EndpointKit reads YAML documents of up to 4 bytes"
            ]
        )
        #expect(YAMLParser.maximumByteCount == Int(Int32.max) - 1)
    }

    @Test func nestingIsBoundedLikeJSON() {
        let deepFlow = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        #expect(parse(deepFlow).root == nil)
        var deepBlock = ""
        for level in 0..<300 { deepBlock += String(repeating: " ", count: level) + "k:\n" }
        #expect(parse(deepBlock).root == nil)
        let shallow = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        #expect(parse(shallow).root != nil)
    }

    // MARK: - Locations

    @Test func keysAndValuesAreLocated() throws {
        let root = try #require(parse("openapi: 3.1.0\ninfo:\n  title: \"Pets\"\n  tags: [a, 'b']\n").root)
        guard case .object(let members) = root.value, case .object(let info) = members[1].value.value,
            case .array(let tags) = info[1].value.value
        else {
            Issue.record("unexpected shape")
            return
        }
        #expect(members[0].keyLocation.description == "spec.yaml:1:1")
        #expect(members[0].value.location.description == "spec.yaml:1:10")
        #expect(info[0].keyLocation.description == "spec.yaml:3:3")
        #expect(info[0].value.location.description == "spec.yaml:3:10")
        #expect(info[0].value.location(ofScalarAt: 1).description == "spec.yaml:3:12")
        #expect(tags[1].location.description == "spec.yaml:4:13")
    }

    // MARK: - JSON is YAML

    @Test func everyJSONDocumentParsesAsYAMLToTheSameValue() {
        var generator = SeededGenerator(seed: 14)
        for _ in 0..<300 {
            let json = RandomJSON.document(using: &generator)
            let bytes = Array(json.utf8)
            guard let expected = JSONParser.parse(bytes, file: "a.json").root?.specValue else {
                Issue.record("the generator wrote invalid JSON: \(json)")
                continue
            }
            let yaml = YAMLParser.parse(bytes, file: "a.json")
            #expect(yaml.root?.specValue == expected, "\(json)")
            #expect(!yaml.log.hasErrors, "\(yaml.log.sortedDiagnostics.first?.description ?? "")")
        }
    }

    @Test func literalAndFoldedBlockScalars() {
        let yaml = """
            literal: |
              line one
                indented
              line three
            folded: >-
              folded
              text

              new paragraph
            kept: |+
              kept

            stripped: |2-
                two extra
            """
        #expect(
            value(yaml)
                == .object([
                    SpecMember("literal", .string("line one\n  indented\nline three\n")),
                    SpecMember("folded", .string("folded text\nnew paragraph")),
                    SpecMember("kept", .string("kept\n\n")),
                    SpecMember("stripped", .string("  two extra")),
                ])
        )
    }

    /// A block scalar whose lines are all empty (spaces only) takes the indentation of its longest line, so a line
    /// of spaces deeper than the next key is part of it, not an error; every chomping indicator, expected values
    /// as PyYAML (and the YAML 1.2 spec) loads them.
    @Test(arguments: [
        ("a: |+\n      \nb: x\n", "\n"),
        ("a: |\n      \nb: x\n", ""),
        ("a: |-\n      \nb: x\n", ""),
        ("a: >+\n      \nb: x\n", "\n"),
        ("a: >\n      \nb: x\n", ""),
        ("a: |+\n   \n      \nb: x\n", "\n\n"),
        ("a: |\n   \n      \nb: x\n", ""),
        ("a: |+\n      \n", "\n"),
        ("a: |\n      \n", ""),
        ("a: |-\n      \n", ""),
        ("a: |+\n\n\n", "\n\n"),
        ("a: |\n\n\n", ""),
        ("a: |+\nb: x\n", ""),
        ("a: |\n  x\n      \n   \nb: x\n", "x\n    \n \n"),
        ("a: |-\n  x\n      \n   \nb: x\n", "x\n    \n "),
        ("a: |+\n  x\n      \n   \n", "x\n    \n \n"),
        ("a: >-\n  x\n      \n   \n", "x\n    \n "),
        ("c:\n  a: |+\n        \n  b: x\n", "\n"),
        ("c:\n- |+\n     \n- x\n", "\n"),
    ])
    func blockScalarsOfOnlyEmptyLines(_ text: String, _ expected: String) {
        let result = parse(text)
        #expect(!result.log.hasErrors, "\(result.log.sortedDiagnostics.first?.description ?? "")")
        guard case .object(let members)? = result.root?.specValue, let first = members.first else {
            Issue.record("not a mapping: \(text)")
            return
        }
        var value = first.value
        if case .object(let nested) = value, let inner = nested.first { value = inner.value }
        if case .array(let elements) = value, let element = elements.first { value = element }
        #expect(value == .string(expected), "\(text.debugDescription)")
    }
}
