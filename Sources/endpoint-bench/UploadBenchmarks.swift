@_spi(Generated) import EndpointRuntime
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Issue 15: the peak memory a 200 MB multipart file upload adds, through `URLSessionHTTPClient` (and, on Linux,
/// `CurlHTTPClient`) to a loopback server that discards the body (goal: at most 32 MB).
struct UploadBenchmarks {
    let isQuick: Bool

    /// The file size uploaded.
    static let fileSize = 200 * 1024 * 1024

    /// The transports measured, with the name of their figure.
    private static var transports: [(name: String, client: any HTTPClient)] {
        var transports: [(name: String, client: any HTTPClient)] = [
            ("upload.multipart200MB.peakMemory", URLSessionHTTPClient(timeout: .seconds(600)))
        ]
        #if os(Linux)
            transports.append(("upload.curl.multipart200MB.peakMemory", CurlHTTPClient(timeout: .seconds(600))))
        #endif
        return transports
    }

    /// Runs the upload measurements the filter selects.
    func run(reporter: inout BenchReporter) async throws {
        reporter.heading("Upload: a 200 MB multipart file part, streamed from disk")
        let selected = Self.transports.filter { reporter.options.includes($0.name) }
        guard !selected.isEmpty else { return }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("endpoint-bench-\(UUID()).bin")
        try Self.writeFile(at: file, size: Self.fileSize)
        defer { try? FileManager.default.removeItem(at: file) }
        for transport in selected {
            try await measure(uploading: file, through: transport.client, name: transport.name, reporter: &reporter)
        }
    }

    /// Uploads `file` through `client` once and reports the peak memory it added.
    private func measure(
        uploading file: URL,
        through client: any HTTPClient,
        name: String,
        reporter: inout BenchReporter
    ) async throws {
        let server = try DiscardingUploadServer()
        let body = MultipartFormData(parts: [
            .text(name: "title", "bench"),
            .file(name: "image", url: file, contentType: "application/octet-stream"),
        ])
        let expected = try body.contentLength()
        let endpoint = Endpoint<EmptyResponse>(method: .post, path: "/upload", content: .multipart(body))
        let builder = RequestBuilder(baseURL: URL(string: "http://127.0.0.1:\(server.port)")!)
        let request = try builder.request(for: endpoint)

        ProcessMemory.resetPeak()
        let before = ProcessMemory.currentResidentBytes() ?? 0
        let started = ContinuousClock.now
        let (_, response) = try await client.data(for: request)
        let elapsed = ContinuousClock.now - started
        let peak = ProcessMemory.peakResidentBytes() ?? 0
        server.waitUntilDone()
        reporter.check(response.statusCode == 204, "\(name): the server answered 204")
        reporter.check(
            server.isChunkedBody ? server.received > expected : server.received == expected,
            "\(name): the server received the whole body (\(expected) bytes)"
        )
        let raised = Double(max(0, peak - before)) / 1_048_576
        reporter.check(raised <= 32, "\(name): a 200 MB file raises peak memory by at most 32 MB (\(raised) MB)")
        reporter.report(
            BenchMeasurement(
                name: name,
                value: raised,
                unit: "MB",
                note: "peak RSS over RSS before the upload; \(expected) bytes "
                    + (server.isChunkedBody ? "chunked " : "with Content-Length ")
                    + "in \(BenchMeasurement.number(elapsed.seconds)) s"
            )
        )
    }

    /// Writes `size` bytes of a repeating pattern to `url`, a megabyte at a time.
    private static func writeFile(at url: URL, size: Int) throws {
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else { throw POSIXError(.EIO) }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        let block = Data((0..<1_048_576).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        for _ in 0..<(size / block.count) { try handle.write(contentsOf: block) }
    }
}
