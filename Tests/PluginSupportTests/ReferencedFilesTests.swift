import Foundation
import Testing

/// The build plugin's list of the files a spec refers to (its build command's inputs besides the spec).
@Suite struct ReferencedFilesTests {
    @Test func findsTheValueOfEveryReferenceInJSONAndYAML() {
        let text = """
            { "$ref": "a.json", "x": { "$ref" : "b.yaml#/components/schemas/B" } }
            c: { $ref: c.yaml }
            d:
              $ref: 'it''s.yaml' # a comment
            e: [{ $ref: "#/local" }, { $ref: e.yml#/x }]
            f:
              $ref: plain/path.yaml   # trailing
            """
        #expect(
            ReferencedFiles.references(in: Array(text.utf8)) == [
                "a.json", "b.yaml#/components/schemas/B", "c.yaml", "it's.yaml", "#/local", "e.yml#/x",
                "plain/path.yaml",
            ]
        )
    }

    @Test func followsReferencesTransitivelyInsideTheSpecsDirectoryOnly() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("refs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            "spec/openapi.yaml": "paths:\n  /a: { $ref: paths/a.yaml }\n  /b: { $ref: './paths/b.json' }\n"
                + "  /c: { $ref: ../outside.yaml }\n  /d: { $ref: 'https://example.com/x.yaml' }\n"
                + "  /e: { $ref: /etc/passwd }\n  /f: { $ref: missing.yaml }\n",
            "spec/paths/a.yaml": "get: { responses: { 200: { $ref: ../schemas/user.yaml } } }\n",
            "spec/paths/b.json": #"{ "get": { "$ref": "../schemas/user.yaml#/x" } }"#,
            "spec/schemas/user.yaml": "properties: { self: { $ref: user.yaml }, up: { $ref: ../openapi.yaml } }\n",
            "outside.yaml": "x: 1\n",
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            try Data(text.utf8).write(to: url)
        }
        let inputs = ReferencedFiles.inputs(of: root.appendingPathComponent("spec/openapi.yaml"))
        let relative = inputs.map { $0.path.replacingOccurrences(of: root.standardizedFileURL.path + "/", with: "") }
        #expect(relative == ["spec/paths/a.yaml", "spec/paths/b.json", "spec/schemas/user.yaml"])
    }
}
