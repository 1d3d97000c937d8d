import Foundation

/// `endpoint-bench`: measures the generator, the generated code and the runtime, in process.
///
/// Run it optimized: `swift run -c release endpoint-bench [--json] [--filter NAME]`. See docs/performance.md.
@main
enum EndpointBench {
    /// Parses the command line, runs the selected benchmarks and exits with status 1 if an assertion failed.
    static func main() async {
        let options: BenchOptions
        switch BenchOptions.parse(Array(CommandLine.arguments.dropFirst())) {
        case .run(let parsed):
            options = parsed
        case .help:
            print(BenchOptions.usage)
            return
        case .invalid(let message):
            BenchReporter.writeError("endpoint-bench: \(message)\n\n\(BenchOptions.usage)")
            exit(2)
        }
        var reporter = BenchReporter(options: options)
        let sampler = Sampler(options: options)
        await GeneratorBenchmarks(sampler: sampler, isQuick: options.isQuick).run(reporter: &reporter)
        do {
            try await RuntimeOverheadBenchmarks(sampler: sampler).run(reporter: &reporter)
            try await ThroughputBenchmarks(sampler: sampler, isQuick: options.isQuick).run(reporter: &reporter)
            try await EndToEndBenchmarks(isQuick: options.isQuick).run(reporter: &reporter)
            try await UploadBenchmarks(isQuick: options.isQuick).run(reporter: &reporter)
            try await IdleStreamBenchmarks(isQuick: options.isQuick).run(reporter: &reporter)
        } catch {
            reporter.check(false, "a benchmark threw \(error)")
        }
        if !reporter.failedAssertions.isEmpty {
            for failure in reporter.failedAssertions {
                BenchReporter.writeError("endpoint-bench: assertion failed: \(failure)")
            }
            exit(1)
        }
    }
}
