import EndpointStubServer
import EndpointTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite("HTTPServer over loopback", .ownExecutor)
struct HTTPServerTests {
    private func startEchoServer(_ configuration: HTTPServerConfiguration = .init()) throws -> (HTTPServer, UInt16) {
        let server = HTTPServer(configuration: configuration, handler: TestHandlers.echo)
        return (server, try server.start())
    }

    // MARK: - Exchanges

    @Test func answersWithDeterministicFramingAndClosesWhenAsked() async throws {
        let (server, port) = try startEchoServer()
        defer { server.stop() }
        let connection = try await RawSocketConnection.connect(port: port)
        try await connection.send("GET /a/b%20c?x=1 HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n")
        let response = try await connection.readResponse()
        #expect(response.statusLine == "HTTP/1.1 200 OK")
        #expect(response.headerLines == ["Content-Type: text/plain", "Content-Length: 14", "Connection: close"])
        #expect(response.bodyText == "GET a/b c?x=1|")
        #expect(try await connection.isClosedByServer())
    }

    @Test func servesSeveralRequestsOnOneKeptAliveConnection() async throws {
        let (server, port) = try startEchoServer()
        defer { server.stop() }
        let connection = try await RawSocketConnection.connect(port: port)
        for index in 1...3 {
            try await connection.send("POST /n HTTP/1.1\r\nContent-Length: 1\r\n\r\n\(index)")
            let response = try await connection.readResponse()
            #expect(response.headers["Connection"] == "keep-alive")
            #expect(response.bodyText == "POST n?|\(index)")
        }
    }

    @Test func answersPipelinedRequestsInOrder() async throws {
        let (server, port) = try startEchoServer()
        defer { server.stop() }
        let connection = try await RawSocketConnection.connect(port: port)
        try await connection.send(
            "GET /one HTTP/1.1\r\n\r\nPUT /two HTTP/1.1\r\nContent-Length: 2\r\n\r\nhiGET /three HTTP/1.0\r\n\r\n"
        )
        #expect(try await connection.readResponse().bodyText == "GET one?|")
        #expect(try await connection.readResponse().bodyText == "PUT two?|hi")
        let last = try await connection.readResponse()
        #expect(last.bodyText == "GET three?|")
        #expect(last.headers["Connection"] == "close")
        #expect(try await connection.isClosedByServer())
    }

    @Test func sendsContinueBeforeTheClientSendsTheBody() async throws {
        let (server, port) = try startEchoServer()
        defer { server.stop() }
        let connection = try await RawSocketConnection.connect(port: port)
        try await connection.send("PUT /upload HTTP/1.1\r\nExpect: 100-continue\r\nContent-Length: 4\r\n\r\n")
        let interim = try await connection.readInterimResponse()
        #expect(interim == "HTTP/1.1 100 Continue\r\n\r\n")
        try await connection.send("data")
        #expect(try await connection.readResponse().bodyText == "PUT upload?|data")
    }

    @Test func answersHeadWithHeadersOnly() async throws {
        let (server, port) = try startEchoServer()
        defer { server.stop() }
        let connection = try await RawSocketConnection.connect(port: port)
        try await connection.send("HEAD /x HTTP/1.1\r\n\r\nGET /x HTTP/1.1\r\n\r\n")
        let head = try await connection.readResponse(toHead: true)
        #expect(head.headers["Content-Length"] == "8")
        #expect(head.body.isEmpty)
        let get = try await connection.readResponse()
        #expect(get.bodyText == "GET x?|")
    }

