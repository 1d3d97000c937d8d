import EndpointSpec
import Testing

/// Schemas: types and formats, nullability, composition, enumerations, maps, references and annotations.
struct SchemaMappingTests {
    @Test(
        arguments: [
            (#"{ "type": "string" }"#, "string"), (#"{ "type": "string", "format": "date" }"#, "date"),
            (#"{ "type": "string", "format": "date-time" }"#, "date-time"),
            (#"{ "type": "string", "format": "uuid" }"#, "uuid"),
            (#"{ "type": "string", "format": "uri" }"#, "uri"), (#"{ "type": "string", "format": "byte" }"#, "byte"),
            (#"{ "type": "string", "format": "email" }"#, "string"),
            (#"{ "type": "string", "format": "binary" }"#, "byte"),
            (#"{ "type": "integer" }"#, "integer"), (#"{ "type": "integer", "format": "int32" }"#, "integer(int32)"),
            (#"{ "type": "integer", "format": "int64" }"#, "integer(int64)"),
            (#"{ "type": "integer", "format": "uint8" }"#, "integer"),
            (#"{ "type": "number" }"#, "number(double)"),
            (#"{ "type": "number", "format": "float" }"#, "number(float)"),
            (#"{ "type": "number", "format": "double" }"#, "number(double)"),
            (#"{ "type": "number", "format": "decimal" }"#, "number(double)"),
            (#"{ "type": "boolean" }"#, "boolean"),
            (#"{ "type": "array", "items": { "type": "integer" } }"#, "[integer]"),
            (#"{ "type": "object", "additionalProperties": { "type": "boolean" } }"#, "[String: boolean]"),
            (#"{ "type": "object", "additionalProperties": true }"#, "[String: any]"),
            (#"{ "type": "object" }"#, "[String: any]"),
            (#"{ "additionalProperties": { "type": "string" } }"#, "[String: string]"),
            (#"{ "items": { "type": "string" } }"#, "[string]"),
            (#"{}"#, "any"), (#"{ "description": "Anything." }"#, "any"),
            (#"{ "enum": ["a", "b", "a"] }"#, "enum(a,b)"),
            (#"{ "type": "string", "nullable": true }"#, "string?"),
        ]
    )
    func typesAndFormatsMap(schema: String, expected: String) throws {
        let (shape, harness) = try ImportHarness.shape(of: schema)
        #expect(shape == expected)
        #expect(harness.diagnostics.isEmpty)
    }

    @Test(
        arguments: [
            (#"{ "type": ["string", "null"] }"#, "string?"),
            (#"{ "type": ["null", "integer"], "format": "int64" }"#, "integer(int64)?"),
            (#"{ "type": ["integer", "number"] }"#, "number(double)"), (#"{ "type": "null" }"#, "any?"),
            (#"{ "anyOf": [{ "type": "string" }, { "type": "null" }] }"#, "string?"),
            (#"{ "oneOf": [{ "type": "null" }, { "type": "array", "items": { "type": "string" } }] }"#, "[string]?"),
            (#"{ "enum": ["on", null] }"#, "enum(on)?"), (#"{ "const": "fixed" }"#, "enum(fixed)"), (#"true"#, "any"),
            (#"{ "type": "array" }"#, "[any]"),
        ]
    )
    func openAPI31NullabilityAndTypeListsMap(schema: String, expected: String) throws {
        let (shape, harness) = try ImportHarness.shape(of: schema, openapi: "3.1.0")
        #expect(shape == expected)
        #expect(harness.diagnostics.isEmpty)
    }

    @Test func severalTypesBecomeAnyWithAWarning() throws {
        let (shape, harness) = try ImportHarness.shape(of: #"{ "type": ["string", "integer"] }"#, openapi: "3.1.0")
        #expect(shape == "any")
        #expect(
            harness.diagnostics == [
                harness.warning("a schema with several types (string, integer) is imported as 'any'", at: "\"type\": [")
            ]
        )
    }

    @Test func allOfMergesPropertiesAndUnionsRequired() throws {
        let harness = ImportHarness.schemas(
            ##"""
            "Base": { "type": "object", "required": ["id"], "properties": { "id": { "type": "string" }, "note": { "type": "string" } } },
            "Named": { "type": "object", "required": ["name"], "properties": { "name": { "type": "string" } } },
            "Both": { "description": "Merged.", "allOf": [
              { "$ref": "#/components/schemas/Base" },
              { "$ref": "#/components/schemas/Named" },
              { "type": "object", "required": ["note"], "properties": { "note": { "type": "integer" }, "extra": { "type": "boolean" } } }
            ] }
            """##
        )
        let properties = try harness.properties(of: "Both")
        #expect(properties.map(\.wireName) == ["id", "note", "name", "extra"])
        #expect(properties.map(\.isRequired) == [true, true, true, false])
        #expect(properties.map { ImportHarness.shape($0.schema) } == ["string", "integer", "string", "boolean"])
        #expect(try harness.model("Both").description == "Merged.")
        #expect(harness.diagnostics.isEmpty)
    }

    @Test func allOfWithOneReferenceIsThatReference() throws {
        let (shape, harness) = try ImportHarness.shape(
            of: ##"{ "allOf": [{ "$ref": "#/components/schemas/Box" }], "nullable": true, "description": "The box." }"##
        )
        #expect(shape == "ref(Box)?")
        #expect(try harness.property("value", of: "Box").schema.description == "The box.")
    }

    @Test func allOfPartOfAnotherTypeIsIgnoredWithAWarning() throws {
        let harness = ImportHarness.schemas(
            #""Mixed": { "allOf": [{ "type": "object", "properties": { "a": { "type": "string" } } }, { "type": "string" }] }"#
        )
        #expect(try harness.properties(of: "Mixed").map(\.wireName) == ["a"])
        #expect(
            harness.diagnostics == [
                harness.warning(
                    "an allOf part of type 'string' cannot be merged into an object; it is ignored",
                    at: "{ \"type\": \"string\" }",
                    occurrence: 2
                )
            ]
        )
    }

    @Test func recursiveModelsReferenceThemselves() throws {
        let harness = ImportHarness.schemas(
            ##""Node": { "type": "object", "properties": { "children": { "type": "array", "items": { "$ref": "#/components/schemas/Node" } }, "parent": { "$ref": "#/components/schemas/Node" } } }"##
        )
        #expect(
            try harness.properties(of: "Node").map { ImportHarness.shape($0.schema) } == ["[ref(Node)]", "ref(Node)"]
        )
        #expect(harness.diagnostics.isEmpty)
    }

    @Test func aliasesAreInlinedAndSelfContainingAliasesBecomeAny() throws {
        let harness = ImportHarness.schemas(
            ##"""
            "Ids": { "type": "array", "items": { "$ref": "#/components/schemas/Id" } },
            "Id": { "type": "string", "format": "uuid", "description": "An identifier." },
            "Loop": { "type": "array", "items": { "$ref": "#/components/schemas/Loop" } },
            "Box": { "type": "object", "properties": { "ids": { "$ref": "#/components/schemas/Ids" }, "loop": { "$ref": "#/components/schemas/Loop" } } }
            """##
        )
        let properties = try harness.properties(of: "Box")
        #expect(properties.map { ImportHarness.shape($0.schema) } == ["[uuid]", "[any]"])
        #expect(try harness.spec().models.map(\.name) == ["Box"])
        #expect(
            harness.diagnostics == [
                harness.warning(
                    "$ref '#/components/schemas/Loop' refers to itself without an object model in between; imported as 'any'",
                    at: "\"#/components/schemas/Loop\""
                )
            ]
        )
    }

    @Test func unresolvedReferencesBecomeAny() throws {
        // A reference to another file is resolved before the import (MultiFileImportTests); an unresolved one is an
        // error there.
        let harness = ImportHarness.schemas(
            ##""Box": { "type": "object", "properties": { "b": { "$ref": "#/components/schemas/Nope" } } }"##
        )
        #expect(try harness.properties(of: "Box").map { ImportHarness.shape($0.schema) } == ["any"])
        #expect(
            harness.diagnostics == [
                harness.warning(
                    "$ref '#/components/schemas/Nope' does not resolve to anything in the document; imported as 'any'",
                    at: "\"#/components/schemas/Nope\""
                )
            ]
        )
    }

    @Test func enumerationsBecomeModelsOrInlineEnums() throws {
        let harness = ImportHarness.schemas(
            ##"""
            "Color": { "type": "string", "description": "A color.", "enum": ["red", "green", null], "nullable": true },
            "Box": { "type": "object", "properties": {
              "color": { "$ref": "#/components/schemas/Color" },
              "size": { "type": "string", "enum": ["s", "m", 3, true, {}] },
              "level": { "type": "integer", "enum": [1, 2] }
            } }
            """##
        )
        #expect(try harness.model("Color").kind == .enumeration(["red", "green"]))
        #expect(try harness.model("Color").description == "A color.")
        #expect(
            try harness.properties(of: "Box").map { ImportHarness.shape($0.schema) } == [
                "ref(Color)?", "enum(s,m,3,true)", "ref(BoxLevel)",
            ]
        )
        #expect(
            try harness.model("BoxLevel").kind
                == .valueEnumeration(
                    ValueEnumeration(
                        type: .integer(nil),
                        cases: [.init(value: .number("1")), .init(value: .number("2"))]
                    )
                )
        )
        #expect(
            harness.diagnostics == [
                harness.warning(
                    "enum value 3 is a number in a `type: string` schema; it is read as the string '3'",
                    at: "3,"
                ),
                harness.warning(
                    "enum value true is a boolean in a `type: string` schema; it is read as the string 'true'",
                    at: "true,"
                ),
                harness.warning("enum value an object is not a string and is dropped", at: "{}]"),
            ]
        )
    }

    @Test func inlineObjectsAreHoistedWithDeterministicNames() throws {
        let harness = ImportHarness.schemas(
            """
            "Order": { "type": "object", "properties": {
              "customer": { "type": "object", "properties": { "address": { "type": "object", "properties": { "city": { "type": "string" } } } } },
              "lines": { "type": "array", "items": { "type": "object", "properties": { "sku": { "type": "string" } } } },
              "totals": { "type": "object", "additionalProperties": { "type": "object", "properties": { "amount": { "type": "number" } } } }
            } },
            "OrderCustomer": { "type": "object", "properties": {} }
            """
        )
        #expect(
            try harness.properties(of: "Order").map { ImportHarness.shape($0.schema) }
                == ["ref(OrderCustomer2)", "[ref(OrderLinesItem)]", "[String: ref(OrderTotalsValue)]"]
        )
        #expect(
            try harness.properties(of: "OrderCustomer2").map { ImportHarness.shape($0.schema) } == [
                "ref(OrderCustomer2Address)"
            ]
        )
        #expect(
            harness.diagnostics == [
                harness.warning(
                    "the inline object schema would be named 'OrderCustomer', which another model already uses; named "
                        + "'OrderCustomer2'",
                    at: "{ \"type\": \"object\", \"properties\": { \"address\""
                )
            ]
        )
    }

    @Test func defaultsAreKeptWhenTheyFitAndDroppedOtherwise() throws {
        let harness = ImportHarness.schemas(
            ##"""
            "Mode": { "type": "string", "enum": ["fast", "slow"] },
            "Box": { "type": "object", "properties": {
              "a": { "type": "integer", "default": 3 },
              "b": { "type": "integer", "format": "int32", "default": 3000000000 },
              "c": { "type": "string", "format": "date", "default": "2024-02-30x" },
              "d": { "$ref": "#/components/schemas/Mode", "default": "slow" },
              "e": { "$ref": "#/components/schemas/Mode", "default": "medium" },
              "f": { "type": "array", "items": { "type": "string" }, "default": ["x"] },
              "g": { "type": "boolean", "default": null }
            } }
            """##,
            openapi: "3.1.0"
        )
        let defaults = try harness.properties(of: "Box").map(\.schema.defaultValue)
        #expect(defaults == [.number("3"), nil, nil, .string("slow"), nil, .array([.string("x")]), nil])
        #expect(
            harness.warningMessages == [
                "'default' must be an integer that fits int32, found 3000000000; the default is dropped",
                "'default' must be a date such as '2024-01-31', found '2024-02-30x'; the default is dropped",
                "'default' must be one of 'fast' or 'slow', found 'medium'; the default is dropped",
                "'default' is null but the schema is not nullable; the default is dropped",
            ]
        )
    }

    /// A default of the wrong JSON type that says one value plainly — quoted booleans and numbers, as generators
    /// and YAML documents write them, an unquoted number where text is expected, one value where an array is — is
    /// read as that value with a warning, not dropped; anything else is still dropped.
    @Test func defaultsOfTheWrongJSONTypeAreReadAsWhatTheySay() throws {
        let harness = ImportHarness.schemas(
            ##"""
            "Mode": { "type": "string", "enum": ["fast", "slow"] },
            "Level": { "type": "integer", "enum": [1, 2, 3] },
            "Box": { "type": "object", "properties": {
              "stream": { "type": "boolean", "default": "false" },
              "tokens": { "type": "integer", "format": "int32", "default": "32" },
              "penalty": { "type": "number", "format": "float", "default": "1.5" },
              "version": { "type": "string", "default": 2 },
              "level": { "$ref": "#/components/schemas/Level", "default": "2" },
              "modes": { "type": "array", "items": { "$ref": "#/components/schemas/Mode" }, "default": "slow" },
              "flags": { "type": "array", "items": { "type": "boolean" }, "default": "true" },
              "none": { "type": "number", "default": "null" },
              "blank": { "type": "boolean", "default": "" },
              "empty": { "type": "array", "items": { "type": "string" }, "default": "" },
              "huge": { "type": "integer", "format": "int32", "default": "3000000000" },
              "other": { "type": "array", "items": { "$ref": "#/components/schemas/Mode" }, "default": "medium" }
            } }
            """##,
            openapi: "3.1.0"
        )
        let defaults = try harness.properties(of: "Box").map(\.schema.defaultValue)
        #expect(
            defaults == [
                .bool(false), .number("32"), .number("1.5"), .string("2"), .number("2"), .array([.string("slow")]),
                .array([.bool(true)]), nil, nil, nil, nil, nil,
            ]
        )
        #expect(
            harness.warningMessages == [
                "'default' must be a boolean, found a string; it is read as false",
                "'default' must be an integer, found a string; it is read as 32",
                "'default' must be a number, found a string; it is read as 1.5",
                "'default' must be a string, found a number; it is read as \"2\"",
                "'default' must be an integer, found a string; it is read as 2",
                "'default' must be an array, found a string; it is read as [\"slow\"]",
                "'default' must be an array, found a string; it is read as [true]",
                "'default' must be a number, found a string; the default is dropped",
                "'default' must be a boolean, found a string; the default is dropped",
                "'default' must be an array, found a string; the default is dropped",
                "'default' must be an integer, found a string; the default is dropped",
                "'default' must be an array, found a string; the default is dropped",
            ]
        )
    }

    @Test func annotationsAndUnsupportedKeywords() throws {
        let harness = ImportHarness.schemas(
            """
            "Box": { "type": "object", "deprecated": true, "xml": { "name": "box" }, "properties": {
              "old": { "type": "string", "deprecated": true, "description": "Do not use.", "readOnly": true, "maxLength": 3 },
              "odd": { "not": { "type": "string" } }
            }, "additionalProperties": { "type": "string" } }
            """
        )
        let model = try harness.model("Box")
        #expect(model.isDeprecated)
        let old = try harness.property("old", of: "Box").schema
        #expect(old.isDeprecated && old.description == "Do not use.")
        #expect(
            harness.diagnostics == [
                harness.warning("XML serialization ('xml') is not supported and is ignored", at: "\"xml\""),
                harness.warning("'not' is not supported and is ignored", at: "\"not\""),
            ]
        )
        #expect(model.additionalProperties?.kind == .string)
    }

    @Test func valueEnumerationsTakeVendorCaseNamesAndNumericStrings() throws {
        let harness = ImportHarness.schemas(
            ##"""
            "Level": { "type": "integer", "enum": [0, 1, 2], "x-enum-varnames": ["LOW_LEVEL", "unknown", "LOW_LEVEL"] },
            "Mode": { "type": "integer", "enum": ["0", "2"], "x-enum-values": [{ "identifier": "None", "numericValue": "0" }] },
            "Flag": { "enum": [true, false] },
            "Weight": { "type": "number", "enum": [0.5, "heavy"] }
            """##
        )
        #expect(
            try harness.model("Level").kind
                == .valueEnumeration(
                    ValueEnumeration(
                        type: .integer(nil),
                        cases: [
                            .init(value: .number("0"), swiftName: "lowLevel"),
                            .init(value: .number("1"), swiftName: "value1"),
                            .init(value: .number("2"), swiftName: "value2"),
                        ]
                    )
                )
        )
        #expect(
            try harness.model("Mode").kind
                == .valueEnumeration(
                    ValueEnumeration(
                        type: .integer(nil),
                        cases: [
                            .init(value: .number("0"), swiftName: "none"),
                            .init(value: .number("2"), swiftName: "value2"),
                        ]
                    )
                )
        )
        #expect(
            try harness.model("Flag").kind
                == .valueEnumeration(
                    ValueEnumeration(type: .boolean, cases: [.init(value: .bool(true)), .init(value: .bool(false))])
                )
        )
        #expect(
            harness.diagnostics == [
                harness.warning("enum value a string is not a number and is dropped", at: "\"heavy\"")
            ]
        )
    }

    @Test func unionBesidePropertiesBecomesTheVariant() throws {
        let harness = ImportHarness.schemas(
            ##"""
            "Card": { "type": "object", "properties": { "last4": { "type": "string" } } },
            "Bank": { "type": "object", "properties": { "iban": { "type": "string" } } },
            "Payment": { "type": "object", "properties": { "amount": { "type": "integer" } },
              "anyOf": [{ "$ref": "#/components/schemas/Card" }, { "$ref": "#/components/schemas/Bank" }, { "required": ["amount"] }] },
            "Single": { "type": "object", "properties": { "a": { "type": "string" } },
              "oneOf": [{ "type": "object", "properties": { "b": { "type": "string" } } }, { "type": "null" }] },
            "Constrained": { "type": "object", "properties": { "a": { "type": "string" } }, "oneOf": [{ "required": ["a"] }] }
            """##
        )
        #expect(try harness.model("Payment").variant?.kind == .reference("PaymentVariant"))
        guard case .oneOf(let alternatives, nil) = try harness.model("PaymentVariant").kind else {
            Issue.record("PaymentVariant is not a union")
            return
        }
        #expect(alternatives.map(\.kind) == [.reference("Card"), .reference("Bank")])
        // Merged like an `allOf` part: before the object's own properties, which win a clash.
        #expect(try harness.properties(of: "Single").map(\.wireName) == ["b", "a"])
        #expect(try harness.model("Single").variant == nil)
        #expect(try harness.model("Constrained").variant == nil)
        #expect(harness.diagnostics.isEmpty)
    }
}
