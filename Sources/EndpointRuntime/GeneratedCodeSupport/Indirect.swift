/// Heap storage for a model property whose type is another model; it codes as the value itself.
///
/// Generated models store properties that refer to object or union models in an `Indirect` box behind a
/// computed property of the plain type. The box keeps every struct one pointer wide for such properties, so a
/// model that refers to another (or to itself, directly or through a chain) never nests the other's storage
/// inline: recursive models compile at all, and models that refer to each other stay cheap to copy and to
/// compile. The JSON is unchanged.
@_spi(Generated) public indirect enum Indirect<Value: Sendable>: Sendable {
    /// The boxed value.
    case wrapped(Value)

    /// The boxed value.
    public var value: Value {
        switch self {
        case .wrapped(let value): value
        }
    }

    /// `value` boxed, or `nil` when `value` is `nil`: the storage of an optional property.
    public init?(_ value: Value?) {
        guard let value else { return nil }
        self = .wrapped(value)
    }
}

// MARK: - Coding

extension Indirect: Decodable where Value: Decodable {
    /// Decodes the value itself.
    public init(from decoder: any Decoder) throws {
        self = .wrapped(try Value(from: decoder))
    }
}

extension Indirect: Encodable where Value: Encodable {
    /// Encodes the value itself.
    public func encode(to encoder: any Encoder) throws {
        try value.encode(to: encoder)
    }
}

// MARK: - Equality

extension Indirect: Equatable where Value: Equatable {}

extension Indirect: Hashable where Value: Hashable {}
