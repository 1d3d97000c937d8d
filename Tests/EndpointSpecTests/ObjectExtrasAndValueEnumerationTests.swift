import EndpointSpec
import Testing

/// Integer, number and boolean enumeration models, `additionalProperties` and `variant` on object models: how they
/// decode and what is reported.
struct ObjectExtrasAndValueEnumerationTests {
    private func load(_ models: String) -> SpecLoadResult {
        let text = """
            {
              "name": "Extras",
              "models": {
                "Card": { "properties": { "kind": { "type": "string" } } },
                "Bank": { "properties": { "kind": { "type": "string" } } },
                "Method": { "oneOf": [{ "$ref": "Card" }, { "$ref": "Bank" }] },
                \(models)
              },
              "endpoints": {}
            }
            """
        return SpecLoader.load(text: Array(text.utf8), path: "extras.json")
    }

    private func messages(_ result: SpecLoadResult) -> [String] {
        result.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.severity.rawValue): \($0.message)" }
    }

    // MARK: Value enumerations

    @Test func integerEnumerationKeepsValuesFormatAndCaseNames() throws {
        let result = load(
            #""Level": { "type": "integer", "format": "int32", "enum": [1, 2], "caseNames": ["low", "high"] }"#
        )
        let model = try #require(result.spec?.model(named: "Level"), "\(messages(result))")
        #expect(result.diagnostics.isEmpty, "\(messages(result))")
        #expect(
            model.kind
                == .valueEnumeration(
                    ValueEnumeration(
                        type: .integer(.int32),
                        cases: [
                            .init(value: .number("1"), swiftName: "low"), .init(value: .number("2"), swiftName: "high"),
                        ]
                    )
                )
        )
    }

    @Test func numberValuesAreOneSpellingAndBooleansAreBooleans() throws {
        let result = load(
            #""Ratio": { "type": "number", "enum": [0.50, 1e0] }, "Flag": { "type": "boolean", "enum": [true] }"#
        )
        let ratio = try #require(result.spec?.model(named: "Ratio"), "\(messages(result))")
        #expect(
            ratio.kind
                == .valueEnumeration(
                    ValueEnumeration(
                        type: .number(.double),
                        cases: [.init(value: .number("0.5")), .init(value: .number("1"))]
                    )
                )
        )
        let flag = try #require(result.spec?.model(named: "Flag"))
        #expect(flag.kind == .valueEnumeration(ValueEnumeration(type: .boolean, cases: [.init(value: .bool(true))])))
    }

    @Test(
        arguments: [
            (
                #""Bad": { "type": "integer", "enum": [1, "two"] }"#,
                "7:45: error: enum value must be an integer, found a string"
            ),
            (#""Bad": { "type": "number", "enum": [1, 1.0] }"#, "7:44: error: duplicate enum value 1"),
            (
                #""Bad": { "type": "integer", "enum": [1, 2], "caseNames": ["one"] }"#,
                "7:62: error: 'caseNames' lists 1 names for 2 enum values; give one name per value, in order"
            ),
            (
                #""Bad": { "type": "integer", "enum": [1], "caseNames": ["unknown"] }"#,
                "7:60: error: case name 'unknown' must be a valid Swift identifier other than 'unknown'"
            ),
            (
                #""Bad": { "type": "boolean", "format": "int32", "enum": [true] }"#,
                "7:43: error: format 'int32' is not valid for an enumeration of type 'boolean'; use no 'format'"
            ),
            (
                #""Bad": { "type": "string", "enum": ["a"], "caseNames": ["b"] }"#,
                "7:47: error: 'caseNames' is not allowed on a string enumeration model"
            ),
        ]
    )
    func valueEnumerationMistakesAreLocated(model: String, expected: String) {
        #expect(messages(load(model)).contains(expected), "\(messages(load(model)))")
    }

    // MARK: Additional properties and variants

    @Test func additionalPropertiesAndVariantDecode() throws {
        let result = load(
            """
            "Payment": {
                  "properties": { "amount": { "type": "integer" } },
                  "additionalProperties": { "type": "string" },
                  "variant": { "$ref": "Method" }
                },
                "Loose": { "properties": {}, "additionalProperties": true }
            """
        )
        #expect(result.diagnostics.isEmpty, "\(messages(result))")
        let payment = try #require(result.spec?.model(named: "Payment"))
        #expect(payment.additionalProperties?.kind == .string)
        #expect(payment.variant?.kind == .reference("Method"))
        #expect(try #require(result.spec?.model(named: "Loose")).additionalProperties?.kind == .any)
    }

    @Test(
        arguments: [
            (
                #""Bad": { "properties": {}, "variant": { "$ref": "Card" } }"#,
                "7:43: error: 'variant' of model 'Bad' refers to model 'Card', which is not a oneOf model; the variant is decoded from the same JSON object as the properties"
            ),
            (
                #""Bad": { "properties": {}, "variant": { "type": "string" } }"#,
                "7:43: error: 'variant' of model 'Bad' must be a '$ref' to a oneOf model"
            ),
            (
                #""Bad": { "type": "string", "enum": ["a"], "additionalProperties": true }"#,
                "7:47: error: 'additionalProperties' is only allowed on a model with 'properties'"
            ),
            (
                #""Bad": { "oneOf": [{ "$ref": "Card" }], "variant": { "$ref": "Method" } }"#,
                "7:45: error: 'variant' cannot be combined with 'oneOf'"
            ),
        ]
    )
    func objectExtraMistakesAreLocated(model: String, expected: String) {
        #expect(messages(load(model)).contains(expected), "\(messages(load(model)))")
    }
}
