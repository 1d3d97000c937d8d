import Foundation

/// The decoding calls generated `init(from:)` members make: one method per type, named for it, with the key as a plain
/// string.
///
/// `KeyedDecodingContainer` names all its reads `decode(_:forKey:)`, one overload per standard type and one generic,
/// and a generated key is a `JSONKey` string literal, so the compiler weighs every overload and the literal's
/// conversion for every property: that was half of the type-checking of a generated model. A method of its own per
/// type is found at once, and still calls the container's concrete overload, so decoding is as fast as before
/// (docs/performance.md, "Build cost of generated clients"):
///
/// ```swift
/// let container = try decoder.container(keyedBy: JSONKey.self)
/// self.id = try container.decodeString(forKey: "id")
/// self.createdAt = try container.decodeValue(Date.self, forKey: "created_at")
/// self.count = try container.decodeInt64IfPresent(forKey: "count")
/// ```
@_spi(Generated) extension KeyedDecodingContainer where K == JSONKey {
    // MARK: Standard types

    /// Decodes the `Bool` at `key`; throws if the key is absent or holds `null`.
    @_spi(Generated) public func decodeBool(forKey key: String) throws -> Bool {
        try decode(Bool.self, forKey: JSONKey(stringValue: key))
    }

    /// Decodes the `Bool` at `key`, or `nil` if the key is absent or holds `null`.
    @_spi(Generated) public func decodeBoolIfPresent(forKey key: String) throws -> Bool? {
        try decodeIfPresent(Bool.self, forKey: JSONKey(stringValue: key))
    }

    /// Decodes the `String` at `key`; throws if the key is absent or holds `null`.
    @_spi(Generated) public func decodeString(forKey key: String) throws -> String {
        try decode(String.self, forKey: JSONKey(stringValue: key))
    }

    /// Decodes the `String` at `key`, or `nil` if the key is absent or holds `null`.
    @_spi(Generated) public func decodeStringIfPresent(forKey key: String) throws -> String? {
        try decodeIfPresent(String.self, forKey: JSONKey(stringValue: key))
    }

    /// Decodes the `Double` at `key`; throws if the key is absent or holds `null`.
    @_spi(Generated) public func decodeDouble(forKey key: String) throws -> Double {
        try decode(Double.self, forKey: JSONKey(stringValue: key))
    }

    /// Decodes the `Double` at `key`, or `nil` if the key is absent or holds `null`.
    @_spi(Generated) public func decodeDoubleIfPresent(forKey key: String) throws -> Double? {
        try decodeIfPresent(Double.self, forKey: JSONKey(stringValue: key))
    }

    /// Decodes the `Float` at `key`; throws if the key is absent or holds `null`.
    @_spi(Generated) public func decodeFloat(forKey key: String) throws -> Float {
        try decode(Float.self, forKey: JSONKey(stringValue: key))
    }

    /// Decodes the `Float` at `key`, or `nil` if the key is absent or holds `null`.
    @_spi(Generated) public func decodeFloatIfPresent(forKey key: String) throws -> Float? {
        try decodeIfPresent(Float.self, forKey: JSONKey(stringValue: key))
    }

    /// Decodes the `Int` at `key`; throws if the key is absent or holds `null`.
    @_spi(Generated) public func decodeInt(forKey key: String) throws -> Int {
        try decode(Int.self, forKey: JSONKey(stringValue: key))
    }

    /// Decodes the `Int` at `key`, or `nil` if the key is absent or holds `null`.
    @_spi(Generated) public func decodeIntIfPresent(forKey key: String) throws -> Int? {
        try decodeIfPresent(Int.self, forKey: JSONKey(stringValue: key))
    }

    /// Decodes the `Int8` at `key`; throws if the key is absent or holds `null`.
    @_spi(Generated) public func decodeInt8(forKey key: String) throws -> Int8 {
        try decode(Int8.self, forKey: JSONKey(stringValue: key))
    }

    /// Decodes the `Int8` at `key`, or `nil` if the key is absent or holds `null`.
    @_spi(Generated) public func decodeInt8IfPresent(forKey key: String) throws -> Int8? {
        try decodeIfPresent(Int8.self, forKey: JSONKey(stringValue: key))
    }

