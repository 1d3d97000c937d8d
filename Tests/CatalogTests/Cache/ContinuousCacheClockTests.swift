import CatalogCache
import Testing

@Suite("ContinuousCacheClock")
struct ContinuousCacheClockTests {
    @Test("starts near zero and never goes backwards")
    func startsNearZeroAndNeverGoesBackwards() {
        let clock = ContinuousCacheClock()
        let first = clock.now
        let second = clock.now
        #expect(first >= .zero)
        #expect(first < .seconds(60))
        #expect(second >= first)
    }
}
