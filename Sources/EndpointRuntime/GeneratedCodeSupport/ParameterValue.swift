import Foundation

/// A value that can travel in a path segment, a query item or a header.
///
/// Generated enumerations conform; so must a type of your own that a spec's type override puts in a parameter.
/// The standard types' conformances (`String`, the integers, `Double`, `Bool`, `UUID`, `URL`, `Date`,
/// ``CalendarDate``) are for generated code only (`@_spi(Generated)`), so they add nothing to those types in an app.
public protocol ParameterValue: Sendable {
    /// The value's text on the wire, before percent-encoding.
    var parameterValue: String { get }
}

@_spi(Generated) extension String: ParameterValue {
    /// The string itself.
    public var parameterValue: String { self }
}

@_spi(Generated) extension Int: ParameterValue {
    /// Decimal digits.
    public var parameterValue: String { String(self) }
}

@_spi(Generated) extension Int32: ParameterValue {
    /// Decimal digits.
    public var parameterValue: String { String(self) }
}

@_spi(Generated) extension Int64: ParameterValue {
    /// Decimal digits.
    public var parameterValue: String { String(self) }
}

@_spi(Generated) extension Double: ParameterValue {
    /// The shortest text that reads back as the same value.
    public var parameterValue: String { String(self) }
}

@_spi(Generated) extension Float: ParameterValue {
    /// The shortest text that reads back as the same value.
    public var parameterValue: String { String(self) }
}

@_spi(Generated) extension Bool: ParameterValue {
    /// `true` or `false`.
    public var parameterValue: String { self ? "true" : "false" }
}

@_spi(Generated) extension UUID: ParameterValue {
    /// The canonical lowercase form.
    public var parameterValue: String { uuidString.lowercased() }
}

@_spi(Generated) extension URL: ParameterValue {
    /// The absolute string.
    public var parameterValue: String { absoluteString }
}

@_spi(Generated) extension Date: ParameterValue {
    /// ISO 8601 in UTC, with fractional seconds only when the date has them.
    public var parameterValue: String { JSONCoding.formatDateTime(self) }
}
