import EndpointOpenAPI
import EndpointSpec
import Testing

/// The Swagger Petstore (OpenAPI 3.0) document imports, loads and matches its golden spec.
struct PetstoreImportTests {
    private func importPetstore() throws -> OpenAPIImportResult {
        OpenAPIImporter.convert(text: try FixtureFiles.bytes("petstore-v3.json"), path: "petstore-v3.json")
    }

    @Test func importsWithoutErrors() throws {
        let result = try importPetstore()
        #expect(!result.hasErrors, "\(result.diagnostics)")
        #expect(result.specText != nil)
    }

    @Test func matchesGoldenSpec() throws {
        let text = try #require(try importPetstore().specText)
        try FixtureFiles.expectGolden(text, at: "petstore-v3.spec.json")
    }

    @Test func convertedSpecLoadsAndGenerates() throws {
        let text = try #require(try importPetstore().specText)
        SpecRoundTrip.expectLoadsAndGenerates(text, path: "petstore-v3.spec.json")
    }

    @Test func matchesGoldenDiagnostics() throws {
        let diagnostics = try importPetstore().diagnostics.map(\.description).joined(separator: "\n") + "\n"
        try FixtureFiles.expectGolden(diagnostics, at: "petstore-v3.diagnostics.txt")
    }
}
