/// A product that can be looked up and bought: the catalog's central entity.
///
/// Every `Product` is valid by construction: its ``price`` can only be a non-negative ``Price``.
public struct Product: Equatable, Hashable, Sendable, Identifiable {
    // MARK: Identifier

    /// The stable identifier of a product, for example `p-1`.
    ///
    /// Identifiers are opaque: any string is accepted as-is (no trimming, no case folding), because only the
    /// catalog service knows which identifiers exist.
    public struct ID: RawRepresentable, Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
        /// The identifier exactly as the catalog service spells it.
        public let rawValue: String

        /// Wraps `rawValue` without validating it.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Wraps a literal identifier, for example `"p-1"`.
        public init(stringLiteral value: String) {
            self.init(rawValue: value)
        }

        /// The raw identifier.
        public var description: String { rawValue }
    }

    // MARK: Properties

    /// The product's stable identifier.
    public let id: ID
    /// The display name.
    public let name: String
    /// What the product costs.
    public let price: Price

    // MARK: Initialization

    /// Creates a product.
    public init(id: ID, name: String, price: Price) {
        self.id = id
        self.name = name
        self.price = price
    }
}
