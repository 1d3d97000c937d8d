import EndpointCodegen
import Foundation
import Testing

/// Compares generated files with the checked-in golden copies under `Golden/<fixture>/`.
///
/// Set `UPDATE_GOLDEN=1` in the environment to rewrite the golden files from the current output instead of
/// comparing (then review the diff with git): `UPDATE_GOLDEN=1 swift test --filter GoldenFileTests`.
enum GoldenFiles {
    /// The source directory holding the golden files (next to this file's parent directory).
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Golden")

    /// Whether this run rewrites golden files instead of comparing.
    static var isUpdating: Bool { ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" }

    /// Expects `files` to equal the golden files of `fixture`, byte for byte and with no extra or missing files.
    static func verify(
        _ files: [GeneratedFile],
        fixture: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    )
        throws
    {
        let fixtureDirectory = directory.appendingPathComponent(fixture)
        let fileManager = FileManager.default
        if isUpdating {
            try? fileManager.removeItem(at: fixtureDirectory)
            try fileManager.createDirectory(at: fixtureDirectory, withIntermediateDirectories: true)
            for file in files {
                try Data(file.contents.utf8).write(to: fixtureDirectory.appendingPathComponent(file.name))
            }
            return
        }
        let stored = try fileManager.contentsOfDirectory(atPath: fixtureDirectory.path).sorted()
        #expect(
            stored == files.map(\.name).sorted(),
            "golden files of \(fixture) differ from the generated set; run with UPDATE_GOLDEN=1 to rewrite them",
            sourceLocation: sourceLocation
        )
        for file in files {
            let url = fixtureDirectory.appendingPathComponent(file.name)
            guard let data = fileManager.contents(atPath: url.path) else { continue }
            let expected = String(decoding: data, as: UTF8.self)
            if expected != file.contents {
                let diff = LineDiff.describe(expected: expected, actual: file.contents)
                Issue.record(
                    "\(fixture)/\(file.name) differs from its golden copy (UPDATE_GOLDEN=1 rewrites it):\n\(diff)",
                    sourceLocation: sourceLocation
                )
            }
        }
    }
}
