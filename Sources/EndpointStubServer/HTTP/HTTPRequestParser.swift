/// An incremental HTTP/1.x request parser: append bytes as they arrive, take complete requests out.
///
/// Handles partial reads (a request split across any number of reads) and pipelining (several requests in one
/// read). Bodies are framed by `Content-Length` or `Transfer-Encoding: chunked` (which FoundationNetworking uses for
/// every streamed upload; the decoded body counts against the body limit, and trailer fields are skipped). Anything malformed or over a limit throws an
/// ``HTTPRequestParseError``; the parser never traps on input.
public struct HTTPRequestParser: Sendable {
    /// Size limits that protect the server from oversized or endless requests.
    public struct Limits: Sendable, Hashable {
        /// The largest request line plus header section, in bytes.
        public var maximumHeaderSectionSize: Int
        /// The largest number of header fields.
        public var maximumHeaderCount: Int
        /// The largest `Content-Length`, in bytes.
        public var maximumBodySize: Int

        /// Creates limits; the defaults are 16 KiB of headers, 100 fields and a 1 MiB body.
        public init(
            maximumHeaderSectionSize: Int = 16 * 1024,
            maximumHeaderCount: Int = 100,
            maximumBodySize: Int = 1024 * 1024
        ) {
            self.maximumHeaderSectionSize = maximumHeaderSectionSize
            self.maximumHeaderCount = maximumHeaderCount
            self.maximumBodySize = maximumBodySize
        }
    }

    /// The limits this parser enforces.
    public let limits: Limits

    private var buffer: [UInt8] = []
    private var state = State.awaitingHead
    /// Where the search for the end of the header section resumes.
    private var scanIndex = 0
    /// Where the line being scanned starts.
    private var lineStart = 0
    private var isContinueExpected = false

    private enum State: Sendable {
        case awaitingHead
        case awaitingBody(RequestHead, length: Int)
        case awaitingChunks(RequestHead, decoded: [UInt8])
    }

    /// Creates a parser.
    public init(limits: Limits = Limits()) {
        self.limits = limits
    }

    // MARK: - Input

    /// Adds bytes received from the client.
    public mutating func append(_ bytes: some Sequence<UInt8>) {
        buffer.append(contentsOf: bytes)
    }

    /// Whether bytes of an incomplete request are buffered (a timeout now interrupts a request in progress).
    public var hasPartialRequest: Bool {
        switch state {
        case .awaitingBody, .awaitingChunks: return true
        case .awaitingHead: return !buffer.isEmpty
        }
    }

    /// Returns `true` once when the request being read sent `Expect: 100-continue` and its body has not arrived;
    /// the server then sends `100 Continue`.
    public mutating func takeContinueExpectation() -> Bool {
        defer { isContinueExpected = false }
        return isContinueExpected
    }

    // MARK: - Output

    /// The next complete request, or `nil` when more bytes are needed.
    ///
    /// - Throws: ``HTTPRequestParseError`` when the buffered bytes cannot be a valid request; the parser is then
    ///   unusable and the connection should be closed.
    public mutating func nextRequest() throws(HTTPRequestParseError) -> HTTPServerRequest? {
        if case .awaitingHead = state {
            guard let head = try takeHead() else { return nil }
            if try Self.isChunked(head.headers) {
                state = .awaitingChunks(head, decoded: [])
                isContinueExpected =
                    buffer.isEmpty && head.version.minor >= 1
                    && head.headers.containsToken("100-continue", inField: "Expect")
            } else {
                let length = try Self.contentLength(of: head.headers, limits: limits)
                state = .awaitingBody(head, length: length)
                isContinueExpected =
                    length > 0 && buffer.count < length && head.version.minor >= 1
                    && head.headers.containsToken("100-continue", inField: "Expect")
            }
        }
        let head: RequestHead
        let body: [UInt8]
        switch state {
        case .awaitingHead:
            return nil
        case .awaitingBody(let waiting, let length):
            guard buffer.count >= length else { return nil }
            head = waiting
            body = Array(buffer[0..<length])
            buffer.removeFirst(length)
        case .awaitingChunks(let waiting, var decoded):
            state = .awaitingHead
            guard try takeChunks(into: &decoded) else {
                state = .awaitingChunks(waiting, decoded: decoded)
                return nil
            }
            head = waiting
            body = decoded
        }
        state = .awaitingHead
        isContinueExpected = false
        return HTTPServerRequest(
            method: head.method,
            target: head.target.description,
            path: head.target.path,
            pathSegments: head.target.pathSegments,
            queryItems: head.target.queryItems,
            version: head.version,
            headers: head.headers,
            body: body
        )
    }

    // MARK: - Header section

    /// Parses and removes the request line and headers once the blank line ending them has arrived.
    private mutating func takeHead() throws(HTTPRequestParseError) -> RequestHead? {
        if scanIndex == 0 { skipLeadingBlankLines() }
        guard let (headEnd, bodyStart) = findEndOfHead() else {
            if buffer.count > limits.maximumHeaderSectionSize {
                throw .headerSectionTooLarge(limit: limits.maximumHeaderSectionSize)
            }
            return nil
        }
        if headEnd > limits.maximumHeaderSectionSize {
            throw .headerSectionTooLarge(limit: limits.maximumHeaderSectionSize)
        }
        let head = try RequestHead.parse(buffer[0..<headEnd], limits: limits)
        buffer.removeFirst(bodyStart)
        scanIndex = 0
        lineStart = 0
        return head
    }

