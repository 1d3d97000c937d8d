#if os(Linux)
    import Foundation
    import HTTPSemantics

    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif

    /// The head of a response as libcurl hands it over, one header line at a time (status line first, a blank line
    /// last), for every response of the exchange: interim `1xx` heads are read and dropped, so the first complete
    /// head with a final status (200 and above) is the response.
    ///
    /// `package` so the `curl-head` fuzz target (`Fuzz/curl-head/`) can feed it hostile heads.
    package struct CurlResponseHead {
        /// The protocol of the status line, such as `HTTP/1.1` or `HTTP/2`.
        package private(set) var httpVersion = "HTTP/1.1"
        /// The status code of the status line.
        package private(set) var statusCode: Int?
        /// The header fields in order; repeated names are joined with `, ` in ``response(for:)``.
        package private(set) var fields: [(name: String, value: String)] = []
        /// Whether a final head has been read completely.
        package private(set) var isComplete = false

        /// A head with no line read yet.
        package init() {}

        /// Where reading a head stands after a line.
        package enum Progress: Equatable {
            /// More lines are needed.
            case incomplete
            /// The line completed a final head.
            case complete
            /// The line ended in a bare LF, which could smuggle a header field into the head (RFC 9112 §2.2
            /// allows rejecting it; URLSession does), or its field name is not a token (RFC 9110 §5.1): the response
            /// is refused.
            case malformed
        }

        /// Reads one line as libcurl delivers it (with its line ending; libcurl writes HTTP/2 heads as CRLF lines).
        package mutating func read(line bytes: UnsafeRawBufferPointer) -> Progress {
            guard !isComplete else { return .incomplete }
            if bytes.last == UInt8(ascii: "\n"), bytes.count < 2 || bytes[bytes.count - 2] != UInt8(ascii: "\r") {
                return .malformed
            }
            var line = String(decoding: bytes, as: UTF8.self)
            while line.last == "\n" || line.last == "\r" || line.last == "\r\n" { line.removeLast() }
            if line.isEmpty {
                guard let statusCode else { return .incomplete }
                if statusCode >= 200 {
                    isComplete = true
                    return .complete
                }
                self = CurlResponseHead()  // an interim response; the real one follows
                return .incomplete
            }
            if line.hasPrefix("HTTP/") {
                self = CurlResponseHead()
                let parts = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
                httpVersion = parts.first.map(String.init) ?? httpVersion
                statusCode = parts.count > 1 ? Self.statusCode(parts[1]) : nil
                return .incomplete
            }
            if let first = line.first, first == " " || first == "\t", !fields.isEmpty {
                // An obsolete folded continuation line (RFC 9112 §5.2): part of the previous field's value.
                fields[fields.count - 1].value += " " + Self.fieldValue(line[...])
                return .incomplete
            }
            guard let colon = line.firstIndex(of: ":") else { return .incomplete }
            let name = String(line[..<colon]).trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty else { return .incomplete }
            guard HTTPToken.isValid(name) else { return .malformed }
            fields.append((name, Self.fieldValue(line[line.index(after: colon)...])))
            return .incomplete
        }

        /// The status code of a status line: exactly three digits (RFC 9112 §4), else `nil`.
        private static func statusCode(_ text: Substring) -> Int? {
            guard text.utf8.count == 3, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
            return Int(text)
        }

        /// A field value without its surrounding whitespace, a CR or NUL inside it replaced by a space (RFC 9110
        /// §5.5), so it can never end a line where the value is written out again.
        private static func fieldValue(_ text: Substring) -> String {
            let value = text.trimmingCharacters(in: .whitespaces)
            guard value.unicodeScalars.contains(where: { $0 == "\r" || $0 == "\0" }) else { return value }
            return String(String.UnicodeScalarView(value.unicodeScalars.map { $0 == "\r" || $0 == "\0" ? " " : $0 }))
        }

        /// The head as an `HTTPURLResponse` for `url`, or `nil` when it has no valid status.
        package func response(for url: URL) -> HTTPURLResponse? {
            guard let statusCode, (100...999).contains(statusCode) else { return nil }
            var headerFields: [String: String] = [:]
            var spelling: [String: String] = [:]
            for (name, value) in fields {
                let key = name.lowercased()
                if let existing = spelling[key] {
                    headerFields[existing] = (headerFields[existing] ?? "") + ", " + value
                } else {
                    spelling[key] = name
                    headerFields[name] = value
                }
            }
            return HTTPURLResponse(
                url: url,
                statusCode: statusCode,
                httpVersion: httpVersion,
                headerFields: headerFields
            )
        }
    }
#endif
