/// Times repeated work on `ContinuousClock` and reports medians, so one slow round (another process on the
/// shared cores, a page fault) does not move the figure.
///
/// Each round runs the body enough times to last about ``roundTarget``; the iteration count is calibrated once
/// from a warm-up. Comparisons interleave the two bodies round by round, so drift affects both equally. Every
/// round also records the process CPU time, which waiting for a busy core does not inflate.
struct Sampler: Sendable {
    /// The median wall-clock and CPU time of one call.
    struct Timing: Sendable {
        /// Median wall-clock time per call (`ContinuousClock`): the reported figure.
        var wall: Duration
        /// Median process CPU time per call, all threads: the work itself, without waiting for a core.
        var cpu: Duration
    }

    /// How many timed rounds a median is taken over.
    var rounds: Int
    /// How long one round should last.
    var roundTarget: Duration

    /// The sampler for the options: 15 rounds of about 20 ms, or 5 rounds of about 10 ms with `--quick`.
    init(options: BenchOptions) {
        rounds = options.isQuick ? 5 : 15
        roundTarget = options.isQuick ? .milliseconds(10) : .milliseconds(20)
    }

    // MARK: Timing

    /// The median time of one call of `body`.
    func medianPerCall(_ body: () async throws -> Void) async rethrows -> Timing {
        let iterations = try await calibrate(body)
        var samples: [Timing] = []
        for _ in 0..<rounds {
            samples.append(try await Self.time(iterations: iterations, body))
        }
        return Self.median(samples, perCallOf: iterations)
    }

    /// The median times of one call of `measured` and of `baseline`, timed in alternating rounds.
    func comparePerCall(
        _ measured: () async throws -> Void,
        baseline: () async throws -> Void
    ) async rethrows -> (measured: Timing, baseline: Timing) {
        let iterations = max(try await calibrate(measured), try await calibrate(baseline))
        var measuredSamples: [Timing] = []
        var baselineSamples: [Timing] = []
        for _ in 0..<rounds {
            measuredSamples.append(try await Self.time(iterations: iterations, measured))
            baselineSamples.append(try await Self.time(iterations: iterations, baseline))
        }
        return (
            Self.median(measuredSamples, perCallOf: iterations), Self.median(baselineSamples, perCallOf: iterations)
        )
    }

    // MARK: Helpers

    /// How many calls of `body` last about ``roundTarget``, after warming caches up.
    private func calibrate(_ body: () async throws -> Void) async rethrows -> Int {
        var iterations = 1
        while true {
            let elapsed = try await Self.time(iterations: iterations, body).wall
            if elapsed >= roundTarget / 4 || iterations >= 1 << 24 {
                let perCall = elapsed / iterations
                guard perCall > .zero else { return iterations }
                return max(1, Int((roundTarget / perCall).rounded(.up)))
            }
            iterations *= 4
        }
    }

    /// How long `iterations` calls of `body` take, on the wall clock and in CPU time.
    static func time(iterations: Int, _ body: () async throws -> Void) async rethrows -> Timing {
        let clock = ContinuousClock()
        let start = clock.now
        let cpuStart = ProcessCPUClock.now()
        for _ in 0..<iterations {
            try await body()
        }
        let cpu = ProcessCPUClock.now() - cpuStart
        return Timing(wall: start.duration(to: clock.now), cpu: cpu)
    }

    /// The per-call medians of wall and CPU time (each taken separately) of rounds of `iterations` calls.
    static func median(_ samples: [Timing], perCallOf iterations: Int) -> Timing {
        Timing(
            wall: median(samples.map(\.wall)) / max(1, iterations),
            cpu: median(samples.map(\.cpu)) / max(1, iterations)
        )
    }

    /// The median of `samples` (the mean of the middle two for an even count).
    static func median(_ samples: [Duration]) -> Duration {
        let sorted = samples.sorted()
        guard !sorted.isEmpty else { return .zero }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

// MARK: - Duration as numbers

extension Duration {
    /// The duration in seconds as a floating-point number.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }

    /// The duration in milliseconds.
    var milliseconds: Double { seconds * 1e3 }

    /// The duration in microseconds.
    var microseconds: Double { seconds * 1e6 }

    /// The duration in nanoseconds.
    var nanoseconds: Double { seconds * 1e9 }
}
