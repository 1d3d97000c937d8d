import CatalogDomain

/// Remembers loaded products for a time-to-live and shares loads that are already in flight.
///
/// - A product is *fresh* while less than ``timeToLive`` has passed on the injected ``CacheClock`` since it was
///   stored; fresh products are returned without loading. Expired ones are dropped and loaded again.
/// - Failed loads are not remembered: the next request loads again.
/// - Requests for an identifier whose load is in flight wait for that one load instead of starting another.
///   A waiter whose task is cancelled stops waiting at once with `CancellationError`; the shared load goes on
///   for the other waiters, and its product is stored even if every waiter has left.
public actor ProductCache {
    // MARK: Types

    /// A product and when it was stored.
    private struct Entry {
        let product: Product
        let storedAt: Duration
    }

    /// Someone waiting for the in-flight load of one identifier.
    private typealias Waiter = CheckedContinuation<Product, any Error>

    // MARK: Properties

    /// How long a stored product stays fresh; zero or less means products are never served from the cache,
    /// though concurrent requests still share one load.
    public let timeToLive: Duration
    private let clock: any CacheClock
    private var entries: [Product.ID: Entry] = [:]
    /// The waiters of each in-flight load, by waiter number; an empty dictionary still marks a load in flight.
    private var inFlight: [Product.ID: [Int: Waiter]] = [:]
    private var nextWaiterNumber = 0

    // MARK: Initialization

    /// Creates an empty cache whose products stay fresh for `timeToLive`, measured on `clock`.
    public init(timeToLive: Duration, clock: any CacheClock = ContinuousCacheClock()) {
        self.timeToLive = timeToLive
        self.clock = clock
    }

    // MARK: Reading and writing

    /// The fresh product stored for `id`, if any; an expired one is removed.
    public func freshProduct(id: Product.ID) -> Product? {
        guard let entry = entries[id] else { return nil }
        // Comparing the age rather than computing an expiry cannot overflow, however large the time-to-live.
        guard clock.elapsed - entry.storedAt < timeToLive else {
            entries[id] = nil
            return nil
        }
        return entry.product
    }

    /// Stores `product`, fresh for ``timeToLive`` from now, replacing any earlier entry for its identifier.
    public func insert(_ product: Product) {
        entries[product.id] = Entry(product: product, storedAt: clock.elapsed)
    }

    /// Forgets every stored product; loads in flight are not affected.
    public func removeAll() {
        entries.removeAll()
    }

    /// The fresh product for `id`; otherwise joins the load in flight for `id`, or starts one with `load`.
    ///
    /// - Throws: What `load` throws (to every waiter of that load), or `CancellationError` when the calling task
    ///   is cancelled while waiting.
    public func product(
        id: Product.ID,
        loadingWith load: @escaping @Sendable () async throws -> Product
    ) async throws -> Product {
        if let product = freshProduct(id: id) { return product }
        let number = nextWaiterNumber
        nextWaiterNumber += 1
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (waiter: Waiter) in
                // Runs on the actor in the same turn as the freshness check above. A cancellation handler that
                // ran before this point cannot find the waiter, so the cancellation is caught here instead.
                guard !Task.isCancelled else {
                    waiter.resume(throwing: CancellationError())
                    return
                }
                if inFlight[id] == nil { startLoad(id: id, load: load) }
                inFlight[id, default: [:]][number] = waiter
            }
        } onCancel: {
            Task { await self.cancelWaiter(number, of: id) }
        }
    }

    // MARK: Shared loads

    /// Starts the one load for `id` in an unstructured task, so no waiter's cancellation can cancel it.
    private func startLoad(id: Product.ID, load: @escaping @Sendable () async throws -> Product) {
        inFlight[id] = [:]
        Task {
            let result: Result<Product, any Error>
            do {
                result = .success(try await load())
            } catch {
                result = .failure(error)
            }
            finishLoad(id: id, with: result)
        }
    }

    /// Stores a loaded product and hands the result to every waiter of the load.
    private func finishLoad(id: Product.ID, with result: Result<Product, any Error>) {
        if case .success(let product) = result { insert(product) }
        let waiters = inFlight.removeValue(forKey: id) ?? [:]
        for waiter in waiters.values { waiter.resume(with: result) }
    }

    /// Stops waiter `number` of the load of `id` with `CancellationError`, if it is still waiting.
    private func cancelWaiter(_ number: Int, of id: Product.ID) {
        inFlight[id]?.removeValue(forKey: number)?.resume(throwing: CancellationError())
    }

    // MARK: Inspection

    /// How many callers are waiting for the in-flight load of `id`; for tests.
    func waiterCount(id: Product.ID) -> Int {
        inFlight[id]?.count ?? 0
    }
}
