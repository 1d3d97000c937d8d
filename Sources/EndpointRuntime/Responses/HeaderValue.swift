import Foundation

/// A type a response header's value can be parsed as: the scalars a spec declares and comma-separated arrays of
/// them. (Generated code reads a string enumeration as `String` and converts it, so unknown values are `unknown`.)
///
/// SPI, conformances included: only generated `ResponseHeaders` parse typed headers, so `String`, `Int` and the
/// others show no `headerValue(parsing:)` in an app's autocomplete.
@_spi(Generated) public protocol HeaderValue: Sendable {
    /// Parses `text` (already trimmed); `nil` when it is not a value of this type.
    ///
    /// A static function rather than an initializer, so `Int.init` and friends stay unambiguous in user code.
    static func headerValue(parsing text: String) -> Self?
    /// What a value must look like, for messages: "an integer", "a date-time".
    static var headerValueDescription: String { get }
}

// MARK: - Scalars

@_spi(Generated) extension String: HeaderValue {
    /// The text itself.
    public static func headerValue(parsing text: String) -> String? { text }
    /// "text".
    public static var headerValueDescription: String { "text" }
}

@_spi(Generated) extension Int: HeaderValue {
    /// Decimal digits with an optional sign.
    public static func headerValue(parsing text: String) -> Self? { Self(text, radix: 10) }
    /// "an integer".
    public static var headerValueDescription: String { "an integer" }
}

@_spi(Generated) extension Int32: HeaderValue {
    /// Decimal digits with an optional sign, within 32 bits.
    public static func headerValue(parsing text: String) -> Self? { Self(text, radix: 10) }
    /// "a 32-bit integer".
    public static var headerValueDescription: String { "a 32-bit integer" }
}

@_spi(Generated) extension Int64: HeaderValue {
    /// Decimal digits with an optional sign, within 64 bits.
    public static func headerValue(parsing text: String) -> Self? { Self(text, radix: 10) }
    /// "a 64-bit integer".
    public static var headerValueDescription: String { "a 64-bit integer" }
}

@_spi(Generated) extension Double: HeaderValue {
    /// A finite decimal number.
    public static func headerValue(parsing text: String) -> Double? {
        Double(text).flatMap { $0.isFinite ? $0 : nil }
    }
    /// "a number".
    public static var headerValueDescription: String { "a number" }
}

@_spi(Generated) extension Float: HeaderValue {
    /// A finite decimal number.
    public static func headerValue(parsing text: String) -> Float? {
        Float(text).flatMap { $0.isFinite ? $0 : nil }
    }
    /// "a number".
    public static var headerValueDescription: String { "a number" }
}

@_spi(Generated) extension Bool: HeaderValue {
    /// `true` or `false`, in any case.
    public static func headerValue(parsing text: String) -> Bool? {
        switch text.lowercased() {
        case "true": true
        case "false": false
        default: nil
        }
    }
    /// "true or false".
    public static var headerValueDescription: String { "true or false" }
}

@_spi(Generated) extension Date: HeaderValue {
    /// ISO 8601 (`2024-05-01T12:00:00Z`), or an HTTP date (`Sun, 06 Nov 1994 08:49:37 GMT`).
    public static func headerValue(parsing text: String) -> Date? {
        JSONCoding.parseDateTime(text) ?? RetryAfter.httpDate(text)
    }
    /// "a date-time".
    public static var headerValueDescription: String { "a date-time (ISO 8601 or an HTTP date)" }
}

@_spi(Generated) extension CalendarDate: HeaderValue {
    /// `YYYY-MM-DD`.
    public static func headerValue(parsing text: String) -> CalendarDate? { CalendarDate(text) }
    /// "a date".
    public static var headerValueDescription: String { "a date (YYYY-MM-DD)" }
}

@_spi(Generated) extension UUID: HeaderValue {
    /// A UUID in any case.
    public static func headerValue(parsing text: String) -> UUID? { UUID(uuidString: text) }
    /// "a UUID".
    public static var headerValueDescription: String { "a UUID" }
}

@_spi(Generated) extension URL: HeaderValue {
    /// A URL reference, absolute or relative (as `Location` often is).
    public static func headerValue(parsing text: String) -> URL? {
        text.isEmpty ? nil : URL(string: text)
    }
    /// "a URL".
    public static var headerValueDescription: String { "a URL" }
}

@_spi(Generated) extension Data: HeaderValue {
    /// Base64 text.
    public static func headerValue(parsing text: String) -> Data? { Data(base64Encoded: text) }
    /// "base64 text".
    public static var headerValueDescription: String { "base64 text" }
}

// MARK: - Lists

@_spi(Generated) extension Array: HeaderValue where Element: HeaderValue {
    /// A comma-separated list, each element trimmed; an empty value is an empty list.
    public static func headerValue(parsing text: String) -> [Element]? {
        guard !text.isEmpty else { return [] }
        var elements: [Element] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let element = Element.headerValue(parsing: HeaderFields.trimmed(part)) else { return nil }
            elements.append(element)
        }
        return elements
    }
    /// "a comma-separated list of …".
    public static var headerValueDescription: String {
        "a comma-separated list of \(Element.headerValueDescription)"
    }
}
