import EndpointSpec
import Testing

@testable import EndpointCodegen

private typealias B = SpecBuilders

/// Small endpoint specs in, exact Swift out: endpoint factories and client methods.
@Suite struct EndpointSnippetTests {
    static let createOrder = EndpointDefinition(
        name: "createOrder",
        method: "POST",
        path: "/shops/{shop-id}/orders",
        description: "Places an order.",
        parameters: [
            B.parameter("dry_run", in: .query, B.schema(.boolean, description: "Validates only.")),
            B.parameter("shop-id", in: .path, B.schema(.uuid)),
            B.parameter("tag", in: .query, B.schema(.array(B.schema(.string)))),
            B.parameter("Idempotency-Key", in: .header, B.schema(.string), required: true),
        ],
        body: B.schema(.reference("Order"), description: "The order."),
        responses: [B.response(201, B.schema(.reference("Order")), description: "The placed order.")],
        isRetryable: true,
        location: B.here
    )

    static let spec = Snippets.spec(
        models: [B.object("Order", [B.property("id", B.schema(.string))])],
        endpoints: [
            createOrder,
            EndpointDefinition(
                name: "cancelOrder",
                method: "DELETE",
                path: "/orders/{id}",
                isDeprecated: true,
                parameters: [B.parameter("id", in: .path, B.schema(.integer(.int64)))],
                responses: [B.response(204, nil)],
                location: B.here
            ),
        ]
    )

