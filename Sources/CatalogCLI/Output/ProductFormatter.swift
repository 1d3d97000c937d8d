import CatalogDomain
import Foundation

/// Renders products for standard output: aligned text for people, JSON with sorted keys for scripts.
///
/// Text output replaces control characters in names and identifiers, so a product name cannot move the cursor or
/// recolour the terminal.
enum ProductFormatter {
    // MARK: - Text

    /// `p-1  Swift Book  29.90` followed by a line break.
    static func text(_ product: Product) -> String {
        text([product])
    }

    /// One line per product, columns aligned: identifier, name, price right-aligned. Empty for no products.
    static func text(_ products: [Product]) -> String {
        let rows = products.map { (printable($0.id.rawValue), printable($0.name), $0.price.formatted) }
        let idWidth = rows.map(\.0.count).max() ?? 0
        let nameWidth = rows.map(\.1.count).max() ?? 0
        let priceWidth = rows.map(\.2.count).max() ?? 0
        return rows.map { id, name, price in
            padded(id, to: idWidth) + "  " + padded(name, to: nameWidth) + "  "
                + String(repeating: " ", count: priceWidth - price.count) + price + "\n"
        }
        .joined()
    }

    /// `p-1  29.90` followed by a line break: one price change.
    static func text(_ change: PriceChange) -> String {
        printable(change.productID.rawValue) + "  " + change.price.formatted + "\n"
    }

    /// `img-1  https://images.example.com/p-1/img-1` followed by a line break: a stored image.
    static func text(_ image: ProductImage) -> String {
        printable(image.id) + "  " + printable(image.url.absoluteString) + "\n"
    }

    // MARK: - JSON

    /// `{"id":"img-1","product_id":"p-1","url":"https://…"}` followed by a line break: a stored image.
    static func json(_ image: ProductImage) -> String {
        encode(ProductImageJSON(id: image.id, productID: image.productID.rawValue, url: image.url.absoluteString))
    }

    /// The JSON shape of a stored image.
    private struct ProductImageJSON: Encodable {
        var id: String
        var productID: String
        var url: String

        enum CodingKeys: String, CodingKey {
            case id, url
            case productID = "product_id"
        }
    }

    /// `{"id":"p-1","price":"29.90","price_cents":2990}` followed by a line break: one price change, one line, so
    /// a script can read the feed line by line.
    static func json(_ change: PriceChange) -> String {
        encode(PriceChangeJSON(change))
    }

    /// The JSON shape of a price change.
    private struct PriceChangeJSON: Encodable {
        var id: String
        var price: String
        var priceCents: Int

        init(_ change: PriceChange) {
            id = change.productID.rawValue
            price = change.price.formatted
            priceCents = change.price.cents
        }

        enum CodingKeys: String, CodingKey {
            case id, price
            case priceCents = "price_cents"
        }
    }

    /// `{"id":"p-1","name":"Swift Book","price":"29.90","price_cents":2990}` followed by a line break.
    static func json(_ product: Product) -> String {
        encode(ProductJSON(product))
    }

    /// An array of product objects followed by a line break; `[]` for no products.
    static func json(_ products: [Product]) -> String {
        encode(products.map(ProductJSON.init))
    }

    /// The JSON shape of a product: the price both as text with two decimals and as integer cents.
    private struct ProductJSON: Encodable {
        var id: String
        var name: String
        var price: String
        var priceCents: Int

        init(_ product: Product) {
            id = product.id.rawValue
            name = product.name
            price = product.price.formatted
            priceCents = product.price.cents
        }

        enum CodingKeys: String, CodingKey {
            case id, name, price
            case priceCents = "price_cents"
        }
    }

    private static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding strings and integers cannot fail; an empty object keeps the output valid JSON regardless.
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    // MARK: - Helpers

    private static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    /// `text` with every control character (C0, DEL, C1) replaced by U+FFFD.
    static func printable(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let isControl = scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
            scalars.append(isControl ? "\u{FFFD}" : scalar)
        }
        return String(scalars)
    }
}
