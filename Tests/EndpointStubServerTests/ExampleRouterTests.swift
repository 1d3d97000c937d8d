import EndpointSpec
import HTTPSemantics
import Testing

@testable import EndpointStubServer

@Suite("ExampleRouter")
struct ExampleRouterTests {
    private let router = ExampleRouter(spec: CatalogSpecFixture.spec)

    private func endpointName(_ resolution: ExampleRouter.Resolution) -> String? {
        guard case .matched(let endpoint, _) = resolution else { return nil }
        return endpoint.name
    }

    @Test func literalSegmentBeatsPlaceholder() {
        #expect(endpointName(router.resolve(method: "GET", pathSegments: ["products", "search"])) == "searchProducts")
        #expect(endpointName(router.resolve(method: "GET", pathSegments: ["products", "p-1"])) == "getProduct")
    }

    @Test func specificityDoesNotDependOnDeclarationOrder() {
        let reversed = Spec(
            name: "Catalog",
            endpoints: CatalogSpecFixture.spec.endpoints.reversed(),
            sourcePath: "catalog.json"
        )
        let resolution = ExampleRouter(spec: reversed).resolve(method: "GET", pathSegments: ["products", "search"])
        #expect(endpointName(resolution) == "searchProducts")
    }

    @Test func capturesDecodedPathParameters() {
        let resolution = router.resolve(method: "GET", pathSegments: ["products", "p 1/α"])
        #expect(resolution == .matched(CatalogSpecFixture.getProduct, pathParameters: ["id": "p 1/α"]))
    }

    @Test func choosesTheEndpointWithTheRequestMethod() {
        #expect(endpointName(router.resolve(method: "DELETE", pathSegments: ["products", "p-1"])) == "deleteProduct")
        #expect(endpointName(router.resolve(method: "HEAD", pathSegments: ["products", "p-1"])) == "getProduct")
    }

    @Test func reportsTheAllowedMethodsOfAKnownPath() {
        #expect(
            router.resolve(method: "POST", pathSegments: ["products", "p-1"])
                == .methodNotAllowed(allowedMethods: ["DELETE", "GET", "HEAD"])
        )
        #expect(
            router.resolve(method: "get", pathSegments: ["products", "search"])
                == .methodNotAllowed(allowedMethods: ["DELETE", "GET", "HEAD"])
        )
    }

    /// RFC 6570 expands an empty value to an empty segment, so `/products/` is `/products/{id}` with `id` = "".
    @Test func anEmptySegmentIsAnEmptyValue() throws {
        guard
            case .matched(let endpoint, let parameters) = router.resolve(method: "GET", pathSegments: ["products", ""])
        else {
            Issue.record("'/products/' does not route")
            return
        }
        #expect(endpoint.name == "getProduct")
        #expect(parameters == ["id": ""])
    }

    @Test func reportsUnknownPaths() {
        #expect(router.resolve(method: "GET", pathSegments: ["orders"]) == .notFound)
        #expect(router.resolve(method: "GET", pathSegments: ["products"]) == .notFound)
        #expect(router.resolve(method: "GET", pathSegments: ["products", "p-1", "extra"]) == .notFound)
    }

    @Test func endpointsOfOnePathAreToldApartByTheirConstantQueryThenByAnEnumeratedParameter() throws {
        let text = """
            {"name": "T", "endpoints": {
              "status": {"method": "GET", "path": "/requests/{id}", "constantQuery": {"view": "status"},
                "parameters": {"id": {"in": "path", "type": "string"}}, "responses": {"204": {}}},
              "statusWithHistory": {"method": "GET", "path": "/requests/{id}",
                "constantQuery": {"view": "status", "history": null},
                "parameters": {"id": {"in": "path", "type": "string"}}, "responses": {"204": {}}},
              "diff": {"method": "GET", "path": "/requests/{id}", "constantQuery": {"cmd": "diff"},
                "parameters": {"id": {"in": "path", "type": "string"}}, "responses": {"204": {}}},
              "createQueue": {"method": "GET", "path": "/",
                "parameters": {"Action": {"in": "query", "type": "string", "enum": ["CreateQueue"], "required": true}},
                "responses": {"204": {}}},
              "deleteQueue": {"method": "GET", "path": "/",
                "parameters": {"Action": {"in": "query", "type": "string", "enum": ["DeleteQueue"], "required": true}},
                "responses": {"204": {}}}
            }}
            """
        let loaded = SpecLoader.load(text: Array(text.utf8), path: "t.json")
        let router = ExampleRouter(spec: try #require(loaded.spec, "\(loaded.diagnostics)"))
        let resolve = { (segments: [String], query: [(String, String)]) in
            endpointName(
                router.resolve(
                    method: "GET",
                    pathSegments: segments,
                    queryItems: query.map { HTTPQueryItem(name: $0.0, value: $0.1) }
                )
            )
        }
        #expect(resolve(["requests", "r"], [("view", "status")]) == "status")
        #expect(resolve(["requests", "r"], [("view", "status"), ("history", "")]) == "statusWithHistory")
        #expect(resolve(["requests", "r"], [("cmd", "diff"), ("x", "1")]) == "diff")
        #expect(router.resolve(method: "GET", pathSegments: ["requests", "r"]) == .notFound)
        #expect(resolve([""], [("Action", "DeleteQueue"), ("Version", "1")]) == "deleteQueue")
        #expect(resolve([""], [("Action", "CreateQueue")]) == "createQueue")
        #expect(resolve([""], []) == "createQueue")
    }

    @Test func ordersTemplatesBySpecificity() {
        #expect(PathTemplate("/products/search").isMoreSpecific(than: PathTemplate("/products/{id}")))
        #expect(!PathTemplate("/products/{id}").isMoreSpecific(than: PathTemplate("/products/search")))
        #expect(!PathTemplate("/{a}/b").isMoreSpecific(than: PathTemplate("/a/{b}")))
        #expect(PathTemplate("/files/{name}.json").isMoreSpecific(than: PathTemplate("/files/{name}")))
        #expect(PathTemplate("/files/index.json").isMoreSpecific(than: PathTemplate("/files/{name}.json")))
        #expect(!PathTemplate("/files/{name}").isMoreSpecific(than: PathTemplate("/files/{name}.json")))
    }
}