    /// RFC 9112 §2.2: a server ignores empty lines received before the request line.
    private mutating func skipLeadingBlankLines() {
        var count = 0
        while count < buffer.count {
            if buffer[count] == .lineFeed {
                count += 1
            } else if buffer[count] == .carriageReturn, count + 1 < buffer.count, buffer[count + 1] == .lineFeed {
                count += 2
            } else {
                break
            }
        }
        buffer.removeFirst(count)
    }

    /// The end of the last header line and the start of the body, once an empty line (CRLF or bare LF) arrived.
    private mutating func findEndOfHead() -> (headEnd: Int, bodyStart: Int)? {
        while scanIndex < buffer.count {
            defer { scanIndex += 1 }
            guard buffer[scanIndex] == .lineFeed else { continue }
            let lineLength = scanIndex - lineStart
            if lineStart > 0 && (lineLength == 0 || (lineLength == 1 && buffer[lineStart] == .carriageReturn)) {
                return (lineStart, scanIndex + 1)
            }
            lineStart = scanIndex + 1
        }
        return nil
    }

    // MARK: - Chunked bodies

    /// Whether the body is `chunked` (RFC 9112 §7.1: then any `Content-Length` is ignored); any other transfer
    /// coding is an error.
    private static func isChunked(_ headers: HTTPHeaders) throws(HTTPRequestParseError) -> Bool {
        let values = headers.values(for: "Transfer-Encoding")
        guard !values.isEmpty else { return false }
        let codings = values.flatMap { $0.split(separator: ",").map(trimmed) }.filter { !$0.isEmpty }
        guard codings.map({ $0.lowercased() }) == ["chunked"] else {
            throw .unsupportedTransferEncoding(abbreviated(values.joined(separator: ", ")))
        }
        return true
    }

    /// Moves every complete chunk from the buffer into `decoded`; `true` once the last chunk and the trailer
    /// section have arrived.
    private mutating func takeChunks(into decoded: inout [UInt8]) throws(HTTPRequestParseError) -> Bool {
        while true {
            guard let lineEnd = buffer.firstIndex(of: .lineFeed) else {
                if buffer.count > 1024 { throw .invalidChunkedBody("a chunk size line longer than 1024 bytes") }
                return false
            }
            var line = buffer[0..<lineEnd]
            if line.last == .carriageReturn { line = line.dropLast() }
            let sizeText = line.prefix { $0 != UInt8(ascii: ";") }
            let digits = String(decoding: sizeText, as: UTF8.self).trimmingCharacters(in: .whitespaces)
            guard !digits.isEmpty, digits.count <= 15, let size = Int(digits, radix: 16) else {
                throw .invalidChunkedBody("the chunk size '\(abbreviated(digits))' is not hexadecimal")
            }
            if size == 0 {
                // The trailer section: header lines up to an empty line, skipped.
                var index = lineEnd + 1
                while true {
                    guard let end = buffer[index...].firstIndex(of: .lineFeed) else {
                        if buffer.count - index > limits.maximumHeaderSectionSize {
                            throw .headerSectionTooLarge(limit: limits.maximumHeaderSectionSize)
                        }
                        return false
                    }
                    let isEmpty = end == index || (end == index + 1 && buffer[index] == .carriageReturn)
                    index = end + 1
                    if isEmpty { break }
                }
                buffer.removeFirst(index)
                return true
            }
            guard decoded.count + size <= limits.maximumBodySize else {
                throw .bodyTooLarge(length: decoded.count + size, limit: limits.maximumBodySize)
            }
            let dataStart = lineEnd + 1
            guard buffer.count >= dataStart + size + 2 else { return false }
            guard buffer[dataStart + size] == .carriageReturn, buffer[dataStart + size + 1] == .lineFeed else {
                throw .invalidChunkedBody("a chunk of \(size) bytes is not followed by CRLF")
            }
            decoded += buffer[dataStart..<(dataStart + size)]
            buffer.removeFirst(dataStart + size + 2)
        }
    }

    // MARK: - Content-Length

    private static func contentLength(of headers: HTTPHeaders, limits: Limits) throws(HTTPRequestParseError) -> Int {
        let values = headers.values(for: "Content-Length")
        guard !values.isEmpty else { return 0 }
        let numbers = values.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false).map(trimmed) }
        let isDecimal: (String) -> Bool = { text in
            !text.isEmpty && text.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        }
        guard let first = numbers.first, numbers.allSatisfy(isDecimal), Set(numbers).count == 1 else {
            throw .invalidContentLength(abbreviated(values.joined(separator: ", ")))
        }
        let length = Int(first) ?? Int.max
        guard length <= limits.maximumBodySize else {
            throw .bodyTooLarge(length: length, limit: limits.maximumBodySize)
        }
        return length
    }
}

// MARK: - Helpers

extension UInt8 {
    static let lineFeed = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
}

/// `text`, cut to 60 characters with an ellipsis, for quoting client input in error messages.
func abbreviated(_ text: some StringProtocol) -> String {
    text.count <= 60 ? String(text) : String(text.prefix(60)) + "…"
}
