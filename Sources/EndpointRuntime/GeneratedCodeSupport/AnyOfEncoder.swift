/// Encodes the alternatives of an `anyOf` union as one value, for generated code: the first alternative present
/// is written, and every further one that is an object (`merging`) adds its members to the same object when the
/// first is an object too. So a value decoded from an object that matched several alternatives is written back
/// with the members of each. With no alternative present it writes `null`.
///
/// ```swift
/// var alternatives = AnyOfEncoder(encoder)
/// try alternatives.encode(pageLinks, merging: true)
/// try alternatives.encode(cursorLinks, merging: true)
/// try alternatives.finish()
/// ```
@_spi(Generated) public struct AnyOfEncoder {
    private let encoder: any Encoder
    /// `nil` until a value is written, then whether it was an object that later objects merge into.
    private var firstIsObject: Bool?

    /// Writes into `encoder`.
    public init(_ encoder: any Encoder) {
        self.encoder = encoder
    }

    /// Writes `value` when it is present and is the first, or when it and the first are both objects (`merging`:
    /// the value encodes itself through a keyed container, as object models and dictionaries do).
    ///
    /// - Throws: What encoding `value` throws.
    public mutating func encode<Value: Encodable>(_ value: Value?, merging: Bool) throws {
        guard let value else { return }
        switch firstIsObject {
        case nil:
            firstIsObject = merging
            if merging {
                try value.encode(to: encoder)
            } else {
                var container = encoder.singleValueContainer()
                try container.encode(value)
            }
        case true? where merging:
            try value.encode(to: encoder)
        default:
            break
        }
    }

    /// Writes `null` when no alternative was present.
    ///
    /// - Throws: What encoding `null` throws.
    public func finish() throws {
        guard firstIsObject == nil else { return }
        var container = encoder.singleValueContainer()
        try container.encodeNil()
    }
}
