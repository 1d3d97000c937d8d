import EndpointSpec
import EndpointTestSupport
import Foundation
import Testing

/// Replays the fuzz seeds (`Fuzz/corpus/<target>/`) and every crash input `scripts/fuzz.sh` found
/// (`Fuzz/regressions/<target>/`) through the same code as the libFuzzer entries: none may trap.
@Suite("Fuzz corpus and regressions")
struct FuzzRegressionTests {
    private static let inputs: [(FuzzHarness.Target, String)] = FuzzHarness.Target.allCases.flatMap { target in
        (RepositoryFiles.files(in: "Fuzz/corpus/\(target.rawValue)")
            + RepositoryFiles.files(in: "Fuzz/regressions/\(target.rawValue)")).map { (target, $0) }
    }

    @Test func everyTargetHasSeeds() {
        for target in FuzzHarness.Target.allCases {
            #expect(!RepositoryFiles.files(in: "Fuzz/corpus/\(target.rawValue)").isEmpty, "\(target.rawValue)")
        }
    }

    @Test(arguments: inputs)
    func inputIsHandledWithoutTrapping(target: FuzzHarness.Target, file: String) async throws {
        await FuzzHarness.run(target, try RepositoryFiles.bytes(file))
    }

    @Test func seedsExerciseTheSuccessPaths() async throws {
        let catalog = try RepositoryFiles.bytes("Fuzz/corpus/spec/catalog.json")
        #expect(SpecLoader.load(text: catalog, path: "catalog.json").spec != nil)
        let product = FuzzHarness.cliArguments(Array("product\u{0}p-1".utf8))
        #expect(try product.get().action == .product(id: "p-1"))
        let badLimit = FuzzHarness.cliArguments(try RepositoryFiles.bytes("Fuzz/corpus/cli-arguments/bad-limit.args"))
        #expect(throws: (any Error).self) { try badLimit.get() }
    }
}
