import EndpointSpec

/// Issue 14: parsing YAML costs at most 3× parsing the same content as JSON.
///
/// The synthetic OpenAPI document (``SyntheticOpenAPIDocument``, 1.2 MB of JSON) is parsed once and written as
/// YAML by `YAMLWriter` in two layouts: **block** (every mapping and sequence one entry a line, as YAML emitters
/// and most hand-written documents do; the goal is measured on it) and **mixed** (small collections in flow style
/// on one line, `YAMLWriter`'s default). JSON and YAML runs alternate, so both see the same machine load; the
/// figures are CPU medians, which a shared machine's waiting does not inflate.
struct YAMLParseBenchmark {
    /// The measurements this benchmark reports.
    static let names = ["json_parse", "yaml_parse_block", "yaml_parse_mixed", "yaml_vs_json"].map {
        "generator.yaml_synthetic.\($0)"
    }

    let isQuick: Bool

    func run(reporter: inout BenchReporter) {
        let prefix = "generator.yaml_synthetic"
        let json = SyntheticOpenAPIDocument.text()
        guard let value = JSONDocument.parse(json, file: "synthetic.json").root?.specValue else {
            reporter.check(false, "\(prefix): the synthetic document does not parse as JSON")
            return
        }
        let block = YAMLWriter.bytes(value, layout: .pretty(lineWidth: 0))
        let mixed = YAMLWriter.bytes(value, layout: .pretty())
        for (name, yaml) in [("block", block), ("mixed", mixed)] {
            let parsed = YAMLDocument.parse(yaml, file: "synthetic.yaml")
            reporter.check(
                parsed.root?.specValue == value && parsed.diagnostics.isEmpty,
                "\(prefix): the \(name) YAML text parses to the JSON document's value"
            )
        }
        let runs = isQuick ? 3 : 15
        var jsonCPU: [Duration] = []
        var blockCPU: [Duration] = []
        var mixedCPU: [Duration] = []
        for _ in 0..<runs {
            jsonCPU.append(ProcessCPUClock.measure { _ = JSONDocument.parse(json, file: "synthetic.json") })
            blockCPU.append(ProcessCPUClock.measure { _ = YAMLDocument.parse(block, file: "synthetic.yaml") })
            mixedCPU.append(ProcessCPUClock.measure { _ = YAMLDocument.parse(mixed, file: "synthetic.yaml") })
        }
        let jsonMedian = Sampler.median(jsonCPU).milliseconds
        let blockMedian = Sampler.median(blockCPU).milliseconds
        let mixedMedian = Sampler.median(mixedCPU).milliseconds
        func kilobytes(_ bytes: [UInt8]) -> String { "\(bytes.count / 1024) KB" }
        reporter.report(
            BenchMeasurement(
                name: "\(prefix).json_parse",
                value: jsonMedian,
                unit: "ms",
                note: "JSONDocument.parse, \(kilobytes(json)) of JSON; CPU median of \(runs)"
            )
        )
        reporter.report(
            BenchMeasurement(
                name: "\(prefix).yaml_parse_block",
                value: blockMedian,
                unit: "ms",
                baseline: jsonMedian,
                note: "YAMLDocument.parse, \(kilobytes(block)) of block-style YAML; CPU median of \(runs)"
            )
        )
        reporter.report(
            BenchMeasurement(
                name: "\(prefix).yaml_parse_mixed",
                value: mixedMedian,
                unit: "ms",
                baseline: jsonMedian,
                note: "YAMLDocument.parse, \(kilobytes(mixed)) of YAML with one-line flow collections"
            )
        )
        let ratio = jsonMedian > 0 ? blockMedian / jsonMedian : 0
        reporter.report(
            BenchMeasurement(name: "\(prefix).yaml_vs_json", value: ratio, unit: "x", note: "goal: at most 3x")
        )
        reporter.check(ratio <= 3, "\(prefix): YAML parses in at most 3x the JSON time (took \(ratio)x)")
    }
}
