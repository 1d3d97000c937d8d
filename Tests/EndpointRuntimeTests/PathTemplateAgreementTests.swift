@_spi(Generated) import EndpointRuntime
import EndpointSpec
import Foundation
import HTTPSemantics
import Testing

/// The runtime renders `Endpoint.path` with the same `PathTemplate` parse that validation, code generation and the
/// stub server use; these pin the runtime's errors and rendering to it.
@Suite("The runtime and the spec model parse path templates alike")
struct PathTemplateAgreementTests {
    private static let templates = [
        "/", "/products/{id}", "/files/{name}.json", "/v1/{a}-{b}", "/{a}{b}", "/x/{é}/y", "/a/{b}/{c}.{d}",
        "/{a/b}", "/{a}/{a}", "/a/{b", "/a/b}", "/a/{}", "/a/{b{c}}", "/}{", "/{a}}",
        "/{\u{301}id}", "/{a{b", "/{}}",
    ]

    @Test(arguments: templates)
    func theyAgreeOnValidityAndPlaceholders(text: String) throws {
        let template = PathTemplate(text)
        let values = Dictionary(template.placeholderNames.map { ($0, "v") }, uniquingKeysWith: { first, _ in first })
        let builder = RequestBuilder(baseURL: try #require(URL(string: "https://api.example.com")))
        let endpoint = Endpoint<EmptyResponse>(method: .get, path: text, pathParameters: values)
        if template.syntaxError == nil {
            _ = try builder.request(for: endpoint)
        } else {
            let problem = try #require(template.syntaxError)
            #expect(throws: APIError.invalidRequest("the path '\(text)' has \(problem)")) {
                try builder.request(for: endpoint)
            }
        }
    }

    @Test func theRuntimeRendersTheLiteralTextAroundPlaceholders() throws {
        let builder = RequestBuilder(baseURL: try #require(URL(string: "https://api.example.com")))
        let endpoint = Endpoint<EmptyResponse>(
            method: .get,
            path: "/v1/{a}-{b}.json",
            pathParameters: ["a": "x y", "b": "1/2"]
        )
        #expect(try builder.request(for: endpoint).url?.absoluteString == "https://api.example.com/v1/x%20y-1%2F2.json")
    }
}
