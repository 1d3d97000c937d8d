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

    @Test func securedSpecMatchesGoldenFiles() throws {
        let spec = try Fixtures.load(Fixtures.fixturePath("secured.json"))
        try GoldenFiles.verify(CodeGenerator.generate(spec), fixture: "secured")
    }

    @Test func paginatedSpecMatchesGoldenFiles() throws {
        let spec = try Fixtures.load(Fixtures.fixturePath("paginated.json"))
        try GoldenFiles.verify(CodeGenerator.generate(spec), fixture: "paginated")
    }

    @Test func groupedSpecMatchesGoldenFiles() throws {
        let spec = try Fixtures.load(Fixtures.fixturePath("grouped.json"))
        try GoldenFiles.verify(CodeGenerator.generate(spec), fixture: "grouped")
    }

    @Test func serversSpecMatchesGoldenFiles() throws {
        let spec = try Fixtures.load(Fixtures.fixturePath("servers.json"))
        try GoldenFiles.verify(CodeGenerator.generate(spec), fixture: "servers")
    }

    @Test func repositoryShapesSpecMatchesGoldenFiles() throws {
        let spec = try Fixtures.load(Fixtures.fixturePath("repository-shapes.json"))
        try GoldenFiles.verify(CodeGenerator.generate(spec), fixture: "repository-shapes")
    }

    @Test(arguments: ["catalog", "edge-cases", "secured", "paginated", "grouped", "servers", "repository-shapes"])
    func everyPublicDeclarationIsDocumented(fixture: String) throws {
        let path = fixture == "catalog" ? Fixtures.catalogPath : Fixtures.fixturePath("\(fixture).json")
        for file in CodeGenerator.generate(try Fixtures.load(path)) {
            let lines = file.contents.split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() where line.trimmingPrefix(while: { $0 == " " }).hasPrefix("public ")
            {
                let previous = lines[..<index].last { !$0.trimmingPrefix(while: { $0 == " " }).hasPrefix("@") }
                #expect(
                    previous?.trimmingPrefix(while: { $0 == " " }).hasPrefix("///") == true,
                    "\(file.name):\(index + 1) has no documentation: \(line)"
                )
            }
        }
    }
}
