import Foundation

/// Prints measurements as they are taken, in text or JSON lines, and remembers failed assertions.
struct BenchReporter: Sendable {
    /// What the command line asked for.
    let options: BenchOptions
    /// The names of assertions that did not hold; a non-empty list makes the process exit with status 1.
    private(set) var failedAssertions: [String] = []

    /// Creates a reporter for `options`.
    init(options: BenchOptions) {
        self.options = options
    }

    /// Prints `measurement` if the filter selects it.
    func report(_ measurement: BenchMeasurement) {
        guard options.includes(measurement.name) else { return }
        Self.write(options.emitsJSON ? measurement.jsonLine : measurement.textLine)
    }

    /// Records the outcome of an assertion that a benchmark checks on its results.
    mutating func check(_ condition: Bool, _ name: String) {
        if !condition { failedAssertions.append(name) }
    }

    /// Prints a section heading in text mode; nothing in JSON mode, so every line stays an object.
    func heading(_ title: String) {
        guard !options.emitsJSON else { return }
        Self.write("# " + title)
    }

    /// Writes `line` to standard output at once (unbuffered, so progress shows while later benchmarks run).
    static func write(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// Writes `line` to standard error.
    static func writeError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
