import Testing

@testable import EndpointSpec

/// An example's `fields`: decoded with their locations, allowed only on form and multipart bodies, checked against
/// the body model's properties.
@Suite("Example fields")
struct ExampleFieldDecodingTests {
    private func load(_ endpoint: String) -> SpecLoadResult {
        let text = """
            name: Shop
            models:
              Upload: { type: object, properties: { title: { type: string }, file: { type: string, format: byte } } }
            endpoints:
              upload:
                method: POST
                path: /uploads
            \(endpoint)
            """
        return SpecLoader().load(bytes: Array(text.utf8), path: "shop.yaml")
    }

    private func messages(_ result: SpecLoadResult) -> [String] {
        result.diagnostics.filter { $0.severity != .note }.map(\.description)
    }

    @Test func fieldsOfAMultipartBodyAreDecodedInOrderWithTheirLocations() throws {
        let result = load(
            """
                body: { contentType: multipart/form-data, $ref: Upload }
                responses: { "201": {} }
                examples: [{ fields: { title: Front, file: [a.png, b.png] }, status: 201 }]
            """
        )
        let endpoint = try #require(result.spec?.endpoint(named: "upload"))
        let fields = try #require(endpoint.examples.first?.fields)
        #expect(fields.map(\.name) == ["title", "file"])
        #expect(fields.map(\.value) == [.string("Front"), .array([.string("a.png"), .string("b.png")])])
        #expect(fields.first?.location == SourceLocation(file: "shop.yaml", line: 10, column: 28))
    }

    @Test func fieldsOnAJSONBodyOrNoBodyAreAnError() {
        let json = load(
            """
                body: { $ref: Upload }
                responses: { "201": {} }
                examples: [{ fields: { title: Front }, status: 201 }]
            """
        )
        #expect(
            messages(json) == [
                "shop.yaml:10:18: error: example 'fields' match the fields of a form or multipart/form-data request "
                    + "body; the body of endpoint 'upload' is application/json"
            ]
        )
        let none = load("    responses: { \"201\": {} }\n    examples: [{ fields: { title: Front }, status: 201 }]")
        #expect(messages(none).first?.hasSuffix("endpoint 'upload' has no body") == true)
    }

    @Test func aFieldThatIsNoPropertyOfTheBodyModelIsAnErrorWithTheClosestName() {
        let result = load(
            """
                body: { contentType: application/x-www-form-urlencoded, $ref: Upload }
                responses: { "201": {} }
                examples: [{ fields: { titel: Front, size: { a: 1 } }, status: 201 }]
            """
        )
        #expect(result.spec == nil)
        #expect(
            messages(result) == [
                "shop.yaml:10:28: error: example field 'titel' is not a property of model 'Upload', the form body of "
                    + "endpoint 'upload'; did you mean 'title'?",
                "shop.yaml:10:48: error: 'size' must be a string, number or boolean, or an array of them, found an object",
            ]
        )
    }
}
