import Testing

@testable import EndpointSpec

@Suite("Decoding responses: headers, case names, error messages and example headers")
struct ResponseDecodingTests {
    /// Loads `endpoint` (the JSON of one endpoint `e`) next to models `ErrorMessage` and `Color`, expecting no
    /// diagnostics.
    private func endpoint(_ endpoint: String, models: String = "") throws -> EndpointDefinition {
        let text =
            #"{"name": "T", "models": {"#
            + #""ErrorMessage": {"properties": {"message": {"type": "string"}}, "errorMessage": "message"},"#
            + #""Color": {"type": "string", "enum": ["red"]}"# + models + #"}, "endpoints": {"e": "# + endpoint + "}}"
        let result = SpecLoader.load(text: Array(text.utf8), path: "t.json")
        #expect(result.diagnostics.map(\.description) == [])
        return try #require(result.spec?.endpoints.first)
    }

    @Test func decodesResponseHeadersInOrder() throws {
        let endpoint = try endpoint(
            #"{"method": "GET", "path": "/e", "responses": {"200": {"type": "string", "headers": {"#
                + #""X-RateLimit-Remaining": {"type": "integer", "required": true, "description": "Left."},"#
                + #""Link": {"type": "array", "items": {"type": "string"}, "swiftName": "links"},"#
                + #""X-Color": {"$ref": "Color"}}}}}"#
        )
        let response = try #require(endpoint.responses.first)
        #expect(response.schema?.kind == .string)
        #expect(response.headers.map(\.name) == ["X-RateLimit-Remaining", "Link", "X-Color"])
        #expect(response.headers.map(\.isRequired) == [true, false, false])
        #expect(response.headers.map(\.swiftName) == [nil, "links", nil])
        #expect(response.headers[0].schema.kind == .integer(nil))
        #expect(response.headers[0].schema.description == "Left.")
        #expect(response.headers[2].schema.kind == .reference("Color"))
    }

    @Test func aResponseWithOnlyHeadersHasNoBody() throws {
        let endpoint = try endpoint(
            #"{"method": "POST", "path": "/e", "responses": {"201": {"description": "Made.", "swiftName": "made", "#
                + #""headers": {"Location": {"type": "string", "format": "uri", "required": true}}}}}"#
        )
        let response = try #require(endpoint.responses.first)
        #expect(response.schema == nil)
        #expect(response.description == "Made.")
        #expect(response.swiftName == "made")
        #expect(response.caseName == "made")
        #expect(response.headers.first?.schema.kind == .uri)
    }

    @Test func decodesTheErrorMessageProperty() throws {
        let text =
            #"{"name": "T", "models": {"E": {"properties": {"text": {"type": "string", "nullable": true}}, "#
            + #""errorMessage": "text"}}}"#
        let result = SpecLoader.load(text: Array(text.utf8), path: "t.json")
        #expect(result.diagnostics.isEmpty)
        #expect(result.spec?.models.first?.errorMessageProperty == "text")
    }

    @Test func decodesExampleHeaders() throws {
        let endpoint = try endpoint(
            #"{"method": "GET", "path": "/e", "responses": {"200": {"type": "string"}}, "examples": [{"status": 200, "#
                + #""headers": {"X-Count": 3, "X-Flag": true, "ETag": "\"v1\""}, "body": "x"}]}"#
        )
        #expect(
            endpoint.examples.first?.headers == [
                ExampleHeader(name: "X-Count", value: "3"), ExampleHeader(name: "X-Flag", value: "true"),
                ExampleHeader(name: "ETag", value: #""v1""#),
            ]
        )
    }

    @Test(
        arguments: [
            (ResponseDefinition.Status.code(200), "ok"), (.code(201), "created"), (.code(204), "noContent"),
            (.code(400), "badRequest"), (.code(401), "unauthorized"), (.code(404), "notFound"),
            (.code(422), "unprocessableContent"), (.code(429), "tooManyRequests"), (.code(500), "internalServerError"),
            (.code(203), "nonAuthoritativeInformation"), (.code(505), "httpVersionNotSupported"),
            (.code(499), "status499"), (.range(1), "informational"), (.range(2), "success"), (.range(3), "redirection"),
            (.range(4), "clientError"), (.range(5), "serverError"), (.default, "other"),
        ]
    )
    func derivesCaseNamesFromTheStatus(_ status: ResponseDefinition.Status, _ name: String) {
        #expect(ResponseDefinition.derivedCaseName(for: status) == name)
    }

    @Test func splitsSuccessesFromErrors() throws {
        let endpoint = try endpoint(
            #"{"method": "POST", "path": "/e", "responses": {"200": {"$ref": "ErrorMessage"}, "201": {"$ref": "ErrorMessage"}, "#
                + #""204": {}, "404": {"$ref": "ErrorMessage"}, "409": {}, "4XX": {"type": "any"}, "#
                + #""default": {"$ref": "ErrorMessage"}}}"#
        )
        #expect(endpoint.successResponses.map(\.status) == [.code(200), .code(201), .code(204)])
        #expect(endpoint.hasSeveralSuccessBodies)
        #expect(endpoint.errorResponses.map(\.status) == [.code(404), .range(4), .default])
    }

    @Test func theSameBodyForEverySuccessIsOneType() throws {
        let endpoint = try endpoint(
            #"{"method": "POST", "path": "/e", "responses": {"200": {"$ref": "ErrorMessage", "description": "a"}, "#
                + #""201": {"$ref": "ErrorMessage", "description": "b"}, "2XX": {"$ref": "ErrorMessage"}}}"#
        )
        #expect(!endpoint.hasSeveralSuccessBodies)
        #expect(endpoint.successResponse?.status == .code(200))
    }

    @Test func aRangeAloneIsTheSuccessResponse() throws {
        let endpoint = try endpoint(#"{"method": "GET", "path": "/e", "responses": {"2XX": {"type": "string"}}}"#)
        #expect(endpoint.successResponse?.status == .range(2))
    }
}