    @Test func keepsHandlerHeadersFromBreakingTheFraming() async throws {
        let server = HTTPServer { _ in
            HTTPServerResponse(
                status: 201,
                reasonPhrase: "Made\r\nX-Evil: 1",
                headers: ["Content-Length": "999", "X-Note": "a\r\nX-Injected: yes", "Bad Name": "x"],
                body: Array("ok".utf8)
            )
        }
        let port = try server.start()
        defer { server.stop() }
        let connection = try await RawSocketConnection.connect(port: port)
        try await connection.send("GET / HTTP/1.1\r\nConnection: close\r\n\r\n")
        let response = try await connection.readResponse()
        #expect(response.statusLine == "HTTP/1.1 201 Made  X-Evil: 1")
        #expect(response.headerLines == ["X-Note: a  X-Injected: yes", "Content-Length: 2", "Connection: close"])
        #expect(response.bodyText == "ok")
    }

    @Test func omitsContentLengthAndBodyFor204() async throws {
        let server = HTTPServer { _ in HTTPServerResponse(status: 204, body: Array("ignored".utf8)) }
        let port = try server.start()
        defer { server.stop() }
        let connection = try await RawSocketConnection.connect(port: port)
        try await connection.send("DELETE /x HTTP/1.1\r\nConnection: close\r\n\r\n")
        let response = try await connection.readResponse()
        #expect(response.status == 204)
        #expect(response.headerLines == ["Connection: close"])
        #expect(try await connection.readToEnd().isEmpty)
    }

    // MARK: - Concurrency

    @Test func answers32ConcurrentURLSessionRequests() async throws {
        let (server, port) = try startEchoServer()
        defer { server.stop() }
        let bodies = try await withThrowingTaskGroup(of: String.self) { group in
            for index in 0..<32 {
                group.addTask {
                    let url = try #require(URL(string: "http://127.0.0.1:\(port)/item/\(index)"))
                    return try await fetch(url).text
                }
            }
            return try await group.reduce(into: Set<String>()) { $0.insert($1) }
        }
        #expect(bodies == Set((0..<32).map { "GET item/\($0)?|" }))
    }

    @Test func silentAndUnfinishedClientsDoNotBlockOthers() async throws {
        let (server, port) = try startEchoServer()
        defer { server.stop() }
        let silent = try await RawSocketConnection.connect(port: port)
        let unfinished = try await RawSocketConnection.connect(port: port)
        try await unfinished.send("GET /slow HTTP/1.1\r\nHost:")
        let url = try #require(URL(string: "http://127.0.0.1:\(port)/other"))
        #expect(try await fetch(url).text == "GET other?|")
        withExtendedLifetime((silent, unfinished)) {}
    }

    @Test func answers503BeyondTheConnectionLimit() async throws {
        let (server, port) = try startEchoServer(HTTPServerConfiguration(maximumConnections: 1))
        defer { server.stop() }
        let occupying = try await RawSocketConnection.connect(port: port)
        let refused = try await RawSocketConnection.connect(port: port)
        let response = try await refused.readResponse()
        #expect(response.status == 503)
        #expect(response.message == "The server is handling too many connections.")
        #expect(try await refused.isClosedByServer())
        try await occupying.send("GET /still-served HTTP/1.1\r\n\r\n")
        #expect(try await occupying.readResponse().bodyText == "GET still-served?|")
    }

    /// The server's idle and read timeouts are `poll(2)` timeouts on the connection's thread, which no injected
    /// clock can end. The tests wait for their event (the close, the 408), and 10 s is long enough that even a
    /// loaded machine has connected and sent what the test sends before either can pass.
    private static let serverTimeout = Duration.seconds(10)

    @Test func disconnectsAClientThatSendsNothingAfterTheIdleTimeout() async throws {
        let (server, port) = try startEchoServer(HTTPServerConfiguration(idleTimeout: Self.serverTimeout))
        defer { server.stop() }
        let silent = try await RawSocketConnection.connect(port: port)
        #expect(try await silent.isClosedByServer())
    }

    @Test func answers408WhenARequestIsLeftUnfinished() async throws {
        let (server, port) = try startEchoServer(HTTPServerConfiguration(readTimeout: Self.serverTimeout))
        defer { server.stop() }
        let connection = try await RawSocketConnection.connect(port: port)
        try await connection.send("GET / HTTP/1.1\r\n")
        let response = try await connection.readResponse()
        #expect(response.status == 408)
        #expect(response.message == "The request was not completed in time.")
        #expect(try await connection.isClosedByServer())
    }

