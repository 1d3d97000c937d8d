@_spi(Generated) import EndpointRuntime
import EndpointTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Text and binary bodies: RequestContent, charsets, Endpoint.text and .data")
struct TextAndBinaryBodyTests {
    private func client(_ outcomes: SpyHTTPClient.Outcome...) -> (APIClient, SpyHTTPClient) {
        let spy = SpyHTTPClient(outcomes)
        return (APIClient(baseURL: HTTPFixtures.baseURL, httpClient: spy), spy)
    }

    private func text(_ bytes: [UInt8], contentType: String?) -> SpyHTTPClient.Outcome {
        .answer(status: 200, headers: contentType.map { ["Content-Type": $0] } ?? [:], body: Data(bytes))
    }

    // MARK: Requests

    @Test func sendsTextInUTF8AndSaysSo() throws {
        let endpoint = Endpoint<EmptyResponse>(
            method: .put,
            path: "/n",
            content: .text("Grüße", contentType: "text/csv")
        )
        let request = try RequestBuilder(baseURL: HTTPFixtures.baseURL).request(for: endpoint)
        #expect(request.httpBody == Data("Grüße".utf8))
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "text/csv; charset=utf-8")
    }

    @Test func sendsTextInTheDeclaredCharset() throws {
        let content = RequestContent.text("Grüße", contentType: "text/plain; charset=ISO-8859-1")
        let request = try RequestBuilder(baseURL: HTTPFixtures.baseURL)
            .request(for: Endpoint<EmptyResponse>(method: .put, path: "/n", content: content))
        #expect(request.httpBody.map(Array.init) == [0x47, 0x72, 0xFC, 0xDF, 0x65])
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "text/plain; charset=ISO-8859-1")
    }

    @Test func textTheCharsetCannotHoldIsAnEncodingError() {
        let content = RequestContent.text("€", contentType: "text/plain; charset=us-ascii")
        #expect(throws: APIError.encoding("the request body cannot be written in us-ascii")) {
            try RequestBuilder(baseURL: HTTPFixtures.baseURL)
                .request(for: Endpoint<EmptyResponse>(method: .put, path: "/n", content: content))
        }
    }

    @Test func sendsBytesExactlyWithTheirMediaType() throws {
        let bytes = Data([0, 0xFF, 0x0D, 0x0A, 0x7B])
        let endpoint = Endpoint<EmptyResponse>(
            method: .post,
            path: "/blobs",
            content: .data(bytes, contentType: "image/png")
        )
        let request = try RequestBuilder(baseURL: HTTPFixtures.baseURL).request(for: endpoint)
        #expect(request.httpBody == bytes)
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "image/png")
    }

    @Test func aContentTypeWithALineBreakIsRejected() {
        let endpoint = Endpoint<EmptyResponse>(
            method: .post,
            path: "/blobs",
            content: .data(Data(), contentType: "image/png\r\nX-Evil: 1")
        )
        #expect(throws: APIError.self) { try RequestBuilder(baseURL: HTTPFixtures.baseURL).request(for: endpoint) }
    }

    // MARK: Responses

    @Test(
        "text decodes in the charset of its Content-Type, UTF-8 by default",
        arguments: [
            ("text/plain; charset=utf-8", Array("Grüße".utf8)),
            (nil, Array("Grüße".utf8)),
            ("text/plain; charset=\"iso-8859-1\"", [0x47, 0x72, 0xFC, 0xDF, 0x65]),
            ("text/plain;charset=UTF-16BE", [0, 0x47, 0, 0x72, 0, 0xFC, 0, 0xDF, 0, 0x65]),
            ("application/json", Array("Grüße".utf8)),
        ] as [(String?, [UInt8])]
    )
    func decodesTextInItsCharset(contentType: String?, bytes: [UInt8]) async throws {
        let (client, _) = client(text(bytes, contentType: contentType))
        #expect(try await client.send(Endpoint<String>.text(method: .get, path: "/n")) == "Grüße")
    }

    @Test func invalidTextIsATypedDecodingErrorKeepingTheBytes() async throws {
        let (client, _) = client(text([0x47, 0xFF, 0xFE], contentType: "text/plain"))
        do {
            _ = try await client.send(Endpoint<String>.text(method: .get, path: "/n"))
            Issue.record("decoded invalid UTF-8")
        } catch APIError.decoding(let failure) {
            #expect(failure.kind == .notText)
            #expect(failure.reason == "the body is not valid utf-8 text")
            #expect(failure.body == Data([0x47, 0xFF, 0xFE]))
            #expect(failure.statusCode == 200)
        }
    }

    @Test func anUnknownCharsetIsATypedDecodingError() async throws {
        let (client, _) = client(text([0x41], contentType: "text/plain; charset=ebcdic"))
        await #expect(throws: APIError.self) {
            try await client.send(Endpoint<String>.text(method: .get, path: "/n"))
        }
    }

    @Test func binaryIsReturnedAsReceived() async throws {
        let bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0, 0xFF]
        let (client, _) = client(text(bytes, contentType: "image/png"))
        #expect(try await client.send(Endpoint<Data>.data(method: .get, path: "/i")) == Data(bytes))
    }

    @Test func severalSuccessesDecodeTextAndBinaryCases() async throws {
        enum Answer: Sendable, Equatable {
            case ok(String)
            case created(Data)
        }
        let endpoint = Endpoint<Answer>(
            method: .get,
            path: "/x",
            successes: [
                DeclaredSuccess(.code(200), text: Answer.ok), DeclaredSuccess(.code(201), data: Answer.created),
            ]
        )
        let (client, _) = client(
            text([0xE9], contentType: "text/plain; charset=latin1"),
            .answer(status: 201, headers: ["Content-Type": "application/octet-stream"], body: Data([1, 2]))
        )
        #expect(try await client.send(endpoint) == .ok("é"))
        #expect(try await client.send(endpoint) == .created(Data([1, 2])))
    }

    @Test func aTextErrorIsThrownTypedWithItsTextAsTheMessage() async throws {
        struct NotFound: ResponseError {
            let text: ErrorResponse<String>
            var response: ErrorResponse<any Sendable> { text.erased }
        }
        let endpoint = Endpoint<String>.text(
            method: .get,
            path: "/n",
            errors: [DeclaredError(.code(404), text: { NotFound(text: $0) })]
        )
        let (client, _) = client(
            .answer(status: 404, headers: ["Content-Type": "text/html"], body: Data("<p>gone</p>".utf8))
        )
        do {
            _ = try await client.send(endpoint)
            Issue.record("no error")
        } catch let error as NotFound {
            #expect(error.text.body == "<p>gone</p>")
            #expect(error.message == "<p>gone</p>")
        }
    }
}
