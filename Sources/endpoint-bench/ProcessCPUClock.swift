#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// CPU time consumed by this process (all threads), from `CLOCK_PROCESS_CPUTIME_ID`.
///
/// Reported next to wall-clock medians: on a shared machine the wall time includes waiting for a core, the CPU
/// time does not, so the two together tell the work apart from the contention.
enum ProcessCPUClock {
    /// The CPU time used so far.
    static func now() -> Duration {
        var time = timespec()
        guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time) == 0 else { return .zero }
        return .seconds(Int64(time.tv_sec)) + .nanoseconds(Int64(time.tv_nsec))
    }

    /// The CPU time `body` uses.
    static func measure(_ body: () throws -> Void) rethrows -> Duration {
        let start = now()
        try body()
        return now() - start
    }
}
