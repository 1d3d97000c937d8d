/// The encoding calls generated `encode(to:)` members make: one method per type, named for it, with the key as a plain
/// string, for the same reason as the decoding ones (see `KeyedDecodingContainer`'s `decodeString(forKey:)`):
///
/// ```swift
/// var container = encoder.container(keyedBy: JSONKey.self)
/// try container.encodeString(self.id, forKey: "id")
/// try container.encodeValue(self.createdAt, forKey: "created_at")
/// try container.encodeInt64IfPresent(self.count, forKey: "count")
/// ```
@_spi(Generated) extension KeyedEncodingContainer where K == JSONKey {
    // MARK: Standard types

    /// Encodes `value` at `key`.
    @_spi(Generated) public mutating func encodeBool(_ value: Bool, forKey key: String) throws {
        try encode(value, forKey: JSONKey(stringValue: key))
    }

    /// Encodes `value` at `key`, or nothing if it is `nil`.
    @_spi(Generated) public mutating func encodeBoolIfPresent(_ value: Bool?, forKey key: String) throws {
        try encodeIfPresent(value, forKey: JSONKey(stringValue: key))
    }

    /// Encodes `value` at `key`.
    @_spi(Generated) public mutating func encodeString(_ value: String, forKey key: String) throws {
        try encode(value, forKey: JSONKey(stringValue: key))
    }

    /// Encodes `value` at `key`, or nothing if it is `nil`.
    @_spi(Generated) public mutating func encodeStringIfPresent(_ value: String?, forKey key: String) throws {
        try encodeIfPresent(value, forKey: JSONKey(stringValue: key))
    }

    /// Encodes `value` at `key`.
    @_spi(Generated) public mutating func encodeDouble(_ value: Double, forKey key: String) throws {
        try encode(value, forKey: JSONKey(stringValue: key))
    }

    /// Encodes `value` at `key`, or nothing if it is `nil`.
    @_spi(Generated) public mutating func encodeDoubleIfPresent(_ value: Double?, forKey key: String) throws {
        try encodeIfPresent(value, forKey: JSONKey(stringValue: key))
    }

    /// Encodes `value` at `key`.
    @_spi(Generated) public mutating func encodeFloat(_ value: Float, forKey key: String) throws {
        try encode(value, forKey: JSONKey(stringValue: key))
    }

    /// Encodes `value` at `key`, or nothing if it is `nil`.
    @_spi(Generated) public mutating func encodeFloatIfPresent(_ value: Float?, forKey key: String) throws {
        try encodeIfPresent(value, forKey: JSONKey(stringValue: key))
    }

    /// Encodes `value` at `key`.
    @_spi(Generated) public mutating func encodeInt(_ value: Int, forKey key: String) throws {
        try encode(value, forKey: JSONKey(stringValue: key))
    }

    /// Encodes `value` at `key`, or nothing if it is `nil`.
    @_spi(Generated) public mutating func encodeIntIfPresent(_ value: Int?, forKey key: String) throws {
        try encodeIfPresent(value, forKey: JSONKey(stringValue: key))
    }

    /// Encodes `value` at `key`.
    @_spi(Generated) public mutating func encodeInt8(_ value: Int8, forKey key: String) throws {
        try encode(value, forKey: JSONKey(stringValue: key))
    }

    /// Encodes `value` at `key`, or nothing if it is `nil`.
    @_spi(Generated) public mutating func encodeInt8IfPresent(_ value: Int8?, forKey key: String) throws {
        try encodeIfPresent(value, forKey: JSONKey(stringValue: key))
    }

    /// Encodes `value` at `key`.
    @_spi(Generated) public mutating func encodeInt16(_ value: Int16, forKey key: String) throws {
        try encode(value, forKey: JSONKey(stringValue: key))
    }

    /// Encodes `value` at `key`, or nothing if it is `nil`.
    @_spi(Generated) public mutating func encodeInt16IfPresent(_ value: Int16?, forKey key: String) throws {
        try encodeIfPresent(value, forKey: JSONKey(stringValue: key))
    }

    /// Encodes `value` at `key`.
    @_spi(Generated) public mutating func encodeInt32(_ value: Int32, forKey key: String) throws {
        try encode(value, forKey: JSONKey(stringValue: key))
    }

    /// Encodes `value` at `key`, or nothing if it is `nil`.
    @_spi(Generated) public mutating func encodeInt32IfPresent(_ value: Int32?, forKey key: String) throws {
        try encodeIfPresent(value, forKey: JSONKey(stringValue: key))
    }

