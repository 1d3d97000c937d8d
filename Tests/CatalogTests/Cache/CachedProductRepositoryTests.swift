import CatalogApplication
import CatalogDomain
import EndpointTestSupport
import Testing

@testable import CatalogCache

@Suite("CachedProductRepository", .timeLimit(.minutes(1)))
struct CachedProductRepositoryTests {
    let clock = SpyClock()

    // MARK: Freshness

    @Test("a second load of a fresh product sends no request")
    func secondLoadHitsCache() async throws {
        let spy = SpyProductRepository(productResult: .success(.book))
        let repository = CachedProductRepository(decoratee: spy, timeToLive: .seconds(60), clock: clock)
        #expect(try await repository.product(id: "p-1") == .book)
        clock.advance(by: .seconds(59))
        #expect(try await repository.product(id: "p-1") == .book)
        #expect(await spy.requestedIDs == ["p-1"])
    }

    @Test("an expired product is loaded again")
    func expiredProductLoadsAgain() async throws {
        let spy = SpyProductRepository(productResult: .success(.book))
        let repository = CachedProductRepository(decoratee: spy, timeToLive: .seconds(60), clock: clock)
        _ = try await repository.product(id: "p-1")
        clock.advance(by: .seconds(60))
        let renamed = Product(id: "p-1", name: "Swift Book, 2nd edition", price: Price(3490)!)
        await spy.answerProducts(with: .success(renamed))
        #expect(try await repository.product(id: "p-1") == renamed)
        #expect(await spy.requestedIDs == ["p-1", "p-1"])
    }

    @Test("products are cached per identifier")
    func cachesPerIdentifier() async throws {
        let spy = SpyProductRepository(productResult: .success(.book))
        let repository = CachedProductRepository(decoratee: spy, timeToLive: .seconds(60), clock: clock)
        _ = try await repository.product(id: "p-1")
        _ = try await repository.product(id: "p-2")
        #expect(await spy.requestedIDs == ["p-1", "p-2"])
    }

    @Test("a failure is passed on and not cached")
    func failureIsNotCached() async throws {
        let spy = SpyProductRepository(productResult: .failure(ProductError.notFound("p-1")))
        let repository = CachedProductRepository(decoratee: spy, timeToLive: .seconds(60), clock: clock)
        await #expect(throws: ProductError.notFound("p-1")) { try await repository.product(id: "p-1") }
        await spy.answerProducts(with: .success(.book))
        #expect(try await repository.product(id: "p-1") == .book)
        #expect(await spy.requestedIDs == ["p-1", "p-1"])
    }

    @Test("searches are passed through uncached")
    func searchesAreNotCached() async throws {
        let spy = SpyProductRepository(searchResult: .success([.book]))
        let repository = CachedProductRepository(decoratee: spy, timeToLive: .seconds(60), clock: clock)
        let query = try SearchQuery("swift")
        #expect(try await repository.search(query, limit: 3) == [.book])
        #expect(try await repository.search(query, limit: 3) == [.book])
        #expect(await spy.searchRequests == Array(repeating: .init(text: "swift", limit: 3), count: 2))
    }

    // MARK: Sharing loads in flight

