@_spi(Generated) import EndpointRuntime
import Foundation
import Testing

@Suite("APIError: messages for people")
struct APIErrorDescriptionTests {
    @Test(
        "each error has a readable sentence",
        arguments: [
            (APIError.unexpectedStatus(code: 503, body: Data()), "The server answered 503 Service Unavailable."),
            (APIError.unexpectedStatus(code: 404, body: Data("secret".utf8)), "The server answered 404 Not Found."),
            (APIError.unexpectedStatus(code: 599, body: Data()), "The server answered 599."),
            (APIError.invalidResponse, "The server's answer was not an HTTP response."),
            (
                APIError.unexpectedContentType("text/html"),
                "The server answered with 'text/html' where JSON was expected."
            ),
            (
                APIError.unexpectedContentType(nil),
                "The server answered without a Content-Type where JSON was expected."
            ),
            (
                APIError.decoding(DecodingFailure(codingPath: "products[2].price_cents", reason: "expected Int")),
                "The response does not match the spec at products[2].price_cents: expected Int."
            ),
            (
                APIError.decoding(
                    DecodingFailure(
                        codingPath: "hits[0].url",
                        reason: "expected URL, found null",
                        hint: "If the API sends null there, mark 'url' \"nullable\": true in the spec."
                    )
                ),
                "The response does not match the spec at hits[0].url: expected URL, found null."
                    + " If the API sends null there, mark 'url' \"nullable\": true in the spec."
            ),
            (
                APIError.decoding(DecodingFailure(codingPath: "", reason: "expected an array, found an object")),
                "The response does not match the spec: expected an array, found an object."
            ),
            (
                APIError.decoding(DecodingFailure(codingPath: "", reason: "the body is empty", kind: .notJSON)),
                "The response is not valid JSON: the body is empty."
            ),
            (
                APIError.decoding(
                    DecodingFailure(codingPath: "", reason: "it is 600 levels deep", kind: .tooDeeplyNested)
                ),
                "The response is nested too deeply to decode: it is 600 levels deep."
            ),
            (
                APIError.transport(code: -1001, description: "the request timed out"),
                "The request failed: the request timed out (URLError -1001)."
            ),
            (APIError.responseTooLarge(limit: 10 * 1024 * 1024), "The response was larger than the limit of 10 MB."),
            (
                APIError.invalidRequest("the path parameter 'id' is empty"),
                "The request could not be built: the path parameter 'id' is empty."
            ),
        ]
    )
    func describes(error: APIError, message: String) {
        #expect(error.description == message)
        #expect(error.localizedDescription == message)
    }

    @Test func invalidBaseURLMessageHidesQuerySecrets() throws {
        let builder = RequestBuilder(baseURL: try #require(URL(string: "relative?api_key=hunter22")))
        let error = try #require(throws: APIError.self) {
            try builder.request(for: Endpoint<EmptyResponse>(method: .get, path: "/x"))
        }
        #expect(!error.description.contains("hunter22"))
    }

    @Test func mentionsAttemptsOnlyWhenThereWereSeveral() {
        let error = APIError.unexpectedStatus(code: 503, body: Data())
        #expect(error.description(attempts: 3) == "The server answered 503 Service Unavailable after 3 attempts.")
        #expect(error.description(attempts: 1) == "The server answered 503 Service Unavailable.")
        #expect(error.description(attempts: nil) == "The server answered 503 Service Unavailable.")
    }
}