    /// Decodes the `Int16` at `key`; throws if the key is absent or holds `null`.
    @_spi(Generated) public func decodeInt16(forKey key: String) throws -> Int16 {
        try decode(Int16.self, forKey: JSONKey(stringValue: key))
    }

    /// Decodes the `Int16` at `key`, or `nil` if the key is absent or holds `null`.
    @_spi(Generated) public func decodeInt16IfPresent(forKey key: String) throws -> Int16? {
        try decodeIfPresent(Int16.self, forKey: JSONKey(stringValue: key))
    }

    /// Decodes the `Int32` at `key`; throws if the key is absent or holds `null`.
    @_spi(Generated) public func decodeInt32(forKey key: String) throws -> Int32 {
        try decode(Int32.self, forKey: JSONKey(stringValue: key))
    }

    /// Decodes the `Int32` at `key`, or `nil` if the key is absent or holds `null`.
    @_spi(Generated) public func decodeInt32IfPresent(forKey key: String) throws -> Int32? {
        try decodeIfPresent(Int32.self, forKey: JSONKey(stringValue: key))
    }

    /// Decodes the `Int64` at `key`; throws if the key is absent or holds `null`.
    @_spi(Generated) public func decodeInt64(forKey key: String) throws -> Int64 {
        try decode(Int64.self, forKey: JSONKey(stringValue: key))
    }

    /// Decodes the `Int64` at `key`, or `nil` if the key is absent or holds `null`.
    @_spi(Generated) public func decodeInt64IfPresent(forKey key: String) throws -> Int64? {
        try decodeIfPresent(Int64.self, forKey: JSONKey(stringValue: key))
    }

    /// Decodes the `UInt` at `key`; throws if the key is absent or holds `null`.
    @_spi(Generated) public func decodeUInt(forKey key: String) throws -> UInt {
        try decode(UInt.self, forKey: JSONKey(stringValue: key))
    }

    /// Decodes the `UInt` at `key`, or `nil` if the key is absent or holds `null`.
    @_spi(Generated) public func decodeUIntIfPresent(forKey key: String) throws -> UInt? {
        try decodeIfPresent(UInt.self, forKey: JSONKey(stringValue: key))
    }

    /// Decodes the `UInt8` at `key`; throws if the key is absent or holds `null`.
    @_spi(Generated) public func decodeUInt8(forKey key: String) throws -> UInt8 {
        try decode(UInt8.self, forKey: JSONKey(stringValue: key))
    }

    /// Decodes the `UInt8` at `key`, or `nil` if the key is absent or holds `null`.
    @_spi(Generated) public func decodeUInt8IfPresent(forKey key: String) throws -> UInt8? {
        try decodeIfPresent(UInt8.self, forKey: JSONKey(stringValue: key))
    }

    /// Decodes the `UInt16` at `key`; throws if the key is absent or holds `null`.
    @_spi(Generated) public func decodeUInt16(forKey key: String) throws -> UInt16 {
        try decode(UInt16.self, forKey: JSONKey(stringValue: key))
    }

    /// Decodes the `UInt16` at `key`, or `nil` if the key is absent or holds `null`.
    @_spi(Generated) public func decodeUInt16IfPresent(forKey key: String) throws -> UInt16? {
        try decodeIfPresent(UInt16.self, forKey: JSONKey(stringValue: key))
    }

    /// Decodes the `UInt32` at `key`; throws if the key is absent or holds `null`.
    @_spi(Generated) public func decodeUInt32(forKey key: String) throws -> UInt32 {
        try decode(UInt32.self, forKey: JSONKey(stringValue: key))
    }

    /// Decodes the `UInt32` at `key`, or `nil` if the key is absent or holds `null`.
    @_spi(Generated) public func decodeUInt32IfPresent(forKey key: String) throws -> UInt32? {
        try decodeIfPresent(UInt32.self, forKey: JSONKey(stringValue: key))
    }

    /// Decodes the `UInt64` at `key`; throws if the key is absent or holds `null`.
    @_spi(Generated) public func decodeUInt64(forKey key: String) throws -> UInt64 {
        try decode(UInt64.self, forKey: JSONKey(stringValue: key))
    }

    /// Decodes the `UInt64` at `key`, or `nil` if the key is absent or holds `null`.
    @_spi(Generated) public func decodeUInt64IfPresent(forKey key: String) throws -> UInt64? {
        try decodeIfPresent(UInt64.self, forKey: JSONKey(stringValue: key))
    }

