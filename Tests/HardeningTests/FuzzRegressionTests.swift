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

    /// CI's fuzzer, 2026-12-06: flow-mapping keys 182 levels deep (within the depth limit of 256) overflowed an
    /// 8 MB stack under AddressSanitizer, because the parser's frames were large (YAMLStackDepthTests). On a quarter
    /// of that stack, the unclosed document is one located error.
    @Test func deeplyNestedFlowMappingKeysAreALocatedError() async throws {
        let bytes = try RepositoryFiles.bytes("Fuzz/regressions/yaml/flow-mapping-keys-182-deep")
        let diagnostics = try await DedicatedThread.run(stackBytes: 2 << 20) {
            YAMLDocument.parse(bytes, file: "deep.yaml").diagnostics.map(\.description)
        }
        #expect(
            diagnostics == [
                "deep.yaml:2:1: error: unexpected end of input inside a flow collection; expected its closing bracket"
            ]
        )
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
