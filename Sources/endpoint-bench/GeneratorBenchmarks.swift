import EndpointCodegen
import EndpointOpenAPI
import EndpointSpec

/// Issue 6, part 1: generator throughput and scaling on synthetic specs of 100, 1,000 and 10,000 endpoints.
///
/// Reports, per size: load (parse + decode + validate) and generate times (medians), the cost per endpoint of
/// both, the peak resident memory while loading and generating once, and the size of the output.
struct GeneratorBenchmarks {
    /// The spec sizes measured, in endpoints (and as many models).
    static let sizes = [100, 1_000, 10_000]

    let sampler: Sampler
    let isQuick: Bool

    /// Runs every generator measurement the filter selects.
    func run(reporter: inout BenchReporter) async {
        reporter.heading("Generator: synthetic specs in EndpointKit's format (n endpoints, n models)")
        var perEndpoint: [Int: Double] = [:]
        for size in Self.sizes {
            let prefix = "generator.n\(size)"
            let names = ["load", "generate", "per_endpoint", "peak_rss", "output_lines"].map { "\(prefix).\($0)" }
            guard reporter.options.includesAny(names + ["generator.scaling"]) else { continue }
            guard let figures = measure(size: size, reporter: &reporter) else { continue }
            perEndpoint[size] = figures
        }
        let openAPINames = ["import", "generate", "total"].map { "generator.openapi_synthetic.\($0)" }
        if reporter.options.includesAny(openAPINames) { measureSyntheticOpenAPI(reporter: &reporter) }
        if reporter.options.includesAny(YAMLParseBenchmark.names) {
            YAMLParseBenchmark(isQuick: isQuick).run(reporter: &reporter)
        }
        if reporter.options.includesAny(GeneratorProcessBenchmark.names) {
            GeneratorProcessBenchmark(isQuick: isQuick).run(reporter: &reporter)
        }
        if let small = perEndpoint[1_000], let large = perEndpoint[10_000] {
            reporter.report(
                BenchMeasurement(
                    name: "generator.scaling.n10000_vs_n1000",
                    value: large,
                    unit: "us/endpoint",
                    baseline: small,
                    note: "linear growth keeps the ratio near 1"
                )
            )
        }
    }

    /// Measures one size; returns the load + generate cost per endpoint in microseconds.
    private func measure(size: Int, reporter: inout BenchReporter) -> Double? {
        let prefix = "generator.n\(size)"
        let text = SyntheticSpec.text(size: size)
        let path = "synthetic-\(size).json"

        // Peak memory first, from a fresh high-water mark, with the spec and the files alive together.
        let resetWorked = ProcessMemory.resetPeak()
        let residentBefore = ProcessMemory.currentResidentBytes() ?? 0
        let result = SpecLoader.standard.load(bytes: text, path: path)
        guard let spec = result.spec else {
            let first = result.diagnostics.first.map(\.description) ?? "no diagnostics"
            reporter.check(false, "\(prefix): the synthetic spec does not load: \(first)")
            return nil
        }
        let files = CodeGenerator.generate(spec)
        let peak = ProcessMemory.peakResidentBytes() ?? 0
        let lines = files.reduce(0) { $0 + $1.contents.utf8.count { $0 == UInt8(ascii: "\n") } }
        withExtendedLifetime((result, files)) {}

        let runs = isQuick ? 1 : (size >= 10_000 ? 3 : (size >= 1_000 ? 5 : 15))
        let (load, loadCPU) = Self.median(runs: runs) { _ = SpecLoader.standard.load(bytes: text, path: path) }
        let (generate, generateCPU) = Self.median(runs: runs) { _ = CodeGenerator.generate(spec) }
        let perEndpoint = (load + generate).microseconds / Double(size)

        reporter.report(
            BenchMeasurement(
                name: "\(prefix).load",
                value: load.milliseconds,
                unit: "ms",
                note: "parse + decode + validate; CPU \(BenchMeasurement.number(loadCPU.milliseconds)) ms"
            )
        )
        reporter.report(
            BenchMeasurement(
                name: "\(prefix).generate",
                value: generate.milliseconds,
                unit: "ms",
                note: "translate + render; CPU \(BenchMeasurement.number(generateCPU.milliseconds)) ms"
            )
        )
        reporter.report(
            BenchMeasurement(
                name: "\(prefix).per_endpoint",
                value: perEndpoint,
                unit: "us/endpoint",
                note: "load + generate"
            )
        )
        let overStart = Double(peak - residentBefore) / 1_048_576
        reporter.report(
            BenchMeasurement(
                name: "\(prefix).peak_rss",
                value: Double(peak) / 1_048_576,
                unit: "MB",
                note: resetWorked
                    ? "process peak while loading + generating; +\(BenchMeasurement.number(overStart)) MB over start"
                    : "process peak since launch (VmHWM could not be reset)"
            )
        )
        reporter.report(
            BenchMeasurement(
                name: "\(prefix).output_lines",
                value: Double(lines),
                unit: "lines",
                note: "\(files.count) files, \(text.count / 1024) KB of spec"
            )
        )
        if size == 10_000 {
            reporter.check(
                (load + generate) < .seconds(2),
                "\(prefix): load + generate under 2 s (took \(BenchMeasurement.number((load + generate).seconds)) s)"
            )
            reporter.check(peak < 500 * 1_048_576, "\(prefix): peak resident memory under 500 MB")
        }
        return perEndpoint
    }

