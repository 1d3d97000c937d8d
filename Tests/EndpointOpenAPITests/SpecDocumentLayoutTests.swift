import Testing

@testable import EndpointSpec

/// `JSONLayout.specDocument` is the importer's layout: every spec document the importer wrote as a golden file,
/// read back and written again by the shared `JSONWriter`, comes out byte for byte the same.
struct SpecDocumentLayoutTests {
    static let goldens: [String] = {
        let corpus = (try? FixtureFiles.files(in: "corpus-golden", endingWith: ".spec.json")) ?? []
        let constructs = (try? FixtureFiles.files(in: "constructs", endingWith: ".spec.json")) ?? []
        return ["petstore-v3.spec.json"] + corpus.map { "corpus-golden/" + $0 } + constructs.map { "constructs/" + $0 }
    }()

    @Test func everyImporterGoldenIsFound() {
        #expect(Self.goldens.count >= 10)
    }

    @Test(arguments: goldens)
    func theSharedWriterReproducesTheImportersText(_ golden: String) throws {
        let bytes = try FixtureFiles.bytes(golden)
        let value = try #require(JSONParser.parse(bytes, file: golden).root).specValue
        #expect(JSONWriter.text(value, layout: .specDocument) == String(decoding: bytes, as: UTF8.self))
    }
}
