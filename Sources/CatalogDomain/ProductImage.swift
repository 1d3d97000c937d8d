import Foundation

/// An image the catalog stores for a product.
public struct ProductImage: Hashable, Sendable {
    // MARK: Properties

    /// The image's identifier in the catalog.
    public let id: String
    /// The product the image shows.
    public let productID: Product.ID
    /// Where the catalog serves the image.
    public let url: URL

    // MARK: Initialization

    /// Creates the image `id` of `productID`, served at `url`.
    public init(id: String, productID: Product.ID, url: URL) {
        self.id = id
        self.productID = productID
        self.url = url
    }
}
