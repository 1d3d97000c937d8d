import EndpointOpenAPI
import EndpointSpec
import Testing

/// Real-world OpenAPI documents (see each `Fixtures/corpus/<name>.source.txt`) import without errors and
/// match their golden specs and diagnostics.
struct CorpusImportTests {
    static let documents = (try? FixtureFiles.files(in: "corpus", endingWith: ".json")) ?? []

    @Test func corpusHasAtLeastSixDocuments() {
        #expect(Self.documents.count >= 6)
    }

    @Test(arguments: documents)
    func importsWithoutErrors(document: String) throws {
        let result = OpenAPIImporter.convert(text: try FixtureFiles.bytes("corpus/\(document)"), path: document)
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.description).joined(separator: "\n"))")
        let text = try #require(result.specText)
        let name = String(document.dropLast(".json".count))
        SpecRoundTrip.expectLoadsAndGenerates(text, path: "\(name).spec.json")
        try FixtureFiles.expectGolden(text, at: "corpus-golden/\(name).spec.json")
        let diagnostics = result.diagnostics.map(\.description).joined(separator: "\n") + "\n"
        try FixtureFiles.expectGolden(diagnostics, at: "corpus-golden/\(name).diagnostics.txt")
    }
}
