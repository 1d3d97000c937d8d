import EndpointSpec
import Testing

@testable import EndpointStubServer

/// A request the document allows is never refused: of several operations that fit its path, the mock answers
/// the one whose parameters it fits, and object query parameters are read as their `style` and `explode` say.
struct RequestRoutingValidationTests {
    static let spec = """
        name: Sites
        models:
          Zone: { type: object, properties: { zone: { type: string } }, required: [zone] }
          Count: { type: object, properties: { count: { type: integer } }, required: [count] }
          Filter:
            type: object
            properties: { size: { type: integer }, color: { type: string, enum: [red, blue] } }
            required: [size]
        endpoints:
          getZone:
            method: GET
            path: /sites/{site}/zones/{zone}
            parameters: { site: { in: path, type: string }, zone: { in: path, type: string, format: uuid } }
            responses: { "200": { $ref: Zone } }
          countByType:
            method: GET
            path: /sites/{site}/{type}/count
            parameters: { site: { in: path, type: string }, type: { in: path, type: string } }
            responses: { "200": { $ref: Count } }
          searchItems:
            method: GET
            path: /items/search
            parameters: { limit: { in: query, type: integer } }
            responses: { "200": { $ref: Count } }
          getItem:
            method: GET
            path: /items/{id}
            parameters: { id: { in: path, type: string } }
            responses: { "200": { $ref: Zone } }
          searchDeep:
            method: GET
            path: /deep
            parameters: { filter: { in: query, $ref: Filter, style: deepObject, required: true } }
            responses: { "200": { $ref: Count } }
          searchForm:
            method: GET
            path: /form
            parameters: { filter: { in: query, $ref: Filter, required: true } }
            responses: { "200": { $ref: Count } }
          searchFlat:
            method: GET
            path: /flat
            parameters: { filter: { in: query, $ref: Filter, explode: false } }
            responses: { "200": { $ref: Count } }
        """

    private let stub: StubAPI

    init() throws {
        let result = SpecLoader().load(bytes: Array(Self.spec.utf8), path: "sites.yaml")
        stub = StubAPI(spec: try #require(result.spec, "\(result.diagnostics)"))
    }

    private func answer(_ path: String, _ query: [(String, String)] = []) -> (status: Int, body: String) {
        let request = HTTPServerRequest(
            method: "GET",
            target: path,
            path: path,
            pathSegments: path.split(separator: "/").map(String.init),
            queryItems: query.map { HTTPQueryItem(name: $0.0, value: $0.1) }
        )
        let response = stub.answer(to: request).response
        return (response.status, String(decoding: response.body, as: UTF8.self))
    }

    @Test func ofTwoTemplatesThatFitThePathTheOneWhoseParametersFitAnswers() {
        // `zones` is literal in getZone, so the router prefers it; `count` is no UUID, so countByType answers.
        #expect(answer("/sites/s-1/zones/count") == (200, #"{"count":0}"#))
        #expect(answer("/sites/s-1/zones/3fa85f64-5717-4562-b3fc-2c963f66afa6") == (200, #"{"zone":"string"}"#))
        #expect(answer("/sites/s-1/zones/42").status == 422, "neither fits: the preferred route's violations")
        #expect(answer("/sites/s-1/zones/42").body.contains("path parameter 'zone'"))
    }

    @Test func aRequestInvalidForALiteralPathIsNotAnsweredByAPlaceholderThatClaimsNothing() {
        let invalid = answer("/items/search", [("limit", "ten")])
        #expect(invalid.status == 422)
        #expect(invalid.body.contains("'searchItems'"))
        #expect(answer("/items/i-1") == (200, #"{"zone":"string"}"#))
    }

    @Test func aDeepObjectQueryParameterIsReadPropertyByProperty() {
        #expect(answer("/deep", [("filter[size]", "3"), ("filter[color]", "red")]).status == 200)
        let wrong = answer("/deep", [("filter[size]", "big"), ("filter[color]", "green")])
        #expect(wrong.status == 422)
        #expect(wrong.body.contains("query parameter 'filter' property 'size'"))
        #expect(wrong.body.contains("query parameter 'filter' property 'color'"))
        let missingProperty = answer("/deep", [("filter[color]", "red")])
        #expect(missingProperty.body.contains("query parameter 'filter' property 'size': the spec says a required"))
        #expect(answer("/deep").body.contains("query parameter 'filter': the spec says a required parameter"))
    }

    @Test func anExplodedFormObjectIsOneQueryItemPerProperty() {
        #expect(answer("/form", [("size", "3"), ("color", "blue")]).status == 200)
        #expect(answer("/form", [("size", "x")]).body.contains("query parameter 'filter' property 'size'"))
        #expect(answer("/form").status == 422)
        // Another exploded object may write the same property name: one value that fits is enough.
        #expect(answer("/form", [("size", "x"), ("size", "3")]).status == 200)
    }

    @Test func anUnexplodedFormObjectIsNameValuePairs() {
        #expect(answer("/flat", [("filter", "size,3,color,red")]).status == 200)
        #expect(answer("/flat", [("filter", "size,3,color,green")]).body.contains("property 'color'"))
        #expect(answer("/flat").status == 200, "optional")
    }
}
