import Testing

@testable import EndpointSpec

@Suite("Decoding body media types: contentType on bodies and responses")
struct MediaTypeDecodingTests {
    /// Loads `endpoint` (the JSON of one endpoint `e`), expecting no diagnostics.
    private func endpoint(_ endpoint: String) throws -> EndpointDefinition {
        let text = #"{"name": "T", "endpoints": {"e": "# + endpoint + "}}"
        let result = SpecLoader.load(text: Array(text.utf8), path: "t.json")
        #expect(result.diagnostics.map(\.description) == [])
        return try #require(result.spec?.endpoints.first)
    }

    @Test func bodiesAndResponsesDefaultToJSON() throws {
        let endpoint = try endpoint(
            #"{"method": "POST", "path": "/e", "body": {"type": "string"}, "responses": {"200": {"type": "string"}}}"#
        )
        #expect(endpoint.bodyMediaType == .json)
        #expect(endpoint.bodyMediaType.isDefaultJSON)
        #expect(endpoint.body?.kind == .string)
        #expect(endpoint.responses.first?.mediaType == .json)
    }

    @Test func aTextBodyIsAStringAndABinaryBodyIsData() throws {
        let endpoint = try endpoint(
            #"{"method": "PUT", "path": "/e", "body": {"contentType": "text/csv; charset=ISO-8859-1"}, "#
                + #""responses": {"200": {"contentType": "application/octet-stream", "description": "The file."}, "#
                + #""201": {"contentType": "image/png", "type": "string", "format": "binary"}, "#
                + #""202": {"contentType": "text/plain", "type": "string"}, "#
                + #""203": {"contentType": "application/problem+json", "type": "any"}}}"#
        )
        #expect(endpoint.bodyMediaType.kind == .text)
        #expect(endpoint.bodyMediaType.essence == "text/csv")
        #expect(endpoint.bodyMediaType.charset == "iso-8859-1")
        #expect(endpoint.body?.kind == .string)
        let responses = endpoint.responses
        #expect(responses.map(\.mediaType.kind) == [.binary, .binary, .text, .json])
        #expect(responses.map(\.schema?.kind) == [.byte, .byte, .string, .any])
        #expect(responses[0].description == "The file.")
        #expect(responses[0].schema?.description == nil)
    }

    @Test func parsesParametersAndQuotedValues() throws {
        let mediaType = try BodyMediaType.parse(#"Text/Plain ; charset="utf-8" ; format=flowed"#).get()
        #expect(mediaType.essence == "text/plain")
        #expect(
            mediaType.parameters == [.init(name: "charset", value: "utf-8"), .init(name: "format", value: "flowed")]
        )
        #expect(mediaType == (try BodyMediaType.parse("text/plain;charset=utf-8;format=flowed").get()))
        #expect(BodyMediaType.parse("*/*") == .failure(.wildcard))
        #expect(BodyMediaType.parse("text/*") == .failure(.wildcard))
        for bad in [
            "", "text", "text/", "/plain", "te xt/plain", "text/plain; charset", #"text/plain; a="b"#, "a/b; c=d e",
        ] {
            guard case .failure(.malformed) = BodyMediaType.parse(bad) else {
                Issue.record("'\(bad)' parsed")
                continue
            }
        }
    }

    @Test func twoResponsesOfDifferentKindsHaveDifferentBodies() throws {
        let endpoint = try endpoint(
            #"{"method": "GET", "path": "/e", "responses": {"200": {"type": "string"}, "#
                + #""203": {"contentType": "text/plain"}}}"#
        )
        #expect(endpoint.hasSeveralSuccessBodies)
    }
}
