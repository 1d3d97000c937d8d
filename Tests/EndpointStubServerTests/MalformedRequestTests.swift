import EndpointStubServer
import EndpointTestSupport
import Foundation
import Testing

@Suite("Malformed requests over loopback", .ownExecutor)
struct MalformedRequestTests {
    /// Each request, the status line it gets, and the message.
    static let cases: [(String, String, String)] = [
        (
            "garbage\r\n\r\n",
            badRequest,
            "Invalid request line: 'garbage' is not METHOD TARGET HTTP-VERSION separated by single spaces."
        ),
        (
            "\u{16}\u{03}\u{01}\u{02}\u{00}\u{01}\r\n\r\n",
            badRequest,
            "Invalid request line: it contains control or non-ASCII characters."
        ),
        ("GET /products/p-1\r\n\r\n", badRequest, "Invalid request line: 'GET /products/p-1' has no HTTP version."),
        (
            "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n",
            badRequest,
            "Unsupported HTTP version 'HTTP/2.0'; expected HTTP/1.0 or HTTP/1.1."
        ),
        ("GET / HTTP/1.1\r\nBroken header\r\n\r\n", badRequest, "Invalid header: 'Broken header' has no colon."),
        (
            "POST / HTTP/1.1\r\nContent-Length: ten\r\n\r\n",
            badRequest,
            "Invalid Content-Length 'ten'; expected one non-negative decimal number."
        ),
        (
            "POST / HTTP/1.1\r\nContent-Length: 5000000\r\n\r\n",
            "HTTP/1.1 413 Content Too Large",
            "The body of 5000000 bytes exceeds the limit of 1048576 bytes."
        ),
        (
            "POST / HTTP/1.1\r\nTransfer-Encoding: gzip\r\n\r\n0\r\n\r\n",
            badRequest,
            "Transfer-Encoding 'gzip' is not supported; send the body with Content-Length or chunked."
        ),
        (
            "POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
            badRequest,
            "Invalid chunked body: the chunk size 'zz' is not hexadecimal."
        ),
        (
            "GET / HTTP/1.1\r\nX-Huge: " + String(repeating: "h", count: 64 * 1024) + "\r\n\r\n",
            "HTTP/1.1 431 Request Header Fields Too Large",
            "The request line and headers exceed 16384 bytes."
        ),
    ]

    private static let badRequest = "HTTP/1.1 400 Bad Request"

    @Test(arguments: cases)
    func answersWithTheStatusAndReasonAndCloses(request: String, statusLine: String, message: String) async throws {
        let server = HTTPServer(handler: TestHandlers.echo)
        let port = try server.start()
        defer { server.stop() }
        let connection = try await RawSocketConnection.connect(port: port)
        try await connection.send(request)
        let response = try await connection.readResponse()
        #expect(response.statusLine == statusLine)
        #expect(response.headers["Content-Type"] == "application/json")
        #expect(response.headers["Connection"] == "close")
        #expect(response.message == message)
        #expect(try await connection.isClosedByServer())
    }

    @Test func answers400WhenTheClientStopsInTheMiddleOfARequest() async throws {
        let server = HTTPServer(handler: TestHandlers.echo)
        let port = try server.start()
        defer { server.stop() }
        let connection = try await RawSocketConnection.connect(port: port)
        try await connection.send("POST / HTTP/1.1\r\nContent-Length: 10\r\n\r\nabc")
        connection.shutdownWriting()
        let response = try await connection.readResponse()
        #expect(response.status == 400)
        #expect(response.message == "The connection ended in the middle of a request.")
    }

    @Test func keepsServingOtherClientsAfterMalformedOnes() async throws {
        let server = HTTPServer(handler: TestHandlers.echo)
        let port = try server.start()
        defer { server.stop() }
        for (request, statusLine, _) in Self.cases {
            let connection = try await RawSocketConnection.connect(port: port)
            try await connection.send(request)
            #expect(try await connection.readResponse().statusLine == statusLine)
        }
        let connection = try await RawSocketConnection.connect(port: port)
        try await connection.send("GET /still-alive HTTP/1.1\r\n\r\n")
        #expect(try await connection.readResponse().bodyText == "GET still-alive?|")
    }
}
