import Testing

@testable import EndpointSpec

/// Runs every case of the YAML test suite through the parser (see ``YAMLTestSuiteCase/Category`` for what each
/// must do). Only the cases in ``knownFailures`` may fail, each for the reason given; a listed case that passes
/// fails the test too, so the list stays true. The pass rates are in docs/yaml.md.
@Suite struct YAMLConformanceTests {
    /// Cases EndpointKit's parser does not get right, with why.
    static let knownFailures: [String: String] = [:]

    @Test func theSuiteIsThere() {
        #expect(YAMLTestSuiteCase.all.count == 402)
    }

    @Test(arguments: YAMLTestSuiteCase.all)
    func conformance(_ testCase: YAMLTestSuiteCase) {
        let failure = Self.failure(of: testCase)
        if let reason = Self.knownFailures[testCase.id] {
            #expect(failure != nil, "\(testCase.id) passes now; remove it from knownFailures (\(reason))")
        } else {
            #expect(failure == nil, "\(testCase.id) [\(testCase.category.rawValue)]: \(failure ?? "")")
        }
    }

    /// Why the parser's result for `testCase` is wrong, or `nil` when it is right.
    static func failure(of testCase: YAMLTestSuiteCase) -> String? {
        let result = YAMLParser.parse(testCase.yaml, file: "in.yaml")
        let errors = result.log.sortedDiagnostics.filter { $0.severity == .error }
        let isLocatedError =
            result.root == nil || !errors.isEmpty
            ? errors.contains { $0.location.file == "in.yaml" && $0.location.line >= 1 && $0.location.column >= 1 }
            : false
        switch testCase.category {
        case .invalid, .documentCount, .nonStandardTag:
            return isLocatedError ? nil : "expected a located error, parsed \(describe(result.root))"
        case .notJSONCompatible:
            return nil
        case .jsonCompatible:
            guard let root = result.root, errors.isEmpty else {
                return "expected a value, got \(errors.first?.description ?? "nothing")"
            }
            guard let json = testCase.json, let expected = JSONParser.parse(json, file: "in.json").root else {
                return "in.json does not parse"
            }
            return YAMLValueComparison.equal(root.specValue, expected.specValue)
                ? nil : "expected \(describe(expected)), parsed \(describe(root))"
        }
    }

    private static func describe(_ node: JSONNode?) -> String {
        node.map { JSONWriter.text($0.specValue) } ?? "nothing"
    }

    /// Prints the pass rate of each category (the figures in docs/yaml.md).
    @Test func passRates() {
        var totals: [YAMLTestSuiteCase.Category: (passed: Int, all: Int)] = [:]
        var accepted = 0
        for testCase in YAMLTestSuiteCase.all {
            let passed = Self.failure(of: testCase) == nil
            totals[testCase.category, default: (0, 0)].all += 1
            if passed { totals[testCase.category, default: (0, 0)].passed += 1 }
            if testCase.category == .notJSONCompatible, YAMLParser.parse(testCase.yaml, file: "in.yaml").root != nil {
                accepted += 1
            }
        }
        for category in YAMLTestSuiteCase.Category.allCases {
            let total = totals[category, default: (0, 0)]
            print("yaml-test-suite \(category.rawValue): \(total.passed)/\(total.all)")
        }
        print("yaml-test-suite not JSON-compatible cases accepted: \(accepted)")
        #expect(totals.values.reduce(0) { $0 + $1.all } == YAMLTestSuiteCase.all.count)
    }
}

/// Compares parsed values as JSON data: numbers numerically, object members regardless of order.
enum YAMLValueComparison {
    static func equal(_ lhs: SpecValue, _ rhs: SpecValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.number(let a), .number(let b)):
            guard let x = Double(a), let y = Double(b) else { return a == b }
            return x == y
        case (.array(let a), .array(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { equal($0, $1) }
        case (.object(let a), .object(let b)):
            guard a.count == b.count else { return false }
            var byKey: [String: SpecValue] = [:]
            for member in b { byKey[member.key] = member.value }
            return a.allSatisfy { member in byKey[member.key].map { equal(member.value, $0) } ?? false }
        default: return false
        }
    }
}
