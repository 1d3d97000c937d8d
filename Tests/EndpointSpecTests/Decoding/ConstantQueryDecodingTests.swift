import EndpointSpec
import Testing

@Suite("Decoding an endpoint's constantQuery")
struct ConstantQueryDecodingTests {
    private func load(_ constantQuery: String, parameters: String = "{}") -> SpecLoadResult {
        let text = """
            {"name": "T", "endpoints": {"status": {"method": "GET", "path": "/requests",
              "constantQuery": \(constantQuery), "parameters": \(parameters), "responses": {"204": {}}}}}
            """
        return SpecLoader.load(text: Array(text.utf8), path: "t.json")
    }

    @Test func stringsAndNullsAreKeptInOrder() throws {
        let result = load(#"{"view": "status", "with history": null, "a": ""}"#)
        #expect(result.diagnostics.map(\.description) == [])
        let items = try #require(result.spec?.endpoints.first).constantQueryItems
        #expect(items.map(\.name) == ["view", "with history", "a"])
        #expect(items.map(\.value) == ["status", nil, ""])
        #expect(items.map(\.text) == ["view=status", "with history", "a="])
        #expect(items.first?.location.description == "t.json:2:21")
    }

    @Test func otherValuesEmptyNamesAndParametersOfTheSameNameAreErrors() {
        let result = load(
            #"{"view": 1, "": "x", "limit": "5"}"#,
            parameters: #"{"limit": {"in": "query", "type": "integer"}}"#
        )
        #expect(
            result.diagnostics.map(\.description) == [
                "t.json:2:29: error: constant query item 'view' of endpoint 'status' must be a string, or null to "
                    + "send the name alone; found a number",
                "t.json:2:32: error: a constant query item of endpoint 'status' has an empty name",
                "t.json:2:41: error: constant query item 'limit' of endpoint 'status' has the name of a query "
                    + "parameter of the endpoint; remove one of them",
            ]
        )
        #expect(result.spec == nil)
    }
}
