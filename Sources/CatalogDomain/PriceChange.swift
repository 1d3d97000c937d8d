/// A product's new price, as the catalog's price feed reports it.
public struct PriceChange: Hashable, Sendable {
    // MARK: Properties

    /// The product whose price changed.
    public let productID: Product.ID
    /// The new price.
    public let price: Price

    // MARK: Initialization

    /// Creates a change of `productID`'s price to `price`.
    public init(productID: Product.ID, price: Price) {
        self.productID = productID
        self.price = price
    }
}
