import Foundation
import JSONPath
import Testing

/// Replays the `jsonpath` fuzz target's seeds (`Fuzz/corpus/jsonpath/`) and crash inputs
/// (`Fuzz/regressions/jsonpath/`) through the entry's own checks (`Support/JSONPathFuzzChecks.swift`, a symlink to
/// `Fuzz/jsonpath/JSONPathFuzzChecks.swift`): none may trap.
@Suite struct FuzzCorpusTests {
    /// The repository's root, found from this file (through the symlinks of a scratch package, if any).
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent()

    private static func files(in directory: String) -> [String] {
        let url = root.appendingPathComponent(directory)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.sorted().map { "\(directory)/\($0)" }
    }

    static let inputs = files(in: "Fuzz/corpus/jsonpath") + files(in: "Fuzz/regressions/jsonpath")

    @Test func theSeedsAreThere() {
        #expect(Self.files(in: "Fuzz/corpus/jsonpath").count >= 8)
    }

    @Test(arguments: inputs)
    func inputIsHandledWithoutTrapping(_ file: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.root.appendingPathComponent(file)))
        checkJSONPath(bytes)
    }

    /// The query seeds are valid (but the one meant to fail) and select something from the fuzz document.
    @Test func querySeedsSelectSomething() throws {
        for file in Self.files(in: "Fuzz/corpus/jsonpath") where file.hasSuffix(".jsonpath") {
            let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
            guard !file.contains("unclosed") else {
                #expect(throws: JSONPathSyntaxError.self) { try JSONPathQuery(parsing: text) }
                continue
            }
            let matches = try JSONPathQuery(parsing: text).select(in: fuzzDocument)
            #expect(!matches.isEmpty, "\(file)")
        }
    }
}
