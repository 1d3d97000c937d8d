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

    /// The invariants that the load result of mutation `number` breaks (none, when the loader is right), and
    /// whether the loader rejected it.
    private static func brokenInvariants(_ bytes: [UInt8], case number: Int) -> (broken: [String], rejected: Bool) {
        let result = SpecLoader.load(text: bytes, path: "mutant.json")
        var broken: [String] = []
        if result.hasErrors != (result.spec == nil) { broken.append("mutation \(number): errors without a nil spec") }
        let misplaced = result.diagnostics.filter {
            $0.location.file != "mutant.json" || $0.location.line < 1 || $0.location.column < 1
        }
        if !misplaced.isEmpty { broken.append("mutation \(number): diagnostics at \(misplaced.map(\.location))") }
        let primaries = result.diagnostics.filter { $0.severity != .note }.map(\.location)
        if primaries != primaries.sorted() { broken.append("mutation \(number): diagnostics are not sorted") }
        if result.diagnostics.contains(where: { $0.message.isEmpty }) {
            broken.append("mutation \(number): a diagnostic without a message")
        }
        return (broken, result.hasErrors)
    }

    /// Loads 1,000 mutants that `mutant` makes, on a thread of their own (the loop computes for seconds), and
    /// returns the invariants they broke and how many the loader rejected.
    private static func loadMutants(
        seed: UInt64,
        _ mutant: @escaping @Sendable (inout SpecMutator) -> [UInt8]
    ) async throws -> (broken: [String], rejected: Int) {
        let tree = try #require(JSONParser.parse(Self.catalog, file: "catalog.json").root).specValue
        return try await DedicatedThread.run {
            var mutator = SpecMutator(bytes: Self.catalog, tree: tree, random: SeededGenerator(seed: seed))
            var broken: [String] = []
            var rejected = 0
            for number in 0..<1000 {
                let outcome = brokenInvariants(mutant(&mutator), case: number)
                broken += outcome.broken
                if outcome.rejected { rejected += 1 }
            }
            return (broken, rejected)
        }
    }

    @Test func catalogFixtureIsPresent() throws {
        let result = SpecLoader.load(text: Self.catalog, path: "catalog.json")
        #expect(try #require(result.spec).endpoints.count == 4)
    }

    @Test func byteLevelMutations() async throws {
        let outcome = try await Self.loadMutants(seed: 0x5EED_0001) { $0.mutateBytes() }
        #expect(outcome.broken.isEmpty, "\(outcome.broken.prefix(10))")
        #expect(outcome.rejected > 300, "most byte mutations should break the spec; only \(outcome.rejected) did")
    }

    @Test func treeLevelMutations() async throws {
        let outcome = try await Self.loadMutants(seed: 0x5EED_0002) { $0.mutateTree() }
        #expect(outcome.broken.isEmpty, "\(outcome.broken.prefix(10))")
        #expect(outcome.rejected > 300, "most tree mutations should break the spec; only \(outcome.rejected) did")
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
