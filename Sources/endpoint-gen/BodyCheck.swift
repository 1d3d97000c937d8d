import EndpointSpec

/// Checks recorded response bodies against a loaded spec with ``BodyChecker`` and renders what it finds as swiftc
/// renders diagnostics: the body's line with a caret, then where the spec declares it.
struct BodyCheck {
    /// What checking one body found.
    enum Outcome: Equatable {
        /// The body is not JSON; the text says where it stops being JSON.
        case notJSON(report: String)
        /// The body was checked: how many mismatches (errors) and warnings were printed.
        case checked(errors: Int, warnings: Int)

        /// The line that ends the report of the body at `path`: whether it matches `response` of `endpoint`; for a
        /// body that matches without warnings, only when `always`.
        func summary(
            for path: String,
            response: ResponseDefinition,
            of endpoint: EndpointDefinition,
            always: Bool
        ) -> String {
            guard case .checked(let errors, let warnings) = self else { return "" }
            let what = "the `\(response.status)` response of endpoint `\(endpoint.name)`"
            let warningText = "\(warnings) warning\(warnings == 1 ? "" : "s")"
            if errors == 0 {
                guard always || warnings > 0 else { return "" }
                return "\(path): the body matches \(what)\(warnings == 0 ? "" : " (\(warningText))").\n"
            }
            let mismatches = "\(errors) mismatch\(errors == 1 ? "" : "es")"
            return "\(path): \(mismatches)\(warnings == 0 ? "" : " and \(warningText)") with \(what).\n"
        }
    }

    /// The spec the bodies are checked against.
    let spec: Spec
    /// The text of the spec's files, for excerpts.
    let sources: [String: [UInt8]]
    private let checker: BodyChecker
    /// For an OpenAPI document: writes each mismatch's fix as overlay actions on the document as read.
    let suggestion: OverlaySuggestion?
    /// The overlay actions suggested so far, in the order found.
    let suggestedActions = SuggestedActions()

    init(spec: Spec, sources: [String: [UInt8]], suggestion: OverlaySuggestion? = nil) {
        self.spec = spec
        self.sources = sources
        self.suggestion = suggestion
        var checker = BodyChecker(spec: spec)
        // An OpenAPI document's fixes are said in its own terms (`required`, `nullable`).
        if let suggestion { checker.fixTerms = suggestion.fixTerms }
        self.checker = checker
    }

    /// Checks `bytes`, read from `path`, against `response` of `endpoint`, and writes every mismatch to `output`.
    /// An empty (or blank) body is checked as no body.
    func check(
        _ bytes: [UInt8],
        at path: String,
        as response: ResponseDefinition,
        of endpoint: EndpointDefinition,
        output: inout some TextOutputStream
    ) -> Outcome {
        var body: JSONNode?
        if bytes.contains(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
            let document = JSONDocument.parse(bytes, file: path)
            guard let root = document.root, !document.diagnostics.contains(where: { $0.severity == .error }) else {
                var report = ""
                SpecInput.report(document.diagnostics, path: path, sources: [path: bytes], errors: &report)
                report += "\(path): the body is not valid JSON, so no client can decode it.\n"
                return .notJSON(report: report)
            }
            body = root
        }
        let mismatches = checker.check(body, response: response, of: endpoint, file: path)
        if !mismatches.isEmpty {
            let renderer = DiagnosticRenderer(sources: sources.merging([path: bytes]) { $1 })
            for mismatch in mismatches {
                let actions = suggestion?.actions(for: mismatch) ?? []
                suggestedActions.append(actions)
                let text =
                    actions.isEmpty
                    ? "the spec declares it here"
                    : "in the document: " + actions.map(\.description).joined(separator: "; then ")
                let note = mismatch.specLocation.map { Diagnostic(.note, text, at: $0) }
                output.write(renderer.render([mismatch.diagnostic] + (note.map { [$0] } ?? [])))
            }
        }
        let errors = mismatches.count { $0.severity == .error }
        return .checked(errors: errors, warnings: mismatches.count - errors)
    }
}

/// The overlay actions ``BodyCheck`` suggested, collected across the bodies of one run (bodies are checked one
/// after the other).
final class SuggestedActions {
    private var actions: [OverlaySuggestion.Action] = []

    func append(_ found: [OverlaySuggestion.Action]) {
        actions.append(contentsOf: found)
    }

    /// Every action, each once, in the order found.
    var all: [OverlaySuggestion.Action] {
        var seen = Set<OverlaySuggestion.Action>()
        return actions.filter { seen.insert($0).inserted }
    }

    /// The overlay of every action, with a comment line saying what it is for `documentPath`; empty without
    /// actions.
    func report(documentPath: String) -> String {
        let actions = all
        guard !actions.isEmpty else { return "" }
        let name = documentPath.split(separator: "/").last.map(String.init) ?? documentPath
        var stem = Substring(name)
        if let dot = stem.lastIndex(of: "."), dot != stem.startIndex { stem = stem[..<dot] }
        let overlay = OverlaySuggestion.overlay(actions, title: "Accept what the server sends")
        return
            "# An overlay that makes '\(documentPath)' accept these bodies: save it as '\(stem).overlay.yaml' next to "
            + "the document (or pass it with --overlay)\n" + YAMLWriter.text(overlay)
    }
}
