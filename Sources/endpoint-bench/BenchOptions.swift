/// The command line of `endpoint-bench`: `[--json] [--filter NAME] [--quick]`.
struct BenchOptions: Sendable {
    /// `--json`: one JSON object per line instead of aligned text.
    var emitsJSON = false
    /// `--filter NAME`: run only measurements whose name contains one of these (any of several `--filter`s).
    var filters: [String] = []
    /// `--quick`: fewer repetitions, for a smoke run; figures are noisier.
    var isQuick = false

    /// The usage text printed for `--help` and after an invalid argument.
    static let usage = """
        usage: endpoint-bench [--json] [--filter NAME]... [--quick]

          --json         print one JSON object per measurement (name, value, unit, baseline, ratio)
          --filter NAME  run only the measurements whose name contains NAME (repeatable);
                         groups: generator, runtime, throughput, cache, e2e
          --quick        fewer repetitions (smoke test; noisier figures)
        """

    /// What the command line asks for.
    enum Parsed {
        /// Run the benchmarks with these options.
        case run(BenchOptions)
        /// Print the usage and exit successfully.
        case help
        /// Print the message and the usage and exit with status 2.
        case invalid(String)
    }

    /// Parses the arguments after the executable's name.
    static func parse(_ arguments: [String]) -> Parsed {
        var options = BenchOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--json": options.emitsJSON = true
            case "--quick": options.isQuick = true
            case "--help", "-h": return .help
            case "--filter":
                guard let name = remaining.popFirst(), !name.isEmpty, !name.hasPrefix("--") else {
                    return .invalid("--filter needs a name, for example --filter generator")
                }
                options.filters.append(name)
            default:
                return .invalid("unknown argument '\(argument)'")
            }
        }
        return .run(options)
    }

    /// Whether the measurement named `name` is selected: no filter, or its name contains one of them.
    func includes(_ name: String) -> Bool {
        filters.isEmpty || filters.contains { name.contains($0) }
    }

    /// Whether a block of work that reports `names` should run: at least one of them is selected.
    func includesAny(_ names: [String]) -> Bool {
        names.contains(where: includes)
    }
}
