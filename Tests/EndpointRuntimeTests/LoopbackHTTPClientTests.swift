@_spi(Generated) import EndpointRuntime
import EndpointStubServer
import EndpointTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Each real transport (``TransportUnderTest``: `URLSessionHTTPClient`, and `CurlHTTPClient` on Linux) against a
/// real HTTP server on 127.0.0.1 started by each test.
@Suite("HTTP clients over loopback, each transport", .ownExecutor)
struct LoopbackHTTPClientTests {
    private struct Product: Codable, Equatable, Sendable {
        let id: String
        let name: String
    }

    // MARK: Round trips

    @Test(arguments: TransportUnderTest.allCases) func encodedPathQueryAndHeadersArriveExactlyAsBuilt(
        transport: TransportUnderTest
    ) async throws {
        let server = try SpyLoopbackServer { _ in .json(status: 200, #"{"id":"a/b c","name":"Mug"}"#) }
        let client = APIClient(baseURL: server.baseURL.appending(path: "v1/"), httpClient: transport.makeClient())
        var query = QueryItems()
        query.append("q", "c++ & swift=fun;#")
        query.append("tag", ["x", "é"])
        let endpoint = Endpoint<Product>(
            method: .get,
            path: "/products/{id}",
            pathParameters: ["id": "a/b c"],
            queryItems: query.items,
            headers: ["X-Trace": "t-1"]
        )

        let product = try await client.send(endpoint)

        #expect(product == Product(id: "a/b c", name: "Mug"))
        let received = try #require(server.requests.first)
        #expect(received.method == "GET")
        #expect(received.target == "/v1/products/a%2Fb%20c?q=c%2B%2B%20%26%20swift%3Dfun%3B%23&tag=x&tag=%C3%A9")
        #expect(received.pathSegments == ["v1", "products", "a/b c"])
        #expect(received.queryValues(for: "q") == ["c++ & swift=fun;#"])
        #expect(received.queryValues(for: "tag") == ["x", "é"])
        #expect(received.headers["Accept"] == "application/json")
        #expect(received.headers["X-Trace"] == "t-1")
    }

    @Test(arguments: TransportUnderTest.allCases) func dotSegmentParameterReachesTheServerInsideItsSegment(
        transport: TransportUnderTest
    ) async throws {
        let server = try SpyLoopbackServer { _ in HTTPServerResponse(status: 204) }
        let client = APIClient(baseURL: server.baseURL, httpClient: transport.makeClient())
        _ = try await client.send(
            Endpoint<EmptyResponse>(method: .delete, path: "/files/{name}/lock", pathParameters: ["name": ".."])
        )
        #expect(server.requests.map(\.target) == ["/files/%2E%2E/lock"])
        #expect(server.requests.map(\.method) == ["DELETE"])
    }

    @Test(arguments: TransportUnderTest.allCases) func jsonBodyIsSentWithItsContentType(transport: TransportUnderTest)
        async throws
    {
        let server = try SpyLoopbackServer { request in
            HTTPServerResponse(status: 201, headers: ["Content-Type": "application/json"], body: request.body)
        }
        let client = APIClient(baseURL: server.baseURL, httpClient: transport.makeClient())
        let created = try await client.send(
            Endpoint<Product>(method: .post, path: "/products", body: Product(id: "p-9", name: "Poster"))
        )
        #expect(created == Product(id: "p-9", name: "Poster"))
        let received = try #require(server.requests.first)
        #expect(String(decoding: received.body, as: UTF8.self) == #"{"id":"p-9","name":"Poster"}"#)
        #expect(received.headers["Content-Type"] == "application/json")
    }

    @Test(arguments: TransportUnderTest.allCases) func nonSuccessStatusesAreAnswersNotErrors(
        transport: TransportUnderTest
    ) async throws {
        let server = try SpyLoopbackServer { _ in .message(status: 503, "Down for maintenance.") }
        let (data, response) = try await transport.makeClient().data(
            for: URLRequest(url: server.baseURL.appending(path: "x"))
        )
        #expect(response.statusCode == 503)
        #expect(String(decoding: data, as: UTF8.self) == #"{"message":"Down for maintenance."}"#)
        #expect(response.value(forHTTPHeaderField: "Content-Type") == "application/json")
    }

    @Test(arguments: TransportUnderTest.allCases) func htmlAnswerIsRejectedByTheMediaTypeCheck(
        transport: TransportUnderTest
    ) async throws {
        let server = try SpyLoopbackServer { _ in
            HTTPServerResponse(status: 200, headers: ["Content-Type": "text/html"], body: Array("<h1>hi</h1>".utf8))
        }
        let client = APIClient(baseURL: server.baseURL, httpClient: transport.makeClient())
        await #expect(throws: APIError.unexpectedContentType("text/html")) {
            try await client.send(Endpoint<Product>(method: .get, path: "/products/1"))
        }
    }

    // MARK: Failures

    @Test(arguments: TransportUnderTest.allCases) func refusedConnectionIsATransportError(transport: TransportUnderTest)
        async throws
    {
        // A port the test holds, bound and never listening: a freed port could be taken by another test's server.
        let refusing = try RefusingPort()
        let url = try #require(URL(string: "http://127.0.0.1:\(refusing.port)/x"))
        let error = try await #require(throws: APIError.self) {
            try await transport.makeClient().data(for: URLRequest(url: url))
        }
        guard case .transport(let code, let description) = error else {
            Issue.record("expected a transport error, got \(error)")
            return
        }
        #expect(code != URLError.Code.cancelled.rawValue)
        #expect(!description.contains(url.absoluteString))
        withExtendedLifetime(refusing) {}
    }

