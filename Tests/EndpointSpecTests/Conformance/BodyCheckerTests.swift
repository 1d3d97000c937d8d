import EndpointSpec
import Testing

// MARK: - Fixture

/// A spec with one of each construct the checker walks.
private let specText = """
    {
      "name": "Search",
      "models": {
        "Page": {
          "properties": {
            "hits": { "type": "array", "items": { "$ref": "Hit" } },
            "tags": { "type": "array", "items": { "type": "string" } },
            "counts": { "type": "object", "additionalProperties": { "type": "integer" } },
            "shape": { "$ref": "Shape" },
            "value": { "$ref": "Value" }
          },
          "required": ["hits"]
        },
        "Hit": {
          "properties": {
            "url": { "type": "string", "format": "uri" },
            "story_id": { "type": "integer" },
            "points": { "type": "integer", "format": "int32" },
            "ratio": { "type": "number", "format": "float" },
            "created_at": { "type": "string", "format": "date-time" },
            "day": { "type": "string", "format": "date" },
            "uuid": { "type": "string", "format": "uuid" },
            "blob": { "type": "string", "format": "byte" },
            "kind": { "type": "string", "enum": ["story", "comment"] },
            "color": { "$ref": "Color" },
            "flag": { "type": "boolean" },
            "extra": { "type": "any" },
            "note": { "type": "string", "nullable": true },
            "comment": { "type": "string" }
          },
          "required": ["url", "story_id", "note"]
        },
        "Color": { "type": "string", "enum": ["red", "blue"] },
        "Circle": { "properties": { "kind": { "type": "string" }, "radius": { "type": "number" } } },
        "Square": { "properties": { "kind": { "type": "string" }, "side": { "type": "number" } } },
        "Shape": {
          "oneOf": [{ "$ref": "Circle" }, { "$ref": "Square" }],
          "discriminator": { "propertyName": "kind", "mapping": { "round": "Circle" } }
        },
        "Value": { "oneOf": [{ "type": "integer" }, { "$ref": "Circle" }] }
      },
      "endpoints": {
        "search": {
          "method": "GET",
          "path": "/search",
          "responses": { "200": { "$ref": "Page" }, "204": {} }
        }
      }
    }
    """

private let spec: Spec = {
    guard let spec = SpecLoader.load(text: Array(specText.utf8), path: "search.json").spec else {
        fatalError(
            "the fixture spec does not load: \(SpecLoader.load(text: Array(specText.utf8), path: "search.json").diagnostics)"
        )
    }
    return spec
}()

