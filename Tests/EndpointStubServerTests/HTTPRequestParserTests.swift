import Testing

@testable import EndpointStubServer

@Suite("HTTPRequestParser")
struct HTTPRequestParserTests {
    // MARK: - Helpers

    private func parseAll(_ text: String, limits: HTTPRequestParser.Limits = .init()) throws -> [HTTPServerRequest] {
        var parser = HTTPRequestParser(limits: limits)
        parser.append(Array(text.utf8))
        var requests: [HTTPServerRequest] = []
        while let request = try parser.nextRequest() { requests.append(request) }
        return requests
    }

    private func parseError(_ text: String, limits: HTTPRequestParser.Limits = .init()) -> HTTPRequestParseError? {
        var parser = HTTPRequestParser(limits: limits)
        parser.append(Array(text.utf8))
        do {
            while try parser.nextRequest() != nil {}
            return nil
        } catch {
            return error
        }
    }

    // MARK: - Valid requests

    @Test func parsesRequestLineHeadersAndDecodedTarget() throws {
        let requests = try parseAll(
            "GET /products/p%201%2Fx?q=swift%20book&tag=a&tag=b&flag&plus=a+b HTTP/1.1\r\nHost: x\r\nX-Token:  abc \r\n\r\n"
        )
        let request = try #require(requests.first)
        #expect(requests.count == 1)
        #expect(request.method == "GET")
        #expect(request.path == "/products/p%201%2Fx")
        #expect(request.pathSegments == ["products", "p 1/x"])
        #expect(request.queryValue(for: "q") == "swift book")
        #expect(request.queryValues(for: "tag") == ["a", "b"])
        #expect(request.queryValue(for: "flag") == "")
        #expect(request.queryValue(for: "plus") == "a+b")
        #expect(request.version == .http11)
        #expect(request.headers["x-token"] == "abc")
        #expect(request.headers["HOST"] == "x")
        #expect(request.body.isEmpty)
    }

    @Test func readsBodyByContentLength() throws {
        let request = try #require(try parseAll("POST /a HTTP/1.1\r\nContent-Length: 5\r\n\r\nhello").first)
        #expect(request.body == Array("hello".utf8))
    }

    @Test func handlesARequestSplitIntoSingleBytes() throws {
        let text = "POST /items?x=1 HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}"
        var parser = HTTPRequestParser()
        var requests: [HTTPServerRequest] = []
        for byte in text.utf8 {
            parser.append([byte])
            if let request = try parser.nextRequest() { requests.append(request) }
        }
        #expect(requests.count == 1)
        #expect(requests.first?.body == Array("{}".utf8))
        #expect(requests.first?.queryValue(for: "x") == "1")
        #expect(!parser.hasPartialRequest)
    }

    @Test func parsesPipelinedRequestsInOrder() throws {
        let requests = try parseAll(
            "POST /one HTTP/1.1\r\nContent-Length: 3\r\n\r\nabcGET /two HTTP/1.1\r\n\r\nGET /three HTTP/1.0\r\n\r\n"
        )
        #expect(requests.map(\.path) == ["/one", "/two", "/three"])
        #expect(requests.map(\.body) == [Array("abc".utf8), [], []])
        #expect(requests.last?.version == .http10)
    }

    @Test func ignoresBlankLinesBeforeTheRequestLineAndAcceptsBareLineFeeds() throws {
        let requests = try parseAll("\r\n\nGET /a HTTP/1.1\nAccept: */*\n\n")
        #expect(requests.map(\.path) == ["/a"])
        #expect(requests.first?.headers["Accept"] == "*/*")
    }

    @Test func acceptsAbsoluteFormTargets() throws {
        let requests = try parseAll("GET http://127.0.0.1:8080/products/p-1?x=1 HTTP/1.1\r\n\r\n")
        #expect(requests.first?.path == "/products/p-1")
        #expect(requests.first?.queryValue(for: "x") == "1")
    }

