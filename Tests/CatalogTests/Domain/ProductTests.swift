import CatalogDomain
import Testing

@Suite("Product")
struct ProductTests {
    @Test("identifiers keep their raw value exactly")
    func identifiersKeepRawValue() {
        let id = Product.ID(rawValue: " P-1 ")
        #expect(id.rawValue == " P-1 ")
        #expect(id.description == " P-1 ")
        #expect(id != Product.ID(rawValue: "p-1"))
        #expect(Product.ID("p-1") == Product.ID(rawValue: "p-1"))
    }

    @Test("products compare by every property")
    func productsCompareByEveryProperty() throws {
        let price = try #require(Price(2990))
        let book = Product(id: "p-1", name: "Swift Book", price: price)
        #expect(book == Product(id: "p-1", name: "Swift Book", price: price))
        #expect(book != Product(id: "p-1", name: "Swift Book", price: try #require(Price(2991))))
        #expect(book != Product(id: "p-1", name: "Swift Guide", price: price))
        #expect(Set([book, book, .mug]).count == 2)
    }
}
