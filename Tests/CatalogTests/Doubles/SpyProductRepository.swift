import CatalogApplication
import CatalogDomain

/// Records every request and answers with results the test can change between requests.
actor SpyProductRepository: ProductRepository {
    /// One recorded search.
    struct SearchRequest: Equatable {
        let text: String
        let limit: Int?
    }

    private(set) var requestedIDs: [Product.ID] = []
    private(set) var searchRequests: [SearchRequest] = []
    private var productResult: Result<Product, any Error>
    private var searchResult: Result<[Product], any Error>

    init(
        productResult: Result<Product, any Error> = .success(.book),
        searchResult: Result<[Product], any Error> = .success([])
    ) {
        self.productResult = productResult
        self.searchResult = searchResult
    }

    /// How many requests of either kind were made.
    var requestCount: Int { requestedIDs.count + searchRequests.count }

    /// Makes later product requests answer with `result`.
    func answerProducts(with result: Result<Product, any Error>) {
        productResult = result
    }

    func product(id: Product.ID) async throws -> Product {
        requestedIDs.append(id)
        return try productResult.get()
    }

    func search(_ query: SearchQuery, limit: Int?) async throws -> [Product] {
        searchRequests.append(SearchRequest(text: query.text, limit: limit))
        return try searchResult.get()
    }
}
