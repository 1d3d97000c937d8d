import EndpointTestSupport
import Testing

@testable import EndpointSpec

@Suite("The canonical catalog spec")
struct CatalogSpecTests {
    let result = SpecLoader.load(fileAt: RepositoryFiles.path("spec/catalog.json"))

    @Test func loadsWithoutDiagnostics() throws {
        #expect(result.diagnostics.map(\.description) == [])
        let spec = try #require(result.spec)
        #expect(spec.name == "Catalog")
        #expect(spec.baseURL == "https://catalog.example.com")
        #expect(spec.imports == ["CatalogApplication", "CatalogDomain"])
        #expect(
            spec.models.map(\.name) == [
                "ErrorMessage", "PriceUpdate", "Product", "ProductImage", "ProductImageUpload", "ProductSearchPage",
            ]
        )
        #expect(spec.endpoints.map(\.name) == ["getProduct", "searchProducts", "uploadProductImage", "watchPrice"])
        #expect(spec.repositories.map(\.name) == ["HTTPProductRepository"])
    }
}
