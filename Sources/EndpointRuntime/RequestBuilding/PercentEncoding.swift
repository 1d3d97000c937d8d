/// Strict percent-encoding for path segments and query components (RFC 3986).
///
/// Only the unreserved characters `A–Z a–z 0–9 - . _ ~` are left as they are; every other byte of the UTF-8
/// form is written as `%XX`. That is stricter than `URLComponents`, which leaves `+`, `;`, `=` and `/`
/// alone in queries and so lets servers read `+` as a space or split a value in two.
enum PercentEncoding {
    // MARK: Encoding

    /// Encodes `text` so it stands for itself in a path segment or a query name or value.
    static func encode(_ text: String) -> String {
        var encoded = ""
        encoded.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if isUnreserved(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += "%"
                encoded.unicodeScalars.append(hexDigit(byte >> 4))
                encoded.unicodeScalars.append(hexDigit(byte & 0x0F))
            }
        }
        return encoded
    }

    /// Encodes `text` as one path segment: like ``encode(_:)``, and additionally writes the dot segments
    /// `.` and `..` (and any other all-dot value) as `%2E…`, so they can never move up the route.
    static func encodePathSegment(_ text: String) -> String {
        if !text.isEmpty, text.allSatisfy({ $0 == "." }) {
            return String(repeating: "%2E", count: text.count)
        }
        return encode(text)
    }

    /// Encodes literal text of a path template, keeping `/` as the segment separator.
    static func encodePathLiteral(_ text: String) -> String {
        // Template literals are almost always plain (`/products/`): nothing to encode, nothing to split.
        if text.utf8.allSatisfy({ isUnreserved($0) || $0 == UInt8(ascii: "/") }) { return text }
        return text.split(separator: "/", omittingEmptySubsequences: false).map { encode(String($0)) }
            .joined(separator: "/")
    }

    // MARK: Writing into a byte buffer

    /// Appends the UTF-8 bytes of ``encode(_:)``'s result for `text` to `bytes`, without an intermediate string.
    static func append(encoding text: String, to bytes: inout [UInt8]) {
        // Identifiers and most parameter values need no escape: copy them in one go.
        if text.utf8.allSatisfy(isUnreserved) {
            bytes.append(contentsOf: text.utf8)
            return
        }
        for byte in text.utf8 {
            if isUnreserved(byte) {
                bytes.append(byte)
            } else {
                appendEscape(of: byte, to: &bytes)
            }
        }
    }

    /// Appends the UTF-8 bytes of ``encodePathSegment(_:)``'s result for `text` to `bytes`.
    static func append(encodingPathSegment text: String, to bytes: inout [UInt8]) {
        if !text.isEmpty, text.utf8.allSatisfy({ $0 == UInt8(ascii: ".") }) {
            for _ in text.utf8 { appendEscape(of: UInt8(ascii: "."), to: &bytes) }
            return
        }
        append(encoding: text, to: &bytes)
    }

    /// Appends `byte` of a path template literal: unreserved bytes and `/` as they are, any other as `%XX`
    /// (what ``encodePathLiteral(_:)`` writes).
    static func append(pathLiteralByte byte: UInt8, to bytes: inout [UInt8]) {
        if isUnreserved(byte) || byte == UInt8(ascii: "/") {
            bytes.append(byte)
        } else {
            appendEscape(of: byte, to: &bytes)
        }
    }

    private static func appendEscape(of byte: UInt8, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "%"))
        bytes.append(hexDigitByte(byte >> 4))
        bytes.append(hexDigitByte(byte & 0x0F))
    }

    // MARK: Checking encoded text

    /// The delimiters a percent-encoded query name or value may hold as they are: RFC 3986's query characters
    /// except `&`, `=` and `+`, which would split the item or read as a space.
    static let queryComponentDelimiters = Set("!$'()*,;:@/?".utf8)

    /// The delimiters a percent-encoded path segment may hold as they are: RFC 3986's sub-delimiters, `:` and `@`.
    static let pathSegmentDelimiters = Set("!$&'()*+,;=:@".utf8)

    /// Whether `text` holds only unreserved characters, `delimiters` and `%` followed by two hexadecimal digits.
    static func isPercentEncoded(_ text: String, allowing delimiters: Set<UInt8>) -> Bool {
        var utf8 = text.utf8[...]
        while let byte = utf8.popFirst() {
            if isUnreserved(byte) || delimiters.contains(byte) { continue }
            guard byte == UInt8(ascii: "%"), let high = utf8.popFirst(), let low = utf8.popFirst(),
                isHexDigit(high), isHexDigit(low)
            else { return false }
        }
        return true
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "F"),
            UInt8(ascii: "a")...UInt8(ascii: "f"):
            true
        default:
            false
        }
    }

    // MARK: Bytes

    private static func hexDigitByte(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"):
            true
        default:
            false
        }
    }

    private static func hexDigit(_ value: UInt8) -> Unicode.Scalar {
        Unicode.Scalar(value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10)
    }
}
