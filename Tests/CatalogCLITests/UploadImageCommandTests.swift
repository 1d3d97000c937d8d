import CatalogApplication
import CatalogDomain
import EndpointTestSupport
import Foundation
import Testing

@testable import CatalogCLI

/// `catalog upload-image ID FILE [--caption TEXT]`: the file is uploaded with a progress line on standard error and
/// the stored image printed.
@Suite("catalog upload-image")
struct UploadImageCommandTests {
    private static let image = ProductImage(
        id: "img-7",
        productID: "p-1",
        url: URL(string: "https://images.example.com/p-1/img-7")!
    )

    /// A readable file in a fresh directory, removed by `body`'s end.
    private func withImageFile<Result>(_ body: (URL) async throws -> Result) async throws -> Result {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("front.png")
        try Data(repeating: 7, count: 2048).write(to: file)
        return try await body(file)
    }

    private func run(_ arguments: [String], uploader: SpyProductImageUploading) async -> (CLIRun, Int) {
        let spy = SpyCatalogDependencies(repository: FakeProductRepository([]), imageUploader: uploader)
        let result = await runCatalog(arguments, dependencies: spy.dependencies)
        return (result, spy.closeCount)
    }

    @Test func uploadsTheFileWithItsCaptionAndPrintsTheStoredImage() async throws {
        try await withImageFile { file in
            let uploader = SpyProductImageUploading(answering: Self.image)
            let (result, closed) = await run(
                ["upload-image", "p-1", file.path, "--caption", "Front"],
                uploader: uploader
            )
            #expect(result.exitCode == 0)
            #expect(result.stdout == "img-7  https://images.example.com/p-1/img-7\n")
            #expect(uploader.calls == [.init(file: file, caption: "Front", id: "p-1")])
            #expect(closed == 1)
        }
    }

    @Test func printsTheImageAsJSON() async throws {
        try await withImageFile { file in
            let (result, _) = await run(
                ["--json", "upload-image", "p-1", file.path],
                uploader: SpyProductImageUploading(answering: Self.image)
            )
            #expect(result.exitCode == 0)
            #expect(
                result.stdout == #"{"id":"img-7","product_id":"p-1","url":"https://images.example.com/p-1/img-7"}"#
                    + "\n"
            )
        }
    }

    @Test func writesAProgressLineEachTenPercentOnStandardError() async throws {
        try await withImageFile { file in
            let reports: [(sent: Int64, total: Int64)] = [
                (0, 4096), (100, 4096), (512, 4096), (1024, 4096), (2100, 4096), (2200, 4096), (4096, 4096),
            ]
            let (result, _) = await run(
                ["upload-image", "p-1", file.path],
                uploader: SpyProductImageUploading(reporting: reports, answering: Self.image)
            )
            #expect(result.exitCode == 0)
            #expect(
                result.stderr == """
                    Uploading front.png: 12% (512 B of 4.0 KB)
                    Uploading front.png: 25% (1.0 KB of 4.0 KB)
                    Uploading front.png: 51% (2.1 KB of 4.0 KB)
                    Uploading front.png: 100% (4.0 KB of 4.0 KB)

                    """
            )
        }
    }

    @Test func anUnknownProductIsAProductFailure() async throws {
        try await withImageFile { file in
            let (result, _) = await run(
                ["upload-image", "p-404", file.path],
                uploader: SpyProductImageUploading(error: ProductError.notFound("p-404"))
            )
            #expect(result.exitCode == 1)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == "Error: No product with id 'p-404'.\n")
        }
    }

    @Test(arguments: [("missing.png", "no such file"), ("", "it is a directory")])
    func aFileThatCannotBeReadIsAUsageErrorAndNothingIsSent(name: String, reason: String) async throws {
        try await withImageFile { file in
            let path = file.deletingLastPathComponent().appendingPathComponent(name).path
            let uploader = SpyProductImageUploading(answering: Self.image)
            let (result, _) = await run(["upload-image", "p-1", path], uploader: uploader)
            #expect(result.exitCode == 64)
            #expect(result.stderr.hasPrefix("Error: Invalid value '\(path)' for FILE; \(reason).\n"))
            #expect(result.stderr.contains("Usage: catalog upload-image ID FILE [--caption TEXT]"))
            #expect(uploader.calls.isEmpty)
        }
    }
}
