/// What an OpenAPI schema says about its values beyond their type: an `example`, the `format` as written, bounds,
/// lengths, a `pattern`, a `const`. Generated code does not use them; the mock server builds answers from them.
///
/// A spec keeps them beside its schemas in ``Spec/schemaFacts``, keyed by where each schema is written, so they
/// never change how schemas compare (and so never what is generated).
public struct SchemaFacts: Hashable, Sendable {
    /// `example` (or the first of `examples`): a value written for people, served as it is.
    public var example: SpecValue?
    /// `const`: the one value allowed.
    public var constant: SpecValue?
    /// `format` as written, including those the spec format has no type for (`email`, `hostname`, `ipv4`…).
    public var format: String?
    /// `minimum` (with `exclusiveMinimum`, as OpenAPI 3.0 writes it or 3.1's number).
    public var minimum: Double?
    /// Whether ``minimum`` itself is excluded.
    public var isMinimumExclusive = false
    /// `maximum` (with `exclusiveMaximum`).
    public var maximum: Double?
    /// Whether ``maximum`` itself is excluded.
    public var isMaximumExclusive = false
    /// `multipleOf`.
    public var multipleOf: Double?
    /// `minLength` of a string.
    public var minLength: Int?
    /// `maxLength` of a string.
    public var maxLength: Int?
    /// `pattern`: a regular expression a string matches.
    public var pattern: String?
    /// `minItems` of an array.
    public var minItems: Int?
    /// `maxItems` of an array.
    public var maxItems: Int?

    /// Creates facts; every one is unknown unless given.
    public init(
        example: SpecValue? = nil,
        constant: SpecValue? = nil,
        format: String? = nil,
        minimum: Double? = nil,
        maximum: Double? = nil,
        minLength: Int? = nil,
        maxLength: Int? = nil,
        pattern: String? = nil
    ) {
        self.example = example
        self.constant = constant
        self.format = format
        self.minimum = minimum
        self.maximum = maximum
        self.minLength = minLength
        self.maxLength = maxLength
        self.pattern = pattern
    }

    /// Whether no fact is known.
    public var isEmpty: Bool { self == SchemaFacts() }
}