    /// Encodes `value` at `key`.
    @_spi(Generated) public mutating func encodeInt64(_ value: Int64, forKey key: String) throws {
        try encode(value, forKey: JSONKey(stringValue: key))
    }

    /// Encodes `value` at `key`, or nothing if it is `nil`.
    @_spi(Generated) public mutating func encodeInt64IfPresent(_ value: Int64?, forKey key: String) throws {
        try encodeIfPresent(value, forKey: JSONKey(stringValue: key))
    }

    /// Encodes `value` at `key`.
    @_spi(Generated) public mutating func encodeUInt(_ value: UInt, forKey key: String) throws {
        try encode(value, forKey: JSONKey(stringValue: key))
    }

    /// Encodes `value` at `key`, or nothing if it is `nil`.
    @_spi(Generated) public mutating func encodeUIntIfPresent(_ value: UInt?, forKey key: String) throws {
        try encodeIfPresent(value, forKey: JSONKey(stringValue: key))
    }

    /// Encodes `value` at `key`.
    @_spi(Generated) public mutating func encodeUInt8(_ value: UInt8, forKey key: String) throws {
        try encode(value, forKey: JSONKey(stringValue: key))
    }

    /// Encodes `value` at `key`, or nothing if it is `nil`.
    @_spi(Generated) public mutating func encodeUInt8IfPresent(_ value: UInt8?, forKey key: String) throws {
        try encodeIfPresent(value, forKey: JSONKey(stringValue: key))
    }

    /// Encodes `value` at `key`.
    @_spi(Generated) public mutating func encodeUInt16(_ value: UInt16, forKey key: String) throws {
        try encode(value, forKey: JSONKey(stringValue: key))
    }

    /// Encodes `value` at `key`, or nothing if it is `nil`.
    @_spi(Generated) public mutating func encodeUInt16IfPresent(_ value: UInt16?, forKey key: String) throws {
        try encodeIfPresent(value, forKey: JSONKey(stringValue: key))
    }

    /// Encodes `value` at `key`.
    @_spi(Generated) public mutating func encodeUInt32(_ value: UInt32, forKey key: String) throws {
        try encode(value, forKey: JSONKey(stringValue: key))
    }

    /// Encodes `value` at `key`, or nothing if it is `nil`.
    @_spi(Generated) public mutating func encodeUInt32IfPresent(_ value: UInt32?, forKey key: String) throws {
        try encodeIfPresent(value, forKey: JSONKey(stringValue: key))
    }

    /// Encodes `value` at `key`.
    @_spi(Generated) public mutating func encodeUInt64(_ value: UInt64, forKey key: String) throws {
        try encode(value, forKey: JSONKey(stringValue: key))
    }

    /// Encodes `value` at `key`, or nothing if it is `nil`.
    @_spi(Generated) public mutating func encodeUInt64IfPresent(_ value: UInt64?, forKey key: String) throws {
        try encodeIfPresent(value, forKey: JSONKey(stringValue: key))
    }

    // MARK: Any encodable type

    /// Encodes `value` at `key`; an optional `value` that is `nil` is written as `null`.
    @_spi(Generated) public mutating func encodeValue<Value: Encodable>(_ value: Value, forKey key: String) throws {
        try encode(value, forKey: JSONKey(stringValue: key))
    }

    /// Encodes `value` at `key`, or nothing if it is `nil`.
    @_spi(Generated) public mutating func encodeValueIfPresent<Value: Encodable>(_ value: Value?, forKey key: String)
        throws
    {
        try encodeIfPresent(value, forKey: JSONKey(stringValue: key))
    }

    /// Encodes an optional nullable member as it was set or received: nothing when `value` is `nil` (absent),
    /// `null` when it is `.some(nil)`, else the value.
    @_spi(Generated) public mutating func encodeNullableIfPresent<Value: Encodable>(
        _ value: Value??,
        forKey key: String
    ) throws {
        switch value {
        case .none: return
        case .some(.none): try encodeNil(forKey: JSONKey(stringValue: key))
        case .some(.some(let present)): try encode(present, forKey: JSONKey(stringValue: key))
        }
    }
}

// MARK: - Additional properties

@_spi(Generated) extension KeyedEncodingContainer where K == JSONKey {
    /// Encodes every entry of `values` whose key is not one of `declared` (an object model's properties, which
    /// win), in key order: the model's additional properties.
    @_spi(Generated) public mutating func encodeAdditionalProperties<Value: Encodable>(
        _ values: [String: Value],
        excluding declared: Set<String>
    ) throws {
        for key in values.keys.sorted() where !declared.contains(key) {
            if let value = values[key] { try encode(value, forKey: JSONKey(stringValue: key)) }
        }
    }
}
