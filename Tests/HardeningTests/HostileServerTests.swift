import EndpointTestSupport
import Foundation
import Testing

@_spi(Generated) @testable import EndpointRuntime

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Each transport (``TransportUnderTest``, and `APIClient` on top) against servers that misbehave on purpose over real loopback
/// sockets. Every case ends in a specific outcome well within ``bound``.
@Suite("Hostile servers", .ownExecutor)
struct HostileServerTests {
    private struct Product: Codable, Equatable, Sendable {
        let id: String
    }

    /// The client timeout in the time-limit cases: the transports' deadlines are real time (a task sleeping in
    /// `withDeadline`, next to URLSession's or libcurl's own transfer), which these cases check end to end against
    /// real sockets. 10 s, so that on a loaded machine it cannot pass before the request is sent and the server's
    /// first bytes arrive, where a case needs them.
    private static let timeout = Duration.seconds(10)
    /// The longest any case may take: generous for sanitizer builds on a busy machine, yet far below what the
    /// servers would hold a client without the limits (the trickle alone lasts 100 s).
    private static let bound = Duration.seconds(60)
    private static let timedOut = APIError.transport(
        code: URLError.Code.timedOut.rawValue,
        description: "the request timed out"
    )

    private static func head(_ lines: String...) -> String {
        "HTTP/1.1 " + lines.joined(separator: "\r\n") + "\r\n\r\n"
    }

    // MARK: Size limit