    /// Issue 6, part 2: import + generation of the compile benchmark's OpenAPI document (1,000 operations,
    /// `--chain-block 10`, built in memory), in process: what `endpoint-gen generate synthetic.json` does
    /// between reading the file and writing the files. The whole process is measured by
    /// ``GeneratorProcessBenchmark`` (goal: under 0.1 s).
    private func measureSyntheticOpenAPI(reporter: inout BenchReporter) {
        let prefix = "generator.openapi_synthetic"
        let text = SyntheticOpenAPIDocument.text()
        let path = "synthetic.json"
        let imported = SpecLoader.standard.load(bytes: text, path: path)
        guard let spec = imported.spec, !imported.hasErrors else {
            let first = imported.diagnostics.first.map(\.description) ?? "no spec"
            reporter.check(false, "\(prefix): the synthetic OpenAPI document does not import: \(first)")
            return
        }
        let runs = isQuick ? 3 : 15
        let (importWall, importCPU) = Self.median(runs: runs) { _ = SpecLoader.standard.load(bytes: text, path: path) }
        let (generateWall, generateCPU) = Self.median(runs: runs) { _ = CodeGenerator.generate(spec) }
        let (totalWall, totalCPU) = Self.median(runs: runs) {
            if let spec = SpecLoader.standard.load(bytes: text, path: path).spec {
                _ = CodeGenerator.generate(spec)
            }
        }
        func cpu(_ duration: Duration) -> String { "CPU \(BenchMeasurement.number(duration.milliseconds)) ms" }
        let kilobytes = text.count / 1024
        reporter.report(
            BenchMeasurement(
                name: "\(prefix).import",
                value: importWall.milliseconds,
                unit: "ms",
                note: "SpecLoader: detect + parse + import + validate (\(kilobytes) KB document); \(cpu(importCPU))"
            )
        )
        reporter.report(
            BenchMeasurement(
                name: "\(prefix).generate",
                value: generateWall.milliseconds,
                unit: "ms",
                note: "translate + render, 1,000 operations and 1,000 schemas; \(cpu(generateCPU))"
            )
        )
        reporter.report(
            BenchMeasurement(
                name: "\(prefix).total",
                value: totalWall.milliseconds,
                unit: "ms",
                note: "import + generate in one pass (goal < 100 ms); \(cpu(totalCPU))"
            )
        )
    }

    /// The median wall time (`ContinuousClock`) and the median process CPU time of `runs` runs of `body`.
    private static func median(runs: Int, _ body: () -> Void) -> (wall: Duration, cpu: Duration) {
        let clock = ContinuousClock()
        var wall: [Duration] = []
        var cpu: [Duration] = []
        for _ in 0..<runs {
            let start = clock.now
            cpu.append(ProcessCPUClock.measure(body))
            wall.append(start.duration(to: clock.now))
        }
        return (Sampler.median(wall), Sampler.median(cpu))
    }
}
