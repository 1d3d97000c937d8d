import EndpointSpec

/// The catalog spec of `spec/catalog.json`, built in Swift.
enum CatalogSpec {
    /// The spec as the parser produces it.
    static var spec: Spec {
        typealias B = SpecBuilders
        let product = B.object(
            "Product",
            description: "A product as the catalog service sends it.",
            [
                B.property("id", B.schema(.string, description: "The product's stable identifier, for example `p-1`.")),
                B.property("name", B.schema(.string, description: "The display name.")),
                B.property(
                    "price_cents",
                    B.schema(.integer(nil), description: "The price in cents; never negative for a valid product.")
                ),
            ],
            domain: DomainMapping(
                typeName: "Product",
                arguments: [
                    B.argument("id", from: "id", using: "Product.ID", label: "rawValue"),
                    B.argument("name", from: "name"),
                    B.argument("price", from: "price_cents", using: "Price", failable: true),
                ],
                invalidError: "ProductError.invalidProduct",
                location: B.here
            )
        )
        let page = B.object(
            "ProductSearchPage",
            description: "One page of search results.",
            [
                B.property(
                    "products",
                    B.schema(.array(B.schema(.reference("Product"))), description: "The matching products.")
                ),
                B.property("total", B.schema(.integer(nil), description: "How many products match in all.")),
            ]
        )
        let errorMessage = B.object(
            "ErrorMessage",
            description: "The body of an error response.",
            [B.property("message", B.schema(.string, description: "A human-readable explanation."))]
        )
        let getProduct = EndpointDefinition(
            name: "getProduct",
            method: "GET",
            path: "/products/{id}",
            description: "Fetches one product by its identifier.",
            parameters: [B.parameter("id", in: .path, B.schema(.string, description: "The product identifier."))],
            responses: [
                B.response(200, B.schema(.reference("Product")), description: "The product."),
                B.response(
                    404,
                    B.schema(.reference("ErrorMessage")),
                    description: "There is no product with that identifier."
                ),
            ],
            location: B.here
        )
        let search = EndpointDefinition(
            name: "searchProducts",
            method: "GET",
            path: "/products/search",
            description: "Searches products by name.",
            parameters: [
                B.parameter(
                    "q",
                    in: .query,
                    B.schema(.string, description: "The text to search for; at least two characters."),
                    required: true
                ),
                B.parameter(
                    "limit",
                    in: .query,
                    B.schema(.integer(nil), description: "The largest number of products to return.")
                ),
            ],
            responses: [
                B.response(200, B.schema(.reference("ProductSearchPage")), description: "The matching products.")
            ],
            location: B.here
        )
        let repository = RepositoryDefinition(
            name: "HTTPProductRepository",
            description: "The catalog service as a `ProductRepository`.",
            protocols: ["ProductRepository"],
            methods: [
                RepositoryMethod(
                    name: "product",
                    endpoint: "getProduct",
                    parameters: [
                        RepositoryParameter(
                            name: "id",
                            type: "Product.ID",
                            endpointParameter: "id",
                            valuePath: "rawValue",
                            location: B.here
                        )
                    ],
                    returnType: "Product",
                    errors: [
                        StatusErrorMapping(
                            status: 404,
                            error: "ProductError.notFound",
                            arguments: ["id"],
                            location: B.here
                        )
                    ],
                    location: B.here
                ),
                RepositoryMethod(
                    name: "search",
                    endpoint: "searchProducts",
                    parameters: [
                        RepositoryParameter(
                            label: "_",
                            name: "query",
                            type: "SearchQuery",
                            endpointParameter: "q",
                            valuePath: "text",
                            location: B.here
                        ),
                        RepositoryParameter(name: "limit", type: "Int?", endpointParameter: "limit", location: B.here),
                    ],
                    returnType: "[Product]",
                    responseProperty: "products",
                    location: B.here
                ),
            ],
            location: B.here
        )
        return Spec(
            name: "Catalog",
            description: "The product catalog service: look up one product or search by name.",
            baseURL: "https://catalog.example.com",
            imports: ["CatalogApplication", "CatalogDomain"],
            models: [errorMessage, product, page],
            endpoints: [getProduct, search],
            repositories: [repository],
            sourcePath: "/work/main/spec/catalog.json"
        )
    }
}