    @Test func endpointBuildsPathQueryHeadersAndBody() {
        #expect(
            Snippets.endpoint("createOrder", in: Self.spec) == """
                /// Places an order.
                ///
                /// - Parameters:
                ///   - shopID: The `shop-id` path parameter.
                ///   - idempotencyKey: The `Idempotency-Key` header parameter.
                ///   - body: The order.
                ///   - dryRun: Validates only.
                ///   - tag: The `tag` query parameter.
                public static func createOrder(
                    shopID: UUID,
                    idempotencyKey: String,
                    body: OrderDTO,
                    dryRun: Bool? = nil,
                    tag: [String]? = nil
                ) -> EndpointRuntime.Endpoint<OrderDTO> {
                    var query = EndpointRuntime.QueryItems()
                    query.append("dry_run", dryRun)
                    query.append("tag", tag)
                    var headers: [String: String] = [:]
                    headers["Idempotency-Key"] = idempotencyKey.parameterValue
                    return EndpointRuntime.Endpoint(
                        method: .post,
                        path: "/shops/{shop-id}/orders",
                        pathParameters: ["shop-id": shopID.parameterValue],
                        queryItems: query.items,
                        headers: headers,
                        body: body,
                        isRetryable: true
                    )
                }

                """
        )
    }

    @Test func clientMethodForwardsEveryArgument() {
        #expect(
            Snippets.clientMethod("createOrder", in: Self.spec) == """
                /// Places an order.
                ///
                /// - Parameters:
                ///   - shopID: The `shop-id` path parameter.
                ///   - idempotencyKey: The `Idempotency-Key` header parameter.
                ///   - body: The order.
                ///   - dryRun: Validates only.
                ///   - tag: The `tag` query parameter.
                /// - Returns: The placed order.
                /// - Throws: `APIError` when the call fails or the server answers with another status.
                public func createOrder(
                    shopID: UUID,
                    idempotencyKey: String,
                    body: OrderDTO,
                    dryRun: Bool? = nil,
                    tag: [String]? = nil
                ) async throws -> OrderDTO {
                    try await apiClient.send(
                        ShopEndpoints.createOrder(
                            shopID: shopID,
                            idempotencyKey: idempotencyKey,
                            body: body,
                            dryRun: dryRun,
                            tag: tag
                        )
                    )
                }

                """
        )
    }

    @Test func emptyResponseEndpointReturnsNothingFromTheClient() {
        #expect(
            Snippets.endpoint("cancelOrder", in: Self.spec) == """
                /// Sends `DELETE /orders/{id}`.
                ///
                /// - Parameter id: The `id` path parameter.
                @available(*, deprecated)
                public static func cancelOrder(id: Int64) -> EndpointRuntime.Endpoint<EndpointRuntime.EmptyResponse> {
                    EndpointRuntime.Endpoint(method: .delete, path: "/orders/{id}", pathParameters: ["id": id.parameterValue])
                }

                """
        )
        #expect(
            Snippets.clientMethod("cancelOrder", in: Self.spec) == """
                /// Sends `DELETE /orders/{id}`.
                ///
                /// - Parameter id: The `id` path parameter.
                /// - Throws: `APIError` when the call fails or the server answers with another status.
                @available(*, deprecated)
                public func cancelOrder(id: Int64) async throws {
                    _ = try await apiClient.send(ShopEndpoints.cancelOrder(id: id))
                }

                """
        )
    }

    @Test func parametersNamedLikeLocalsOrTheBodyAreRenamedNotTheLocals() {
        let spec = Snippets.spec(endpoints: [
            EndpointDefinition(
                name: "default",
                method: "PUT",
                path: "/x",
                parameters: [
                    B.parameter("query", in: .query, B.schema(.string), required: true),
                    B.parameter("body", in: .query, B.schema(.string)),
                    B.parameter("headers", in: .header, B.schema(.string)),
                ],
                body: B.schema(.array(B.schema(.string))),
                responses: [],
                location: B.here
            )
        ])
        let output = Snippets.endpoint("default", in: spec)
        #expect(
            output.contains(
                "public static func `default`(\n    query: String,\n    body: [String],\n    body2: String? = nil,"
            )
        )
        #expect(
            output.contains(
                "    var query2 = EndpointRuntime.QueryItems()\n    query2.append(\"query\", query)\n    query2.append(\"body\", body2)"
            )
        )
        #expect(
            output.contains(
                "    var headers2: [String: String] = [:]\n    headers2[\"headers\"] = headers?.parameterValue"
            )
        )
        #expect(output.contains("queryItems: query2.items, headers: headers2, body: body)"))
    }

    @Test func inlineEnumParametersAreDeclaredInTheNamespaceAndQualifiedInTheClient() {
        let spec = Snippets.spec(endpoints: [
            EndpointDefinition(
                name: "list",
                method: "GET",
                path: "/items",
                parameters: [B.parameter("sort", in: .query, B.schema(.enumeration(["name", "-name"])))],
                responses: [B.response(200, B.schema(.array(B.schema(.string))))],
                location: B.here
            )
        ])
        #expect(
            Snippets.endpoint("list", in: spec).contains(
                "public enum ListSort: Codable, Hashable, Sendable, EndpointRuntime.ParameterValue {"
            )
        )
        #expect(
            Snippets.endpoint("list", in: spec).contains(
                "public static func list(sort: ListSort? = nil) -> EndpointRuntime.Endpoint<[String]> {"
            )
        )
        #expect(
            Snippets.clientMethod("list", in: spec).contains(
                "public func list(sort: ShopEndpoints.ListSort? = nil) async throws -> [String] {"
            )
        )
    }

    @Test func nonStandardValuesAreSpelledSafely() {
        let spec = Snippets.spec(endpoints: [
            EndpointDefinition(
                name: "upload",
                method: "PUT",
                path: "/files/\"quoted\"/{key}",
                parameters: [
                    B.parameter("key", in: .path, B.schema(.byte)),
                    B.parameter("sum", in: .query, B.schema(.byte)),
                ],
                responses: [B.response(200, B.schema(.string, nullable: true))],
                location: B.here
            )
        ])
        let output = Snippets.endpoint("upload", in: spec)
        #expect(output.contains("-> EndpointRuntime.Endpoint<String?> {"))
        #expect(output.contains("query.append(\"sum\", sum?.base64EncodedString())"))
        #expect(output.contains("path: \"/files/\\\"quoted\\\"/{key}\""))
        #expect(output.contains("pathParameters: [\"key\": key.base64EncodedString()]"))
    }
}
