/// Reads a `multipart/form-data` request body (RFC 7578, RFC 2046's framing) into its parts, so the stub server can
/// see the fields of an upload; bounded: at most ``maximumParts`` parts and ``maximumHeaderSize`` bytes of headers
/// per part, and a body that does not use its declared boundary is a ``MultipartParseError``.
public enum MultipartFormParser {
    /// The most parts a body may have.
    public static let maximumParts = 1000
    /// The most header bytes one part may have.
    public static let maximumHeaderSize = 16 * 1024

    /// One part: its form field name, file name and content type (from its headers) and its bytes.
    public struct Part: Sendable, Hashable {
        /// `name` of the part's `Content-Disposition`.
        public var name: String
        /// `filename` of the part's `Content-Disposition`, if any.
        public var filename: String?
        /// The part's `Content-Type`, if it has one.
        public var contentType: String?
        /// The part's content, exactly as sent.
        public var body: [UInt8]

        /// Creates a part.
        public init(name: String, filename: String? = nil, contentType: String? = nil, body: [UInt8]) {
            self.name = name
            self.filename = filename
            self.contentType = contentType
            self.body = body
        }
    }

    /// The `boundary` parameter of a `multipart/…` content type (quoted or not), or `nil`.
    public static func boundary(ofContentType contentType: String) -> String? {
        for parameter in contentType.split(separator: ";").dropFirst() {
            let pieces = parameter.split(separator: "=", maxSplits: 1)
            guard pieces.count == 2, trimmed(pieces[0]).lowercased() == "boundary" else { continue }
            var value = trimmed(pieces[1])
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
                value = String(value.dropFirst().dropLast())
            }
            return value.isEmpty ? nil : value
        }
        return nil
    }

    /// The parts of `body` delimited by `boundary`.
    ///
    /// - Throws: ``MultipartParseError`` when the body does not start with the boundary's delimiter (after an
    ///   optional preamble), a part's headers are malformed or have no form-data name, or the closing delimiter is
    ///   missing.
    public static func parse(_ body: [UInt8], boundary: String) throws(MultipartParseError) -> [Part] {
        guard !boundary.isEmpty, boundary.utf8.count <= 70 else { throw .invalidBoundary(boundary) }
        let dash = Array("--\(boundary)".utf8)
        let delimiter = Array("\r\n".utf8) + dash
        // The first delimiter opens the body or follows a preamble ending with CRLF.
        var index: Int
        if body.starts(with: dash) {
            index = dash.count
        } else if let found = body.firstRange(of: delimiter) {
            index = found.upperBound
        } else {
            throw .boundaryNotFound
        }
        var parts: [Part] = []
        while true {
            // After a delimiter: `--` ends the body; otherwise optional whitespace, then CRLF.
            if body[index...].starts(with: [UInt8(ascii: "-"), UInt8(ascii: "-")]) { return parts }
            while index < body.count, body[index] == UInt8(ascii: " ") || body[index] == UInt8(ascii: "\t") {
                index += 1
            }
            guard body[index...].starts(with: [13, 10]) else { throw .missingClosingDelimiter }
            index += 2
            guard parts.count < maximumParts else { throw .tooManyParts(limit: maximumParts) }
            if body[index...].starts(with: [13, 10]) {
                throw .invalidPartHeader("a part has no Content-Disposition header")
            }
            guard let headerEnd = body[index...].firstRange(of: [13, 10, 13, 10]) else {
                throw .missingClosingDelimiter
            }
            guard headerEnd.lowerBound - index <= maximumHeaderSize else {
                throw .partHeaderTooLarge(limit: maximumHeaderSize)
            }
            var part = try header(body[index..<headerEnd.lowerBound])
            let contentStart = headerEnd.upperBound
            guard let next = body[contentStart...].firstRange(of: delimiter) else { throw .missingClosingDelimiter }
            part.body = Array(body[contentStart..<next.lowerBound])
            parts.append(part)
            index = next.upperBound
        }
    }

    // MARK: Headers

    private static func header(_ bytes: ArraySlice<UInt8>) throws(MultipartParseError) -> Part {
        var name: String?
        var filename: String?
        var contentType: String?
        let text = String(decoding: bytes, as: UTF8.self)
        for line in text.split(separator: "\r\n", omittingEmptySubsequences: true) {
            guard let colon = line.firstIndex(of: ":") else {
                throw .invalidPartHeader("'\(line.prefix(60))' has no colon")
            }
            let field = trimmed(line[..<colon]).lowercased()
            let value = trimmed(line[line.index(after: colon)...])
            switch field {
            case "content-disposition":
                let parameters = dispositionParameters(value)
                guard value.lowercased().hasPrefix("form-data"), let partName = parameters["name"] else {
                    throw .invalidPartHeader(
                        "the Content-Disposition '\(value.prefix(60))' is not form-data with a name"
                    )
                }
                name = partName
                filename = parameters["filename"]
            case "content-type":
                contentType = value
            default:
                continue
            }
        }
        guard let name else { throw .invalidPartHeader("a part has no Content-Disposition header") }
        return Part(name: name, filename: filename, contentType: contentType, body: [])
    }

    /// The `name=value` parameters after the disposition type; quoted values may hold `;`.
    private static func dispositionParameters(_ value: String) -> [String: String] {
        var parameters: [String: String] = [:]
        var rest = Substring(value)
        guard let firstSemicolon = rest.firstIndex(of: ";") else { return [:] }
        rest = rest[rest.index(after: firstSemicolon)...]
        while !rest.isEmpty {
            rest = rest.drop { $0 == " " || $0 == "\t" || $0 == ";" }
            guard let equals = rest.firstIndex(of: "=") else { break }
            let key = trimmed(rest[..<equals]).lowercased()
            rest = rest[rest.index(after: equals)...]
            var parsed = ""
            if rest.first == "\"" {
                rest = rest.dropFirst()
                let close = rest.firstIndex(of: "\"") ?? rest.endIndex
                parsed = String(rest[..<close])
                rest = close < rest.endIndex ? rest[rest.index(after: close)...] : rest[close...]
            } else {
                let end = rest.firstIndex(of: ";") ?? rest.endIndex
                parsed = trimmed(rest[..<end])
                rest = rest[end...]
            }
            if parameters[key] == nil { parameters[key] = parsed }
        }
        return parameters
    }

    private static func trimmed(_ text: some StringProtocol) -> String {
        String(text.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}

/// Why a `multipart/form-data` body cannot be read with its declared boundary.
public enum MultipartParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The boundary is empty or longer than 70 characters.
    case invalidBoundary(String)
    /// The body never uses the boundary's delimiter (a client that ignored the boundary it declared).
    case boundaryNotFound
    /// The body ends before the closing delimiter `--boundary--`.
    case missingClosingDelimiter
    /// A part's headers are malformed; holds what is wrong.
    case invalidPartHeader(String)
    /// A part's headers exceed the limit, in bytes.
    case partHeaderTooLarge(limit: Int)
    /// More parts than the limit.
    case tooManyParts(limit: Int)

    /// A one-sentence explanation.
    public var description: String {
        switch self {
        case .invalidBoundary(let boundary): "The multipart boundary '\(boundary.prefix(80))' is not 1-70 characters."
        case .boundaryNotFound: "The multipart body does not use its declared boundary."
        case .missingClosingDelimiter: "The multipart body ends before its closing delimiter."
        case .invalidPartHeader(let reason): "Invalid multipart part header: \(reason)."
        case .partHeaderTooLarge(let limit): "A multipart part's headers exceed \(limit) bytes."
        case .tooManyParts(let limit): "The multipart body has more than \(limit) parts."
        }
    }
}
