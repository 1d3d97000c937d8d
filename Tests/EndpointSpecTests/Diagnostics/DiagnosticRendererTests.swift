import Foundation
import Testing

@testable import EndpointSpec

@Suite("Rendering diagnostics")
struct DiagnosticRendererTests {
    let location = EndpointSpec.SourceLocation(file: "spec.json", line: 2, column: 4)

    @Test func describesADiagnosticInCompilerFormat() {
        let diagnostic = Diagnostic(.error, "unknown key 'metod'", at: location)
        #expect(diagnostic.description == "spec.json:2:4: error: unknown key 'metod'")
        #expect(DiagnosticRenderer().render(diagnostic) == diagnostic.description)
    }

    @Test func showsTheSourceLineAndACaretUnderTheColumn() {
        let source = Array("{\n  \"é\": x\n}".utf8)
        let diagnostic = Diagnostic(
            .error,
            "expected a value, found 'x'",
            at: .init(file: "s.json", line: 2, column: 8)
        )
        #expect(
            DiagnosticRenderer(source: source).render(diagnostic)
                == "s.json:2:8: error: expected a value, found 'x'\n  \"é\": x\n       ^"
        )
    }

    @Test func keepsTabsSoTheCaretLinesUp() {
        let source = Array("\t\"a\": 1".utf8)
        let diagnostic = Diagnostic(.warning, "w", at: .init(file: "s.json", line: 1, column: 3))
        #expect(DiagnosticRenderer(source: source).render(diagnostic) == "s.json:1:3: warning: w\n\t\"a\": 1\n\t ^")
    }

    @Test func countsLonelyCarriageReturnsAsLineBreaks() {
        let source = Array("{\r\"a\": 1\r\n}".utf8)
        let diagnostic = Diagnostic(.note, "n", at: .init(file: "s.json", line: 2, column: 1))
        #expect(DiagnosticRenderer(source: source).render(diagnostic) == "s.json:2:1: note: n\n\"a\": 1\n^")
    }

    @Test func fallsBackToOneLineWhenTheLineDoesNotExist() {
        let diagnostic = Diagnostic(.error, "e", at: .init(file: "s.json", line: 9, column: 1))
        #expect(DiagnosticRenderer(source: Array("{}".utf8)).render(diagnostic) == "s.json:9:1: error: e")
    }

    @Test func rendersListsAndSummaries() {
        let diagnostics = [
            Diagnostic(.error, "a", at: location), Diagnostic(.note, "b", at: location),
            Diagnostic(.warning, "c", at: location), Diagnostic(.error, "d", at: location),
        ]
        #expect(
            DiagnosticRenderer().render(Array(diagnostics.prefix(2)))
                == "spec.json:2:4: error: a\nspec.json:2:4: note: b\n"
        )
        #expect(DiagnosticRenderer.summary(of: diagnostics) == "2 errors, 1 warning")
        #expect(DiagnosticRenderer.summary(of: [diagnostics[2]]) == "1 warning")
        #expect(DiagnosticRenderer.summary(of: []) == "no problems")
    }
}

@Suite("Loading spec files")
struct SpecFileLoadingTests {
    @Test func reportsAMissingFileAtLineOneColumnOne() {
        let path = NSTemporaryDirectory() + "endpointkit-missing-\(UUID().uuidString).json"
        let result = SpecLoader.load(fileAt: path)
        #expect(result.spec == nil)
        #expect(
            result.diagnostics.map(\.description) == [
                "\(path):1:1: error: cannot read spec file '\(path)': no such file"
            ]
        )
    }

    @Test func reportsADirectory() {
        let path = NSTemporaryDirectory()
        let result = SpecLoader.load(fileAt: path)
        #expect(
            result.diagnostics.map(\.description) == [
                "\(path):1:1: error: cannot read spec file '\(path)': it is a directory"
            ]
        )
    }

    @Test func locatesDiagnosticsInTheFileAtItsPath() throws {
        let path = NSTemporaryDirectory() + "endpointkit-\(UUID().uuidString).json"
        try Data(#"{"name": "Shop", "modles": {}}"#.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = SpecLoader.load(fileAt: path)
        #expect(
            result.diagnostics.map(\.description) == [
                "\(path):1:18: error: unknown key 'modles' in the spec; did you mean 'models'?"
            ]
        )
    }

    @Test func sortsDiagnosticsByLocationWithNotesAfterTheirError() {
        let text = """
            {
              "name": "Shop",
              "models": { "B": { "properties": { "x": { "type": "strin" } } } },
              "name": "Again",
              "description": 1
            }
            """
        let result = SpecLoader.load(text: Array(text.utf8), path: "s.json")
        #expect(
            result.diagnostics.map(\.description) == [
                "s.json:3:53: error: unknown type 'strin'; did you mean 'string'?",
                "s.json:4:3: error: duplicate key 'name'",
                "s.json:2:3: note: 'name' was first defined here",
                "s.json:5:18: error: 'description' must be a string, found a number",
            ]
        )
    }
}
