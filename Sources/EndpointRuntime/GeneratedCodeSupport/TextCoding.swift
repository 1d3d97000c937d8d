import Foundation
import HTTPSemantics

/// Encodes and decodes text bodies in the charset a `Content-Type` names (UTF-8 when it names none).
@_spi(Generated) public enum TextCoding {
    /// The `String.Encoding` of an IANA charset name (any case): UTF-8, US-ASCII, ISO-8859-1, windows-1252 and
    /// UTF-16 (with or without byte order); `nil` for any other. The spec validator accepts the same names.
    public static func encoding(forCharset name: String) -> String.Encoding? {
        switch TextCharset(name: name) {
        case .utf8: .utf8
        case .usASCII: .ascii
        case .isoLatin1: .isoLatin1
        case .windows1252: .windowsCP1252
        case .utf16: .utf16
        case .utf16LittleEndian: .utf16LittleEndian
        case .utf16BigEndian: .utf16BigEndian
        case nil: nil
        }
    }

    /// The `charset` parameter of `contentType`, unquoted, if any.
    public static func charset(of contentType: String?) -> String? {
        guard let contentType else { return nil }
        for parameter in contentType.split(separator: ";").dropFirst() {
            let parts = parameter.split(separator: "=", maxSplits: 1)
            guard parts.count == 2,
                parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "charset"
            else { continue }
            var value = parts[1].trimmingCharacters(in: .whitespaces)
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
                value = String(value.dropFirst().dropLast())
            }
            return value
        }
        return nil
    }

    /// Decodes `data` as text in the charset of `contentType` (UTF-8 when it names none).
    ///
    /// - Throws: ``DecodingFailure`` of kind ``DecodingFailure/Kind/notText`` when the charset is unknown or the
    ///   bytes are not valid in it.
    public static func decode(_ data: Data, contentType: String?) throws -> String {
        let name = charset(of: contentType) ?? "utf-8"
        guard let encoding = encoding(forCharset: name) else {
            throw DecodingFailure(codingPath: "", reason: "the charset '\(name)' is not supported", kind: .notText)
        }
        guard let text = String(data: data, encoding: encoding) else {
            throw DecodingFailure(codingPath: "", reason: "the body is not valid \(name) text", kind: .notText)
        }
        return text
    }

    /// Encodes `text` in the charset of `contentType` (UTF-8 when it names none).
    ///
    /// - Throws: ``APIError/encoding(_:)`` when the charset is unknown or cannot represent the text.
    public static func encode(_ text: String, contentType: String) throws -> Data {
        let name = charset(of: contentType) ?? "utf-8"
        guard let encoding = encoding(forCharset: name) else {
            throw APIError.encoding("the charset '\(name)' of the request body is not supported")
        }
        guard let data = text.data(using: encoding, allowLossyConversion: false) else {
            throw APIError.encoding("the request body cannot be written in \(name)")
        }
        return data
    }
}