    @Test(arguments: TransportUnderTest.allCases)
    func declaredLengthAboveTheLimitIsRejectedBeforeTheBodyArrives(transport: TransportUnderTest) async throws {
        let server = try HostileLoopbackServer { connection in
            guard connection.readRequestHead() != nil else { return }
            connection.send(Self.head("200 OK", "Content-Type: application/json", "Content-Length: 10000000"))
            connection.waitUntilClientCloses()
        }
        let client = transport.makeClient(timeout: .seconds(30), maximumResponseSize: 1024)
        let (_, duration) = await elapsed {
            await #expect(throws: APIError.responseTooLarge(limit: 1024)) {
                try await client.data(for: URLRequest(url: server.baseURL))
            }
        }
        // No body byte was ever sent: the head alone decided, long before the 30 s timeout.
        #expect(duration < Self.bound)
    }

    @Test(arguments: TransportUnderTest.allCases)
    func chunkedBodyAboveTheLimitIsRejected(transport: TransportUnderTest) async throws {
        let chunk = "3E8\r\n" + String(repeating: "y", count: 1000) + "\r\n"
        let body = String(repeating: chunk, count: 8) + "0\r\n\r\n"
        let server = try HostileLoopbackServer.answering(
            Self.head("200 OK", "Content-Type: application/json", "Transfer-Encoding: chunked") + body
        )
        let client = transport.makeClient(timeout: .seconds(30), maximumResponseSize: 1024)
        await #expect(throws: APIError.responseTooLarge(limit: 1024)) {
            try await client.data(for: URLRequest(url: server.baseURL))
        }
    }

    @Test(arguments: TransportUnderTest.allCases)
    func endlessBodyIsCutOffAtTheLimit(transport: TransportUnderTest) async throws {
        let server = try HostileLoopbackServer { connection in
            guard connection.readRequestHead() != nil else { return }
            connection.send(Self.head("200 OK", "Content-Type: application/json", "Transfer-Encoding: chunked"))
            let chunk = "4000\r\n" + String(repeating: "z", count: 0x4000) + "\r\n"
            // Up to 1 GB; stops as soon as the client hangs up.
            var sent = 0
            while sent < 1 << 30, connection.send(chunk) { sent += 0x4000 }
        }
        let client = transport.makeClient(timeout: .seconds(30), maximumResponseSize: 64 * 1024)
        let (_, duration) = await elapsed {
            await #expect(throws: APIError.responseTooLarge(limit: 64 * 1024)) {
                try await client.data(for: URLRequest(url: server.baseURL))
            }
        }
        // The client's own buffer stops at the limit. FoundationNetworking reads ahead of the cancellation
        // (about 50 MB on an idle loopback link, more under load), so how much the server sent is not asserted.
        #expect(duration < Self.bound)
    }

    // MARK: Time limit

    @Test(arguments: TransportUnderTest.allCases)
    func silentServerTimesOut(transport: TransportUnderTest) async throws {
        let server = try HostileLoopbackServer { connection in
            guard connection.readRequestHead() != nil else { return }
            connection.waitUntilClientCloses()
        }
        let client = transport.makeClient(timeout: Self.timeout)
        let (_, duration) = await elapsed {
            await #expect(throws: Self.timedOut) { try await client.data(for: URLRequest(url: server.baseURL)) }
        }
        #expect(duration >= Self.timeout && duration < Self.bound)
    }

    @Test(arguments: TransportUnderTest.allCases)
    func stallMidBodyTimesOut(transport: TransportUnderTest) async throws {
        let server = try HostileLoopbackServer { connection in
            guard connection.readRequestHead() != nil else { return }
            connection.send(Self.head("200 OK", "Content-Type: application/json", "Content-Length: 100") + #"{"id":"#)
            connection.waitUntilClientCloses()
        }
        let client = transport.makeClient(timeout: Self.timeout)
        await #expect(throws: Self.timedOut) { try await client.data(for: URLRequest(url: server.baseURL)) }
    }

    @Test(arguments: TransportUnderTest.allCases)
    func tricklingServerIsCutOffByTheDeadline(transport: TransportUnderTest) async throws {
        // One byte every 100 ms never lets an idle timer fire; 1000 bytes would take 100 s.
        let server = try HostileLoopbackServer { connection in
            guard connection.readRequestHead() != nil else { return }
            connection.send(Self.head("200 OK", "Content-Type: application/json", "Content-Length: 1000"))
            connection.trickle(Array(repeating: UInt8(ascii: " "), count: 1000), intervalMilliseconds: 100)
        }
        let client = transport.makeClient(timeout: Self.timeout)
        let (_, duration) = await elapsed {
            await #expect(throws: Self.timedOut) { try await client.data(for: URLRequest(url: server.baseURL)) }
        }
        #expect(duration >= Self.timeout && duration < Self.bound)
    }

    /// A sub-second deadline reaches URLSession as one whole second, not zero: FoundationNetworking truncates a
    /// request's interval to whole seconds, and at zero it gave up at once. Checked on the conversion
    /// `URLSessionHTTPClient.data(for:)` and `stream(for:)` apply, so no time has to pass: an exchange under a
    /// sub-second deadline cannot be checked end to end without its verdict depending on how fast the machine
    /// is. (The deadline itself is the same `withDeadline` as in the cases above; libcurl's transfer takes the
    /// deadline as a duration and truncates nothing.)
    @Test func subSecondTimeoutIsNotTruncatedToZero() {
        #expect(URLSessionHTTPClient.idleTimeoutInterval(for: .milliseconds(1)) == 1)
        #expect(URLSessionHTTPClient.idleTimeoutInterval(for: .milliseconds(300)) == 1)
        #expect(URLSessionHTTPClient.idleTimeoutInterval(for: .milliseconds(1000)) == 1)
        #expect(URLSessionHTTPClient.idleTimeoutInterval(for: .milliseconds(1500)) == 2)
    }

    /// URLSession's own timer on a whole exchange stays a full second past the deadline, so `withDeadline` alone
    /// ends a silent exchange, at the deadline: FoundationNetworking schedules its timer 1 ms short of the interval
    /// (`_TimeoutSource`), and at the same interval it ended `silentServerTimesOut` just before its 10 s when it won
    /// the race on an idle machine.
    @Test(arguments: [Duration.milliseconds(1), .milliseconds(300), .seconds(10), .milliseconds(10_500)])
    func urlSessionsTimerOnAnExchangeIsABackstopPastTheDeadline(timeout: Duration) {
        let interval = URLSessionHTTPClient.backstopInterval(for: timeout)
        let urlSessionFiresAfter = Duration.milliseconds(Int64(interval * 1000) - 1)
        #expect(urlSessionFiresAfter >= timeout + .milliseconds(999))
        #expect(interval == interval.rounded(.up))
    }

    // MARK: Broken connections and framing

    @Test(arguments: TransportUnderTest.allCases)
    func resetMidBodyIsALostConnection(transport: TransportUnderTest) async throws {
        let server = try HostileLoopbackServer { connection in
            guard connection.readRequestHead() != nil else { return }
            connection.send(Self.head("200 OK", "Content-Type: application/json", "Content-Length: 100") + #"{"id":"#)
            connection.resetOnClose()
        }
        let client = transport.makeClient(timeout: .seconds(30))
        await #expect(
            throws: APIError.transport(
                code: URLError.Code.networkConnectionLost.rawValue,
                description: "the connection closed after 6 of the 100 body bytes the server announced (Content-Length)"
            )
        ) {
            try await client.data(for: URLRequest(url: server.baseURL))
        }
    }

    /// A body cut short says so, with the byte counts, instead of "the network request failed (URLError -1)".
    @Test(arguments: TransportUnderTest.allCases)
    func contentLengthLongerThanTheBodyIsReportedAsACutShortBody(transport: TransportUnderTest) async throws {
        let server = try HostileLoopbackServer { connection in
            guard connection.readRequestHead() != nil else { return }
            connection.send(
                Self.head("200 OK", "Content-Type: application/json", "Content-Length: 50") + #"{"id":"p"}"#
            )
        }
        let client = APIClient(baseURL: server.baseURL, httpClient: transport.makeClient(timeout: .seconds(30)))
        let error = try await #require(throws: APIError.self) {
            try await client.send(Endpoint<Product>(method: .get, path: "/p"))
        }
        #expect(
            error
                == .transport(
                    code: URLError.Code.networkConnectionLost.rawValue,
                    description:
                        "the connection closed after 10 of the 50 body bytes the server announced (Content-Length)"
                )
        )
        #expect(
            error.description
                == "The request failed: the connection closed after 10 of the 50 body bytes the server announced"
                + " (Content-Length) (URLError -1005)."
        )
    }

    // MARK: Bodies that do not decode

    /// Well-formed JSON nested past the decoder's limit is reported as that, not as malformed JSON.
    @Test(arguments: TransportUnderTest.allCases)
    func bodyNestedTooDeeplySaysSo(transport: TransportUnderTest) async throws {
        let body = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        let server = try HostileLoopbackServer.answering(
            Self.head("200 OK", "Content-Type: application/json", "Content-Length: \(body.utf8.count)") + body
        )
        let client = APIClient(baseURL: server.baseURL, httpClient: transport.makeClient(timeout: .seconds(30)))
        let error = try await #require(throws: APIError.self) {
            try await client.send(Endpoint<Product>(method: .get, path: "/p"))
        }
        #expect(
            error.description
                == "The response is nested too deeply to decode: it nests arrays and objects 10000 levels deep,"
                + " more than the 512 the decoder accepts."
        )
    }

    /// Valid JSON of the wrong shape is a mismatch with the spec at a path, never "not valid JSON".
    @Test(arguments: TransportUnderTest.allCases)
    func validJSONOfTheWrongShapeDoesNotMatchTheSpec(transport: TransportUnderTest) async throws {
        for (body, message) in [
            (
                #"{"id":null}"#,
                "The response does not match the spec at id: expected String, found null."
                    + " If the API sends null there, mark 'id' \"nullable\": true in the spec."
            ),
            (
                #"{"name":"p"}"#,
                "The response does not match the spec at id: the required key 'id' is missing."
                    + " If the API leaves it out, leave 'id' out of the model's \"required\" list in the spec."
            ),
            (
                #"[{"id":"p"}]"#,
                "The response does not match the spec: expected an object, found an array."
            ),
        ] {
            let server = try HostileLoopbackServer.answering(
                Self.head("200 OK", "Content-Type: application/json", "Content-Length: \(body.utf8.count)") + body
            )
            let client = APIClient(baseURL: server.baseURL, httpClient: transport.makeClient(timeout: .seconds(30)))
            let error = try await #require(throws: APIError.self) {
                try await client.send(Endpoint<Product>(method: .get, path: "/p"))
            }
            #expect(error.description == message)
        }
    }

    @Test(arguments: TransportUnderTest.allCases)
    func contentLengthShorterThanTheBodyTruncatesItAndDecodingFails(transport: TransportUnderTest) async throws {
        let server = try HostileLoopbackServer.answering(
            Self.head("200 OK", "Content-Type: application/json", "Content-Length: 4") + #"{"id":"p"}"#
        )
        let client = APIClient(baseURL: server.baseURL, httpClient: transport.makeClient(timeout: .seconds(30)))
        let error = try await #require(throws: APIError.self) {
            try await client.send(Endpoint<Product>(method: .get, path: "/p"))
        }
        guard case .decoding = error else {
            Issue.record("expected a decoding error, got \(error)")
            return
        }
    }

    @Test(arguments: TransportUnderTest.allCases)
    func bareCRInAResponseHeaderCannotInjectAHeader(transport: TransportUnderTest) async throws {
        let server = try HostileLoopbackServer.answering(
            Self.head("200 OK", "Content-Type: application/json", "X-Evil: a\rSet-Cookie: s=1", "Content-Length: 10")
                + #"{"id":"p"}"#
        )
        let (data, response) = try await transport.makeClient(timeout: .seconds(30))
            .data(for: URLRequest(url: server.baseURL))
        #expect(response.value(forHTTPHeaderField: "Set-Cookie") == nil)
        #expect(response.allHeaderFields.count == 3)
        #expect(String(decoding: data, as: UTF8.self) == #"{"id":"p"}"#)
    }

    @Test(arguments: TransportUnderTest.allCases)
    func bareLFInAResponseHeaderIsRejected(transport: TransportUnderTest) async throws {
        let server = try HostileLoopbackServer.answering(
            Self.head("200 OK", "Content-Type: application/json", "X-Evil: a\nSet-Cookie: s=1", "Content-Length: 10")
                + #"{"id":"p"}"#
        )
        let error = try await #require(throws: APIError.self) {
            try await transport.makeClient(timeout: .seconds(30)).data(for: URLRequest(url: server.baseURL))
        }
        guard case .transport(let code, _) = error else {
            Issue.record("expected a transport error, got \(error)")
            return
        }
        #expect(code != URLError.Code.timedOut.rawValue)
    }

    // MARK: Empty and encoded bodies

    @Test(arguments: TransportUnderTest.allCases)
    func noContentWhereJSONIsExpectedIsADecodingError(transport: TransportUnderTest) async throws {
        let server = try HostileLoopbackServer.answering(Self.head("204 No Content"))
        let client = APIClient(baseURL: server.baseURL, httpClient: transport.makeClient(timeout: .seconds(30)))
        let error = try await #require(throws: APIError.self) {
            try await client.send(Endpoint<Product>(method: .get, path: "/p"))
        }
        #expect(
            error
                == .decoding(
                    DecodingFailure(
                        codingPath: "",
                        reason: "the body is empty (status 204) where a JSON value was expected",
                        kind: .notJSON,
                        statusCode: 204,
                        body: Data()
                    )
                )
        )
        // An endpoint that expects no body accepts the same answer.
        _ = try await client.send(Endpoint<EmptyResponse>(method: .delete, path: "/p"))
    }

    @Test(arguments: TransportUnderTest.allCases)
    func emptyJSONBodyIsADecodingError(transport: TransportUnderTest) async throws {
        let server = try HostileLoopbackServer.answering(
            Self.head("200 OK", "Content-Type: application/json", "Content-Length: 0")
        )
        let client = APIClient(baseURL: server.baseURL, httpClient: transport.makeClient(timeout: .seconds(30)))
        let error = try await #require(throws: APIError.self) {
            try await client.send(Endpoint<Product>(method: .get, path: "/p"))
        }
        guard case .decoding(let failure) = error else {
            Issue.record("expected a decoding error, got \(error)")
            return
        }
        #expect(failure.reason.contains("empty"))
    }

    @Test(arguments: TransportUnderTest.allCases)
    func gzipEncodedBodyIsDecompressed(transport: TransportUnderTest) async throws {
        // `{"id":"p"}` compressed with gzip.
        let compressed: [UInt8] = [
            0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0xff, 0xab, 0x56, 0xca, 0x4c, 0x51, 0xb2, 0x52, 0x2a,
            0x50, 0xaa, 0x05, 0x00, 0x04, 0x2f, 0x40, 0x87, 0x0a, 0x00, 0x00, 0x00,
        ]
        let head = Self.head(
            "200 OK",
            "Content-Type: application/json",
            "Content-Encoding: gzip",
            "Content-Length: \(compressed.count)"
        )
        let server = try HostileLoopbackServer.answering(Array(head.utf8) + compressed)
        let client = APIClient(baseURL: server.baseURL, httpClient: transport.makeClient(timeout: .seconds(30)))
        #expect(try await client.send(Endpoint<Product>(method: .get, path: "/p")) == Product(id: "p"))
        #expect(server.requestHeads.first?.lowercased().contains("accept-encoding:") == true)
    }

    @Test(arguments: TransportUnderTest.allCases)
    func corruptGzipBodyIsATransportError(transport: TransportUnderTest) async throws {
        let garbage: [UInt8] = [0x1f, 0x8b, 0x08, 0x00, 0xde, 0xad, 0xbe, 0xef, 0x00, 0x01, 0x02, 0x03]
        let head = Self.head(
            "200 OK",
            "Content-Type: application/json",
            "Content-Encoding: gzip",
            "Content-Length: \(garbage.count)"
        )
        let server = try HostileLoopbackServer.answering(Array(head.utf8) + garbage)
        let error = try await #require(throws: APIError.self) {
            try await transport.makeClient(timeout: .seconds(30)).data(for: URLRequest(url: server.baseURL))
        }
        guard case .transport = error else {
            Issue.record("expected a transport error, got \(error)")
            return
        }
    }
}
