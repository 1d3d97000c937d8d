import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One `endpoint-gen generate` of the synthetic OpenAPI document as a separate process, the way the build plugin
/// runs it: process start, reading the file, import, validation, generation and writing every file. Goal: under
/// 0.1 s wall on an idle machine.
///
/// The `endpoint-gen` measured is the one built next to this executable (`swift build -c release` builds both), so
/// both come from the same configuration. Each run writes into a fresh directory, as after a spec change; CPU
/// time is the child's user + system time (`RUSAGE_CHILDREN`), which a busy machine does not inflate as it does
/// the wall time.
struct GeneratorProcessBenchmark {
    let isQuick: Bool

    /// The measurement names this benchmark reports.
    static let names = ["generator.openapi_synthetic.process", "generator.openapi_synthetic.process_cpu"]

    /// Runs the measurement and reports it.
    func run(reporter: inout BenchReporter) {
        let prefix = "generator.openapi_synthetic"
        guard let tool = Self.endpointGen() else {
            reporter.check(false, "\(prefix).process: no endpoint-gen executable next to endpoint-bench; build it")
            return
        }
        let manager = FileManager.default
        let directory = manager.temporaryDirectory.appendingPathComponent("endpoint-bench-\(getpid())")
        defer { try? manager.removeItem(at: directory) }
        let document = directory.appendingPathComponent("synthetic.openapi.json")
        do {
            try manager.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(SyntheticOpenAPIDocument.text()).write(to: document)
        } catch {
            reporter.check(false, "\(prefix).process: cannot write the document: \(error)")
            return
        }
        let runs = isQuick ? 3 : 21
        var wall: [Duration] = []
        var cpu: [Duration] = []
        for run in 0..<runs {
            let output = directory.appendingPathComponent("out\(run)")
            guard let sample = Self.time(tool, ["generate", document.path, "--output", output.path]) else {
                reporter.check(false, "\(prefix).process: endpoint-gen generate failed")
                return
            }
            wall.append(sample.wall)
            cpu.append(sample.cpu)
            try? manager.removeItem(at: output)
        }
        let medianWall = Sampler.median(wall)
        let medianCPU = Sampler.median(cpu)
        let fastest = wall.min() ?? medianWall
        reporter.report(
            BenchMeasurement(
                name: "\(prefix).process",
                value: medianWall.milliseconds,
                unit: "ms",
                note: "endpoint-gen generate as a process, median of \(runs) (goal < 100 ms); fastest "
                    + "\(BenchMeasurement.number(fastest.milliseconds)) ms"
            )
        )
        reporter.report(
            BenchMeasurement(
                name: "\(prefix).process_cpu",
                value: medianCPU.milliseconds,
                unit: "ms",
                note: "user + sys CPU of that process (all threads), median"
            )
        )
    }

    // MARK: - Running

    /// The `endpoint-gen` executable in this executable's directory, if there is one.
    static func endpointGen() -> URL? {
        let own = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let candidate = own.deletingLastPathComponent().appendingPathComponent("endpoint-gen")
        return FileManager.default.isExecutableFile(atPath: candidate.path) ? candidate : nil
    }

    /// Runs `tool` with `arguments` to completion (output discarded): its wall time and user + system CPU time,
    /// or `nil` when it fails.
    static func time(_ tool: URL, _ arguments: [String]) -> (wall: Duration, cpu: Duration)? {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let cpuBefore = childrenCPU()
        let clock = ContinuousClock()
        let start = clock.now
        do {
            try process.run()
        } catch {
            return nil
        }
        process.waitUntilExit()
        let wall = start.duration(to: clock.now)
        guard process.terminationReason == .exit, process.terminationStatus == 0 else { return nil }
        return (wall, childrenCPU() - cpuBefore)
    }

    /// User + system CPU time of every child process waited for so far.
    private static func childrenCPU() -> Duration {
        var usage = rusage()
        #if canImport(Glibc)
            let who = __rusage_who_t(RUSAGE_CHILDREN.rawValue)
        #else
            let who = RUSAGE_CHILDREN
        #endif
        guard getrusage(who, &usage) == 0 else { return .zero }
        func duration(_ time: timeval) -> Duration {
            .seconds(Int64(time.tv_sec)) + .microseconds(Int64(time.tv_usec))
        }
        return duration(usage.ru_utime) + duration(usage.ru_stime)
    }
}
