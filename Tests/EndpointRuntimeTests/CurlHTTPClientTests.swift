#if os(Linux)
    import EndpointRuntime
    import EndpointStubServer
    import EndpointTestSupport
    import Foundation
    import FoundationNetworking
    import Testing

    /// What only `CurlHTTPClient` does itself, against loopback servers: the request line, methods and bodies it
    /// builds, the redirects it follows, and the response heads it reads. What it shares with
    /// `URLSessionHTTPClient` is proven by the suites that run over every ``TransportUnderTest``.
    @Suite("CurlHTTPClient over loopback", .ownExecutor)
    struct CurlHTTPClientTests {
        private static func request(_ url: URL, method: String, body: Data? = nil) -> URLRequest {
            var request = URLRequest(url: url)
            request.httpMethod = method
            request.httpBody = body
            return request
        }

        @Test func libcurlIsAvailableWithNothingInstalledBeyondTheToolchain() {
            #expect(CurlHTTPClient.isAvailable)
        }

        // MARK: Methods and bodies

        @Test(arguments: ["POST", "PUT", "PATCH", "DELETE"])
        func methodWithABodySendsItsExactBytesAndLength(method: String) async throws {
            let server = try SpyLoopbackServer { _ in HTTPServerResponse(status: 204) }
            var request = Self.request(
                server.baseURL.appending(path: "items"),
                method: method,
                body: Data("a=1&b=2".utf8)
            )
            request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")

            let (_, response) = try await CurlHTTPClient().data(for: request)

            #expect(response.statusCode == 204)
            let received = try #require(server.requests.first)
            #expect(received.method == method)
            #expect(received.body == Array("a=1&b=2".utf8))
            #expect(received.headers["Content-Length"] == "7")
            #expect(received.headers["Content-Type"] == "application/x-www-form-urlencoded")
            #expect(received.headers["Expect"] == nil)
        }

        @Test func bodyWithoutAContentTypeGetsNoneInvented() async throws {
            let server = try SpyLoopbackServer { _ in HTTPServerResponse(status: 204) }
            _ = try await CurlHTTPClient().data(
                for: Self.request(server.baseURL, method: "POST", body: Data([0, 1, 2, 255]))
            )
            let received = try #require(server.requests.first)
            #expect(received.body == [0, 1, 2, 255])
            #expect(received.headers["Content-Type"] == nil)
        }

        @Test func bodyStreamOfUnknownLengthIsSentChunked() async throws {
            let server = try SpyLoopbackServer { _ in HTTPServerResponse(status: 204) }
            let payload = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 7) })
            var request = Self.request(server.baseURL.appending(path: "upload"), method: "PUT")
            request.httpBodyStream = InputStream(data: payload)

            _ = try await CurlHTTPClient().data(for: request)

            let received = try #require(server.requests.first)
            #expect(received.method == "PUT")
            #expect(received.headers["Transfer-Encoding"] == "chunked")
            #expect(Data(received.body) == payload)
        }

        @Test func bodyStreamWithADeclaredLengthIsSentWithIt() async throws {
            let server = try SpyLoopbackServer { _ in HTTPServerResponse(status: 204) }
            var request = Self.request(server.baseURL.appending(path: "upload"), method: "POST")
            request.httpBodyStream = InputStream(data: Data("twelve bytes".utf8))
            request.setValue("12", forHTTPHeaderField: "Content-Length")

            _ = try await CurlHTTPClient().data(for: request)

            let received = try #require(server.requests.first)
            #expect(received.headers["Content-Length"] == "12")
            #expect(received.headers["Transfer-Encoding"] == nil)
            #expect(received.body == Array("twelve bytes".utf8))
        }

        @Test func headRequestReadsTheHeadAndNoBody() async throws {
            let server = try SpyLoopbackServer { _ in .json(status: 200, #"{"ignored":true}"#) }
            let (data, response) = try await CurlHTTPClient().data(for: Self.request(server.baseURL, method: "HEAD"))
            #expect(server.requests.first?.method == "HEAD")
            #expect(response.statusCode == 200)
            #expect(data.isEmpty)
        }

        // MARK: Redirects

        @Test(arguments: [301, 302, 303])
        func postRedirectedBy301To303BecomesAGetWithoutBody(status: Int) async throws {
            let server = try SpyLoopbackServer { request in
                request.path == "/form"
                    ? HTTPServerResponse(status: status, headers: ["Location": "/done"])
                    : .json(status: 200, "{}")
            }
            var request = Self.request(server.baseURL.appending(path: "form"), method: "POST", body: Data("x=1".utf8))
            request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")

            let (data, response) = try await CurlHTTPClient().data(for: request)

            #expect(response.statusCode == 200)
            #expect(data == Data("{}".utf8))
            #expect(server.requests.map(\.method) == ["POST", "GET"])
            #expect(server.requests.map(\.path) == ["/form", "/done"])
            #expect(server.requests.last?.body == [])
            #expect(server.requests.last?.headers["Content-Type"] == nil)
        }

        @Test(arguments: [307, 308])
        func redirectBy307Or308KeepsTheMethodAndBody(status: Int) async throws {
            let server = try SpyLoopbackServer { request in
                request.path == "/old"
                    ? HTTPServerResponse(status: status, headers: ["Location": "/new"])
                    : HTTPServerResponse(status: 201, body: request.body)
            }
            let request = Self.request(server.baseURL.appending(path: "old"), method: "PUT", body: Data("kept".utf8))

            let (data, response) = try await CurlHTTPClient().data(for: request)

            #expect(response.statusCode == 201)
            #expect(data == Data("kept".utf8))
            #expect(server.requests.map(\.method) == ["PUT", "PUT"])
            #expect(server.requests.map(\.body) == [Array("kept".utf8), Array("kept".utf8)])
        }

        @Test func aRedirectLoopEndsWithTooManyRedirects() async throws {
            let server = try SpyLoopbackServer { _ in HTTPServerResponse(status: 302, headers: ["Location": "/again"]) }
            let error = try await #require(throws: APIError.self) {
                try await CurlHTTPClient().data(for: URLRequest(url: server.baseURL.appending(path: "again")))
            }
            guard case .transport(let code, _) = error else {
                Issue.record("expected a transport error, got \(error)")
                return
            }
            #expect(code == URLError.Code.httpTooManyRedirects.rawValue)
            #expect(server.requests.count == 17)
        }

        @Test func aRedirectToAnotherSchemeIsReturnedAsTheAnswer() async throws {
            let server = try SpyLoopbackServer { _ in
                HTTPServerResponse(status: 302, headers: ["Location": "ftp://example.com/file"])
            }
            let (_, response) = try await CurlHTTPClient().data(for: URLRequest(url: server.baseURL))
            #expect(response.statusCode == 302)
            #expect(server.requests.count == 1)
        }

        @Test func aURLThatIsNotHTTPIsRefusedBeforeAnythingIsSent() async throws {
            let error = try await #require(throws: APIError.self) {
                try await CurlHTTPClient().data(for: URLRequest(url: URL(fileURLWithPath: "/etc/hostname")))
            }
            guard case .transport(let code, _) = error else {
                Issue.record("expected a transport error, got \(error)")
                return
            }
            #expect(code == URLError.Code.unsupportedURL.rawValue)
        }

        // MARK: Response heads

        @Test func interimResponsesAreSkippedAndRepeatedFieldsJoined() async throws {
            let server = try SpyStreamingServer()
            let request = URLRequest(url: server.baseURL.appending(path: "interim"))
            let sending = Task { try await CurlHTTPClient().data(for: request) }
            let connection = try await server.nextConnection()
            try connection.send("HTTP/1.1 100 Continue\r\nX-Interim: yes\r\n\r\n")
            try connection.send(
                "HTTP/1.1 200 OK\r\nCache-Control: no-cache\r\ncache-control: private\r\n"
                    + "X-Folded: one\r\n two\r\nContent-Length: 2\r\n\r\nok"
            )

            let (data, response) = try await sending.value

            #expect(response.statusCode == 200)
            #expect(data == Data("ok".utf8))
            #expect(response.value(forHTTPHeaderField: "Cache-Control") == "no-cache, private")
            #expect(response.value(forHTTPHeaderField: "X-Folded") == "one two")
            #expect(response.value(forHTTPHeaderField: "X-Interim") == nil)
        }

        @Test func aDeclaredLengthAboveTheLimitIsRejectedBeforeTheBody() async throws {
            let server = try SpyStreamingServer()
            let request = URLRequest(url: server.baseURL.appending(path: "huge"))
            let sending = Task { try await CurlHTTPClient(maximumResponseSize: 1024).data(for: request) }
            let connection = try await server.nextConnection()
            try connection.send("HTTP/1.1 200 OK\r\nContent-Length: 1000000000\r\n\r\n")
            await #expect(throws: APIError.responseTooLarge(limit: 1024)) { try await sending.value }
            try await connection.clientClosed()
        }

        /// libcurl answers no authentication challenge itself: the 401 is the caller's to handle (the client's
        /// refresh logic), whatever scheme the server asks for.
        @Test(arguments: [#"Basic realm="api""#, #"Bearer realm="api""#, "Negotiate"])
        func aChallengeIsReturnedAsTheAnswer(challenge: String) async throws {
            let server = try SpyLoopbackServer { _ in
                .message(status: 401, "Sign in.", headers: ["WWW-Authenticate": challenge])
            }
            let (data, response) = try await CurlHTTPClient().data(for: URLRequest(url: server.baseURL))
            #expect(response.statusCode == 401)
            #expect(response.value(forHTTPHeaderField: "WWW-Authenticate") == challenge)
            #expect(String(decoding: data, as: UTF8.self) == #"{"message":"Sign in."}"#)
            #expect(server.requests.count == 1)
        }

        @Test func theResponseCarriesItsURLAndProtocolVersion() async throws {
            let server = try SpyLoopbackServer { _ in .json(status: 200, "{}") }
            let url = server.baseURL.appending(path: "where")
            let (_, response) = try await CurlHTTPClient().data(for: URLRequest(url: url))
            #expect(response.url == url)
            #expect(response.expectedContentLength == 2)
        }
    }
#endif
