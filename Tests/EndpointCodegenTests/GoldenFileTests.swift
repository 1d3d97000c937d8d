import EndpointCodegen
import EndpointSpec
import Testing

/// Whole-spec output compared byte for byte with `Golden/<fixture>/<file>`.
///
/// To accept intended changes, regenerate with `UPDATE_GOLDEN=1 swift test --filter GoldenFileTests` and review
/// the diff in git before committing.
@Suite struct GoldenFileTests {
    @Test func catalogSpecMatchesGoldenFiles() throws {
        let spec = try Fixtures.load(Fixtures.catalogPath)
        try GoldenFiles.verify(CodeGenerator.generate(spec), fixture: "catalog")
    }

    @Test func edgeCaseSpecMatchesGoldenFiles() throws {
        let spec = try Fixtures.load(Fixtures.fixturePath("edge-cases.json"))
        try GoldenFiles.verify(CodeGenerator.generate(spec), fixture: "edge-cases")
    }
}