    @Test func nonHTTPResponseIsInvalidResponse() async throws {
        let client = URLSessionHTTPClient(session: StubNonHTTPURLProtocol.makeSession())
        await #expect(throws: APIError.invalidResponse) {
            try await client.data(for: URLRequest(url: HTTPFixtures.baseURL))
        }
    }

    @Test(arguments: TransportUnderTest.allCases) func bodyLargerThanTheLimitIsRejected(transport: TransportUnderTest)
        async throws
    {
        let server = try SpyLoopbackServer { _ in .json(status: 200, String(repeating: " ", count: 100) + "{}") }
        let client = transport.makeClient(maximumResponseSize: 64)
        await #expect(throws: APIError.responseTooLarge(limit: 64)) {
            try await client.data(for: URLRequest(url: server.baseURL.appending(path: "big")))
        }
    }

    @Test(arguments: TransportUnderTest.allCases) func bodyAtTheLimitIsAccepted(transport: TransportUnderTest)
        async throws
    {
        let server = try SpyLoopbackServer { _ in .json(status: 200, String(repeating: "1", count: 64)) }
        let (data, _) = try await transport.makeClient(maximumResponseSize: 64)
            .data(for: URLRequest(url: server.baseURL.appending(path: "exact")))
        #expect(data.count == 64)
    }

    @Test(arguments: TransportUnderTest.allCases) func silentServerTimesOutAsATransportError(
        transport: TransportUnderTest
    ) async throws {
        let (release, releaseContinuation) = AsyncStream<Void>.makeStream()
        let server = try SpyLoopbackServer { _ in
            for await _ in release {}
            return HTTPServerResponse(status: 200)
        }
        defer { releaseContinuation.finish() }
        // The transport's deadline is real time; 10 s, so it cannot pass before the request reaches the server.
        let client = transport.makeClient(timeout: .seconds(10))
        let error = try await #require(throws: APIError.self) {
            try await client.data(for: URLRequest(url: server.baseURL.appending(path: "silent")))
        }
        #expect(error == .transport(code: URLError.Code.timedOut.rawValue, description: "the request timed out"))
    }

    // MARK: Cancellation

    @Test(arguments: TransportUnderTest.allCases) func cancellingWhileTheServerIsThinkingSurfacesAsCancellationError(
        transport: TransportUnderTest
    ) async throws {
        let (arrived, arrivedContinuation) = AsyncStream<Void>.makeStream()
        let (release, releaseContinuation) = AsyncStream<Void>.makeStream()
        let server = try SpyLoopbackServer { _ in
            arrivedContinuation.yield()
            for await _ in release {}
            return HTTPServerResponse(status: 200)
        }
        defer { releaseContinuation.finish() }
        let client = APIClient(baseURL: server.baseURL, httpClient: transport.makeClient())
        let task = Task { try await client.send(Endpoint<EmptyResponse>(method: .get, path: "/slow")) }
        var arrivals = arrived.makeAsyncIterator()
        await arrivals.next()
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
    }

    @Test(arguments: TransportUnderTest.allCases) func cancelledTaskNeverReachesTheServer(transport: TransportUnderTest)
        async throws
    {
        let server = try SpyLoopbackServer { _ in HTTPServerResponse(status: 200) }
        let client = transport.makeClient()
        let url = server.baseURL.appending(path: "x")
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await client.data(for: URLRequest(url: url))
        }
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(server.requests.isEmpty)
    }
}
