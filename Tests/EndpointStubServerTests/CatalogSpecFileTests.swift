import EndpointSpec
import EndpointStubServer
import Foundation
import Testing

@Suite("StubServer serving spec/catalog.json")
struct CatalogSpecFileTests {
    private static let specPath = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("spec/catalog.json").path

    @Test(arguments: [
        ("/products/p-1", 200, #"{"id":"p-1","name":"Swift Book","price_cents":2990}"#),
        ("/products/p-3", 200, #"{"id":"p-3","name":"Concurrency Poster","price_cents":900}"#),
        ("/products/p-bad", 200, #"{"id":"p-bad","name":"Broken Price","price_cents":-100}"#),
        ("/products/unknown", 404, #"{"message":"No such product."}"#),
        (
            "/products/search?q=poster", 200,
            #"{"products":[{"id":"p-3","name":"Concurrency Poster","price_cents":900}],"total":1}"#
        ),
        (
            "/products/search?q=swift&limit=2", 200,
            #"{"products":[{"id":"p-1","name":"Swift Book","price_cents":2990},{"id":"p-2","name":"Swift Mug","price_cents":1250},{"id":"p-4","name":"Swift Sticker Pack","price_cents":350}],"total":4,"next_cursor":"swift-2"}"#
        ),
        (
            "/products/search?q=swift&cursor=swift-2", 200,
            #"{"products":[{"id":"p-5","name":"Swift Hoodie","price_cents":4500}],"total":4}"#
        ),
        ("/products/search?q=lamp", 200, #"{"products":[],"total":0}"#),
    ])
    func answersFromTheExamplesOfTheRealSpec(pathAndQuery: String, status: Int, body: String) async throws {
        let result = SpecLoader.load(fileAt: Self.specPath)
        let spec = try #require(result.spec, "\(result.diagnostics)")
        let stub = try StubServer.start(spec: spec)
        defer { stub.stop() }
        let response = try await fetch(try #require(URL(string: stub.baseURL.absoluteString + pathAndQuery)))
        #expect(response.status == status)
        #expect(response.text == body)
    }
}
