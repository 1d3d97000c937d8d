import EndpointCodegen
import EndpointSpec
import Testing

private typealias B = SpecBuilders

/// Which shard holds which declaration (issue 49): balanced by estimated cost, and stable when one name changes,
/// so that a rename rewrites few files and an incremental build recompiles little.
@Suite struct ShardPlacementTests {
    /// 1,000 names with costs from 1 to 60, as uneven as real models (an enumeration beside a forty-property object).
    static let names = (0..<1_000).map { "Item\($0 * 7_919 % 1_000)" }
    static let costs = (0..<1_000).map { 1 + $0 * 37 % 60 }

    static func fileCosts(_ placement: [[Int]], _ costs: [Int]) -> [Int] {
        placement.map { $0.reduce(0) { $0 + costs[$1] } }
    }

    // MARK: Placement

    @Test func everyItemIsPlacedOnceInItsOriginalOrder() {
        let placement = OutputLayout.placement(names: Self.names, costs: Self.costs, files: 10)
        #expect(placement.count == 10)
        #expect(placement.flatMap { $0 }.sorted() == Array(0..<1_000))
        #expect(placement.allSatisfy { $0 == $0.sorted() })
    }

    @Test func oneFileHoldsEverythingInOrder() {
        #expect(OutputLayout.placement(names: ["b", "a"], costs: [5, 1], files: 1) == [[0, 1]])
        #expect(OutputLayout.placement(names: [], costs: [], files: 3) == [[], [], []])
    }

    @Test func filesAreBalancedByCostNotCount() {
        let placement = OutputLayout.placement(names: Self.names, costs: Self.costs, files: 10)
        let costs = Self.fileCosts(placement, Self.costs)
        let average = Double(Self.costs.reduce(0, +)) / 10
        #expect(costs.allSatisfy { Double($0) <= 1.15 * average && Double($0) >= 0.85 * average })
        // One very expensive item weighs like many cheap ones: its file holds fewer items.
        var skewed = Array(repeating: 1, count: 1_000)
        skewed[0] = 300
        let heavy = OutputLayout.placement(names: Self.names, costs: skewed, files: 4)
        let heavyFile = heavy.first { $0.contains(0) } ?? []
        #expect(heavy.filter { $0 != heavyFile }.allSatisfy { heavyFile.count < $0.count })
    }

    @Test func moreFilesThanItemsLeavesSomeEmpty() {
        let placement = OutputLayout.placement(names: ["a", "b", "c"], costs: [1, 1, 1], files: 8)
        #expect(placement.count == 8)
        #expect(placement.flatMap { $0 }.sorted() == [0, 1, 2])
        #expect(placement.contains { $0.isEmpty })
    }

    /// A rename moves one item; the other items stay where they were but in at most a few files.
    @Test func renamingOneItemMovesFewOthers() {
        let before = OutputLayout.placement(names: Self.names, costs: Self.costs, files: 10)
        for renamed in [0, 123, 500, 999] {
            var names = Self.names
            names[renamed] = "Renamed" + names[renamed]
            let after = OutputLayout.placement(names: names, costs: Self.costs, files: 10)
            let changedFiles = (0..<10).filter { file in
                before[file].filter { $0 != renamed } != after[file].filter { $0 != renamed }
            }
            #expect(changedFiles.count <= 2, "renaming \(Self.names[renamed]) moved others in \(changedFiles)")
        }
    }

    // MARK: Generated files

    /// A rename of one model that nothing refers to rewrites at most its old and new shard and one neighbour: the
    /// other model shards keep their bytes, so the generator leaves them untouched on disk.
    @Test func renamingOneModelRewritesFewModelShards() {
        func spec(renaming: String?) -> Spec {
            Spec(
                name: "catalog",
                models: (0..<600).map { number in
                    let name = String(format: "Model%04d", number)
                    let properties = (0..<(number % 9 + 1)).map { B.property("p\($0)", B.schema(.string)) }
                    return B.object(name == renaming ? "Zebra" : name, properties)
                },
                endpoints: [],
                sourcePath: "catalog.json"
            )
        }
        let before = CodeGenerator.generate(spec(renaming: nil))
        let after = CodeGenerator.generate(spec(renaming: "Model0300"))
        #expect(before.map(\.name) == after.map(\.name))
        let changed = zip(before, after).filter { $0.contents != $1.contents }.map(\.0.name)
        #expect(changed.allSatisfy { $0.hasSuffix("Models.swift") })
        #expect((1...3).contains(changed.count), "changed: \(changed)")
    }

    /// A model a configuration renames keeps the file its document name places it in (``ModelDefinition/documentName``):
    /// one model file changes, so the Swift driver sees one file whose top-level names change, not two.
    @Test func aConfiguredRenameKeepsTheModelInItsFile() throws {
        let document = Spec(
            name: "catalog",
            models: (0..<600).map { B.object(String(format: "Model%04d", $0), [B.property("id", B.schema(.string))]) },
            endpoints: [],
            sourcePath: "catalog.json"
        )
        var renamed = document
        let index = try #require(renamed.models.firstIndex { $0.name == "Model0300" })
        renamed.models[index].name = "Zebra"
        renamed.models[index].documentName = "Model0300"
        let before = CodeGenerator.generate(document)
        let after = CodeGenerator.generate(renamed)
        let changed = zip(before, after).filter { $0.contents != $1.contents }.map(\.0.name)
        #expect(changed.count == 1, "changed: \(changed)")
        let file = try #require(after.first { $0.name == changed.first })
        #expect(file.contents.contains("public struct ZebraDTO"))
    }
}
