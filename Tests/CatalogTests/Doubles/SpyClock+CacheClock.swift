import CatalogCache
import EndpointTestSupport

/// The shared spy clock serves the cache too: ``CacheClock/elapsed`` is its time since the start.
extension SpyClock: CacheClock {}