    @Test("100 concurrent loads of one product send exactly one request")
    func concurrentLoadsShareOneRequest() async throws {
        let gated = GatedProductRepository()
        let cache = ProductCache(timeToLive: .seconds(60), clock: clock)
        let repository = CachedProductRepository(decoratee: gated, cache: cache)
        let products = try await withThrowingTaskGroup(of: Product.self) { group in
            for _ in 0..<100 {
                group.addTask { try await repository.product(id: "p-1") }
            }
            await cache.waitUntilWaiting(100, for: "p-1")
            await gated.productGate.release(0, with: .success(.book))
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(products == Array(repeating: .book, count: 100))
        #expect(await gated.productGate.enteredCount == 1)
    }

    @Test("concurrent loads of different products are not shared")
    func concurrentLoadsOfDifferentProductsAreSeparate() async throws {
        let spy = SpyProductRepository(productResult: .success(.book))
        let repository = CachedProductRepository(decoratee: spy, timeToLive: .seconds(60), clock: clock)
        async let first = repository.product(id: "p-1")
        async let second = repository.product(id: "p-2")
        _ = try await (first, second)
        #expect(await Set(spy.requestedIDs) == ["p-1", "p-2"])
        #expect(await spy.requestedIDs.count == 2)
    }

    @Test("a failed shared load fails every waiter and is not cached")
    func failedSharedLoadFailsEveryWaiter() async throws {
        let gated = GatedProductRepository()
        let cache = ProductCache(timeToLive: .seconds(60), clock: clock)
        let repository = CachedProductRepository(decoratee: gated, cache: cache)
        let first = Task { try await repository.product(id: "p-1") }
        let second = Task { try await repository.product(id: "p-1") }
        await cache.waitUntilWaiting(2, for: "p-1")
        await gated.productGate.release(0, with: .failure(ProductError.invalidProduct))
        await #expect(throws: ProductError.invalidProduct) { try await first.value }
        await #expect(throws: ProductError.invalidProduct) { try await second.value }

        let retry = Task { try await repository.product(id: "p-1") }
        await gated.productGate.waitUntilEntered(2)
        await gated.productGate.release(1, with: .success(.book))
        #expect(try await retry.value == .book)
    }

    @Test("a cancelled waiter stops with CancellationError while the others get the shared load")
    func cancelledWaiterDoesNotPoisonSharedLoad() async throws {
        let gated = GatedProductRepository()
        let cache = ProductCache(timeToLive: .seconds(60), clock: clock)
        let repository = CachedProductRepository(decoratee: gated, cache: cache)
        let cancelled = Task { try await repository.product(id: "p-1") }
        let patient = Task { try await repository.product(id: "p-1") }
        await cache.waitUntilWaiting(2, for: "p-1")

        cancelled.cancel()
        // Fails while the shared load is still held in the gate.
        await #expect(throws: CancellationError.self) { try await cancelled.value }
        #expect(await cache.waiterCount(id: "p-1") == 1)

        await gated.productGate.release(0, with: .success(.book))
        #expect(try await patient.value == .book)
        #expect(await gated.productGate.cancelledCount == 0)
        #expect(try await repository.product(id: "p-1") == .book)
        #expect(await gated.productGate.enteredCount == 1)
    }

    @Test("a load whose every waiter left still completes and fills the cache")
    func abandonedLoadStillFillsCache() async throws {
        let gated = GatedProductRepository()
        let cache = ProductCache(timeToLive: .seconds(60), clock: clock)
        let repository = CachedProductRepository(decoratee: gated, cache: cache)
        let abandoned = Task { try await repository.product(id: "p-1") }
        await cache.waitUntilWaiting(1, for: "p-1")
        abandoned.cancel()
        await #expect(throws: CancellationError.self) { try await abandoned.value }

        let joining = Task { try await repository.product(id: "p-1") }
        await cache.waitUntilWaiting(1, for: "p-1")
        await gated.productGate.release(0, with: .success(.book))
        #expect(try await joining.value == .book)
        #expect(await cache.freshProduct(id: "p-1") == .book)
        #expect(await gated.productGate.enteredCount == 1)
    }

    @Test("an already cancelled task gets CancellationError and starts no load")
    func alreadyCancelledTaskStartsNoLoad() async {
        let spy = SpyProductRepository(productResult: .success(.book))
        let repository = CachedProductRepository(decoratee: spy, timeToLive: .seconds(60), clock: clock)
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await repository.product(id: "p-1")
        }
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(await spy.requestCount == 0)
    }
}

// MARK: - Helpers

extension ProductCache {
    /// Returns once `count` callers wait for the in-flight load of `id`.
    ///
    /// Waiters register on the actor without any observable signal, so this yields until they have; it never
    /// sleeps, and the suite's time limit stops it if they never do.
    fileprivate func waitUntilWaiting(_ count: Int, for id: Product.ID) async {
        while waiterCount(id: id) < count {
            await Task.yield()
        }
    }
}