/// A hit that fits; `replacing` swaps in members (JSON text) by key.
private func hit(_ replacing: [String: String] = [:], removing: Set<String> = []) -> String {
    let members: [(String, String)] = [
        ("url", #""https://example.com/a""#), ("story_id", "12"), ("points", "3"), ("ratio", "0.5"),
        ("created_at", #""2016-12-08T19:39:07Z""#), ("day", #""2016-12-08""#),
        ("uuid", #""0F6E5A3C-52F4-4A0B-9D3E-1C2B3A4D5E6F""#), ("blob", #""aGk=""#), ("kind", #""story""#),
        ("color", #""red""#), ("flag", "true"), ("extra", #"{"any": [1, null]}"#), ("note", "null"),
        ("comment", #""hi""#),
    ]
    let text = members.filter { !removing.contains($0.0) }.map { "\"\($0.0)\": \(replacing[$0.0] ?? $0.1)" }
    return "{" + text.joined(separator: ", ") + "}"
}

/// The mismatches of `body` against the `status` response (default 200) of `search`.
private func check(_ body: String?, status: Int = 200) throws -> [BodyMismatch] {
    let endpoint = try #require(spec.endpoint(named: "search"))
    let response = try #require(endpoint.response(forStatus: status))
    let node = try body.map { text in try #require(JSONDocument.parse(Array(text.utf8), file: "body.json").root) }
    return BodyChecker(spec: spec).check(node, response: response, of: endpoint, file: "body.json")
}

/// The only mismatch of `body`.
private func onlyMismatch(_ body: String) throws -> BodyMismatch {
    let mismatches = try check(body)
    #expect(mismatches.count == 1, "\(mismatches)")
    return try #require(mismatches.first)
}

// MARK: - Fitting bodies

struct BodyCheckerFitTests {
    @Test func aBodyThatFitsHasNoMismatches() throws {
        let body = #"{"hits": [\#(hit())], "tags": ["a"], "counts": {"a": 1}, "shape": {"kind": "round", "radius": 1}}"#
        #expect(try check(body).isEmpty)
    }

    @Test func keysTheSpecDoesNotDeclareAreIgnoredLikeTheDecoderIgnoresThem() throws {
        #expect(try check(#"{"hits": [], "nbHits": 3, "_highlightResult": {}}"#).isEmpty)
    }

    @Test func anOptionalPropertyMayBeAbsentOrNull() throws {
        #expect(try check(#"{"hits": [\#(hit(["comment": "null"], removing: ["points", "ratio"]))]}"#).isEmpty)
    }

    @Test func integersWrittenWithAnIntegralFractionOrExponentFit() throws {
        #expect(try check(#"{"hits": [\#(hit(["story_id": "12.0", "points": "1e3"]))]}"#).isEmpty)
    }
}

// MARK: - Null and missing keys

struct BodyCheckerPresenceTests {
    @Test func nullForANonNullablePropertySaysToMarkItNullable() throws {
        let mismatch = try onlyMismatch(#"{"hits": [\#(hit(["url": "null"]))]}"#)
        #expect(mismatch.severity == .error)
        #expect(mismatch.path == "hits[0].url")
        #expect(mismatch.found == "null")
        #expect(mismatch.expected == "`string` with format `uri`, not nullable")
        #expect(mismatch.fix == "mark `url` nullable in model `Hit` (`\"nullable\": true`)")
        #expect(mismatch.location == SourceLocation(file: "body.json", line: 1, column: 19))
        #expect(mismatch.specLocation?.line == 16)
    }

    @Test func aMissingRequiredKeySaysToLeaveItOutOfRequired() throws {
        let mismatch = try onlyMismatch(#"{"hits": [\#(hit(removing: ["story_id"]))]}"#)
        #expect(mismatch.path == "hits[0].story_id")
        #expect(mismatch.found == "no such key in this object")
        #expect(
            mismatch.fix
                == "make `story_id` optional in model `Hit`: mark it `\"optional\": true`, "
                + "or leave it out of the model's `required` list if it is listed there"
        )
        #expect(mismatch.location.column == 11)
    }

    @Test func aRequiredNullablePropertyMayBeNullButNotMissing() throws {
        #expect(try check(#"{"hits": [\#(hit(["note": "null"]))]}"#).isEmpty)
        #expect(try onlyMismatch(#"{"hits": [\#(hit(removing: ["note"]))]}"#).path == "hits[0].note")
    }

    @Test func aNullArrayElementSaysToMarkTheItemsNullable() throws {
        let mismatch = try onlyMismatch(#"{"hits": [], "tags": ["a", null]}"#)
        #expect(mismatch.path == "tags[1]")
        #expect(mismatch.fix == "mark the items of `tags` nullable in model `Page` (`\"nullable\": true`)")
    }

    @Test func aNullBodySaysToMarkTheResponseNullable() throws {
        #expect(
            try onlyMismatch("null").fix
                == "mark the `200` response of endpoint `search` nullable (`\"nullable\": true`)"
        )
    }
}

// MARK: - Types, formats and widths

struct BodyCheckerTypeTests {
    @Test func aNumberSentAsAStringSaysTheTypeToUse() throws {
        let mismatch = try onlyMismatch(#"{"hits": [\#(hit(["story_id": #""12""#]))]}"#)
        #expect(mismatch.expected == "`integer`")
        #expect(mismatch.found == #"a string "12""#)
        #expect(mismatch.fix == #"change `story_id` to `"type": "string"` in model `Hit`"#)
    }

    @Test(arguments: [
        ("flag", #""yes""#, #"`"type": "string"`"#),
        ("comment", "4.5", #"`"type": "number"`"#),
        ("comment", "[1]", "`\"type\": \"array\"` with `items`"),
        ("url", "{}", "a `$ref` to an object model"),
    ])
    func aValueOfAnotherJSONTypeIsAMismatch(key: String, value: String, suggestion: String) throws {
        let mismatch = try onlyMismatch(#"{"hits": [\#(hit([key: value]))]}"#)
        #expect(mismatch.path == "hits[0].\(key)")
        #expect(mismatch.fix.contains(suggestion), "\(mismatch.fix)")
    }

    @Test(arguments: [
        ("created_at", #""2016-12-08 19:39:07""#, "an ISO 8601 date-time"),
        ("day", #""08/12/2016""#, "a date YYYY-MM-DD"),
        ("uuid", #""not-a-uuid""#, "a UUID"),
        ("url", #""""#, "a URI"),
        // A URI template: a URL would percent-encode its braces, so the value would not come back as sent.
        ("url", #""https://api.example.com/user/repos{?type,page}""#, "a URI"),
        ("blob", #""a*b""#, "base64 data"),
    ])
    func aStringThatDoesNotHaveItsFormatsShapeSaysToRemoveTheFormat(key: String, value: String, shape: String) throws {
        let mismatch = try onlyMismatch(#"{"hits": [\#(hit([key: value]))]}"#)
        #expect(mismatch.found.contains("which is not \(shape)"), "\(mismatch.found)")
        #expect(mismatch.fix == "remove `format` from `\(key)` in model `Hit` to decode it as a `String`")
    }

    @Test func anIntegerWithAFractionSaysToUseNumber() throws {
        let mismatch = try onlyMismatch(#"{"hits": [\#(hit(["story_id": "4.5"]))]}"#)
        #expect(mismatch.fix == #"change `story_id` to `"type": "number"` in model `Hit`"#)
    }

    @Test func anIntegerTooWideForInt32SaysToUseInt64() throws {
        let mismatch = try onlyMismatch(#"{"hits": [\#(hit(["points": "3000000000"]))]}"#)
        #expect(mismatch.expected == "`integer` (format `int32`)")
        #expect(mismatch.fix == #"change `points` to `"format": "int64"` in model `Hit`"#)
    }

    @Test func aNumberTooLargeForFloatSaysToRemoveTheFormat() throws {
        let mismatch = try onlyMismatch(#"{"hits": [\#(hit(["ratio": "1e300"]))]}"#)
        #expect(mismatch.fix.hasPrefix(#"remove `"format": "float"` from `ratio` in model `Hit`"#))
    }

    @Test func mapValuesAreCheckedWithTheirKeysInThePath() throws {
        let mismatch = try onlyMismatch(#"{"hits": [], "counts": {"ok": 1, "content-type": "x"}}"#)
        #expect(mismatch.path == #"counts["content-type"]"#)
        #expect(mismatch.fix == #"change the values of `counts` to `"type": "string"` in model `Page`"#)
    }
}

// MARK: - Enumerations and unions

struct BodyCheckerModelTests {
    @Test func aValueAnOpenEnumDoesNotListIsAWarningBecauseItDecodesAsUnknown() throws {
        let mismatches = try check(#"{"hits": [\#(hit(["kind": #""job""#, "color": #""green""#]))]}"#)
        #expect(mismatches.map(\.severity) == [.warning, .warning])
        #expect(
            mismatches.map(\.fix) == [
                #"it decodes as `unknown`; add "job" to `enum` of `kind` in model `Hit`"#,
                #"it decodes as `unknown`; add "green" to `enum` of model `Color`"#,
            ]
        )
    }

    @Test func theDiscriminatorSelectsTheAlternativeToCheck() throws {
        let mismatch = try onlyMismatch(#"{"hits": [], "shape": {"kind": "Square", "side": "2"}}"#)
        #expect(mismatch.path == "shape.side")
        #expect(mismatch.fix == #"change `side` to `"type": "string"` in model `Square`"#)
    }

    @Test func aDiscriminatorValueThatSelectsNothingListsTheValues() throws {
        let mismatch = try onlyMismatch(#"{"hits": [], "shape": {"kind": "triangle"}}"#)
        #expect(mismatch.path == "shape.kind")
        #expect(mismatch.expected == #"one of "round", "Square", selecting an alternative of `Shape`"#)
    }

    @Test func aUnionWithoutDiscriminatorTakesTheFirstAlternativeThatFits() throws {
        #expect(try check(#"{"hits": [], "value": 3}"#).isEmpty)
        #expect(try check(#"{"hits": [], "value": {"kind": "c", "radius": 1}}"#).isEmpty)
    }

    @Test func aUnionValueThatFitsNoAlternativeExplainsTheClosestOne() throws {
        let mismatches = try check(#"{"hits": [], "value": {"kind": "c", "radius": "big"}}"#)
        #expect(mismatches.count == 2)
        #expect(mismatches.first?.expected == "one of the alternatives of `Value` (`integer`, a `Circle` object)")
        #expect(mismatches.first?.fix == "the closest, a `Circle` object, fails as reported next")
        #expect(mismatches.last?.path == "value.radius")
    }
}

// MARK: - The body as a whole

struct BodyCheckerBodyTests {
    @Test func everyMismatchIsReportedInOneRunInBodyOrder() throws {
        let body =
            #"{"hits": [\#(hit(["url": "null"])), \#(hit(["story_id": #""1""#], removing: ["note"]))], "tags": [1]}"#
        let mismatches = try check(body)
        #expect(mismatches.map(\.path) == ["hits[0].url", "hits[1].note", "hits[1].story_id", "tags[0]"])
        #expect(mismatches.map(\.location) == mismatches.map(\.location).sorted())
    }

    @Test func aBodyForAResponseWithoutSchemaSaysToGiveItOne() throws {
        let mismatch = try #require(try check("{}", status: 204).first)
        #expect(mismatch.fix == "give the `204` response of endpoint `search` a schema")
        #expect(try check(nil, status: 204).isEmpty)
    }

    @Test func anEmptyBodyForAResponseWithSchemaIsAMismatchAtTheStartOfTheFile() throws {
        let mismatch = try #require(try check(nil).first)
        #expect(mismatch.found == "nothing (the body is empty)")
        #expect(mismatch.location == SourceLocation(file: "body.json", line: 1, column: 1))
    }

    @Test func aMismatchPrintsAsALocatedDiagnostic() throws {
        let mismatch = try onlyMismatch(#"{"hits": [\#(hit(["url": "null"]))]}"#)
        #expect(
            mismatch.description
                == "body.json:1:19: error: at hits[0].url: the spec says `string` with format `uri`, not nullable, "
                + "the body has null; mark `url` nullable in model `Hit` (`\"nullable\": true`)"
        )
    }
}
