import EndpointCodegen
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

    @Test func theXMLBodyOfAddPetCanBeSentFromAFile() throws {
        // `addPet` takes JSON, XML (`application/xml`, raw bytes: the `data` alternative) or a form.
        let text = try #require(try importPetstore().specText)
        let code = SpecRoundTrip.expectLoadsAndGenerates(text, path: "petstore-v3.spec.json").map(\.contents)
        let upload = "public func addPet(\n        dataContentsOf file: URL,\n"
        #expect(code.contains { $0.contains(upload) })
        #expect(code.contains { $0.contains("var endpoint = PetstoreEndpoints.addPet(data: Data())") })
    }

    @Test func matchesGoldenDiagnostics() throws {
        let diagnostics = try importPetstore().diagnostics.map(\.description).joined(separator: "\n") + "\n"
        try FixtureFiles.expectGolden(diagnostics, at: "petstore-v3.diagnostics.txt")
    }
}
