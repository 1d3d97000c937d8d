import Testing

@testable import EndpointSpec

/// `body` as an array: the first is the body, each other one another media type it may be sent as.
@Suite("Several request media types")
struct AlternativeBodyDecodingTests {
    private func load(_ body: String) -> SpecLoadResult {
        let text = """
            name: Shop
            models: { Gadget: { type: object, properties: { label: { type: string } } } }
            endpoints:
              submit:
                method: POST
                path: /gadgets
                body: \(body)
                responses: { "201": {} }
            """
        return SpecLoader().load(bytes: Array(text.utf8), path: "shop.yaml")
    }

    private func messages(_ result: SpecLoadResult) -> [String] {
        result.diagnostics.filter { $0.severity != .note }.map(\.description)
    }

    @Test func theFirstIsTheBodyAndTheOthersAreAlternativesInOrder() throws {
        let result = load(
            "[{ $ref: Gadget }, { contentType: application/x-www-form-urlencoded, $ref: Gadget }, "
                + "{ contentType: text/plain }]"
        )
        let endpoint = try #require(result.spec?.endpoint(named: "submit"), "\(result.diagnostics)")
        #expect(endpoint.body?.kind == .reference("Gadget"))
        #expect(endpoint.bodyMediaType.essence == "application/json")
        #expect(
            endpoint.alternativeBodies.map(\.mediaType.essence) == ["application/x-www-form-urlencoded", "text/plain"]
        )
        #expect(endpoint.alternativeBodies.map(\.schema.kind) == [.reference("Gadget"), .string])
        #expect(
            endpoint.acceptedBodyEssences == ["application/json", "application/x-www-form-urlencoded", "text/plain"]
        )
        // The variant a call is generated from: that body, and no alternatives.
        let form = endpoint.sending(endpoint.alternativeBodies[0])
        #expect(form.bodyMediaType.kind == .form)
        #expect(form.alternativeBodies.isEmpty)
        #expect(form.referencedModels == ["Gadget"])
    }

    @Test func aMediaTypeListedTwiceOrAnEmptyListIsAnError() {
        #expect(
            messages(
                load("[{ $ref: Gadget }, { contentType: text/plain }, { contentType: 'text/plain; charset=utf-8' }]")
            )
                == [
                    "shop.yaml:7:59: error: the body of endpoint 'submit' lists text/plain twice; each alternative is "
                        + "another media type"
                ]
        )
        #expect(
            messages(load("[]")) == [
                "shop.yaml:7:11: error: the body of endpoint 'submit' lists no media type; write one body object, or "
                    + "remove 'body'"
            ]
        )
    }

    @Test func eachAlternativeIsCheckedLikeABody() {
        let result = load("[{ $ref: Gadget }, { contentType: application/x-www-form-urlencoded, type: string }]")
        #expect(result.spec == nil)
        #expect(messages(result).first?.contains("a form body is the properties of a model") == true)
    }

    @Test func aFilterKeepsTheModelsOfEveryAlternative() throws {
        let result = load(
            "[{ type: string, contentType: text/plain }, { contentType: application/json, $ref: Gadget }]"
        )
        let spec = try #require(result.spec, "\(result.diagnostics)")
        #expect(spec.endpoints[0].referencedModels == ["Gadget"])
    }
}
