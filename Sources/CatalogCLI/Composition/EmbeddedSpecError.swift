import CatalogPresentation
import EndpointSpec

/// The spec compiled into the CLI does not load; a build problem, reported as a technical failure.
struct EmbeddedSpecError: Error, DescribedFailure {
    /// The errors found.
    var diagnostics: [Diagnostic]

    /// Names the first problem.
    var userMessage: String {
        let first = diagnostics.first.map { " \($0)" } ?? ""
        return "The built-in catalog spec is invalid.\(first)"
    }
}
