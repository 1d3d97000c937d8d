import Testing

@testable import EndpointSpec

/// An endpoint's examples are checked against it in the validator (`SpecValidator+Examples`): parameter names and
/// values, header values, the body against the response its status selects, `fields`, `intervalMilliseconds` and
/// `stream`. A spec meets these rules however it was made: written (at the decoder's locations), configured (once,
/// at the same locations) or built in memory (at the example).
@Suite("Examples against their endpoint: one validation stage")
struct ExampleValidationTests {
    private static let spec = """
        name: Shop
        endpoints:
          getItem:
            method: GET
            path: /items/{id}
            parameters: { id: { in: path, type: integer } }
            responses: { "200": { type: string }, "204": {} }
            examples:
              - { parameters: { idd: 1, id: abc }, status: 200, body: 5 }
              - { status: 204, body: x, headers: { X-Note: "a\\nb" } }
              - { status: 200, body: ok, fields: { a: 1 }, intervalMilliseconds: 10, stream: true }
              - { status: 200, body: ok, intervalMilliseconds: 700000 }
        """

    private static let expected = [
        "shop.yaml:9:25: error: example parameter 'idd' is not a parameter of endpoint 'getItem'; did you mean 'id'?",
        "shop.yaml:9:37: warning: example parameter 'id' is 'abc', but the parameter is an integer; no request will "
            + "match this example",
        "shop.yaml:9:63: warning: example body does not fit the spec at the body: the spec says `string`, the body has "
            + "a number 5; change the `200` response to `\"type\": \"integer\"`",
        "shop.yaml:10:30: warning: example has a body but response '204' declares none",
        "shop.yaml:10:52: error: example header 'X-Note' contains a line break or NUL, which a header value cannot hold",
        "shop.yaml:11:34: error: example 'fields' match the fields of a form or multipart/form-data request body; "
            + "endpoint 'getItem' has no body",
        "shop.yaml:11:52: error: 'intervalMilliseconds' paces the items of a streaming response (text/event-stream, "
            + "JSON Lines, application/json-seq); the `200` response is application/json",
        "shop.yaml:11:78: error: 'stream' on an example of endpoint 'getItem', whose responses have no 'stream'",
        "shop.yaml:12:56: error: 'intervalMilliseconds' must be a whole number of milliseconds from 0 to 600000 (ten "
            + "minutes), found 700000",
    ]

    @Test(arguments: ValidationStages.Stage.allCases)
    func aSpecTextGetsEachRuleOnceAtTheDecodersLocations(stage: ValidationStages.Stage) {
        #expect(ValidationStages.messages(of: Self.spec, at: stage) == Self.expected)
    }

    /// One change to a clean example, made in memory, and what the validator says about it.
    typealias InMemoryCase = ValidationStages.InMemoryCase<ExampleDefinition>

    private static let cleanSpec = """
        name: Shop
        endpoints:
          getItem:
            method: GET
            path: /items/{id}
            parameters: { id: { in: path, type: integer } }
            responses: { "200": { type: string }, "204": {} }
            examples:
              - { parameters: { id: 1 }, status: 200, body: ok }
        """

    static let inMemoryCases: [InMemoryCase] = [
        InMemoryCase(
            testDescription: "a parameter the endpoint does not have",
            change: { $0.parameters.append(SpecMember("idd", .number("1"))) },
            expected: [
                "shop.yaml:9:9: error: example parameter 'idd' is not a parameter of endpoint 'getItem'; "
                    + "did you mean 'id'?"
            ]
        ),
        InMemoryCase(
            testDescription: "a parameter value the client never sends",
            change: { $0.parameters[0].value = .object([]) },
            expected: [
                "shop.yaml:9:9: error: example parameter 'id' must be a string, number or boolean, found an "
                    + "object"
            ]
        ),
        InMemoryCase(
            testDescription: "a header value with a line break",
            change: { $0.headers.append(ExampleHeader(name: "X-Note", value: "a\r\nX-Injected: 1")) },
            expected: [
                "shop.yaml:9:9: error: example header 'X-Note' contains a line break or NUL, which a header "
                    + "value cannot hold"
            ]
        ),
        InMemoryCase(
            testDescription: "a body that does not fit the response",
            change: { $0.body = .number("5") },
            expected: [
                "shop.yaml:9:9: warning: example body does not fit the spec at the body: the spec says "
                    + "`string`, the body has a number 5; change the `200` response to `\"type\": \"integer\"`"
            ]
        ),
        InMemoryCase(
            testDescription: "fields on an endpoint without a body",
            change: { $0.fields = [ExampleField(name: "a", value: .number("1"), location: $0.location)] },
            expected: [
                "shop.yaml:9:9: error: example 'fields' match the fields of a form or multipart/form-data "
                    + "request body; endpoint 'getItem' has no body"
            ]
        ),
        InMemoryCase(
            testDescription: "an interval on a response that does not stream",
            change: { $0.itemInterval = .milliseconds(10) },
            expected: [
                "shop.yaml:9:9: error: 'intervalMilliseconds' paces the items of a streaming response "
                    + "(text/event-stream, JSON Lines, application/json-seq); the `200` response is "
                    + "application/json"
            ]
        ),
        InMemoryCase(
            testDescription: "an interval longer than ten minutes",
            change: { $0.itemInterval = .seconds(601) },
            expected: [
                "shop.yaml:9:9: error: 'intervalMilliseconds' must be a whole number of milliseconds from 0 "
                    + "to 600000 (ten minutes), found 601000"
            ]
        ),
        InMemoryCase(
            testDescription: "stream on an endpoint whose responses do not stream",
            change: { $0.isStream = true },
            expected: [
                "shop.yaml:9:9: error: 'stream' on an example of endpoint 'getItem', whose responses have "
                    + "no 'stream'"
            ]
        ),
    ]

    @Test(arguments: inMemoryCases)
    func aSpecBuiltInMemoryMeetsTheSameRulesAtTheExample(_ testCase: InMemoryCase) throws {
        var spec = try #require(ValidationStages.cleanSpec(Self.cleanSpec))
        try testCase.change(&spec.endpoints[0].examples[0])
        #expect(ValidationStages.messages(ofSpecInMemory: spec) == testCase.expected)
    }
}
