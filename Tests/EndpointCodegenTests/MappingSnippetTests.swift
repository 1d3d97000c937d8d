import EndpointSpec
import Testing

@testable import EndpointCodegen

private typealias B = SpecBuilders

/// Domain mappings and repositories: small specs in, exact Swift out.
@Suite struct MappingSnippetTests {
    static let spec = Snippets.spec(
        models: [
            B.object(
                "Tag",
                [B.property("label", B.schema(.string))],
                domain: DomainMapping(
                    typeName: "Tag",
                    arguments: [B.argument("_", from: "label")],
                    invalidError: nil,
                    location: B.here
                )
            ),
            B.object(
                "Item",
                [
                    B.property("id", B.schema(.string)),
                    B.property("price", B.schema(.integer(nil))),
                    B.property("discount", B.schema(.integer(nil)), required: false),
                    B.property("alias", B.schema(.string), required: false),
                    B.property("tags", B.schema(.array(B.schema(.reference("Tag"))))),
                    B.property("main_tag", B.schema(.reference("Tag")), required: false),
                ],
                domain: DomainMapping(
                    typeName: "Item",
                    arguments: [
                        B.argument("id", from: "id", using: "Item.ID", label: "rawValue"),
                        B.argument("price", from: "price", using: "Money", failable: true),
                        B.argument("discount", from: "discount", using: "Money", failable: true),
                        B.argument("alias", from: "alias", using: "Alias", label: "text"),
                        B.argument("tags", from: "tags"),
                        B.argument("mainTag", from: "main_tag"),
                    ],
                    invalidError: "ItemError.invalid",
                    location: B.here
                )
            ),
            B.object(
                "ItemPage",
                [B.property("items", B.schema(.array(B.schema(.reference("Item")))))]
            ),
        ],
        endpoints: [
            EndpointDefinition(
                name: "getItem",
                method: "GET",
                path: "/items/{id}",
                parameters: [B.parameter("id", in: .path, B.schema(.string))],
                responses: [B.response(200, B.schema(.reference("Item")))],
                location: B.here
            ),
            EndpointDefinition(
                name: "listItems",
                method: "GET",
                path: "/items",
                parameters: [B.parameter("limit", in: .query, B.schema(.integer(nil)))],
                responses: [B.response(200, B.schema(.reference("ItemPage")))],
                location: B.here
            ),
            EndpointDefinition(
                name: "putItem",
                method: "PUT",
                path: "/items/{id}",
                parameters: [B.parameter("id", in: .path, B.schema(.string))],
                body: B.schema(.reference("Item")),
                responses: [B.response(204, nil)],
                location: B.here
            ),
        ],
        repositories: [
            RepositoryDefinition(
                name: "HTTPItemRepository",
                protocols: ["ItemRepository"],
                methods: [
                    RepositoryMethod(
                        name: "item",
                        endpoint: "getItem",
                        parameters: [
                            RepositoryParameter(
                                name: "id",
                                type: "Item.ID",
                                endpointParameter: "id",
                                valuePath: "rawValue",
                                location: B.here
                            )
                        ],
                        returnType: "Item",
                        errors: [
                            StatusErrorMapping(
                                status: 404,
                                error: "ItemError.notFound",
                                arguments: ["id"],
                                location: B.here
                            ),
                            StatusErrorMapping(status: 410, error: "ItemError.gone", location: B.here),
                        ],
                        location: B.here
                    ),
                    RepositoryMethod(
                        name: "items",
                        endpoint: "listItems",
                        parameters: [
                            RepositoryParameter(
                                label: "_",
                                name: "limit",
                                type: "PageSize?",
                                endpointParameter: "limit",
                                valuePath: "value",
                                location: B.here
                            )
                        ],
                        returnType: "[Item]",
                        responseProperty: "items",
                        location: B.here
                    ),
                    RepositoryMethod(
                        name: "save",
                        endpoint: "putItem",
                        parameters: [
                            RepositoryParameter(name: "id", type: "String", endpointParameter: "id", location: B.here),
                            RepositoryParameter(
                                name: "item",
                                type: "ItemDTO",
                                endpointParameter: "body",
                                location: B.here
                            ),
                        ],
                        returnType: "Void",
                        location: B.here
                    ),
                ],
                location: B.here
            )
        ]
    )

