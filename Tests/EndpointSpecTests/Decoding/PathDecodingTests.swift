import EndpointSpec
import Testing

@Suite("Decoding endpoint paths")
struct PathDecodingTests {
    private func endpoint(path: String, parameters: String) throws -> EndpointDefinition {
        let text = """
            {"name": "T", "endpoints": {"get": {"method": "GET", "path": "\(path)",
              "parameters": \(parameters), "responses": {"204": {}}}}}
            """
        let result = SpecLoader.load(text: Array(text.utf8), path: "t.json")
        #expect(result.diagnostics.map(\.description) == [])
        return try #require(result.spec?.endpoints.first)
    }

    @Test func placeholdersWithLiteralTextAroundThemAreAccepted() throws {
        let files = try endpoint(path: "/files/{name}.json", parameters: #"{"name": {"in": "path", "type": "string"}}"#)
        #expect(files.pathTemplate.segments.last?.parts == [.placeholder("name"), .literal(".json")])
        let pair = try endpoint(
            path: "/v1/{a}-{b}",
            parameters: #"{"a": {"in": "path", "type": "string"}, "b": {"in": "path", "type": "integer"}}"#
        )
        #expect(pair.pathTemplate.placeholderNames == ["a", "b"])
        #expect(pair.path == "/v1/{a}-{b}")
    }
}
