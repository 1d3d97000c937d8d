/// How a DTO becomes a hand-written domain value: `"domain": {...}` on a model.
///
/// ```json
/// "domain": {
///   "type": "Product",
///   "invalid": "ProductError.invalidProduct",
///   "arguments": {
///     "id": { "from": "id", "using": "Product.ID(rawValue:)" },
///     "name": { "from": "name" },
///     "price": { "from": "price_cents", "using": "Price(_:)", "failable": true }
///   }
/// }
/// ```
/// generates `init(id: Product.ID(rawValue: dto.id), name: dto.name, price: Price(dto.priceCents))`,
/// throwing `ProductError.invalidProduct` when a failable conversion returns `nil`.
public struct DomainMapping: Hashable, Sendable {
    /// The domain type's Swift name, for example `Product`.
    public var typeName: String
    /// Initializer arguments in call order.
    public var arguments: [MappingArgument]
    /// `invalid`: the Swift error value thrown when a failable conversion returns `nil`,
    /// for example `ProductError.invalidProduct`. Required when any argument is failable.
    public var invalidError: String?
    /// Where `domain` is written.
    public var location: SourceLocation

    /// Creates a mapping.
    public init(typeName: String, arguments: [MappingArgument], invalidError: String?, location: SourceLocation) {
        self.typeName = typeName
        self.arguments = arguments
        self.invalidError = invalidError
        self.location = location
    }
}

/// One argument of the domain initializer call.
public struct MappingArgument: Hashable, Sendable {
    /// The argument label (a key of `arguments`); `_` for an unlabeled argument.
    public var label: String
    /// `from`: the wire name of the DTO property that supplies the value.
    public var property: String
    /// `using`: a conversion applied to the property value, if any.
    public var conversion: Conversion?
    /// Where the argument is written.
    public var location: SourceLocation

    /// Creates an argument.
    public init(label: String, property: String, conversion: Conversion?, location: SourceLocation) {
        self.label = label
        self.property = property
        self.conversion = conversion
        self.location = location
    }
}

/// A call to a one-argument initializer or function, written `Type(label:)` or `Type(_:)` in the spec.
public struct Conversion: Hashable, Sendable {
    /// The callee, for example `Product.ID` or `Price`.
    public var callee: String
    /// The argument label, or `nil` for `_`.
    public var argumentLabel: String?
    /// `failable: true`: the call returns an optional; `nil` throws the mapping's `invalid` error.
    public var isFailable: Bool

    /// Creates a conversion.
    public init(callee: String, argumentLabel: String?, isFailable: Bool) {
        self.callee = callee
        self.argumentLabel = argumentLabel
        self.isFailable = isFailable
    }
}

/// How a hand-written domain value becomes the DTO: `"request": {...}` inside a model's `domain`, for a model sent
/// as a request body.
///
/// ```json
/// "domain": {
///   "request": {
///     "type": "NewDroplet",
///     "invalid": "DropletError.unsupportedSize",
///     "arguments": {
///       "name": { "from": "name" },
///       "size": { "from": "memory", "using": "DropletSize.slug(for:)", "failable": true }
///     }
///   }
/// }
/// ```
/// generates `init(domain: NewDroplet) throws`, which reads `domain.name` and `domain.memory` into the DTO's members.
public struct RequestMapping: Hashable, Sendable {
    /// The domain type's Swift name, for example `NewDroplet`.
    public var typeName: String
    /// The DTO's members and where each comes from: ``MappingArgument/label`` is the member's JSON name,
    /// ``MappingArgument/property`` a property path of the domain value (`name`, `size.slug`).
    public var arguments: [MappingArgument]
    /// `invalid`: the Swift error value thrown when a failable conversion returns `nil`. Required when any argument
    /// is failable.
    public var invalidError: String?
    /// Where `request` is written.
    public var location: SourceLocation

    /// Creates a mapping.
    public init(typeName: String, arguments: [MappingArgument], invalidError: String?, location: SourceLocation) {
        self.typeName = typeName
        self.arguments = arguments
        self.invalidError = invalidError
        self.location = location
    }
}
