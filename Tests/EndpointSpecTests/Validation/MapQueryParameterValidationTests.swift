import Testing

@testable import EndpointSpec

/// A query parameter may be a map of scalars (`type: object` with `additionalProperties`): each entry is one
/// `key=value` query item, OpenAPI's `form` style exploded (the query's default). Other styles, other locations and
/// maps of anything but scalars and enumerations are errors, for written, configured and in-memory specs alike.
@Suite("Map query parameters")
struct MapQueryParameterValidationTests {
    private static let validSpec = """
        name: Shop
        models:
          Level: { type: integer, enum: [1, 2] }
        endpoints:
          stream:
            method: GET
            path: /stream
            parameters:
              options: { in: query, type: object, additionalProperties: { type: string } }
              limits: { in: query, type: object, additionalProperties: { type: integer }, required: true }
              levels: { in: query, type: object, additionalProperties: { $ref: Level }, style: form, explode: true }
            responses: { "200": { type: string } }
        """

    @Test(arguments: ValidationStages.Stage.allCases)
    func aMapOfScalarsInTheQueryIsValid(stage: ValidationStages.Stage) throws {
        #expect(ValidationStages.messages(of: Self.validSpec, at: stage) == [])
        let spec = try #require(ValidationStages.cleanSpec(Self.validSpec))
        let values = spec.endpoints[0].parameters.map { parameter -> Schema.Kind? in
            if case .map(let values) = parameter.schema.kind { values.kind } else { nil }
        }
        #expect(values == [.string, .integer(nil), .reference("Level")])
    }

    private static let brokenSpec = """
        name: Shop
        models:
          Item: { properties: { id: { type: string } } }
        endpoints:
          stream:
            method: GET
            path: /stream/{path}
            parameters:
              path: { in: path, type: object, additionalProperties: { type: string } }
              header: { in: header, type: object, additionalProperties: { type: string } }
              joined: { in: query, type: object, additionalProperties: { type: string }, explode: false }
              deep: { in: query, type: object, additionalProperties: { type: string }, style: deepObject }
              nested: { in: query, type: object, additionalProperties: { type: array, items: { type: string } } }
              models: { in: query, type: object, additionalProperties: { $ref: Item } }
              lists: { in: query, type: array, items: { type: object, additionalProperties: { type: string } } }
            responses: { "200": { type: string } }
        """

    @Test(arguments: ValidationStages.Stage.allCases)
    func otherMapsAreErrorsWhereTheyAreWritten(stage: ValidationStages.Stage) {
        #expect(ValidationStages.messages(of: Self.brokenSpec, at: stage) == Self.brokenExpected)
    }

    private static let brokenExpected = [
        "shop.yaml:9:13: error: path parameter 'path' of endpoint 'stream' must be a string, number, boolean, date, "
            + "UUID or enumeration, an array of those, or an object or union model",
        "shop.yaml:10:15: error: header parameter 'header' of endpoint 'stream' must be a string, number, boolean, "
            + "date, UUID or enumeration",
        "shop.yaml:11:7: error: query parameter 'joined' of endpoint 'stream' is a map, which is sent as one "
            + "'key=value' query item per entry (style 'form', exploded); remove its 'style' and 'explode'",
        "shop.yaml:12:7: error: query parameter 'deep' of endpoint 'stream' is a map, which is sent as one "
            + "'key=value' query item per entry (style 'form', exploded); remove its 'style' and 'explode'",
        "shop.yaml:13:15: error: query parameter 'nested' of endpoint 'stream' is a map whose values are not strings, "
            + "numbers, booleans, dates, UUIDs or enumerations; a map in the query sends each entry as one 'key=value' "
            + "item",
        "shop.yaml:14:15: error: query parameter 'models' of endpoint 'stream' is a map whose values are not strings, "
            + "numbers, booleans, dates, UUIDs or enumerations; a map in the query sends each entry as one 'key=value' "
            + "item",
        "shop.yaml:15:14: error: query parameter 'lists' of endpoint 'stream' must be a string, number, boolean, date, "
            + "UUID or enumeration, an array of those, an object or union model, or a map of those",
    ]

    @Test func aMapSetInMemoryMeetsTheSameRules() throws {
        var spec = try #require(ValidationStages.cleanSpec(Self.validSpec))
        let location = spec.endpoints[0].parameters[0].schema.location
        spec.endpoints[0].parameters[0].style = .deepObject
        spec.endpoints[0].parameters[1].schema.kind = .map(Schema(.byte, location: location))
        #expect(
            ValidationStages.messages(ofSpecInMemory: spec) == [
                "shop.yaml:9:7: error: query parameter 'options' of endpoint 'stream' is a map, which is sent as one "
                    + "'key=value' query item per entry (style 'form', exploded); remove its 'style' and 'explode'",
                "shop.yaml:10:15: error: query parameter 'limits' of endpoint 'stream' is a map whose values are not "
                    + "strings, numbers, booleans, dates, UUIDs or enumerations; a map in the query sends each entry as "
                    + "one 'key=value' item",
            ]
        )
    }
}
