/// Decodes the alternatives of an `anyOf` union from one value, for generated code: every alternative that
/// matches is kept (`nil` for the others), and when none matches the error lists why each one failed.
///
/// ```swift
/// var alternatives = try AnyOfDecoder(decoder)
/// let pageLinks = alternatives.decode(PageLinksDTO.self)
/// let cursorLinks = alternatives.decode(CursorLinksDTO.self)
/// try alternatives.requireMatch(of: "Links")
/// ```
@_spi(Generated) public struct AnyOfDecoder {
    private let container: any SingleValueDecodingContainer
    private var failures: [String] = []
    private var hasMatch = false

    /// Reads the value `decoder` holds.
    ///
    /// - Throws: `DecodingError` when `decoder` holds no single value.
    public init(_ decoder: any Decoder) throws {
        container = try decoder.singleValueContainer()
    }

    /// The value decoded as `type`, or `nil` (the failure kept for ``requireMatch(of:)``) when it does not match.
    public mutating func decode<Value: Decodable>(_ type: Value.Type) -> Value? {
        do {
            let value = try container.decode(type)
            hasMatch = true
            return value
        } catch {
            failures.append("\(Value.self): \(error)")
            return nil
        }
    }

    /// Throws unless some alternative matched.
    ///
    /// - Throws: `DecodingError.dataCorrupted` naming `union` and why each alternative failed.
    public func requireMatch(of union: String) throws {
        guard !hasMatch else { return }
        throw DecodingError.dataCorruptedError(
            in: container,
            debugDescription:
                "the value matches none of the alternatives of `\(union)`: \(failures.joined(separator: "; "))"
        )
    }
}
