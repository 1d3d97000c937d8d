import Foundation
import HTTPSemantics

/// Builds an ordered query string, skipping absent optional values and repeating the key for arrays; parameters
/// with a declared `style` are written by ``ParameterSerialization``.
@_spi(Generated) public struct QueryItems: Sendable, Equatable {
    /// The items built so far, in order, before percent-encoding (a styled parameter as its joined text).
    public private(set) var items: [URLQueryItem] = []
    /// The same items percent-encoded, with the delimiters of styled parameters kept: `nil` until a styled
    /// parameter is appended (every other item is encoded strictly, as ``RequestBuilder`` encodes ``items``).
    public private(set) var percentEncodedItems: [URLQueryItem]?

    /// Creates an empty list.
    public init() {}

    /// Appends `name=value`, or nothing when `value` is `nil`.
    public mutating func append(_ name: String, _ value: (some ParameterValue)?) {
        guard let value else { return }
        appendPlain(URLQueryItem(name: name, value: value.parameterValue))
    }

    /// Appends `name=value` once per element (`tag=a&tag=b`), or nothing when `values` is `nil`.
    public mutating func append(_ name: String, _ values: [some ParameterValue]?) {
        guard let values else { return }
        for value in values {
            appendPlain(URLQueryItem(name: name, value: value.parameterValue))
        }
    }

    /// Appends a query item the endpoint always sends (its spec's `constantQuery`): `name=value`, or `name` alone
    /// when `value` is `nil`.
    public mutating func append(constant name: String, _ value: String?) {
        appendPlain(URLQueryItem(name: name, value: value))
    }

    // MARK: Styled parameters

    /// Appends a scalar written in `style`, or nothing when `value` is `nil`.
    public mutating func append(_ name: String, _ value: (some ParameterValue)?, style: FormStyle) {
        guard let value else { return }
        appendStyled(name, ParameterSerialization.value(value), style: style)
    }

    /// Appends an array written in `style` (`tags=a,b` for `form` not exploded), or nothing when `values` is `nil`.
    public mutating func append(_ name: String, _ values: [some ParameterValue]?, style: FormStyle) {
        guard let values else { return }
        appendStyled(name, ParameterSerialization.value(values), style: style)
    }

    /// Appends a map written in `style`: for `form` exploded (the only style the spec format gives a map), one
    /// `key=value` item per entry, keys in ascending order so the URL is the same every time; nothing when `values`
    /// is `nil` or empty.
    public mutating func append(_ name: String, _ values: [String: some ParameterValue]?, style: FormStyle) {
        guard let values else { return }
        appendStyled(name, ParameterSerialization.value(values), style: style)
    }

    /// Appends an object (a generated model) written in `style` (`filter%5Bsize%5D=1` for `deepObject`), or
    /// nothing when `object` is `nil`.
    ///
    /// - Throws: ``APIError/encoding(_:)`` when a member cannot be written (a number that is not finite).
    public mutating func append(_ name: String, object: (some Encodable)?, style: FormStyle) throws {
        guard let object else { return }
        appendStyled(name, try ParameterSerialization.value(object: object), style: style)
    }

    // MARK: Storage

    private mutating func appendPlain(_ item: URLQueryItem) {
        items.append(item)
        percentEncodedItems?.append(
            URLQueryItem(name: PercentEncoding.encode(item.name), value: item.value.map(PercentEncoding.encode))
        )
    }

    private mutating func appendStyled(_ name: String, _ value: FormValue, style: FormStyle) {
        var encoded =
            percentEncodedItems
            ?? items.map {
                URLQueryItem(name: PercentEncoding.encode($0.name), value: $0.value.map(PercentEncoding.encode))
            }
        let styled = ParameterSerialization.queryItems(name, value, style: style)
        encoded += styled
        percentEncodedItems = encoded
        items += styled.map {
            URLQueryItem(
                name: PercentDecoding.decodedOrAsWritten($0.name),
                value: $0.value.map(PercentDecoding.decodedOrAsWritten)
            )
        }
    }
}
