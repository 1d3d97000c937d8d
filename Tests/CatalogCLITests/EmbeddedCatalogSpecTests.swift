import EndpointSpec
import Foundation
import Testing

@testable import CatalogCLI

@Suite("The catalog spec embedded in the CLI")
struct EmbeddedCatalogSpecTests {
    /// `spec/catalog.json` of this checkout.
    private static let specFileURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("spec/catalog.json")

    @Test func matchesSpecCatalogJSON() throws {
        let file = try String(contentsOf: Self.specFileURL, encoding: .utf8)
        let expected = file.hasSuffix("\n") ? String(file.dropLast()) : file
        #expect(
            EmbeddedCatalogSpec.json == expected,
            """
            Sources/CatalogCLI/Composition/EmbeddedCatalogSpec.swift is out of date: paste spec/catalog.json \
            between its #\"\"\" delimiters, indented by 8 spaces.
            """
        )
    }

    @Test func loadsWithTheCatalogEndpointsAndExamples() throws {
        let spec = try EmbeddedCatalogSpec.load()
        #expect(spec.endpoints.map(\.name) == ["getProduct", "searchProducts", "uploadProductImage", "watchPrice"])
        #expect(spec.endpoint(named: "getProduct")?.examples.count == 7)
    }
}