    // MARK: - Lifecycle

    /// The server listens on a port the test holds for its whole length (``RefusingPort``), so when connecting
    /// after `stop()` is refused, it is this server's listener that is gone: no other test's server can have taken
    /// the port, and the client cannot connect to itself.
    @Test func refusesConnectionsOnceStopped() async throws {
        let reserved = try RefusingPort()
        let server = HTTPServer(handler: TestHandlers.echo)
        let port = try server.start(port: reserved.port)
        #expect(port == reserved.port)
        #expect(server.port == port)
        #expect(server.baseURL?.absoluteString == "http://127.0.0.1:\(port)")
        _ = try await RawSocketConnection.connect(port: port)
        server.stop()
        server.stop()
        #expect(server.port == nil)
        await #expect(throws: RawSocketError.connectFailed(errno: ECONNREFUSED)) {
            try await RawSocketConnection.connect(port: port)
        }
        withExtendedLifetime(reserved) {}
    }

    /// `stop()` returns only once the listener is closed, for every caller: a second `stop()` racing the first
    /// waits for it instead of returning at once.
    @Test func everyConcurrentStopReturnsOnceTheListenerIsClosed() async throws {
        for _ in 0..<10 {
            let reserved = try RefusingPort()
            let server = HTTPServer(handler: TestHandlers.echo)
            let port = try server.start(port: reserved.port)
            await withTaskGroup(of: Void.self) { group in
                for _ in 0..<4 {
                    group.addTask {
                        _ = try? await DedicatedThread.run { server.stop() }
                        await #expect(throws: RawSocketError.connectFailed(errno: ECONNREFUSED)) {
                            try await RawSocketConnection.connect(port: port)
                        }
                    }
                }
            }
            withExtendedLifetime(reserved) {}
        }
    }

    @Test func stoppingClosesOpenConnections() async throws {
        let (server, port) = try startEchoServer()
        let connection = try await RawSocketConnection.connect(port: port)
        try await connection.send("GET /a HTTP/1.1\r\n\r\n")
        #expect(try await connection.readResponse().headers["Connection"] == "keep-alive")
        server.stop()
        #expect(try await connection.isClosedByServer())
    }

    @Test func releasingTheServerStopsIt() async throws {
        let reserved = try RefusingPort()
        var server: HTTPServer? = HTTPServer(handler: TestHandlers.echo)
        let port = try #require(try server?.start(port: reserved.port))
        server = nil
        await #expect(throws: RawSocketError.connectFailed(errno: ECONNREFUSED)) {
            try await RawSocketConnection.connect(port: port)
        }
        withExtendedLifetime(reserved) {}
    }

    @Test func cannotStartTwiceOrAfterStopping() throws {
        let (server, _) = try startEchoServer()
        #expect(throws: HTTPServerError.alreadyRunning) { try server.start() }
        server.stop()
        #expect(throws: HTTPServerError.stopped) { try server.start() }
    }

    @Test func rejectsHostsThatAreNotIPv4Literals() {
        for host in ["example.com", "::1", "127.0.0.1.5", ""] {
            #expect(throws: HTTPServerError.invalidHost(host)) {
                try HTTPServer(handler: TestHandlers.echo).start(host: host)
            }
        }
    }

    @Test func reportsAPortInUse() throws {
        let (server, port) = try startEchoServer()
        defer { server.stop() }
        let error = #expect(throws: HTTPServerError.self) {
            try HTTPServer(handler: TestHandlers.echo).start(port: port)
        }
        #expect(error == .socketFailure(operation: "bind(127.0.0.1:\(port))", errno: EADDRINUSE))
        #expect(error?.description.hasPrefix("bind(127.0.0.1:\(port)) failed: Address already in use") == true)
    }
}
