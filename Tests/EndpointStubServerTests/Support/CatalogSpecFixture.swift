import EndpointSpec

/// The endpoints and examples of spec/catalog.json written in Swift, plus a `DELETE` endpoint and a numeric query
/// example so that 405 and number matching can be tested.
enum CatalogSpecFixture {
    static let location = SourceLocation(file: "catalog.json", line: 1, column: 1)

    static var spec: Spec {
        Spec(name: "Catalog", endpoints: [deleteProduct, getProduct, searchProducts], sourcePath: "catalog.json")
    }

    static func product(_ id: String, _ name: String, _ cents: String) -> SpecValue {
        .object([
            SpecMember("id", .string(id)), SpecMember("name", .string(name)), SpecMember("price_cents", .number(cents)),
        ])
    }

    static func example(_ parameters: [SpecMember], status: Int = 200, body: SpecValue?) -> ExampleDefinition {
        ExampleDefinition(parameters: parameters, status: status, body: body, location: location)
    }

    static let getProduct = EndpointDefinition(
        name: "getProduct",
        method: "GET",
        path: "/products/{id}",
        parameters: [
            ParameterDefinition(
                name: "id",
                location: .path,
                schema: Schema(.string, location: location),
                isRequired: true,
                sourceLocation: location
            )
        ],
        responses: [ResponseDefinition(status: .code(200), schema: nil, location: location)],
        examples: [
            example([SpecMember("id", .string("p-1"))], body: product("p-1", "Swift Book", "2990")),
            example([SpecMember("id", .string("p-2"))], body: product("p-2", "Swift Mug", "1250")),
            example([SpecMember("id", .string("p 1/α"))], body: product("p 1/α", "Odd \"Id\"", "1")),
            example([SpecMember("id", .string("p-bad"))], body: product("p-bad", "Broken Price", "-100")),
            example([], status: 404, body: .object([SpecMember("message", .string("No such product."))])),
        ],
        location: location
    )

    static let deleteProduct = EndpointDefinition(
        name: "deleteProduct",
        method: "DELETE",
        path: "/products/{id}",
        responses: [ResponseDefinition(status: .code(204), schema: nil, location: location)],
        examples: [example([SpecMember("id", .string("p-1"))], status: 204, body: nil)],
        location: location
    )

    static let searchProducts = EndpointDefinition(
        name: "searchProducts",
        method: "GET",
        path: "/products/search",
        parameters: [
            ParameterDefinition(
                name: "q",
                location: .query,
                schema: Schema(.string, location: location),
                isRequired: true,
                sourceLocation: location
            ),
            ParameterDefinition(
                name: "limit",
                location: .query,
                schema: Schema(.integer(nil), location: location),
                isRequired: false,
                sourceLocation: location
            ),
        ],
        responses: [ResponseDefinition(status: .code(200), schema: nil, location: location)],
        examples: [
            example(
                [SpecMember("q", .string("swift")), SpecMember("limit", .number("1"))],
                body: .object([
                    SpecMember("products", .array([product("p-1", "Swift Book", "2990")])),
                    SpecMember("total", .number("3")),
                ])
            ),
            example(
                [SpecMember("q", .string("swift"))],
                body: .object([
                    SpecMember(
                        "products",
                        .array([product("p-1", "Swift Book", "2990"), product("p-2", "Swift Mug", "1250")])
                    ),
                    SpecMember("total", .number("3")),
                ])
            ),
            example([], body: .object([SpecMember("products", .array([])), SpecMember("total", .number("0"))])),
        ],
        location: location
    )
}
