import EndpointSpec
import Testing

/// A spec with known problems and the exact diagnostics (`line:column: severity: message`) it must produce.
struct BrokenSpecCase: Sendable, CustomTestStringConvertible {
    /// What the case checks, shown as the test's name.
    var name: String
    /// The spec's text.
    var text: String
    /// Every diagnostic expected, in order, without the file path.
    var expected: [String]

    var testDescription: String { name }

    /// The diagnostics the loader actually produces for `text`, in the same form as `expected`.
    func actualDiagnostics() -> [String] {
        SpecLoader.load(text: Array(text.utf8), path: "spec.json").diagnostics.map {
            "\($0.location.line):\($0.location.column): \($0.severity.rawValue): \($0.message)"
        }
    }
}
