import Testing

@testable import EndpointSpec

@Suite("One run reports every problem")
struct ProblemCollectionTests {
    /// An endpoint too broken to decode (`GTE`) is not validated further, so the path rule is shown on another one.
    @Test func reportsProblemsFromEverySectionWithoutStoppingAtTheFirst() {
        let text = """
            {
              "name": "Shop",
              "baseURL": "shop.example.com",
              "models": {
                "Product": { "properties": { "id": { "type": "strng" } }, "required": ["idd"] },
                "Color": { "type": "string", "enum": [] }
              },
              "endpoints": {
                "getProduct": { "method": "GTE", "path": "/products/{id}" },
                "listProducts": { "method": "GET", "path": "/products/{category}", "responses": { "200": { "$ref": "Prodct" } } }
              },
              "repositories": {
                "Products": { "methods": { "product": { "endpoint": "getProdct", "returns": "Product" } } }
              }
            }
            """
        let result = SpecLoader.load(text: Array(text.utf8), path: "s.json")
        #expect(result.spec == nil)
        let messages = result.diagnostics.map(\.message)
        #expect(messages.count == 8)
        for fragment in [
            "'baseURL' must be", "unknown type 'strng'", "'required' lists 'idd'", "'enum' must list",
            "unknown HTTP method 'GTE'", "placeholder '{category}'", "unknown model 'Prodct'",
            "unknown endpoint 'getProdct'",
        ] {
            #expect(messages.contains { $0.contains(fragment) }, "no diagnostic mentions \(fragment)")
        }
        let lines = result.diagnostics.map(\.location.line)
        #expect(lines == lines.sorted())
    }

    @Test func aBrokenEndpointDoesNotCascadeIntoUnknownEndpointErrors() {
        let text = """
            {
              "name": "Shop",
              "endpoints": { "ping": { "method": "GET" } },
              "repositories": { "Pings": { "methods": { "ping": { "endpoint": "ping", "returns": "Void" } } } }
            }
            """
        let result = SpecLoader.load(text: Array(text.utf8), path: "s.json")
        #expect(result.diagnostics.map(\.message) == ["endpoint 'ping' is missing required key 'path'"])
    }

    @Test func warningsAloneStillProduceASpec() throws {
        let text = """
            {
              "name": "Shop",
              "endpoints": { "ping": { "method": "GET", "path": "/ping", "responses": { "404": {} } } }
            }
            """
        let result = SpecLoader.load(text: Array(text.utf8), path: "s.json")
        #expect(result.diagnostics.map(\.severity) == [.warning])
        #expect(try #require(result.spec).endpoints.map(\.name) == ["ping"])
    }
}
