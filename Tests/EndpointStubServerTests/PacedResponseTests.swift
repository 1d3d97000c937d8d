import EndpointStubServer
import EndpointTestSupport
import Testing

/// A paced response (`HTTPServerResponse.pacing`): the head and first part at once, each further part after the
/// interval, every pause cut short by the client closing or the server stopping.
@Suite("Paced responses over loopback", .ownExecutor)
struct PacedResponseTests {
    private static let parts = ["data: 1\n\n", "data: 2\n\n", "data: [DONE]\n\n"]

    private static func pacedResponse(interval: Duration) -> HTTPServerResponse {
        var response = HTTPServerResponse(
            status: 200,
            headers: ["Content-Type": "text/event-stream"],
            body: Array(parts.joined().utf8)
        )
        var end = 0
        response.pacing = BodyPacing(
            partEnds: parts.dropLast().map { part in
                end += part.utf8.count
                return end
            },
            interval: interval
        )
        return response
    }

    private func startServer(
        interval: Duration,
        configuration: HTTPServerConfiguration = .init()
    ) throws -> (HTTPServer, UInt16) {
        let response = Self.pacedResponse(interval: interval)
        let server = HTTPServer(configuration: configuration) { request in
            request.target == "/plain" ? .json(status: 200, "{}") : response
        }
        return (server, try server.start())
    }

    @Test func aPacedBodyArrivesWholeWithItsLengthAndTheConnectionStaysOpen() async throws {
        let (server, port) = try startServer(interval: .milliseconds(1))
        defer { server.stop() }
        let connection = try await RawSocketConnection.connect(port: port)

        try await connection.send("GET /events HTTP/1.1\r\nHost: t\r\n\r\n")
        let response = try await connection.readResponse()

        #expect(response.headers["Content-Length"] == "\(Self.parts.joined().utf8.count)")
        #expect(response.bodyText == Self.parts.joined())
        try await connection.send("GET /plain HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(try await connection.readResponse().bodyText == "{}")
    }

    @Test func theFirstPartIsSentAtOnceAndStoppingTheServerEndsThePause() async throws {
        // Ten minutes between parts: the test finishes only because the first part does not wait for them and
        // `stop()` cuts the pause short.
        let (server, port) = try startServer(interval: .seconds(600))
        let connection = try await RawSocketConnection.connect(port: port)
        try await connection.send("GET /events HTTP/1.1\r\nHost: t\r\n\r\n")

        _ = try await connection.readHeadBytes()
        let first = try await connection.readExactly(Self.parts[0].utf8.count)
        server.stop()

        #expect(String(decoding: first, as: UTF8.self) == Self.parts[0])
        #expect(try await connection.readToEnd().isEmpty, "nothing more is sent once the server stops")
    }

    @Test func aClientClosingDuringAPauseFreesItsConnection() async throws {
        let (server, port) = try startServer(
            interval: .seconds(600),
            configuration: HTTPServerConfiguration(maximumConnections: 1)
        )
        defer { server.stop() }
        let paused = try await RawSocketConnection.connect(port: port)
        try await paused.send("GET /events HTTP/1.1\r\nHost: t\r\n\r\n")
        _ = try await paused.readHeadBytes()
        _ = try await paused.readExactly(Self.parts[0].utf8.count)

        paused.shutdownWriting()

        // The only connection slot is free again once the server notices the close; until then a new connection
        // is refused with 503. Each attempt is a full exchange, and the number of attempts is bounded.
        var status = 0
        for _ in 0..<500 where status != 200 {
            let next = try await RawSocketConnection.connect(port: port)
            try await next.send("GET /plain HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n")
            status = try await next.readResponse().status
        }
        #expect(status == 200)
    }

    @Test func aHeadRequestGetsTheHeadAlone() async throws {
        let (server, port) = try startServer(interval: .seconds(600))
        defer { server.stop() }
        let connection = try await RawSocketConnection.connect(port: port)

        try await connection.send("HEAD /events HTTP/1.1\r\nHost: t\r\n\r\n")
        let response = try await connection.readResponse(toHead: true)

        #expect(response.status == 200)
        try await connection.send("GET /plain HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(try await connection.readResponse().bodyText == "{}")
    }
}
