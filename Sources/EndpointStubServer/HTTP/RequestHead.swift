import HTTPSemantics

/// The parsed request line and header fields of one request.
struct RequestHead: Sendable {
    var method: String
    var target: RequestTarget
    var version: HTTPVersion
    var headers: HTTPHeaders

    /// Parses the bytes before the blank line: the request line, then one field per line (CRLF or bare LF).
    static func parse(_ bytes: ArraySlice<UInt8>, limits: HTTPRequestParser.Limits) throws(HTTPRequestParseError)
        -> RequestHead
    {
        var lines = bytes.split(separator: .lineFeed, omittingEmptySubsequences: false).map { line in
            line.last == .carriageReturn ? line.dropLast() : line
        }
        if lines.last?.isEmpty == true { lines.removeLast() }
        guard let requestLine = lines.first else { throw .invalidRequestLine("the request is empty") }
        let (method, targetText, version) = try parseRequestLine(requestLine)
        let target = try RequestTarget.parse(targetText, method: method)
        let fieldLines = lines.dropFirst()
        guard fieldLines.count <= limits.maximumHeaderCount else {
            throw .tooManyHeaders(limit: limits.maximumHeaderCount)
        }
        var headers = HTTPHeaders()
        for line in fieldLines {
            let field = try parseField(line)
            headers.add(name: field.name, value: field.value)
        }
        return RequestHead(method: method, target: target, version: version, headers: headers)
    }

    // MARK: - Request line

    private static func parseRequestLine(_ line: ArraySlice<UInt8>) throws(HTTPRequestParseError)
        -> (method: String, target: String, version: HTTPVersion)
    {
        guard line.allSatisfy({ (0x21...0x7E).contains($0) || $0 == .space }) else {
            throw .invalidRequestLine("it contains control or non-ASCII characters")
        }
        let parts = line.split(separator: .space, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        switch parts.count {
        case 3: break
        case 2 where !parts[0].isEmpty && !parts[1].isEmpty:
            throw .invalidRequestLine("'\(abbreviated(parts.joined(separator: " ")))' has no HTTP version")
        default:
            throw .invalidRequestLine(
                "'\(abbreviated(parts.joined(separator: " ")))' is not METHOD TARGET HTTP-VERSION separated by single spaces"
            )
        }
        let method = parts[0]
        guard HTTPToken.isValid(method) else {
            throw .invalidRequestLine("'\(abbreviated(method))' is not a valid method")
        }
        guard !parts[1].isEmpty else { throw .invalidRequestLine("the request target is empty") }
        let version = try parseVersion(parts[2])
        return (method, parts[1], version)
    }

    private static func parseVersion(_ text: String) throws(HTTPRequestParseError) -> HTTPVersion {
        let bytes = Array(text.utf8)
        let isDigit: (UInt8) -> Bool = { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        guard bytes.count == 8, text.hasPrefix("HTTP/"), isDigit(bytes[5]), bytes[6] == UInt8(ascii: "."),
            isDigit(bytes[7])
        else {
            throw .invalidRequestLine("'\(abbreviated(text))' is not an HTTP version such as HTTP/1.1")
        }
        let version = HTTPVersion(major: Int(bytes[5] - UInt8(ascii: "0")), minor: Int(bytes[7] - UInt8(ascii: "0")))
        guard version.major == 1 else { throw .unsupportedVersion(text) }
        return version
    }

    // MARK: - Header fields

    private static func parseField(_ line: ArraySlice<UInt8>) throws(HTTPRequestParseError)
        -> (name: String, value: String)
    {
        let lineText = String(decoding: line, as: UTF8.self)
        if line.first == .space || line.first == .tab {
            throw .invalidHeader("obsolete line folding is not supported ('\(abbreviated(lineText))')")
        }
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
            throw .invalidHeader("'\(abbreviated(lineText))' has no colon")
        }
        let name = String(decoding: line[line.startIndex..<colon], as: UTF8.self)
        guard HTTPToken.isValid(name) else {
            throw .invalidHeader("'\(abbreviated(name))' is not a valid field name")
        }
        let rawValue = line[(colon + 1)...]
        let isControl: (UInt8) -> Bool = { ($0 < 0x20 && $0 != .tab) || $0 == 0x7F }
        guard !rawValue.contains(where: isControl) else {
            throw .invalidHeader("the value of '\(abbreviated(name))' contains control characters")
        }
        return (name, trimmed(String(decoding: rawValue, as: UTF8.self)))
    }
}
