import EndpointTestSupport
import Testing

@testable import EndpointSpec

@Suite("Decoding the catalog spec into the model")
struct CatalogDecodingTests {
    let spec: Spec?

    init() {
        spec = SpecLoader.load(fileAt: RepositoryFiles.path("spec/catalog.json")).spec
    }

    @Test func decodesTopLevelKeys() throws {
        let spec = try #require(spec)
        #expect(
            spec.description
                == "The product catalog service: look up products, search them by name, watch their prices and upload their images."
        )
        #expect(spec.sourcePath.hasSuffix("spec/catalog.json"))
    }

    @Test func decodesObjectModelsWithPropertiesInSourceOrder() throws {
        let product = try #require(spec?.model(named: "Product"))
        guard case .object(let properties) = product.kind else {
            Issue.record("Product is not an object model")
            return
        }
        #expect(properties.map(\.wireName) == ["id", "name", "price_cents"])
        #expect(properties.map(\.schema.kind) == [.string, .string, .integer(nil)])
        #expect(properties.allSatisfy { $0.isRequired })
        #expect(properties[2].schema.description == "The price in cents; never negative for a valid product.")
        #expect(product.location.line == 7)
        #expect(product.location.column == 5)
    }

    @Test func decodesArraysOfReferences() throws {
        let page = try #require(spec?.model(named: "ProductSearchPage"))
        guard case .object(let properties) = page.kind, case .array(let items) = properties.first?.schema.kind else {
            Issue.record("products is not an array property")
            return
        }
        #expect(items.kind == .reference("Product"))
    }

    @Test func decodesTheDomainMappingAndParsesConversions() throws {
        let mapping = try #require(spec?.model(named: "Product")?.domainMapping)
        #expect(mapping.typeName == "Product")
        #expect(mapping.invalidError == "ProductError.invalidProduct")
        #expect(mapping.arguments.map(\.label) == ["id", "name", "price"])
        #expect(mapping.arguments.map(\.property) == ["id", "name", "price_cents"])
        #expect(
            mapping.arguments.map(\.conversion) == [
                Conversion(callee: "Product.ID", argumentLabel: "rawValue", isFailable: false),
                nil,
                Conversion(callee: "Price", argumentLabel: nil, isFailable: true),
            ]
        )
    }

    @Test func decodesEndpointsWithParametersAndSortedResponses() throws {
        let getProduct = try #require(spec?.endpoint(named: "getProduct"))
        #expect(getProduct.method == "GET")
        #expect(getProduct.path == "/products/{id}")
        #expect(getProduct.description == "Fetches one product by its identifier.")
        #expect(getProduct.parameters.map(\.name) == ["id"])
        #expect(getProduct.parameters.first?.location == .path)
        #expect(getProduct.parameters.first?.isRequired == true)
        #expect(getProduct.responses.map(\.status) == [.code(200), .code(404)])
        #expect(getProduct.responses.map(\.schema?.kind) == [.reference("Product"), .reference("ErrorMessage")])
        #expect(getProduct.responses.first?.description == "The product.")
        #expect(getProduct.successResponse?.status == .code(200))

        let search = try #require(spec?.endpoint(named: "searchProducts"))
        #expect(search.parameters.map(\.name) == ["q", "limit", "cursor"])
        #expect(search.parameters.map(\.isRequired) == [true, false, false])
        #expect(search.parameters.map(\.location) == [.query, .query, .query])
        #expect(search.pagination?.kind == .cursor)
        #expect(search.pagination?.items == ["products"])
        #expect(search.pagination?.cursorParameter == "cursor")
        #expect(search.pagination?.nextCursor == ["next_cursor"])
    }

    @Test func decodesExamples() throws {
        let getProduct = try #require(spec?.endpoint(named: "getProduct"))
        #expect(getProduct.examples.count == 7)
        let first = try #require(getProduct.examples.first)
        #expect(first.parameters == [SpecMember("id", .string("p-1"))])
        #expect(first.status == 200)
        #expect(
            first.body
                == .object([
                    SpecMember("id", .string("p-1")), SpecMember("name", .string("Swift Book")),
                    SpecMember("price_cents", .number("2990")),
                ])
        )
        #expect(getProduct.examples.last?.parameters == [])
        #expect(getProduct.examples.last?.status == 404)
    }

    @Test func decodesRepositories() throws {
        let repository = try #require(spec?.repositories.first)
        #expect(repository.name == "HTTPProductRepository")
        #expect(repository.protocols == ["ProductRepository", "PriceWatching"])
        #expect(repository.methods.map(\.name) == ["product", "search", "priceChanges"])
        let product = repository.methods[0]
        #expect(product.endpoint == "getProduct")
        #expect(product.returnType == "Product")
        #expect(product.responseProperty == nil)
        #expect(product.parameters.map(\.valuePath) == ["rawValue"])
        #expect(product.errors.map(\.status) == [404])
        #expect(product.errors.first?.error == "ProductError.notFound")
        #expect(product.errors.first?.arguments == ["id"])
        let search = repository.methods[1]
        #expect(search.parameters.map(\.label) == ["_", nil])
        #expect(search.parameters.map(\.endpointParameter) == ["q", "limit"])
        #expect(search.parameters.map(\.type) == ["SearchQuery", "Int?"])
        #expect(search.responseProperty == "products")
        #expect(search.returnType == "[Product]")
    }
}
