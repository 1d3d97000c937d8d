import CatalogCache
import Testing

@Suite("ContinuousCacheClock")
struct ContinuousCacheClockTests {
    @Test("starts near zero and never goes backwards")
    func startsNearZeroAndNeverGoesBackwards() {
        let clock = ContinuousCacheClock()
        let first = clock.elapsed
        let second = clock.elapsed
        #expect(first >= .zero)
        #expect(first < .seconds(60))
        #expect(second >= first)
    }
}
