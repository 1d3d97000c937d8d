import Foundation
import Testing

/// Reads the OpenAPI fixtures and compares or rewrites golden files.
///
/// Goldens are read from the bundled `Fixtures` resources and rewritten in the source tree when the
/// environment variable `UPDATE_GOLDEN=1` is set.
enum FixtureFiles {
    /// The bundled `Fixtures` directory.
    static var bundledDirectory: URL {
        Bundle.module.resourceURL?.appendingPathComponent("Fixtures") ?? URL(fileURLWithPath: "Fixtures")
    }

    /// The `Fixtures` directory in the source tree, where `UPDATE_GOLDEN=1` writes.
    static var sourceDirectory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures")
    }

    /// Whether goldens should be rewritten instead of compared.
    static var isUpdatingGoldens: Bool { ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" }

    /// The bytes of the fixture at `relativePath` (for example `corpus/github.json`).
    static func bytes(_ relativePath: String) throws -> [UInt8] {
        Array(try Data(contentsOf: bundledDirectory.appendingPathComponent(relativePath)))
    }

    /// The names of the files in the fixture directory `relativePath` whose name ends in `suffix`, sorted.
    static func files(in relativePath: String, endingWith suffix: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: bundledDirectory.appendingPathComponent(relativePath).path)
            .filter { $0.hasSuffix(suffix) }
            .sorted()
    }

    /// Expects `actual` to equal the golden file at `relativePath` exactly, or rewrites it under `UPDATE_GOLDEN=1`.
    static func expectGolden(
        _ actual: String,
        at relativePath: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        if isUpdatingGoldens {
            let url = sourceDirectory.appendingPathComponent(relativePath)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            try Data(actual.utf8).write(to: url)
            return
        }
        let expected = try String(decoding: bytes(relativePath), as: UTF8.self)
        #expect(
            actual == expected,
            "\(relativePath) differs from the golden; run with UPDATE_GOLDEN=1 to rewrite it after review",
            sourceLocation: sourceLocation
        )
    }
}