    @Test func reportsAPartialRequestAndWaitsForMore() throws {
        var parser = HTTPRequestParser()
        parser.append(Array("GET /a HTTP/1.1\r\nHost:".utf8))
        #expect(try parser.nextRequest() == nil)
        #expect(parser.hasPartialRequest)
        parser.append(Array(" x\r\n\r\n".utf8))
        #expect(try parser.nextRequest()?.headers["Host"] == "x")
    }

    @Test func asksForContinueOnlyWhileTheBodyIsMissing() throws {
        var parser = HTTPRequestParser()
        parser.append(Array("PUT /a HTTP/1.1\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\n".utf8))
        #expect(try parser.nextRequest() == nil)
        let first = parser.takeContinueExpectation()
        let second = parser.takeContinueExpectation()
        #expect(first)
        #expect(!second)
        parser.append(Array("ok".utf8))
        #expect(try parser.nextRequest()?.body == Array("ok".utf8))
    }

    @Test func allowsKeepAliveByVersionAndConnectionHeader() throws {
        let requests = try parseAll(
            "GET / HTTP/1.1\r\n\r\nGET / HTTP/1.1\r\nConnection: Keep-Alive, CLOSE\r\n\r\n"
                + "GET / HTTP/1.0\r\n\r\nGET / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n"
        )
        #expect(requests.map(\.allowsKeepAlive) == [true, false, false, true])
        #expect(requests.first?.pathSegments == [""])
    }

    @Test func acceptsRepeatedIdenticalContentLengths() throws {
        let request = try #require(try parseAll("POST / HTTP/1.1\r\nContent-Length: 2, 2\r\n\r\nok").first)
        #expect(request.body == Array("ok".utf8))
    }

    // MARK: - Malformed requests

    static let malformedRequests: [(String, HTTPRequestParseError)] = [
        (
            "garbage\r\n\r\n",
            .invalidRequestLine("'garbage' is not METHOD TARGET HTTP-VERSION separated by single spaces")
        ),
        ("GET /\r\n\r\n", .invalidRequestLine("'GET /' has no HTTP version")),
        (
            "GET  / HTTP/1.1\r\n\r\n",
            .invalidRequestLine("'GET  / HTTP/1.1' is not METHOD TARGET HTTP-VERSION separated by single spaces")
        ),
        ("GE(T / HTTP/1.1\r\n\r\n", .invalidRequestLine("'GE(T' is not a valid method")),
        ("GET / HTTP/one\r\n\r\n", .invalidRequestLine("'HTTP/one' is not an HTTP version such as HTTP/1.1")),
        ("GET / HTTP/2.0\r\n\r\n", .unsupportedVersion("HTTP/2.0")),
        ("GET /\u{01} HTTP/1.1\r\n\r\n", .invalidRequestLine("it contains control or non-ASCII characters")),
        ("GET products HTTP/1.1\r\n\r\n", .invalidTarget("'products' does not start with '/'")),
        ("GET /a#b HTTP/1.1\r\n\r\n", .invalidTarget("'/a#b' contains a fragment")),
        ("GET /a%zz HTTP/1.1\r\n\r\n", .invalidTarget("the path segment 'a%zz' is not valid percent-encoded UTF-8")),
        ("GET /a%ff HTTP/1.1\r\n\r\n", .invalidTarget("the path segment 'a%ff' is not valid percent-encoded UTF-8")),
        ("GET /?q=%4 HTTP/1.1\r\n\r\n", .invalidTarget("the query item 'q=%4' is not valid percent-encoded UTF-8")),
        ("GET * HTTP/1.1\r\n\r\n", .invalidTarget("'*' is only allowed with OPTIONS")),
        ("GET / HTTP/1.1\r\nNoColon\r\n\r\n", .invalidHeader("'NoColon' has no colon")),
        ("GET / HTTP/1.1\r\nBad Name: x\r\n\r\n", .invalidHeader("'Bad Name' is not a valid field name")),
        ("GET / HTTP/1.1\r\n: x\r\n\r\n", .invalidHeader("'' is not a valid field name")),
        (
            "GET / HTTP/1.1\r\nA: b\r\n folded\r\n\r\n",
            .invalidHeader("obsolete line folding is not supported (' folded')")
        ),
        ("GET / HTTP/1.1\r\nA: b\u{0}c\r\n\r\n", .invalidHeader("the value of 'A' contains control characters")),
        ("GET / HTTP/1.1\r\nA: b\rc\r\n\r\n", .invalidHeader("the value of 'A' contains control characters")),
        ("POST / HTTP/1.1\r\nContent-Length: abc\r\n\r\n", .invalidContentLength("abc")),
        ("POST / HTTP/1.1\r\nContent-Length: -1\r\n\r\n", .invalidContentLength("-1")),
        ("POST / HTTP/1.1\r\nContent-Length:\r\n\r\n", .invalidContentLength("")),
        ("POST / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n", .invalidContentLength("1, 2")),
        ("POST / HTTP/1.1\r\nContent-Length: 1048577\r\n\r\n", .bodyTooLarge(length: 1_048_577, limit: 1_048_576)),
        (
            "POST / HTTP/1.1\r\nContent-Length: 99999999999999999999999\r\n\r\n",
            .bodyTooLarge(length: Int.max, limit: 1_048_576)
        ),
        ("POST / HTTP/1.1\r\nTransfer-Encoding: gzip, chunked\r\n\r\n", .unsupportedTransferEncoding("gzip, chunked")),
        (
            "POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nxyz\r\n",
            .invalidChunkedBody("the chunk size 'xyz' is not hexadecimal")
        ),
        (
            "POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabcXY",
            .invalidChunkedBody("a chunk of 3 bytes is not followed by CRLF")
        ),
        (
            "POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n100001\r\n",
            .bodyTooLarge(length: 1_048_577, limit: 1_048_576)
        ),
    ]

