/// Why a product could not be provided, in the domain's terms.
public enum ProductError: Error, Equatable, Sendable {
    /// The catalog has no product with this identifier.
    case notFound(Product.ID)
    /// The catalog sent a product that breaks the domain's rules, for example a negative price.
    case invalidProduct
}
