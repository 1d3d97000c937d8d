import EndpointOpenAPI
import EndpointSpec
import Testing

/// Documents that exercise every construct the importer maps (`Fixtures/constructs`) convert, load, generate
/// and match their golden specs and diagnostics.
struct ConstructsImportTests {
    @Test(arguments: ["constructs-3.0", "constructs-3.1"])
    func convertsLoadsAndMatchesGoldens(name: String) throws {
        let result = OpenAPIImporter.convert(
            text: try FixtureFiles.bytes("constructs/\(name).json"),
            path: "\(name).json"
        )
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.description).joined(separator: "\n"))")
        let text = try #require(result.specText)
        SpecRoundTrip.expectLoadsAndGenerates(text, path: "\(name).spec.json")
        try FixtureFiles.expectGolden(text, at: "constructs/\(name).spec.json")
        let diagnostics = result.diagnostics.map(\.description).joined(separator: "\n") + "\n"
        try FixtureFiles.expectGolden(diagnostics, at: "constructs/\(name).diagnostics.txt")
    }
}
