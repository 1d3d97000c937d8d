import EndpointOpenAPI
import EndpointSpec
import Testing

/// Response headers, `components/headers` and `components/responses` names.
struct ResponseHeaderImportTests {
    private static func operation(_ operation: String, components: String = "{}") -> ImportHarness {
        ImportHarness(paths: "{ \"/things\": { \"post\": \(operation) } }", components: components)
    }

    @Test func importsHeadersWithTypesRequirednessAndReferences() throws {
        let harness = Self.operation(
            """
            { "responses": { "200": {
                "description": "Done.",
                "headers": {
                  "X-Rate-Limit": { "$ref": "#/components/headers/RateLimit" },
                  "X-Expires-After": { "schema": { "type": "string", "format": "date-time" }, "required": true },
                  "Link": { "schema": { "type": "array", "items": { "type": "string" } } },
                  "X-Cache": { "schema": { "type": "string", "enum": ["HIT", "MISS"] }, "deprecated": true },
                  "Content-Type": { "schema": { "type": "string" } }
                },
                "content": { "application/json": { "schema": { "type": "string" } } }
              } } }
            """,
            components: """
                { "headers": { "RateLimit": {
                  "description": "Calls per hour.", "schema": { "type": "integer", "format": "int32" }
                } } }
                """
        )
        let response = try #require(try harness.endpoint("postThings").responses.first)
        #expect(response.headers.map(\.name) == ["X-Rate-Limit", "X-Expires-After", "Link", "X-Cache"])
        #expect(response.headers.map(\.isRequired) == [false, true, false, false])
        #expect(
            response.headers.map { ImportHarness.shape($0.schema) } == [
                "integer(int32)", "date-time", "[string]", "enum(HIT,MISS)",
            ]
        )
        #expect(response.headers[0].schema.description == "Calls per hour.")
        #expect(response.headers[3].schema.isDeprecated)
        #expect(harness.diagnostics.isEmpty)
    }

    @Test func aHeaderTheFormatCannotExpressIsAStringAndAWarningNamesIt() throws {
        let harness = Self.operation(
            """
            { "responses": { "200": {
                "description": "Done.",
                "headers": {
                  "X-Object": { "schema": { "type": "object", "properties": { "a": { "type": "string" } } } },
                  "X-Map": { "schema": { "type": "object", "additionalProperties": { "type": "integer" } } },
                  "X-Content": { "content": { "text/plain": { "schema": { "type": "string" } } } },
                  "Bad Name": { "schema": { "type": "string" } },
                  "x-map": { "schema": { "type": "string" } }
                }
              } } }
            """
        )
        let response = try #require(try harness.endpoint("postThings").responses.first)
        #expect(response.headers.map(\.name) == ["X-Object", "X-Map", "X-Content"])
        #expect(response.headers.map(\.schema.kind) == [.string, .string, .string])
        #expect(
            harness.warningMessages == [
                "response header 'X-Object' of the 200 response is an object, which a response header cannot be in the "
                    + "spec format; it is imported as a string",
                "response header 'X-Map' of the 200 response is an object, which a response header cannot be in the "
                    + "spec format; it is imported as a string",
                "response header 'X-Content' of the 200 response is described with 'content', which is not supported; "
                    + "it is imported as a string",
                "response header 'Bad Name' of the 200 response is not a valid HTTP header name; it is ignored",
                "response header 'x-map' of the 200 response repeats 'X-Map' (header names ignore case); it is ignored",
            ]
        )
        #expect(!harness.warningMessages.contains { $0.contains("not supported; the 200 response's 'headers'") })
    }

    /// OpenAPI's `default` of a header is the value the client assumes when the server leaves it out: kept when it
    /// fits the header's schema, dropped with the located warning of any default that does not.
    @Test func headerDefaultsAreKeptWhenTheyFitAndDroppedWithAWarningWhenNot() throws {
        let harness = Self.operation(
            """
            { "responses": { "200": {
                "description": "Done.",
                "headers": {
                  "Connection": { "schema": { "type": "string", "default": "keep-alive" } },
                  "X-Mode": { "schema": { "type": "string", "enum": ["fast", "slow"], "default": "slow" } },
                  "X-Sizes": { "schema": { "type": "array", "items": { "type": "integer" }, "default": [1, 2] } },
                  "X-Since": { "schema": { "type": "string", "format": "date", "default": "2024-01-31" } },
                  "X-Note": { "schema": { "type": "string", "nullable": true, "default": null } },
                  "X-Count": { "schema": { "type": "integer", "default": "many" } }
                }
              } } }
            """
        )
        let response = try #require(try harness.endpoint("postThings").responses.first)
        #expect(
            response.headers.map(\.schema.defaultValue) == [
                .string("keep-alive"), .string("slow"), .array([.number("1"), .number("2")]), .string("2024-01-31"),
                nil, nil,
            ]
        )
        #expect(
            harness.diagnostics == [
                "\(harness.location(of: "\"many\"")): warning: 'default' must be an integer, found a string; the "
                    + "default is dropped"
            ]
        )
        let loaded = SpecLoader.standard.load(bytes: Array(harness.json.utf8), path: ImportHarness.file)
        #expect(!loaded.diagnostics.contains { $0.severity == .error })
    }

    @Test func aHeaderOfSeveralSuccessesTakesTheFirstDefault() throws {
        let harness = Self.operation(
            """
            { "responses": {
                "200": { "description": "A.", "headers": {
                  "X-Mode": { "schema": { "type": "string", "default": "fast" } }
                } },
                "201": { "description": "B.", "headers": { "X-Mode": { "schema": { "type": "string" } } } },
                "202": { "description": "C.", "headers": {
                  "X-Mode": { "schema": { "type": "string", "default": "slow" } }
                } }
              } }
            """
        )
        let endpoint = try harness.endpoint("postThings")
        let defaults = endpoint.responses.map { $0.headers.first?.schema.defaultValue }
        #expect(defaults == Array(repeating: .string("fast"), count: 3))
        #expect(
            harness.warningMessages == [
                "response header 'X-Mode' of the 202 response has another 'default' than in an earlier 2xx response; "
                    + "that one's is used, as the 2xx responses share one headers type"
            ]
        )
        let loaded = SpecLoader.standard.load(bytes: Array(harness.json.utf8), path: ImportHarness.file)
        #expect(!loaded.diagnostics.contains { $0.severity == .error })
    }

    @Test func headersOfSeveralSuccessesAgreeAndGetUniqueSwiftNames() throws {
        let harness = Self.operation(
            """
            { "responses": {
                "200": { "description": "A.", "headers": {
                  "X-Id": { "schema": { "type": "string" } },
                  "X-RateLimit": { "schema": { "type": "integer" } },
                  "X-Rate-Limit": { "schema": { "type": "integer" } }
                } },
                "201": { "description": "B.", "headers": { "x-id": { "schema": { "type": "integer" } } } }
              } }
            """
        )
        let endpoint = try harness.endpoint("postThings")
        #expect(endpoint.successHeaders.map(\.swiftName) == [nil, nil, "xRateLimit2"])
        #expect(endpoint.responses[1].headers.first?.schema.kind == .string)
        #expect(
            harness.warningMessages == [
                "response header 'X-Rate-Limit' has the same Swift name 'xRateLimit' as 'X-RateLimit'; it is named "
                    + "'xRateLimit2' (set with 'swiftName')",
                "response header 'x-id' of the 201 response has another type than in an earlier 2xx response; that "
                    + "one's type is used, as the 2xx responses share one headers type",
            ]
        )
    }

    @Test func referencedResponsesNameTheirCases() throws {
        let harness = Self.operation(
            """
            { "responses": {
                "200": { "description": "OK.", "content": { "application/json": { "schema": { "type": "string" } } } },
                "404": { "$ref": "#/components/responses/not_found" },
                "422": { "$ref": "#/components/responses/validation_failed" },
                "409": { "$ref": "#/components/responses/validation_failed" },
                "400": { "$ref": "#/components/responses/response" }
              } }
            """,
            components: """
                { "responses": {
                  "not_found": { "description": "Missing.", "content": { "application/json": { "schema": { "type": "string" } } } },
                  "validation_failed": { "description": "Invalid.", "content": { "application/json": { "schema": { "type": "integer" } } } },
                  "response": { "description": "Reserved.", "content": { "application/json": { "schema": { "type": "integer" } } } }
                } }
                """
        )
        let endpoint = try harness.endpoint("postThings")
        let names = Dictionary(uniqueKeysWithValues: endpoint.responses.map { ($0.status.description, $0.caseName) })
        // `not_found` is the status's own name; 409 would repeat 422's; `response` is reserved.
        #expect(
            names == [
                "200": "ok", "400": "badRequest", "404": "notFound", "409": "conflict", "422": "validationFailed",
            ]
        )
        #expect(endpoint.responses.first { $0.status == .code(404) }?.swiftName == nil)
    }

    @Test func headerExamplesAreServedWithTheBodyExamples() throws {
        let harness = Self.operation(
            """
            { "responses": { "429": {
                "description": "Slow down.",
                "headers": {
                  "Retry-After": { "schema": { "type": "integer" }, "example": 120 },
                  "X-Tags": { "schema": { "type": "array", "items": { "type": "string" } }, "examples": { "a": { "value": ["a", "b"] } } },
                  "X-Plain": { "schema": { "type": "string" } }
                },
                "content": { "application/json": { "schema": { "type": "string" }, "example": "later" } }
              } } }
            """
        )
        let example = try #require(try harness.endpoint("postThings").examples.first)
        #expect(example.status == 429)
        #expect(
            example.headers == [
                ExampleHeader(name: "Retry-After", value: "120"), ExampleHeader(name: "X-Tags", value: "a, b"),
            ]
        )
    }

    /// A header value holds no line break, so an example value with one is left out (with a located warning) before
    /// the validator, which makes it an error in a written spec, sees the imported spec.
    @Test func aHeaderExampleWithALineBreakIsLeftOutWithAWarning() throws {
        let harness = Self.operation(
            """
            { "responses": { "200": {
                "description": "OK.",
                "headers": {
                  "X-Note": { "schema": { "type": "string" }, "example": "a\\r\\nX-Injected: 1" },
                  "X-Id": { "schema": { "type": "string" }, "example": "7" }
                },
                "content": { "application/json": { "schema": { "type": "string" }, "example": "ok" } }
              } } }
            """
        )
        let example = try #require(try harness.endpoint("postThings").examples.first)
        #expect(example.headers == [ExampleHeader(name: "X-Id", value: "7")])
        #expect(
            harness.diagnostics == [
                "\(harness.location(of: "\"X-Note\"")): warning: the example of response header 'X-Note' of the 200 "
                    + "response contains a line break or NUL, which a header value cannot hold; the stub server's "
                    + "examples leave the header out"
            ]
        )
        let loaded = SpecLoader.standard.load(bytes: Array(harness.json.utf8), path: ImportHarness.file)
        #expect(loaded.spec != nil)
        #expect(!loaded.diagnostics.contains { $0.severity == .error })
    }
}
