import CatalogCache
import EndpointTestSupport

/// The shared manual clock serves the cache too: ``CacheClock/elapsed`` is its time since the start.
extension ManualClock: CacheClock {}
