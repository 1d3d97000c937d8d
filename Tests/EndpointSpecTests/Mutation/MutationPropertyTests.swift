import EndpointTestSupport
import Foundation
import Testing

@testable import EndpointSpec

@Suite("Mutated specs never crash the loader")
struct MutationPropertyTests {
    static let catalog: [UInt8] = {
        let path = RepositoryFiles.path("spec/catalog.json")
        return FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? []
    }()

    /// Asserts the invariants every load result keeps, whatever the input.
    @discardableResult
    private func checkInvariants(_ bytes: [UInt8], case number: Int) -> SpecLoadResult {
        let result = SpecLoader.load(text: bytes, path: "mutant.json")
        #expect(result.hasErrors == (result.spec == nil), "mutation \(number)")
        #expect(
            result.diagnostics.allSatisfy {
                $0.location.file == "mutant.json" && $0.location.line >= 1 && $0.location.column >= 1
            }
        )
        let primaries = result.diagnostics.filter { $0.severity != .note }.map(\.location)
        #expect(primaries == primaries.sorted(), "diagnostics of mutation \(number) are not sorted")
        #expect(result.diagnostics.allSatisfy { !$0.message.isEmpty })
        return result
    }

    @Test func catalogFixtureIsPresent() throws {
        let result = SpecLoader.load(text: Self.catalog, path: "catalog.json")
        #expect(try #require(result.spec).endpoints.count == 2)
    }

    @Test func byteLevelMutations() throws {
        let tree = try #require(JSONParser.parse(Self.catalog, file: "catalog.json").root).specValue
        var mutator = SpecMutator(bytes: Self.catalog, tree: tree, random: SeededGenerator(seed: 0x5EED_0001))
        for number in 0..<1000 {
            checkInvariants(mutator.mutateBytes(), case: number)
        }
    }

    @Test func treeLevelMutations() throws {
        let tree = try #require(JSONParser.parse(Self.catalog, file: "catalog.json").root).specValue
        var mutator = SpecMutator(bytes: Self.catalog, tree: tree, random: SeededGenerator(seed: 0x5EED_0002))
        var rejected = 0
        for number in 0..<1000 {
            if checkInvariants(mutator.mutateTree(), case: number).hasErrors { rejected += 1 }
        }
        #expect(rejected > 300, "most tree mutations should break the spec; only \(rejected) did")
    }

    @Test func serializedCatalogRoundTripsToTheSameSpec() throws {
        let tree = try #require(JSONParser.parse(Self.catalog, file: "catalog.json").root).specValue
        let original = try #require(SpecLoader.load(text: Self.catalog, path: "catalog.json").spec)
        let reparsed = try #require(
            SpecLoader.load(text: Array(JSONWriter.text(tree, layout: .pretty()).utf8), path: "catalog.json").spec
        )
        #expect(reparsed.models.map(\.name) == original.models.map(\.name))
        #expect(
            reparsed.models.map(\.domainMapping?.arguments.count)
                == original.models.map(\.domainMapping?.arguments.count)
        )
        #expect(reparsed.endpoints.map(\.path) == original.endpoints.map(\.path))
        #expect(reparsed.repositories.map(\.methods.count) == original.repositories.map(\.methods.count))
    }
}