    // MARK: Any decodable type

    /// Decodes a value of `type` at `key`; throws if the key is absent (and, unless `type` is optional, if it holds
    /// `null`).
    @_spi(Generated) public func decodeValue<Value: Decodable>(_ type: Value.Type, forKey key: String) throws -> Value {
        let key = JSONKey(stringValue: key)
        if let urls = try decodeExactURLs(type, forKey: key) { return urls }
        return try decode(type, forKey: key)
    }

    /// Decodes a value of `type` at `key`, or `nil` if the key is absent or holds `null`.
    @_spi(Generated) public func decodeValueIfPresent<Value: Decodable>(_ type: Value.Type, forKey key: String) throws
        -> Value?
    {
        let key = JSONKey(stringValue: key)
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        if let urls = try decodeExactURLs(type, forKey: key) { return urls }
        return try decode(type, forKey: key)
    }

    /// Decodes an optional nullable member as it is on the wire: `nil` when the key is absent, `.some(nil)` when it
    /// holds `null`, else the value.
    @_spi(Generated) public func decodeNullableIfPresent<Value: Decodable>(
        _ type: Value.Type,
        forKey key: String
    ) throws -> Value?? {
        let key = JSONKey(stringValue: key)
        guard contains(key) else { return .none }
        if try decodeNil(forKey: key) { return .some(.none) }
        if let urls = try decodeExactURLs(type, forKey: key) { return .some(urls) }
        return .some(try decode(type, forKey: key))
    }

    /// Decodes a `URL`, `[URL]` or `[String: URL]` at `key` so that it encodes back to the text it was read from,
    /// or returns `nil` for any other type: a valid URI (RFC 3986) is kept exactly, and any other text (a URI
    /// template's braces, a space) is a decoding error naming the member (and the element), where the decoder's
    /// `URL(string:)` would percent-encode it and so change the value.
    private func decodeExactURLs<Value>(_ type: Value.Type, forKey key: JSONKey) throws -> Value? {
        if type == URL.self {
            return try exactURL(decode(String.self, forKey: key), at: codingPath + [key]) as? Value
        }
        if type == [URL].self {
            let texts = try decode([String].self, forKey: key)
            return try texts.indices.map { index in
                try exactURL(texts[index], at: codingPath + [key, ElementIndex(index)])
            } as? Value
        }
        if type == [String: URL].self {
            let texts = try decode([String: String].self, forKey: key)
            return try texts.reduce(into: [String: URL]()) { urls, entry in
                urls[entry.key] = try exactURL(entry.value, at: codingPath + [key, JSONKey(stringValue: entry.key)])
            } as? Value
        }
        return nil
    }

    /// The URL of `text` when it keeps the text exactly, else a decoding error at `codingPath`.
    private func exactURL(_ text: String, at codingPath: [any CodingKey]) throws -> URL {
        guard let url = URL(string: text, encodingInvalidCharacters: false), url.absoluteString == text else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: codingPath,
                    debugDescription: "'\(text.prefix(200))' is not a valid URI, so a URL would not keep it as sent; "
                        + "declare the member without 'format: uri' (a string), or 'format: uri-template'"
                )
            )
        }
        return url
    }
}

// MARK: - Additional properties

@_spi(Generated) extension KeyedDecodingContainer where K == JSONKey {
    /// Decodes the value of every key but `declared` (an object model's properties) as a `Value`: the model's
    /// additional properties.
    @_spi(Generated) public func decodeAdditionalProperties<Value: Decodable>(
        _ type: Value.Type,
        excluding declared: Set<String>
    ) throws -> [String: Value] {
        var values: [String: Value] = [:]
        for key in allKeys where !declared.contains(key.stringValue) {
            values[key.stringValue] = try decodeExactURLs(Value.self, forKey: key) ?? decode(Value.self, forKey: key)
        }
        return values
    }
}

// MARK: - Array element keys

/// The coding key of an array element, `Index 2`, as the decoders name one, so an error's path reads `links[2]`.
private struct ElementIndex: CodingKey {
    let intValue: Int?
    let stringValue: String

    init(_ index: Int) {
        intValue = index
        stringValue = "Index \(index)"
    }

    init?(intValue: Int) { self.init(intValue) }

    init?(stringValue: String) { nil }
}
