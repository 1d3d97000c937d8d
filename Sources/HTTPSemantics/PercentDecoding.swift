/// Percent-decoding of URL components (RFC 3986): `%HH` becomes the byte `HH`, and the result must be UTF-8.
///
/// The package's one percent-decoder: the stub server decodes request paths and queries with it, the OpenAPI
/// importer `$ref` fragments.
package enum PercentDecoding {
    /// `text` with every `%HH` escape decoded, or `nil` when an escape is malformed or the bytes are not UTF-8.
    ///
    /// `+` is not treated as a space: URL-building APIs such as `URLComponents` leave a literal `+` unescaped.
    package static func decode(_ text: some StringProtocol) -> String? {
        let source = Array(text.utf8)
        guard source.contains(UInt8(ascii: "%")) else { return String(text) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(source.count)
        var index = 0
        while index < source.count {
            let byte = source[index]
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                index += 1
                continue
            }
            guard index + 2 < source.count,
                let high = hexValue(source[index + 1]),
                let low = hexValue(source[index + 2])
            else { return nil }
            bytes.append(high << 4 | low)
            index += 3
        }
        return validUTF8(bytes)
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
