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

/// The scan never traps, whatever the bytes: it runs in the build plugin on files the user wrote.
@Suite struct ReferencedFilesScanPropertyTests {
    /// A small deterministic generator (SplitMix64), so a failure reproduces.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test func arbitraryTextNeverTraps() {
        var random = SplitMix(state: 14)
        let alphabet = Array(#"$ref:"' \#n\t#{}[],\\u/.ab"#.utf8) + [0xFF, 0xC3]
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...64, using: &random)
            let bytes = (0..<length).map { _ in alphabet.randomElement(using: &random)! }
            for reference in ReferencedFiles.references(in: bytes) {
                #expect(!reference.isEmpty)
                _ = ReferencedFiles.resolve(reference, from: URL(fileURLWithPath: "/tmp/spec/openapi.yaml"))
            }
        }
    }
}
