import Testing

@testable import EndpointSpec

/// A request body's media type and `encoding` are checked in the validator (`SpecValidator+Bodies`): a typed
/// multipart body with a boundary of its own, or an `encoding` that gives more than a part's one `contentType`;
/// multipart bytes that do not name their boundary; a form body that is no model, or bytes with an `encoding`, or an
/// `encoding` with a `contentType`. A spec meets these rules however it was made: written (at the decoder's
/// locations), configured (once, at the same locations) or built in memory (at the body).
@Suite("Request bodies and their encoding: one validation stage")
struct RequestBodyValidationTests {
    private static let spec = """
        name: Shop
        models:
          Upload: { properties: { file: { type: string } } }
        endpoints:
          upload:
            method: POST
            path: /upload
            body:
              - contentType: "multipart/form-data; boundary=x"
                "$ref": Upload
                encoding: { file: { explode: false, contentType: "not a type" } }
              - { contentType: multipart/mixed }
              - { contentType: application/x-www-form-urlencoded, encoding: { a: { contentType: text/plain } } }
            responses: { "204": {} }
          form:
            method: POST
            path: /form
            body: { contentType: application/x-www-form-urlencoded, type: string }
            responses: { "204": {} }
        """

    private static let expected = [
        "shop.yaml:9:22: error: a typed multipart body draws a random boundary of its own for "
            + "every request; remove 'boundary' from 'contentType'",
        "shop.yaml:11:21: error: 'style' and 'explode' apply to form fields; a multipart "
            + "field's 'encoding' may give only its 'contentType'",
        "shop.yaml:11:21: error: the 'contentType' of multipart field 'file' is not one media "
            + "type: 'not a type'",
        "shop.yaml:12:24: error: a multipart request body is either typed — a '$ref' to an "
            + "object model whose properties are its parts (multipart/form-data) — or bytes you "
            + "encode, whose 'boundary' parameter 'contentType' must then name",
        "shop.yaml:13:59: error: 'encoding' needs the form's fields: give the body a '$ref' "
            + "to an object model",
        "shop.yaml:13:71: error: 'contentType' in 'encoding' applies to the parts of a "
            + "multipart/form-data body; a form field is text",
        "shop.yaml:18:61: error: a form body is the properties of a model: write '$ref' to an "
            + "object model, or no schema to send bytes you encode yourself (Data)",
    ]

    @Test(arguments: ValidationStages.Stage.allCases)
    func aSpecTextGetsEachRuleOnceAtTheDecodersLocations(stage: ValidationStages.Stage) {
        #expect(ValidationStages.messages(of: Self.spec, at: stage) == Self.expected)
    }

    /// One change to a clean endpoint, made in memory, and what the validator says about it.
    typealias InMemoryCase = ValidationStages.InMemoryCase<EndpointDefinition>

    private static let cleanSpec = """
        name: Shop
        models:
          Upload: { properties: { file: { type: string } } }
        endpoints:
          upload:
            method: POST
            path: /upload
            body: { contentType: multipart/form-data, "$ref": Upload }
            responses: { "204": {} }
        """

    static let inMemoryCases: [InMemoryCase] = [
        InMemoryCase(
            testDescription: "a typed multipart body with a boundary",
            change: { $0.bodyMediaType = try BodyMediaType.parse("multipart/form-data; boundary=x").get() },
            expected: [
                "shop.yaml:8:11: error: a typed multipart body draws a random boundary of its own for "
                    + "every request; remove 'boundary' from 'contentType'"
            ]
        ),
        InMemoryCase(
            testDescription: "a typed multipart part with a style",
            change: {
                $0.bodyEncodings = [FormFieldEncoding(name: "file", style: .pipeDelimited, location: $0.location)]
            },
            expected: [
                "shop.yaml:5:3: error: 'style' and 'explode' apply to form fields; a multipart "
                    + "field's 'encoding' may give only its 'contentType'"
            ]
        ),
        InMemoryCase(
            testDescription: "multipart bytes without a boundary",
            change: {
                $0.body = Schema(.byte, location: $0.location)
                $0.bodyMediaType = try BodyMediaType.parse("multipart/mixed").get()
            },
            expected: [
                "shop.yaml:5:3: error: a multipart request body is either typed — a '$ref' to an "
                    + "object model whose properties are its parts (multipart/form-data) — or bytes you "
                    + "encode, whose 'boundary' parameter 'contentType' must then name"
            ]
        ),
        InMemoryCase(
            testDescription: "a form body that is not a model",
            change: {
                $0.body = Schema(.string, location: $0.location)
                $0.bodyMediaType = try BodyMediaType.parse("application/x-www-form-urlencoded").get()
            },
            expected: [
                "shop.yaml:5:3: error: a form body is the properties of a model: write '$ref' to an "
                    + "object model, or no schema to send bytes you encode yourself (Data)"
            ]
        ),
        InMemoryCase(
            testDescription: "form bytes with an encoding",
            change: {
                $0.body = Schema(.byte, location: $0.location)
                $0.bodyMediaType = try BodyMediaType.parse("application/x-www-form-urlencoded").get()
                $0.bodyEncodings = [
                    FormFieldEncoding(name: "a", style: .form, contentType: "text/plain", location: $0.location)
                ]
            },
            expected: [
                "shop.yaml:5:3: error: 'contentType' in 'encoding' applies to the parts of a "
                    + "multipart/form-data body; a form field is text",
                "shop.yaml:5:3: error: 'encoding' needs the form's fields: give the body a '$ref' to "
                    + "an object model",
            ]
        ),
    ]

    @Test(arguments: inMemoryCases)
    func aSpecBuiltInMemoryMeetsTheSameRulesAtTheBody(_ testCase: InMemoryCase) throws {
        var spec = try #require(ValidationStages.cleanSpec(Self.cleanSpec))
        try testCase.change(&spec.endpoints[0])
        #expect(ValidationStages.messages(ofSpecInMemory: spec) == testCase.expected)
    }
}
