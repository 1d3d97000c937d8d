import CatalogApplication
import CatalogDomain
import Observation

/// Drives a product detail screen: loads one product and exposes the outcome as ``state``.
///
/// Loading another product cancels the load in flight, whose result can then never overwrite the newer one. A
/// cancelled load is not an error: ``state`` returns to what it was before that load started.
@MainActor
@Observable
public final class ProductDetailViewModel {
    // MARK: Properties

    /// What the screen shows.
    public var state: LoadingState<Product> { request.state }

    private let loadProduct: LoadProductUseCase
    private let request = LatestRequest<Product>()

    // MARK: Initialization

    /// Creates a view model that loads products with `loadProduct`.
    public init(loadProduct: LoadProductUseCase) {
        self.loadProduct = loadProduct
    }

    // MARK: Actions

    /// Loads the product with identifier `id`; returns when the load has ended (finished, failed or cancelled).
    public func load(id: Product.ID) async {
        await request.run { [loadProduct] in
            try await loadProduct(id: id)
        }
    }

    /// Cancels the load in flight, if any, and returns to the last settled state.
    public func cancel() {
        request.cancel()
    }
}
