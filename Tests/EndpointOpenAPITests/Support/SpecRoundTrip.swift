import EndpointCodegen
import EndpointSpec
import Testing

/// Loads converted spec text with ``SpecLoader`` and generates code from it, as the build plugin would.
enum SpecRoundTrip {
    /// Expects `text` to load without errors and to generate at least one Swift file; returns the files.
    @discardableResult
    static func expectLoadsAndGenerates(
        _ text: String,
        path: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> [GeneratedFile] {
        let loaded = SpecLoader.load(text: Array(text.utf8), path: path)
        let errors = loaded.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.description).joined(separator: "\n"))", sourceLocation: sourceLocation)
        guard let spec = loaded.spec else { return [] }
        let files = CodeGenerator.generate(spec)
        #expect(!files.isEmpty, sourceLocation: sourceLocation)
        return files
    }
}
