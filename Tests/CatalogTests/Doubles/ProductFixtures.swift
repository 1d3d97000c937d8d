import CatalogDomain

/// Products shared by the catalog tests; the same data as the examples in `spec/catalog.json`.
extension Product {
    static let book = Product(id: "p-1", name: "Swift Book", price: Price(2990)!)
    static let mug = Product(id: "p-2", name: "Swift Mug", price: Price(1250)!)
    static let poster = Product(id: "p-3", name: "Concurrency Poster", price: Price(900)!)
}
