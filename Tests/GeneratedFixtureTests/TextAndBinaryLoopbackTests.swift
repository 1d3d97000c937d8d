import EdgeCasesAPI
import EndpointLocking
@_spi(Generated) import EndpointRuntime
import EndpointSpec
import EndpointStubServer
import Foundation
import Testing

import struct EndpointTestSupport.OwnExecutorTrait

/// The edge-case spec's text and binary bodies, generated through the plugin and run over loopback with the real
/// `URLSessionHTTPClient`: responses from the stub server serving the spec's examples, requests captured by a
/// loopback server.
@Suite(.ownExecutor) struct TextAndBinaryLoopbackTests {
    private let stub: StubServer
    private let client: EdgeCasesClient

    init() throws {
        (stub, client) = try EdgeCasesStub.start()
    }

    // MARK: Responses from the stub server

    @Test func aTextResponseDecodesInItsCharset() async throws {
        #expect(try await client.putNote(id: "n-1", body: "x") == "Grüße, note 1")
        // The example sends ISO-8859-1 bytes and says so.
        #expect(try await client.putNote(id: "latin", body: "x") == "Grüße")
    }

    @Test func aTextErrorIsItsTypedCase() async throws {
        let error = try await #require(throws: EdgeCasesEndpoints.PutNoteError.self) {
            _ = try await client.putNote(id: "n-9", body: "x")
        }
        guard case .notFound(let response) = error else { return }
        #expect(response.body == "No such note.")
        #expect(error.description == "The server answered 404 Not Found: No such note.")
    }

    @Test func aBinaryResponseIsItsBytes() async throws {
        let image = try await client.putImage(id: "i-1", body: Data([1, 2, 3]))
        #expect(Array(image) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0xFF])
    }

    @Test func aBinaryResponseDownloadsToAFileWithProgress() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("download-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let destination = directory.appendingPathComponent("image.png")
        let progress = ProgressRecorder()

        let file = try await client.putImage(id: "i-1", body: Data([1, 2, 3]), to: destination) { received, expected in
            progress.record(received, expected)
        }

        #expect(file == destination)
        #expect(
            Array(try Data(contentsOf: file)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0xFF]
        )
        #expect(progress.last?.received == 11)
        #expect(progress.last?.expected == 11)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["image.png"])
    }

    @Test func aTextSuccessCaseBesideAJSONOne() async throws {
        guard case .csv(let text) = try await client.getExport(id: "csv") else {
            Issue.record("not the csv case")
            return
        }
        #expect(text == "id,name\n1,Thing\n")
    }

    // MARK: Requests, as a loopback server receives them

    @Test func textAndBinaryRequestBodiesArriveExactlyWithTheirMediaType() async throws {
        let received = Recorder()
        let server = HTTPServer { request in
            await received.add(request.headers["Content-Type"], request.body)
            if request.path.hasPrefix("/notes") || request.path.hasPrefix("/search") {
                return HTTPServerResponse(
                    status: 200,
                    headers: ["Content-Type": "text/plain; charset=utf-8"],
                    body: Array("ok".utf8)
                )
            }
            return HTTPServerResponse(status: 200, headers: ["Content-Type": "image/png"], body: [0])
        }
        let port = try server.start()
        defer { server.stop() }
        let baseURL = try #require(URL(string: "http://127.0.0.1:\(port)"))
        let client = EdgeCasesClient(baseURL: baseURL, httpClient: URLSessionHTTPClient(timeout: .seconds(30)))

        #expect(try await client.putNote(id: "n", body: "Grüße\r\n") == "ok")
        let bytes: [UInt8] = [0, 0xFF, 0x0D, 0x0A, 0x80]
        #expect(try await client.putImage(id: "i", body: Data(bytes)) == Data([0]))

        let form = SearchFormDTO(
            q: "a b&c",
            tags: ["x", "y,z"],
            ids: [1, 2],
            filter: OrderDTO(id: "o 1", totalCents: 5),
            page: nil
        )
        #expect(try await client.searchForm(body: form) == "ok")

        #expect(
            await received.contentTypes == [
                "text/plain; charset=utf-8", "application/octet-stream", "application/x-www-form-urlencoded",
            ]
        )
        let expectedForm =
            "q=a+b%26c&tags=x%2Cy%2Cz&ids=1%7C2&filter%5Bid%5D=o+1&filter%5Btotal_cents%5D=5"
        #expect(await received.bodies == [Array("Grüße\r\n".utf8), bytes, Array(expectedForm.utf8)])
    }
}

extension TextAndBinaryLoopbackTests {
    @Test func theAcceptHeaderNamesTheDeclaredMediaTypes() async throws {
        let accepted = AcceptRecorder()
        let server = HTTPServer { request in
            await accepted.add(request.headers["Accept"])
            if request.path.hasPrefix("/exports") {
                return HTTPServerResponse(status: 203, headers: ["Content-Type": "text/csv"], body: Array("a\n".utf8))
            }
            let type = request.path.hasPrefix("/images") ? "image/png" : "text/plain; charset=utf-8"
            return HTTPServerResponse(status: 200, headers: ["Content-Type": type], body: Array("ok".utf8))
        }
        let port = try server.start()
        defer { server.stop() }
        let baseURL = try #require(URL(string: "http://127.0.0.1:\(port)"))
        let client = EdgeCasesClient(baseURL: baseURL, httpClient: URLSessionHTTPClient(timeout: .seconds(30)))

        _ = try await client.putNote(id: "n", body: "x")
        _ = try await client.putImage(id: "i", body: Data([1]))
        _ = try await client.getExport(id: "e")
        #expect(
            await accepted.values == ["text/plain", "image/png", "application/json, text/csv"]
        )
    }
}

/// The `Accept` headers a loopback server received, in order.
private actor AcceptRecorder {
    private(set) var values: [String?] = []

    func add(_ value: String?) { values.append(value) }
}

/// The content types and bodies a loopback server received, in order.
private actor Recorder {
    private(set) var contentTypes: [String?] = []
    private(set) var bodies: [[UInt8]] = []

    func add(_ contentType: String?, _ body: [UInt8]) {
        contentTypes.append(contentType)
        bodies.append(body)
    }
}

/// The progress reports of one download, in order.
private final class ProgressRecorder: Sendable {
    private let reports = EndpointLocking.Locked<[(received: Int64, expected: Int64?)]>([])

    func record(_ received: Int64, _ expected: Int64?) { reports.withLock { $0.append((received, expected)) } }

    var last: (received: Int64, expected: Int64?)? { reports.current.last }
}
