import CatalogApplication
import CatalogDomain
import EndpointTestSupport
import Testing

@Suite("LoadProductUseCase")
struct LoadProductUseCaseTests {
    @Test("returns the repository's product")
    func returnsRepositoryProduct() async throws {
        let loadProduct = LoadProductUseCase(repository: StubProductRepository(products: [.book, .mug]))
        #expect(try await loadProduct(id: "p-2") == .mug)
    }

    @Test("passes the identifier to the repository unchanged")
    func passesIdentifierUnchanged() async throws {
        let repository = SpyProductRepository()
        _ = try await LoadProductUseCase(repository: repository)(id: " p-1")
        #expect(await repository.requestedIDs == [" p-1"])
    }

    @Test("rethrows the repository's error")
    func rethrowsRepositoryError() async {
        let loadProduct = LoadProductUseCase(repository: FailingProductRepository(error: ProductError.invalidProduct))
        await #expect(throws: ProductError.invalidProduct) { try await loadProduct(id: "p-bad") }
    }

    @Test("an empty identifier is not found without asking the repository")
    func emptyIdentifierIsNotFound() async {
        let repository = SpyProductRepository()
        await #expect(throws: ProductError.notFound("")) {
            try await LoadProductUseCase(repository: repository)(id: "")
        }
        #expect(await repository.requestCount == 0)
    }
}
