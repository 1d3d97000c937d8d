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

    @Test func countsColumnsInUnicodeScalarsSoTheCaretSitsUnderTheCharacter() {
        let source = Array(#"{ "ключ": "värde 🚂", "x": 1 }"#.utf8)
        let diagnostic = Diagnostic(.error, "e", at: .init(file: "s.json", line: 1, column: 22))
        #expect(
            DiagnosticRenderer(source: source).render(diagnostic)
                == "s.json:1:22: error: e\n" + #"{ "ключ": "värde 🚂", "x": 1 }"# + "\n"
                + String(repeating: " ", count: 21) + "^"
        )
    }

    @Test func putsTheCaretJustPastTheEndForAColumnPastTheEndOfTheLine() {
        let source = Array("{\n  \"a\": 1,\n}".utf8)
        let atEnd = Diagnostic(.error, "e", at: .init(file: "s.json", line: 2, column: 10))
        #expect(DiagnosticRenderer(source: source).render(atEnd) == "s.json:2:10: error: e\n  \"a\": 1,\n         ^")
        let farPast = Diagnostic(.error, "e", at: .init(file: "s.json", line: 2, column: 14))
        #expect(DiagnosticRenderer(source: source).render(farPast).hasSuffix("\n  \"a\": 1,\n             ^"))
    }

    @Test func showsAnExcerptUnderEveryNoteToo() {
        let source = Array("{\n  \"a\": 1,\n  \"a\": 2\n}".utf8)
        let diagnostics = [
            Diagnostic(.error, "duplicate key 'a'", at: .init(file: "s.json", line: 3, column: 3)),
            Diagnostic(.note, "'a' is first written here", at: .init(file: "s.json", line: 2, column: 3)),
        ]
        #expect(
            DiagnosticRenderer(source: source).render(diagnostics) == """
                s.json:3:3: error: duplicate key 'a'
                  "a": 2
                  ^
                s.json:2:3: note: 'a' is first written here
                  "a": 1,
                  ^

                """
        )
    }

    @Test func cutsALongLineAroundTheColumn() {
        let line = "[" + String(repeating: "1, ", count: 100) + "x" + String(repeating: ", 1", count: 100) + "]"
        let column = line.distance(from: line.startIndex, to: line.firstIndex(of: "x")!) + 1
        let rendered = DiagnosticRenderer(source: Array(line.utf8)).render(
            Diagnostic(.error, "unexpected 'x'", at: .init(file: "s.json", line: 1, column: column))
        )
        let lines = rendered.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[1].hasPrefix("...") && lines[1].hasSuffix("..."))
        #expect(lines[1].count <= DiagnosticRenderer.maximumExcerptWidth + 6)
        let caret = lines[2].count - 1
        #expect(Array(lines[1])[caret] == "x")
    }

    @Test func takesEachDiagnosticsLineFromItsOwnFile() {
        let renderer = DiagnosticRenderer(sources: ["a.json": Array("{ \"a\" }".utf8), "b.json": Array("[ b ]".utf8)])
        let diagnostics = [
            Diagnostic(.error, "in a", at: .init(file: "a.json", line: 1, column: 3)),
            Diagnostic(.note, "in b", at: .init(file: "b.json", line: 1, column: 3)),
            Diagnostic(.warning, "elsewhere", at: .init(file: "c.json", line: 1, column: 1)),
        ]
        #expect(
            renderer.render(diagnostics) == """
                a.json:1:3: error: in a
                { "a" }
                  ^
                b.json:1:3: note: in b
                [ b ]
                  ^
                c.json:1:1: warning: elsewhere

                """
        )
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
