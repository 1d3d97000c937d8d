import EndpointSpec
import Testing

@testable import EndpointCodegen

/// Files generated on all cores are exactly the files rendered one after the other.
@Suite struct ConcurrentGenerationTests {
    @Test func everyFileMatchesRenderingTheFilesOneByOne() {
        let spec = CodeGeneratorTests.spec(models: 450, endpoints: 450)
        let renderer = SwiftRenderer()
        let oneByOne = CodeGenerator.sourceFiles(for: spec).map { file in
            GeneratedFile(name: file.name, contents: renderer.render(file))
        }
        let generated = CodeGenerator.generate(spec)
        #expect(generated.count == oneByOne.count)
        #expect(generated.map(\.name) == oneByOne.map(\.name))
        #expect(generated == oneByOne)
    }

    @Test func repeatedRunsGiveTheSameFiles() {
        let spec = CodeGeneratorTests.spec(models: 250, endpoints: 250)
        let first = CodeGenerator.generate(spec)
        for _ in 0..<3 { #expect(CodeGenerator.generate(spec) == first) }
    }
}
