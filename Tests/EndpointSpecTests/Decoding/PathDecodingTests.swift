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

/// `multiSegment: true`: a string path parameter that is a whole segment may span segments; anything else is a
/// located error.
@Suite("Decoding multi-segment path parameters")
struct MultiSegmentDecodingTests {
    private func load(path: String, parameter: String) -> SpecLoadResult {
        let text = """
            {"name": "T", "endpoints": {"get": {"method": "GET", "path": "\(path)",
              "parameters": {"path": \(parameter)}, "responses": {"204": {}}}}}
            """
        return SpecLoader.load(text: Array(text.utf8), path: "t.json")
    }

    @Test func aWholeSegmentStringParameterSpansSegments() throws {
        let result = load(
            path: "/contents/{path}",
            parameter: #"{"in": "path", "type": "string", "multiSegment": true}"#
        )
        #expect(result.diagnostics.isEmpty)
        #expect(try #require(result.spec?.endpoints.first).multiSegmentParameterNames == ["path"])
    }

    @Test(arguments: [
        (
            "/files/{path}.json", #"{"in": "path", "type": "string", "multiSegment": true}"#,
            "must be a whole segment of the path"
        ),
        ("/files/{path}", #"{"in": "path", "type": "integer", "multiSegment": true}"#, "must be a string"),
        ("/files", #"{"in": "query", "type": "string", "multiSegment": true}"#, "only a path parameter"),
    ])
    func anythingElseIsALocatedError(path: String, parameter: String, message: String) throws {
        let result = load(path: path, parameter: parameter)
        let error = try #require(result.diagnostics.first { $0.severity == .error })
        #expect(error.message.contains(message), "\(error)")
        #expect(error.description.hasPrefix("t.json:2:"))
    }
}
