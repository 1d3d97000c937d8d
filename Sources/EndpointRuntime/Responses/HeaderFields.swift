import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The header fields of a response, looked up case-insensitively, as the server sent them.
public struct HeaderFields: Sendable, Equatable, CustomStringConvertible {
    /// Every field as received, in no particular order; a name the server repeated holds its values joined by ", ".
    public let fields: [String: String]
    /// The fields keyed by lowercased name.
    private let lowercased: [String: String]

    /// Wraps `fields` (name → value).
    public init(_ fields: [String: String]) {
        self.fields = fields
        var lowercased: [String: String] = [:]
        lowercased.reserveCapacity(fields.count)
        for (name, value) in fields {
            let key = name.lowercased()
            lowercased[key] = lowercased[key].map { $0 + ", " + value } ?? value
        }
        self.lowercased = lowercased
    }

    /// The header fields of `response`.
    public init(_ response: HTTPURLResponse) {
        var fields: [String: String] = [:]
        for (name, value) in response.allHeaderFields {
            guard let name = name as? String else { continue }
            fields[name] = (value as? String) ?? String(describing: value)
        }
        self.init(fields)
    }

    /// The value of the field called `name`, whatever its case; `nil` when the response has none.
    public subscript(name: String) -> String? {
        lowercased[name.lowercased()]
    }

    /// The field names, sorted, without values (values may hold secrets).
    public var description: String {
        "HeaderFields(\(fields.keys.sorted().joined(separator: ", ")))"
    }

    // MARK: Typed values

    /// The value of header `name` parsed as `Value`; `nil` when the response has none.
    ///
    /// - Throws: ``APIError/invalidHeader(name:expected:)`` when the value does not parse.
    @_spi(Generated) public func value<Value: HeaderValue>(_ name: String, as type: Value.Type = Value.self) throws
        -> Value?
    {
        guard let text = self[name] else { return nil }
        guard let value = Value.headerValue(parsing: Self.trimmed(text)) else {
            throw APIError.invalidHeader(name: name, expected: Value.headerValueDescription)
        }
        return value
    }

    /// The value of header `name` parsed as `Value`.
    ///
    /// - Throws: ``APIError/missingHeader(name:)`` when the response has none, and
    ///   ``APIError/invalidHeader(name:expected:)`` when the value does not parse.
    @_spi(Generated) public func required<Value: HeaderValue>(_ name: String, as type: Value.Type = Value.self) throws
        -> Value
    {
        guard let value = try value(name, as: type) else { throw APIError.missingHeader(name: name) }
        return value
    }

    /// The value of header `name` parsed as `Value`; `nil` when the response has none, unless `isRequired` (the
    /// received status's response declares it required), which makes a missing header an error.
    ///
    /// - Throws: ``APIError/missingHeader(name:)`` and ``APIError/invalidHeader(name:expected:)``.
    @_spi(Generated) public func value<Value: HeaderValue>(
        _ name: String,
        as type: Value.Type = Value.self,
        requiredWhen isRequired: Bool
    ) throws -> Value? {
        let value = try value(name, as: type)
        if value == nil, isRequired { throw APIError.missingHeader(name: name) }
        return value
    }

    /// The value of header `name` parsed as `Value`; when the response has none, `defaultText` (the spec's `default`,
    /// spelled as the header would be) parsed the same way. `isRequired` (the received status's response declares
    /// the header required) makes a missing header an error instead.
    ///
    /// - Throws: ``APIError/missingHeader(name:)``, and ``APIError/invalidHeader(name:expected:)`` when the value
    ///   (or a default the generator could not check, such as a `uri` that is no URL) does not parse.
    @_spi(Generated) public func value<Value: HeaderValue>(
        _ name: String,
        as type: Value.Type = Value.self,
        defaultText: String,
        requiredWhen isRequired: Bool = false
    ) throws -> Value {
        if let value = try value(name, as: type, requiredWhen: isRequired) { return value }
        guard let value = Value.headerValue(parsing: Self.trimmed(defaultText)) else {
            throw APIError.invalidHeader(name: name, expected: Value.headerValueDescription)
        }
        return value
    }

    /// `text` without surrounding spaces and tabs (RFC 9110 optional whitespace).
    static func trimmed<Text: StringProtocol>(_ text: Text) -> String {
        String(text).trimmingCharacters(in: CharacterSet(charactersIn: " \t"))
    }
}
