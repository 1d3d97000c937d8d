import Testing

@testable import EndpointSpec

/// Every `default` is checked against its schema in the validator (`SpecValidator+Defaults`, with
/// `DefaultValueRule`, the rule the OpenAPI importer applies before it drops a default), wherever a schema is
/// written: properties, arrays' items, maps' values, parameters and `$ref`s to models. A spec meets the rule however
/// it was made: written (at the decoder's locations), configured (once, at the same locations) or built in memory
/// (at the schema).
@Suite("Defaults against their schema: one validation stage")
struct DefaultValidationTests {
    private static let spec = """
        name: Shop
        models:
          Size: { type: string, enum: [small, large] }
          Level: { type: integer, format: int32, enum: [1, 2] }
          Item:
            properties:
              count: { type: integer, default: "two" }
              id: { type: string, format: uuid, default: not-a-uuid }
              tags: { type: array, items: { type: string, default: 1 } }
              scores: { type: object, additionalProperties: { type: number }, default: { a: "x" } }
              size: { $ref: Size, default: medium }
              level: { $ref: Level, default: 3000000000 }
              sizes: { type: array, items: { $ref: Size }, default: [small, huge] }
              note: { type: string, default: null }
        endpoints:
          list:
            method: GET
            path: /items
            parameters: { limit: { in: query, type: integer, default: 1.5 } }
            responses: { "200": { type: array, items: { $ref: Item } } }
        """

    private static let expected = [
        "shop.yaml:7:40: error: 'default' must be an integer, found a string",
        "shop.yaml:8:50: error: 'default' must be a UUID, found 'not-a-uuid'",
        "shop.yaml:9:60: error: 'default' must be a string, found a number",
        "shop.yaml:10:80: error: 'default' must be a number, found a string",
        "shop.yaml:11:36: error: 'default' must be one of 'small' or 'large', found 'medium'",
        "shop.yaml:12:38: error: 'default' must be an integer that fits int32, found 3000000000",
        "shop.yaml:13:61: error: 'default' must be one of 'small' or 'large', found 'huge'",
        "shop.yaml:14:38: error: 'default' is null but the schema is not nullable",
        "shop.yaml:19:63: error: 'default' must be an integer that fits Int, found 1.5",
    ]

    @Test(arguments: ValidationStages.Stage.allCases)
    func aSpecTextGetsTheRuleOnceAtTheDecodersLocations(stage: ValidationStages.Stage) {
        #expect(ValidationStages.messages(of: Self.spec, at: stage) == Self.expected)
    }

    /// One default set in memory on a clean spec's schema, and what the validator says about it.
    typealias InMemoryCase = ValidationStages.InMemoryCase<Spec>

    private static let cleanSpec = """
        name: Shop
        models:
          Size: { type: string, enum: [small, large] }
          Item:
            properties:
              count: { type: integer }
              size: { $ref: Size }
        endpoints:
          list:
            method: GET
            path: /items
            parameters: { since: { in: query, type: string, format: date } }
            responses: { "200": { $ref: Item } }
        """

    static let inMemoryCases: [InMemoryCase] = [
        InMemoryCase(
            testDescription: "a property's default of another type",
            change: { Self.setDefault(.bool(true), ofProperty: 0, in: &$0) },
            expected: ["shop.yaml:6:14: error: 'default' must be an integer, found a boolean"]
        ),
        InMemoryCase(
            testDescription: "a $ref's default that is not one of the model's values",
            change: { Self.setDefault(.string("medium"), ofProperty: 1, in: &$0) },
            expected: ["shop.yaml:7:13: error: 'default' must be one of 'small' or 'large', found 'medium'"]
        ),
        InMemoryCase(
            testDescription: "a $ref's default on an object model",
            change: { $0.endpoints[0].responses[0].schema?.defaultValue = .object([]) },
            expected: [
                "shop.yaml:13:25: error: 'default' is not supported on a '$ref' to object model 'Item'; only "
                    + "enumeration models and plain types take defaults"
            ]
        ),
        InMemoryCase(
            testDescription: "a parameter's default that does not parse",
            change: { $0.endpoints[0].parameters[0].schema.defaultValue = .string("tomorrow") },
            expected: ["shop.yaml:12:26: error: 'default' must be a date such as '2024-01-31', found 'tomorrow'"]
        ),
    ]

    @Test(arguments: inMemoryCases)
    func aSpecBuiltInMemoryMeetsTheSameRuleAtTheSchema(_ testCase: InMemoryCase) throws {
        var spec = try #require(ValidationStages.cleanSpec(Self.cleanSpec))
        try testCase.change(&spec)
        #expect(ValidationStages.messages(ofSpecInMemory: spec) == testCase.expected)
    }

    private static func setDefault(_ value: SpecValue, ofProperty index: Int, in spec: inout Spec) {
        guard let model = spec.models.firstIndex(where: { $0.name == "Item" }),
            case .object(var properties) = spec.models[model].kind
        else { return }
        properties[index].schema.defaultValue = value
        spec.models[model].kind = .object(properties)
    }
}
