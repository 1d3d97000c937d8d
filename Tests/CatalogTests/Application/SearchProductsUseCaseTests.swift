import CatalogApplication
import CatalogDomain
import EndpointTestSupport
import Testing

@Suite("SearchProductsUseCase")
struct SearchProductsUseCaseTests {
    @Test("returns the repository's results unchanged")
    func returnsRepositoryResults() async throws {
        let repository = StubProductRepository(searchResults: [.mug, .book])
        #expect(try await SearchProductsUseCase(repository: repository)("swift") == [.mug, .book])
    }

    @Test("sends the trimmed query and the limit")
    func sendsTrimmedQueryAndLimit() async throws {
        let repository = SpyProductRepository()
        let searchProducts = SearchProductsUseCase(repository: repository)
        _ = try await searchProducts("  swift mug\n", limit: 5)
        _ = try await searchProducts("poster")
        #expect(
            await repository.searchRequests == [
                .init(text: "swift mug", limit: 5), .init(text: "poster", limit: nil),
            ]
        )
    }

    @Test("rejects a short query before asking the repository", arguments: ["", "a", "  b  "])
    func rejectsShortQuery(text: String) async {
        let repository = SpyProductRepository()
        await #expect(throws: SearchError.queryTooShort) {
            try await SearchProductsUseCase(repository: repository)(text, limit: 10)
        }
        #expect(await repository.requestCount == 0)
    }

    @Test("rejects a limit of zero or less before asking the repository", arguments: [0, -1, Int.min])
    func rejectsNonPositiveLimit(limit: Int) async {
        let repository = SpyProductRepository()
        await #expect(throws: SearchError.invalidLimit(limit)) {
            try await SearchProductsUseCase(repository: repository)("swift", limit: limit)
        }
        #expect(await repository.requestCount == 0)
    }

    @Test("checks the query before the limit")
    func checksQueryFirst() {
        #expect(throws: SearchError.queryTooShort) { try SearchCriteria(text: "a", limit: 0) }
    }

    @Test("rethrows the repository's error")
    func rethrowsRepositoryError() async {
        let searchProducts = SearchProductsUseCase(
            repository: FailingProductRepository(error: ProductError.invalidProduct)
        )
        await #expect(throws: ProductError.invalidProduct) { try await searchProducts("swift") }
    }
}
