import Testing

@testable import EndpointSpec

/// A response header may have a `default`: the value a client assumes when the server leaves the header out. It is
/// checked against the header's schema by the one `DefaultValueRule` (`SpecValidator+Defaults`), for written,
/// configured and in-memory specs alike, and the 2xx responses that share a header declare the same default.
@Suite("Response header defaults")
struct ResponseHeaderDefaultValidationTests {
    private static let validSpec = """
        name: Shop
        models:
          Level: { type: integer, enum: [1, 2] }
        endpoints:
          ping:
            method: GET
            path: /ping
            responses:
              "200":
                type: string
                headers:
                  Connection: { type: string, default: keep-alive }
                  X-Mode: { type: string, enum: [fast, slow], default: slow }
                  X-Since: { type: string, format: date, default: "2024-01-31" }
                  X-Sizes: { type: array, items: { type: integer }, default: [10, 20] }
                  X-Level: { $ref: Level, default: 2 }
        """

    @Test(arguments: ValidationStages.Stage.allCases)
    func defaultsThatFitTheirHeadersAreValidAndKept(stage: ValidationStages.Stage) throws {
        #expect(ValidationStages.messages(of: Self.validSpec, at: stage) == [])
        let spec = try #require(ValidationStages.cleanSpec(Self.validSpec))
        let headers = spec.endpoints[0].successHeaders
        #expect(
            headers.map(\.schema.defaultValue) == [
                .string("keep-alive"), .string("slow"), .string("2024-01-31"),
                .array([.number("10"), .number("20")]), .number("2"),
            ]
        )
    }

    private static let brokenSpec = """
        name: Shop
        models:
          Level: { type: integer, enum: [1, 2] }
        endpoints:
          ping:
            method: GET
            path: /ping
            responses:
              "200":
                type: string
                headers:
                  X-Count: { type: integer, default: many }
                  X-Mode: { type: string, enum: [fast, slow], default: medium }
                  X-Since: { type: string, format: date, default: tomorrow }
                  X-Level: { $ref: Level, default: two }
                  X-Shared: { type: string, default: a }
              "201":
                type: string
                headers:
                  X-Shared: { type: string, default: b }
        """

    private static let brokenExpected = [
        "shop.yaml:12:46: error: 'default' must be an integer, found a string",
        "shop.yaml:13:64: error: 'default' must be one of 'fast' or 'slow', found 'medium'",
        "shop.yaml:14:59: error: 'default' must be a date such as '2024-01-31', found 'tomorrow'",
        "shop.yaml:15:44: error: 'default' must be an integer, found a string",
        "shop.yaml:20:11: error: header 'X-Shared' of endpoint 'ping' is declared with another type, 'default' or "
            + "'swiftName' by another 2xx response; the 2xx responses share one headers type, so declare it alike in "
            + "each",
        "shop.yaml:16:11: note: it is first declared here",
    ]

    @Test(arguments: ValidationStages.Stage.allCases)
    func aDefaultThatDoesNotFitIsReportedWhereItIsWritten(stage: ValidationStages.Stage) {
        #expect(ValidationStages.messages(of: Self.brokenSpec, at: stage) == Self.brokenExpected)
    }

    @Test func aDefaultSetInMemoryMeetsTheSameRuleAtTheSchema() throws {
        var spec = try #require(ValidationStages.cleanSpec(Self.validSpec))
        spec.endpoints[0].responses[0].headers[0].schema.defaultValue = .number("1")
        #expect(
            ValidationStages.messages(ofSpecInMemory: spec) == [
                "shop.yaml:12:23: error: 'default' must be a string, found a number"
            ]
        )
        spec.endpoints[0].responses[0].headers[0].schema.defaultValue = .string("close")
        #expect(ValidationStages.messages(ofSpecInMemory: spec) == [])
    }
}
