import EndpointCodegen
import EndpointOpenAPI
import EndpointSpec
import Foundation
import Testing

/// The importer's rule, checked on random documents: whatever the validator would reject in an imported document
/// is degraded by the importer first, so a valid OpenAPI document never fails as a whole — every random document
/// (``RandomOpenAPIDocument``) imports without an error, each diagnostic located in it, and generates code.
struct ImportPropertyTests {
    /// The seeds: odd ones make OpenAPI 3.1 documents, even ones 3.0. `IMPORT_PROPERTY_SEEDS=N` tries the first
    /// `N` instead, to search further.
    static let seeds: ClosedRange<UInt64> = {
        let count = ProcessInfo.processInfo.environment["IMPORT_PROPERTY_SEEDS"].flatMap { UInt64($0) } ?? 300
        return 1...max(count, 1)
    }()

    @Test func everyRandomDocumentImportsWithoutErrorsAndGenerates() throws {
        var failures: [(seed: UInt64, errors: [String], text: String)] = []
        // A crash ends the process before any issue is recorded: IMPORT_PROPERTY_TRACE=DIRECTORY writes each
        // document there (`random-SEED.json`) before importing it, so the last one written is the one to replay.
        let trace = ProcessInfo.processInfo.environment["IMPORT_PROPERTY_TRACE"]
        for seed in Self.seeds {
            let document = RandomOpenAPIDocument(seed: seed)
            if let trace {
                try document.text.write(toFile: "\(trace)/random-\(seed).json", atomically: false, encoding: .utf8)
            }
            let path = "random-\(seed).json"
            let result = OpenAPIImporter.convert(text: Array(document.text.utf8), path: path)
            let errors = result.diagnostics.filter { $0.severity == .error }.map(\.description)
            let unlocated = result.diagnostics.filter { $0.location.file != path || $0.location.line < 1 }
            #expect(unlocated.isEmpty, "seed \(seed): diagnostics not located in the document: \(unlocated)")
            guard errors.isEmpty, let spec = result.spec else {
                failures.append((seed, errors, document.text))
                continue
            }
            #expect(!CodeGenerator.generate(spec).isEmpty, "seed \(seed) generates no file")
        }
        guard let first = failures.first else { return }
        Issue.record(
            """
            \(failures.count) of \(Self.seeds.count) random documents fail to import, seeds \(failures.map(\.seed)); \
            the first, seed \(first.seed):
            \(first.errors.joined(separator: "\n"))
            \(first.text)
            """
        )
    }
}
