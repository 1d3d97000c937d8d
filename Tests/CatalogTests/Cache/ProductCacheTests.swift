import CatalogDomain
import EndpointTestSupport
import Testing

@testable import CatalogCache

@Suite("ProductCache")
struct ProductCacheTests {
    let clock = SpyClock()

    @Test("a stored product is fresh until the time-to-live has passed")
    func storedProductIsFreshUntilTimeToLive() async {
        let cache = ProductCache(timeToLive: .seconds(60), clock: clock)
        await cache.insert(.book)
        clock.advance(by: .seconds(59))
        #expect(await cache.freshProduct(id: "p-1") == .book)
        clock.advance(by: .seconds(1))
        #expect(await cache.freshProduct(id: "p-1") == nil)
    }

    @Test("an expired product stays gone after time moves on")
    func expiredProductIsRemoved() async {
        let cache = ProductCache(timeToLive: .seconds(10), clock: clock)
        await cache.insert(.book)
        clock.advance(by: .seconds(10))
        #expect(await cache.freshProduct(id: "p-1") == nil)
        #expect(await cache.freshProduct(id: "p-1") == nil)
    }

    @Test("inserting again restarts the time-to-live")
    func insertingAgainRestartsTimeToLive() async {
        let cache = ProductCache(timeToLive: .seconds(10), clock: clock)
        await cache.insert(.book)
        clock.advance(by: .seconds(8))
        await cache.insert(.book)
        clock.advance(by: .seconds(8))
        #expect(await cache.freshProduct(id: "p-1") == .book)
    }

    @Test("a time-to-live of zero never serves from the cache")
    func zeroTimeToLiveNeverServes() async {
        let cache = ProductCache(timeToLive: .zero, clock: clock)
        await cache.insert(.book)
        #expect(await cache.freshProduct(id: "p-1") == nil)
    }

    @Test("an enormous time-to-live keeps products fresh without overflowing")
    func enormousTimeToLive() async {
        let cache = ProductCache(timeToLive: .seconds(Int64.max), clock: clock)
        clock.advance(by: .seconds(Int64.max / 2))
        await cache.insert(.book)
        clock.advance(by: .seconds(Int64.max / 4))
        #expect(await cache.freshProduct(id: "p-1") == .book)
    }

    @Test("removeAll forgets every product")
    func removeAllForgetsEverything() async {
        let cache = ProductCache(timeToLive: .seconds(60), clock: clock)
        await cache.insert(.book)
        await cache.insert(.mug)
        await cache.removeAll()
        #expect(await cache.freshProduct(id: "p-1") == nil)
        #expect(await cache.freshProduct(id: "p-2") == nil)
    }
}