    @Test func mappingConvertsFailableOptionalAndNestedValues() {
        #expect(
            Snippets.mapping("Item", in: Self.spec) == """
                extension ItemDTO {
                    /// Converts the transfer object into the domain type `Item`.
                    ///
                    /// - Throws: `ItemError.invalid` when a value is rejected by its domain type.
                    public func toDomain() throws -> Item {
                        guard let price = Money(self.price) else { throw ItemError.invalid }
                        let discount = try self.discount.map { value in
                            guard let converted = Money(value) else { throw ItemError.invalid }
                            return converted
                        }
                        return try Item(
                            id: Item.ID(rawValue: self.id),
                            price: price,
                            discount: discount,
                            alias: self.alias.map { Alias(text: $0) },
                            tags: self.tags.map { try $0.toDomain() },
                            mainTag: self.mainTag?.toDomain()
                        )
                    }
                }

                """
        )
    }

    @Test func mappingWithoutLocalsReadsPropertiesDirectly() {
        #expect(
            Snippets.mapping("Tag", in: Self.spec) == """
                extension TagDTO {
                    /// Converts the transfer object into the domain type `Tag`.
                    public func toDomain() throws -> Tag {
                        Tag(label)
                    }
                }

                """
        )
        #expect(Snippets.mapping("ItemPage", in: Self.spec).isEmpty)
    }

    @Test func repositoryMapsArgumentsResponsesAndStatuses() {
        #expect(
            Snippets.repository("HTTPItemRepository", in: Self.spec) == """
                /// Calls the Shop API through `ShopClient`.
                public struct HTTPItemRepository: ItemRepository, Sendable {
                    /// The client that sends the requests.
                    public let client: ShopClient

                    /// Creates a repository that calls the service through `client`.
                    public init(client: ShopClient) {
                        self.client = client
                    }

                    /// Calls `getItem` and returns the result as `Item`.
                    ///
                    /// - Throws: `ItemError.notFound` when the server answers 404; `ItemError.gone` when the server answers 410;
                    ///   `APIError` for other failures.
                    public func item(id: Item.ID) async throws -> Item {
                        do {
                            return try await client.getItem(id: id.rawValue).toDomain()
                        } catch let error where EndpointRuntime.HTTPStatus.code(of: error) == 404 {
                            throw ItemError.notFound(id)
                        } catch let error where EndpointRuntime.HTTPStatus.code(of: error) == 410 {
                            throw ItemError.gone
                        }
                    }

                    /// Calls `listItems` and returns the result as `[Item]`.
                    ///
                    /// - Throws: `APIError` when the call fails.
                    public func items(_ limit: PageSize?) async throws -> [Item] {
                        try await client.listItems(limit: limit?.value).items.map { try $0.toDomain() }
                    }

                    /// Calls `putItem`.
                    ///
                    /// - Throws: `APIError` when the call fails.
                    public func save(id: String, item: ItemDTO) async throws {
                        try await client.putItem(id: id, body: item)
                    }
                }

                """
        )
    }

    @Test func failableConversionWithoutAnInvalidErrorThrowsADecodingFailure() {
        let spec = Snippets.spec(models: [
            B.object(
                "Reading",
                [B.property("celsius", B.schema(.number(.double)))],
                domain: DomainMapping(
                    typeName: "Reading",
                    arguments: [B.argument("_", from: "celsius", using: "Temperature", failable: true)],
                    invalidError: nil,
                    location: B.here
                )
            )
        ])
        #expect(
            Snippets.mapping("Reading", in: spec).contains(
                """
                        guard let celsius = Temperature(self.celsius) else {
                            throw EndpointRuntime.APIError.decoding(EndpointRuntime.DecodingFailure(codingPath: "celsius", reason: "Temperature rejected the value"))
                        }
                        return Reading(celsius)
                """
            )
        )
    }

    @Test func repositoryReturningTheTransferTypeSkipsTheDomainMapping() {
        var spec = Self.spec
        spec.repositories[0].methods = [
            RepositoryMethod(
                name: "rawItem",
                endpoint: "getItem",
                parameters: [
                    RepositoryParameter(name: "id", type: "String", endpointParameter: "id", location: B.here)
                ],
                returnType: "ItemDTO",
                location: B.here
            )
        ]
        #expect(
            Snippets.repository("HTTPItemRepository", in: spec).contains(
                """
                    public func rawItem(id: String) async throws -> ItemDTO {
                        try await client.getItem(id: id)
                    }
                """
            )
        )
    }
}
