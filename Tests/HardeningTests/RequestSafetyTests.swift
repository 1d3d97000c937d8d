import EndpointLocking
@_spi(Generated) import EndpointRuntime
import EndpointStubServer
import EndpointTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What the app puts into a request can never change where it goes or smuggle in a header.
@Suite("Request safety", .ownExecutor)
struct RequestSafetyTests {
    private static let baseURL = URL(string: "https://api.example.com:8443/v1")!
    private static let seed: UInt64 = 0x5EC0_0007

    private static func endpoint(id: String, query: String, queryName: String) -> Endpoint<EmptyResponse> {
        Endpoint(
            method: .get,
            path: "/products/{id}/reviews",
            pathParameters: ["id": id],
            queryItems: [URLQueryItem(name: queryName, value: query), URLQueryItem(name: "page", value: "2")]
        )
    }

    // MARK: Routes

    @Test func pathAndQueryParametersNeverChangeTheRoute() throws {
        var generator = SeededGenerator(seed: Self.seed)
        let builder = RequestBuilder(baseURL: Self.baseURL)
        for _ in 0..<2000 {
            let id = HostileStrings.next(using: &generator)
            let query = HostileStrings.next(using: &generator)
            let name = HostileStrings.next(using: &generator)
            let url = try builder.url(for: Self.endpoint(id: id, query: query, queryName: name))
            let components = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false))

            #expect(components.scheme == "https" && components.host == "api.example.com" && components.port == 8443)
            #expect(components.user == nil && components.fragment == nil)
            let segments = components.percentEncodedPath.split(separator: "/", omittingEmptySubsequences: false)
            #expect(segments.count == 5, "id \(id.debugDescription) split the path: \(url)")
            guard segments.count == 5 else { continue }
            #expect(Array(segments[0...2]) == ["", "v1", "products"] && segments[4] == "reviews")
            #expect(segments[3].removingPercentEncoding == id)
            let items = components.percentEncodedQuery?.split(separator: "&") ?? []
            #expect(
                items.count == 2,
                "query \(query.debugDescription) or name \(name.debugDescription) split the query"
            )
            let decoded = items.map { $0.split(separator: "=", maxSplits: 1).map { $0.removingPercentEncoding ?? "" } }
            #expect(decoded == [[name, query], ["page", "2"]])
        }
    }

    @Test(arguments: TransportUnderTest.allCases)
    func hostileParametersArriveIntactAtARealServer(transport: TransportUnderTest) async throws {
        let received = Locked<[HTTPServerRequest]>([])
        let server = HTTPServer { request in
            received.withLock { $0.append(request) }
            return HTTPServerResponse(status: 204)
        }
        let port = try server.start()
        defer { server.stop() }
        let client = APIClient(
            baseURL: try #require(URL(string: "http://127.0.0.1:\(port)/v1")),
            httpClient: transport.makeClient(timeout: .seconds(30))
        )

        var generator = SeededGenerator(seed: Self.seed ^ 0xFF)
        var sent: [(id: String, query: String)] = []
        for _ in 0..<60 {
            let id = HostileStrings.next(using: &generator)
            let query = HostileStrings.next(using: &generator)
            sent.append((id, query))
            _ = try await client.send(Self.endpoint(id: id, query: query, queryName: "q"))
        }

        let requests = received.current
        try #require(requests.count == sent.count)
        for (request, expected) in zip(requests, sent) {
            #expect(request.pathSegments == ["v1", "products", expected.id, "reviews"])
            #expect(request.queryValues(for: "q") == [expected.query])
            #expect(request.queryValues(for: "page") == ["2"])
        }
    }

    // MARK: Headers

    @Test func headerValuesWithCRLFOrNULAreRejectedBeforeSending() async throws {
        var generator = SeededGenerator(seed: Self.seed ^ 0x1)
        let spy = SpyHTTPClient(forwardingTo: StubHTTPClient(status: 204, headers: [:], body: Data()))
        let client = APIClient(baseURL: Self.baseURL, httpClient: spy)
        for breaker in ["\r", "\n", "\r\n", "\u{0}", "\r\nX-Injected: 1"] {
            let prefix = HostileStrings.next(using: &generator).filter { !"\r\n\u{0}".contains($0) }
            let value = prefix + breaker + "Set-Cookie: stolen=1"
            let endpoint = Endpoint<EmptyResponse>(method: .get, path: "/p", headers: ["X-Note": value])
            let error = try await #require(throws: APIError.self) { try await client.send(endpoint) }
            #expect(error == .invalidRequest("the value of header 'X-Note' contains CR, LF or NUL"))
            #expect(!error.description.contains("stolen"))
        }
        #expect(spy.calls.count == 0)
    }

    @Test func tokenWithALineBreakIsNeverSent() async throws {
        let spy = SpyHTTPClient(forwardingTo: StubHTTPClient(status: 204, headers: [:], body: Data()))
        let authenticator = Authenticator(
            schemes: [SecurityScheme(name: "token", kind: .bearer)],
            credentials: ["token": .token(StaticTokenProvider("t0ken\r\nX-Admin: true"))]
        )
        let error = try await #require(throws: APIError.self) {
            try await authenticator.send(URLRequest(url: Self.baseURL), requiring: [["token"]], through: spy)
        }
        #expect(error == .invalidRequest("the credential of 'token' contains CR, LF or NUL"))
        #expect(spy.calls.count == 0)
    }

    @Test(
        "default headers are checked like endpoint headers",
        arguments: ["a\rb", "a\nb", "a\u{0}b"]
    )
    func defaultHeaderValuesAreChecked(value: String) throws {
        let builder = RequestBuilder(baseURL: Self.baseURL, defaultHeaders: ["X-Client": value])
        #expect(throws: APIError.self) { try builder.request(for: Endpoint<EmptyResponse>(method: .get, path: "/p")) }
    }
}
