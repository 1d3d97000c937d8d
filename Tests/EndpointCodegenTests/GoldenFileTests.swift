import EndpointCodegen
import EndpointSpec
import Testing

/// Whole-spec output compared byte for byte with `Golden/<fixture>/<file>`.
///
/// To accept intended changes, regenerate with `UPDATE_GOLDEN=1 swift test --filter GoldenFileTests` and review
/// the diff in git before committing.
@Suite struct GoldenFileTests {
    @Test func catalogSpecMatchesGoldenFiles() throws {
        try GoldenFiles.verify(CodeGenerator.generate(CatalogSpec.spec), fixture: "catalog")
    }
}
