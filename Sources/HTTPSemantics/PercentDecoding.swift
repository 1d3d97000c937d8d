/// Percent-decoding of URL components (RFC 3986): `%HH` becomes the byte `HH`.
///
/// The package's one percent-decoder: the stub server decodes request paths and queries with it, the OpenAPI
/// importer and the reference bundler `$ref` fragments and paths (strictly, ``decode(_:)``), path keys' query
/// items (``decodeLeniently(_:)``), the runtime's redaction and redirect checks query names
/// (``decodedOrAsWritten(_:)``), and the form parser (`FormFields`) form fields (leniently, as WHATWG says,
/// ``decodeFormComponent(_:)``).
package enum PercentDecoding {
    /// `text` with every `%HH` escape decoded, or `nil` when an escape is malformed or the bytes are not UTF-8.
    ///
    /// `+` is not treated as a space: URL-building APIs such as `URLComponents` leave a literal `+` unescaped.
    package static func decode(_ text: some StringProtocol) -> String? {
        let source = Array(text.utf8)
        guard source.contains(UInt8(ascii: "%")) else { return String(text) }
        return decodedBytes(source, plusIsSpace: false, keepsMalformedEscapes: false).flatMap(validUTF8)
    }

    /// `text` with every valid `%HH` escape decoded and every malformed one kept as written; `text` unchanged when
    /// the decoded bytes are not UTF-8. For names read from documents, where a stray `%` is not an error.
    package static func decodeLeniently(_ text: some StringProtocol) -> String {
        let source = Array(text.utf8)
        guard source.contains(UInt8(ascii: "%")) else { return String(text) }
        let decoded = decodedBytes(source, plusIsSpace: false, keepsMalformedEscapes: true) ?? source
        return validUTF8(decoded) ?? String(text)
    }

    /// `text` decoded as ``decode(_:)`` does, or `text` as written when it cannot be: how a query item's name is
    /// compared with a declared one (redaction, redirects), never failing.
    package static func decodedOrAsWritten(_ text: String) -> String {
        decode(text) ?? text
    }

    /// A field name or value of an `application/x-www-form-urlencoded` body, decoded as the WHATWG URL standard's
    /// form parser does: `+` is a space, `%HH` the byte `HH`, a `%` not followed by two hexadecimal digits stays
    /// as it is, and bytes that are not UTF-8 become U+FFFD. Never fails.
    package static func decodeFormComponent(_ bytes: some Collection<UInt8>) -> String {
        let decoded = decodedBytes(Array(bytes), plusIsSpace: true, keepsMalformedEscapes: true) ?? []
        return String(decoding: decoded, as: UTF8.self)
    }

    /// `source` with its escapes decoded (and `+` as a space when `plusIsSpace`); a malformed escape is kept as
    /// written when `keepsMalformedEscapes`, else the result is `nil`.
    private static func decodedBytes(_ source: [UInt8], plusIsSpace: Bool, keepsMalformedEscapes: Bool) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(source.count)
        var index = 0
        while index < source.count {
            let byte = source[index]
            if byte == UInt8(ascii: "%"), index + 2 < source.count, let high = hexValue(source[index + 1]),
                let low = hexValue(source[index + 2])
            {
                bytes.append(high << 4 | low)
                index += 3
                continue
            }
            if byte == UInt8(ascii: "%"), !keepsMalformedEscapes { return nil }
            bytes.append(plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
            index += 1
        }
        return bytes
    }

    /// `bytes` as a string when they are well-formed UTF-8.
    ///
    /// Decoding repairs ill-formed input with U+FFFD, so the bytes come back unchanged exactly when they were
    /// valid. (`String(validating:as:)` would say this directly, but it needs macOS 15 / iOS 18.)
    private static func validUTF8(_ bytes: [UInt8]) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.utf8.elementsEqual(bytes) ? text : nil
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
