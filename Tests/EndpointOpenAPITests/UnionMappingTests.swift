import EndpointSpec
import Testing

/// `oneOf`/`anyOf`: union models, discriminators (kept, completed, inferred or dropped) and merged enumerations.
struct UnionMappingTests {
    @Test(arguments: ["oneOf", "anyOf"])
    func inlineUnionsAreHoistedIntoUnionModels(keyword: String) throws {
        let (shape, harness) = try ImportHarness.shape(
            of: "{ \"\(keyword)\": [{ \"type\": \"string\" }, { \"type\": \"null\" }, { \"type\": \"integer\" }] }"
        )
        #expect(shape == "ref(BoxValue)?")
        guard case .oneOf(let alternatives, let discriminator) = try harness.model("BoxValue").kind else {
            Issue.record("BoxValue is not a union")
            return
        }
        #expect(alternatives.map(ImportHarness.shape) == ["string", "integer"])
        #expect(discriminator == nil)
        #expect(try harness.model("BoxValue").isAnyOf == (keyword == "anyOf"))
        #expect(harness.diagnostics.isEmpty)
    }

    @Test func anyOfWithADiscriminatorSelectsOneAlternativeSoItIsAOneOf() throws {
        let harness = ImportHarness.schemas(
            ##"""
            "Pet": {
              "anyOf": [{ "$ref": "#/components/schemas/Cat" }, { "$ref": "#/components/schemas/Dog" }],
              "discriminator": { "propertyName": "kind" }
            },
            "Links": { "anyOf": [{ "$ref": "#/components/schemas/Cat" }, { "$ref": "#/components/schemas/Dog" }] },
            "Cat": { "type": "object", "properties": { "kind": { "type": "string" } } },
            "Dog": { "type": "object", "properties": { "kind": { "type": "string" } } }
            """##
        )
        #expect(try harness.model("Pet").isAnyOf == false)
        #expect(try harness.model("Links").isAnyOf)
        #expect(harness.diagnostics.isEmpty)
    }

    @Test func enumerationAlternativesMergeIntoOne() throws {
        let (shape, harness) = try ImportHarness.shape(
            of:
                #"{ "oneOf": [{ "type": "string", "enum": ["auto"] }, { "type": "integer" }, { "enum": ["none", "auto"] }] }"#
        )
        #expect(shape == "ref(BoxValue)")
        guard case .oneOf(let alternatives, _) = try harness.model("BoxValue").kind else {
            Issue.record("BoxValue is not a union")
            return
        }
        #expect(alternatives.map(ImportHarness.shape) == ["enum(auto,none)", "integer"])
    }

    @Test func componentUnionWithDiscriminatorGetsACompleteMapping() throws {
        let harness = ImportHarness.schemas(
            ##"""
            "Shape": {
              "oneOf": [{ "$ref": "#/components/schemas/circle_shape" }, { "$ref": "#/components/schemas/Square" }, { "title": "Blob", "type": "object", "properties": {} }],
              "discriminator": { "propertyName": "kind", "mapping": { "round": "#/components/schemas/circle_shape" } }
            },
            "circle_shape": { "type": "object", "properties": { "kind": { "type": "string" } } },
            "Square": { "type": "object", "properties": { "kind": { "type": "string" } } },
            "Drawing": { "oneOf": [{ "$ref": "#/components/schemas/circle_shape" }, { "$ref": "#/components/schemas/Square" }], "discriminator": { "propertyName": "kind" } }
            """##
        )
        guard case .oneOf(let shapeAlternatives, let shapeDiscriminator) = try harness.model("Shape").kind,
            case .oneOf(_, let drawingDiscriminator) = try harness.model("Drawing").kind
        else {
            Issue.record("not unions")
            return
        }
        #expect(shapeAlternatives.map(ImportHarness.shape) == ["ref(CircleShape)", "ref(Square)", "ref(ShapeBlob)"])
        #expect(shapeDiscriminator == nil)
        let mapping = try #require(drawingDiscriminator).mapping.map { "\($0.value)→\($0.modelName)" }
        #expect(mapping == ["circle_shape→CircleShape", "Square→Square"])
        #expect(
            harness.diagnostics == [
                harness.warning(
                    "'discriminator' needs every oneOf alternative to be a $ref to an object schema; the alternatives are "
                        + "tried in order instead",
                    at: "\"discriminator\""
                )
            ]
        )
    }

    @Test func anAlternativeThatIsTheUnionItselfIsLeftOutWithAWarning() throws {
        // Apple's swift-openapi-generator reference Petstore has this one (RecursivePetAnyOf).
        let harness = ImportHarness.schemas(
            ##"""
            "Nested": { "anyOf": [{ "$ref": "#/components/schemas/Nested" }, { "type": "string" }] }
            """##
        )
        guard case .oneOf(let alternatives, nil) = try harness.model("Nested").kind else {
            Issue.record("Nested is not a union without a discriminator")
            return
        }
        #expect(alternatives.map(ImportHarness.shape) == ["string"])
        #expect(
            harness.diagnostics == [
                harness.warning(
                    "alternative 1 of 'Nested' is 'Nested' itself, which holds only what the other alternatives hold; "
                        + "it is left out",
                    at: "{ \"$ref\": \"#/components/schemas/Nested\" }"
                )
            ]
        )
    }

    @Test func discriminatorIsInferredFromASingleValuePropertyOfEveryAlternative() throws {
        let harness = ImportHarness.schemas(
            ##"""
            "Source": { "anyOf": [
              { "title": "Card", "properties": { "object": { "type": "string", "const": "card" }, "number": { "type": "string" } } },
              { "title": "Bank", "type": "object", "properties": { "object": { "enum": ["bank"] } } }
            ] },
            "Loose": { "oneOf": [
              { "type": "object", "properties": { "object": { "const": "a" } } },
              { "type": "object", "properties": { "object": { "type": "string" } } }
            ] }
            """##,
            openapi: "3.1.0"
        )
        guard case .oneOf(let alternatives, let discriminator) = try harness.model("Source").kind,
            case .oneOf(_, let looseDiscriminator) = try harness.model("Loose").kind
        else {
            Issue.record("not unions")
            return
        }
        #expect(alternatives.map(ImportHarness.shape) == ["ref(SourceCard)", "ref(SourceBank)"])
        let inferred = try #require(discriminator)
        #expect(inferred.propertyName == "object")
        #expect(inferred.mapping.map { "\($0.value)→\($0.modelName)" } == ["card→SourceCard", "bank→SourceBank"])
        #expect(looseDiscriminator == nil)
        #expect(harness.diagnostics.isEmpty)
    }

    @Test func discriminatorMappingToAnotherSchemaIsDropped() throws {
        let harness = ImportHarness.schemas(
            ##"""
            "A": { "type": "object", "properties": {} },
            "B": { "type": "object", "properties": {} },
            "AB": { "oneOf": [{ "$ref": "#/components/schemas/A" }, { "$ref": "#/components/schemas/B" }], "discriminator": { "propertyName": "t", "mapping": { "c": "#/components/schemas/C" } } }
            """##
        )
        guard case .oneOf(_, let discriminator) = try harness.model("AB").kind else {
            Issue.record("AB is not a union")
            return
        }
        #expect(discriminator == nil)
        #expect(
            harness.diagnostics == [
                harness.warning(
                    "discriminator value 'c' maps to '#/components/schemas/C', which is not one of the oneOf alternatives; "
                        + "the alternatives are tried in order instead",
                    at: "\"#/components/schemas/C\""
                )
            ]
        )
    }

    @Test func unionsAsQueryParametersAreTypedAndInHeadersBecomeStrings() throws {
        let union = #"{ "oneOf": [{ "type": "string" }, { "type": "integer" }] }"#
        let harness = ImportHarness(
            paths: """
                { "/x": { "get": { "parameters": [
                  { "name": "v", "in": "query", "schema": \(union) },
                  { "name": "H", "in": "header", "schema": \(union) }
                ], "responses": { "204": { "description": "Done." } } } } }
                """
        )
        #expect(try harness.spec().models.map(\.name) == ["GetXV"])
        #expect(
            harness.warningMessages == [
                "header parameter 'H' is a union (oneOf/anyOf), which the spec format does not support for header "
                    + "parameters; it is imported as a string"
            ]
        )
    }
}
