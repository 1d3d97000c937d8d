import EndpointSpec
import Testing

/// Repository methods that call an endpoint with a request body feed it with `"to": "body"`.
struct RepositoryBodyTests {
    private func load(methodParameters: String) -> SpecLoadResult {
        let text = """
            {
              "name": "Shop",
              "models": { "Item": { "properties": { "title": { "type": "string" } } } },
              "endpoints": {
                "createItem": {
                  "method": "POST",
                  "path": "/items",
                  "body": { "$ref": "Item" },
                  "responses": { "201": { "$ref": "Item" } }
                }
              },
              "repositories": {
                "HTTPItemRepository": {
                  "methods": {
                    "create": { "endpoint": "createItem", "parameters": \(methodParameters), "returns": "ItemDTO" }
                  }
                }
              }
            }
            """
        return SpecLoader.load(text: Array(text.utf8), path: "shop.json")
    }

    @Test func bodyCanBeFedByAMethodParameter() throws {
        let result = load(methodParameters: #"[{ "name": "item", "type": "ItemDTO", "to": "body" }]"#)
        #expect(result.diagnostics.isEmpty)
        let method = try #require(result.spec?.repositories.first?.methods.first)
        #expect(method.parameters.map(\.endpointParameter) == ["body"])
    }

    @Test func anUnfedBodyIsAnError() {
        let result = load(methodParameters: "[]")
        #expect(
            result.diagnostics.map(\.description) == [
                "shop.json:15:9: error: method 'create' does not supply the request body of endpoint 'createItem'; "
                    + #"add a parameter with "to": "body""#
            ]
        )
    }
}
