import Foundation

/// A value that can travel in a path segment, a query item or a header.
public protocol ParameterValue: Sendable {
    /// The value's text on the wire, before percent-encoding.
    var parameterValue: String { get }
}

extension String: ParameterValue {
    /// The string itself.
    public var parameterValue: String { self }
}

extension Int: ParameterValue {
    /// Decimal digits.
    public var parameterValue: String { String(self) }
}

extension Int32: ParameterValue {
    /// Decimal digits.
    public var parameterValue: String { String(self) }
}

extension Int64: ParameterValue {
    /// Decimal digits.
    public var parameterValue: String { String(self) }
}

extension Double: ParameterValue {
    /// The shortest text that reads back as the same value.
    public var parameterValue: String { String(self) }
}

extension Float: ParameterValue {
    /// The shortest text that reads back as the same value.
    public var parameterValue: String { String(self) }
}

extension Bool: ParameterValue {
    /// `true` or `false`.
    public var parameterValue: String { self ? "true" : "false" }
}

extension UUID: ParameterValue {
    /// The canonical lowercase form.
    public var parameterValue: String { uuidString.lowercased() }
}

extension URL: ParameterValue {
    /// The absolute string.
    public var parameterValue: String { absoluteString }
}

extension Date: ParameterValue {
    /// ISO 8601 in UTC, with fractional seconds only when the date has them.
    public var parameterValue: String { JSONCoding.formatDateTime(self) }
}