    @Test func decodesAChunkedBodyReadByteByByteSkippingExtensionsAndTrailers() throws {
        let text =
            "POST /u HTTP/1.1\r\nTransfer-Encoding: chunked\r\nContent-Length: 99\r\n\r\n"
            + "5;name=value\r\nhello\r\n1\r\n \r\nA\r\n0123456789\r\n0\r\nX-Trailer: t\r\n\r\n"
            + "GET /next HTTP/1.1\r\n\r\n"
        var parser = HTTPRequestParser()
        var requests: [HTTPServerRequest] = []
        for byte in Array(text.utf8) {
            parser.append([byte])
            while let request = try parser.nextRequest() { requests.append(request) }
        }
        #expect(requests.map(\.path) == ["/u", "/next"])
        #expect(requests.first?.body == Array("hello 0123456789".utf8))
    }

    @Test(arguments: malformedRequests)
    func rejectsMalformedRequests(text: String, expected: HTTPRequestParseError) {
        #expect(parseError(text) == expected)
    }

    @Test func rejectsAHeaderSectionOverTheLimitEvenBeforeItEnds() {
        let limits = HTTPRequestParser.Limits(maximumHeaderSectionSize: 64)
        let endless = "GET / HTTP/1.1\r\nX-Long: " + String(repeating: "a", count: 100)
        #expect(parseError(endless, limits: limits) == .headerSectionTooLarge(limit: 64))
        #expect(parseError(endless + "\r\n\r\n", limits: limits) == .headerSectionTooLarge(limit: 64))
    }

    @Test func rejectsTooManyHeaderFields() {
        let limits = HTTPRequestParser.Limits(maximumHeaderCount: 2)
        #expect(
            parseError("GET / HTTP/1.1\r\nA: 1\r\nB: 2\r\nC: 3\r\n\r\n", limits: limits) == .tooManyHeaders(limit: 2)
        )
    }

    @Test func abbreviatesLongClientInputInMessages() {
        let error = parseError("GET / HTTP/1.1\r\n" + String(repeating: "x", count: 200) + "\r\n\r\n")
        #expect(error == .invalidHeader("'\(String(repeating: "x", count: 60))…' has no colon"))
        #expect(error?.message.hasPrefix("Invalid header: 'xxx") == true)
    }
}
