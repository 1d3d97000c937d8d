import CatalogApplication
import CatalogDomain
import Observation

/// Drives a product search screen: validates the typed text, searches, and exposes the outcome as ``state``.
///
/// Invalid input fails at once with a message and sends no request. A new search cancels the one in flight, whose
/// results can then never overwrite the newer ones. A cancelled search is not an error: ``state`` returns to what
/// it was before that search started loading (`idle`, the previous results or the previous failure).
@MainActor
@Observable
public final class ProductSearchViewModel {
    // MARK: Properties

    /// What the screen shows.
    public var state: LoadingState<[Product]> { request.state }

    private let searchProducts: SearchProductsUseCase
    private let request = LatestRequest<[Product]>()

    // MARK: Initialization

    /// Creates a view model that searches with `searchProducts`.
    public init(searchProducts: SearchProductsUseCase) {
        self.searchProducts = searchProducts
    }

    // MARK: Actions

    /// Searches for `text`, with at most `limit` results when given; returns when the search has ended (finished,
    /// failed or cancelled, for example by a newer search).
    public func search(_ text: String, limit: Int? = nil) async {
        let criteria: SearchCriteria
        do {
            criteria = try SearchCriteria(text: text, limit: limit)
        } catch {
            request.fail(with: UserFacingMessage.describe(error))
            return
        }
        await request.run { [searchProducts] in
            try await searchProducts(criteria)
        }
    }

    /// Cancels the search in flight, if any, and returns to the last settled state.
    public func cancel() {
        request.cancel()
    }
}
