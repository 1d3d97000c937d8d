import CatalogApplication
import CatalogDomain

/// A ``ProductRepository`` that answers product lookups from a ``ProductCache`` and loads missing or expired
/// products from another repository, one load per identifier at a time.
///
/// Searches are passed through uncached: their results depend on the query and limit and go stale as the catalog
/// changes, and the product lookups are what a catalog screen repeats.
public struct CachedProductRepository: ProductRepository {
    /// The repository that actually loads products.
    public let decoratee: any ProductRepository
    /// Where loaded products are kept.
    public let cache: ProductCache

    /// Decorates `decoratee` with `cache`.
    public init(decoratee: any ProductRepository, cache: ProductCache) {
        self.decoratee = decoratee
        self.cache = cache
    }

    /// Decorates `decoratee` with a new cache whose products stay fresh for `timeToLive` on `clock`.
    public init(
        decoratee: any ProductRepository,
        timeToLive: Duration,
        clock: any CacheClock = ContinuousCacheClock()
    ) {
        self.init(decoratee: decoratee, cache: ProductCache(timeToLive: timeToLive, clock: clock))
    }

    /// The cached product when fresh; otherwise the shared in-flight load, or a new load from ``decoratee``.
    public func product(id: Product.ID) async throws -> Product {
        try await cache.product(id: id) { [decoratee] in
            try await decoratee.product(id: id)
        }
    }

    /// The ``decoratee``'s results, never cached.
    public func search(_ query: SearchQuery, limit: Int?) async throws -> [Product] {
        try await decoratee.search(query, limit: limit)
    }
}
