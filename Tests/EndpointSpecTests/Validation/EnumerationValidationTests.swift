import Testing

@testable import EndpointSpec

/// Enumeration values (an empty `enum`, a value listed twice) and a value enumeration's `caseNames` (a name that is
/// no Swift identifier or is `unknown`, a name listed twice) are checked in the validator
/// (`SpecValidator+Enumerations`), for enumeration models and inline string enumerations wherever a schema is
/// written. A spec meets these rules however it was made: written (at the decoder's locations), configured (once,
/// at the same locations) or built in memory (at the model or the schema).
@Suite("Enumeration values and case names: one validation stage")
struct EnumerationValidationTests {
    private static let spec = """
        name: Shop
        models:
          Color: { type: string, enum: [red, blue, red] }
          Size: { type: integer, enum: [1, 2, 1], caseNames: [small, small, one] }
          Ratio: { type: number, enum: [0.5, 1, 1.0] }
          Flag: { type: boolean, enum: [true], caseNames: [unknown] }
          Shape: { type: integer, enum: [1, 2], caseNames: ["2d", self] }
          Item:
            properties:
              kind: { type: string, enum: [] }
              tags: { type: array, items: { type: string, enum: [a, b, a] } }
        endpoints:
          list:
            method: GET
            path: /items
            parameters: { order: { in: query, type: string, enum: [asc, asc] } }
            responses:
              "200":
                type: object
                additionalProperties: { type: string, enum: [x, x] }
                headers: { X-Mode: { type: string, enum: [] } }
        """

    private static let expected = [
        "shop.yaml:3:44: error: duplicate enum value 'red'",
        "shop.yaml:3:33: note: 'red' was first listed here",
        "shop.yaml:4:39: error: duplicate enum value 1",
        "shop.yaml:4:33: note: 1 was first listed here",
        "shop.yaml:4:62: error: case name 'small' is listed twice in 'caseNames'",
        "shop.yaml:4:55: note: 'small' was first listed here",
        "shop.yaml:5:41: error: duplicate enum value 1",
        "shop.yaml:5:38: note: 1 was first listed here",
        "shop.yaml:6:52: error: case name 'unknown' must be a valid Swift identifier other than 'unknown'",
        "shop.yaml:7:53: error: case name '2d' must be a valid Swift identifier other than 'unknown'",
        "shop.yaml:7:59: error: case name 'self' must be a valid Swift identifier other than 'unknown'",
        "shop.yaml:10:35: error: 'enum' must list at least one value",
        "shop.yaml:11:64: error: duplicate enum value 'a'",
        "shop.yaml:11:58: note: 'a' was first listed here",
        "shop.yaml:16:65: error: duplicate enum value 'asc'",
        "shop.yaml:16:60: note: 'asc' was first listed here",
        "shop.yaml:20:57: error: duplicate enum value 'x'",
        "shop.yaml:20:54: note: 'x' was first listed here",
        "shop.yaml:21:50: error: 'enum' must list at least one value",
    ]

    @Test(arguments: ValidationStages.Stage.allCases)
    func aSpecTextGetsEachRuleOnceAtTheDecodersLocations(stage: ValidationStages.Stage) {
        #expect(ValidationStages.messages(of: Self.spec, at: stage) == Self.expected)
    }

    /// One change to a clean spec, made in memory, and what the validator says about it.
    typealias InMemoryCase = ValidationStages.InMemoryCase<Spec>

    private static let cleanSpec = """
        name: Shop
        models:
          Color: { type: string, enum: [red, blue] }
          Size: { type: integer, enum: [1, 2] }
        endpoints:
          list:
            method: GET
            path: /items
            parameters: { order: { in: query, type: string } }
            responses: { "204": {} }
        """

    static let inMemoryCases: [InMemoryCase] = [
        InMemoryCase(
            testDescription: "an empty string enumeration model",
            change: { $0.models[0].kind = .enumeration([]) },
            expected: ["shop.yaml:3:3: error: 'enum' must list at least one value"]
        ),
        InMemoryCase(
            testDescription: "a value listed twice",
            change: { $0.models[1].kind = .valueEnumeration(.init(type: .integer(nil), cases: [.one, .one])) },
            expected: ["shop.yaml:4:3: error: duplicate enum value 1", "shop.yaml:4:3: note: 1 was first listed here"]
        ),
        InMemoryCase(
            testDescription: "case names that are no identifier or listed twice",
            change: {
                $0.models[1].kind = .valueEnumeration(
                    .init(
                        type: .integer(nil),
                        cases: [
                            .init(value: .number("1"), swiftName: "a"), .init(value: .number("2"), swiftName: "a"),
                            .init(value: .number("3"), swiftName: "init"),
                        ]
                    )
                )
            },
            expected: [
                "shop.yaml:4:3: error: case name 'a' is listed twice in 'caseNames'",
                "shop.yaml:4:3: note: 'a' was first listed here",
                "shop.yaml:4:3: error: case name 'init' must be a valid Swift identifier other than 'unknown'",
            ]
        ),
        InMemoryCase(
            testDescription: "an inline enumeration with a value listed twice",
            change: { spec in
                let location = spec.endpoints[0].parameters[0].schema.location
                spec.endpoints[0].parameters[0].schema = Schema(.enumeration(["asc", "asc"]), location: location)
            },
            expected: [
                "shop.yaml:9:26: error: duplicate enum value 'asc'",
                "shop.yaml:9:26: note: 'asc' was first listed here",
            ]
        ),
    ]

    @Test(arguments: inMemoryCases)
    func aSpecBuiltInMemoryMeetsTheSameRulesAtTheModelOrSchema(_ testCase: InMemoryCase) throws {
        var spec = try #require(ValidationStages.cleanSpec(Self.cleanSpec))
        try testCase.change(&spec)
        #expect(ValidationStages.messages(ofSpecInMemory: spec) == testCase.expected)
    }
}

extension ValueEnumeration.Case {
    /// The value `1`.
    fileprivate static let one = ValueEnumeration.Case(value: .number("1"))
}
