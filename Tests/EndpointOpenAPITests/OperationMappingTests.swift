import EndpointSpec
import Testing

/// Operations: names, collisions, methods, paths and per-operation constructs.
struct OperationMappingTests {
    private static func document(_ path: String, _ method: String, _ operation: String) -> ImportHarness {
        ImportHarness(paths: "{ \"\(path)\": { \"\(method)\": \(operation) } }")
    }

    private static let noContent = #""responses": { "204": { "description": "Done." } }"#

    @Test(
        arguments: [
            ("list-pets", "listPets"), ("users-read_user_by_id", "usersReadUserByID"), ("FetchCerts", "fetchCerts"),
            ("getUserByID", "getUserByID"), ("get_item", "getItem"),
        ]
    )
    func operationIdBecomesMemberName(operationID: String, expected: String) throws {
        let harness = Self.document("/x", "get", "{ \"operationId\": \"\(operationID)\", \(Self.noContent) }")
        #expect(try harness.spec().endpoints.map(\.name) == [expected])
        #expect(harness.diagnostics.isEmpty)
    }

    @Test(
        arguments: [
            ("get", "/pets/{petId}", "getPetsByPetID"), ("get", "/", "getRoot"),
            ("post", "/data-types", "postDataTypes"),
            ("delete", "/users/{id}/posts/{post_id}", "deleteUsersByIDPostsByPostID"),
            ("get", "/files/{name}.json", "getFilesByNameJSON"),
            ("put", "/v1/.well-known/config", "putV1WellKnownConfig"),
        ]
    )
    func nameIsDerivedFromMethodAndPathWithoutOperationId(method: String, path: String, expected: String) throws {
        let harness = Self.document(path, method, "{ \(Self.noContent) }")
        #expect(try harness.spec().endpoints.map(\.name) == [expected])
    }

    @Test func collidingNamesGetNumericSuffixesWithAWarning() throws {
        let harness = ImportHarness(
            paths: """
                {
                  "/a": { "get": { "operationId": "fetch", \(Self.noContent) } },
                  "/b": { "get": { "operationId": "fetch", \(Self.noContent) }, "post": { "operationId": "Fetch", \(Self.noContent) } }
                }
                """
        )
        #expect(try harness.spec().endpoints.map(\.name).sorted() == ["fetch", "fetch2", "fetch3"])
        #expect(
            harness.diagnostics == [
                harness.warning(
                    "operation name 'fetch' is already used by GET /a; this operation is named 'fetch2'",
                    at: "\"fetch\"",
                    occurrence: 2
                ),
                harness.warning(
                    "operation name 'fetch' is already used by GET /a; this operation is named 'fetch3'",
                    at: "\"Fetch\""
                ),
            ]
        )
    }

    @Test func namesTheGeneratedClientUsesAreAvoided() throws {
        let harness = Self.document("/x", "get", "{ \"operationId\": \"apiClient\", \(Self.noContent) }")
        #expect(try harness.spec().endpoints.map(\.name) == ["apiClient2"])
        #expect(
            harness.diagnostics == [
                harness.warning(
                    "operation name 'apiClient' is already used by the generated client; this operation is named "
                        + "'apiClient2'",
                    at: "\"apiClient\""
                )
            ]
        )
    }

    @Test func summaryDescriptionAndDeprecationAreKept() throws {
        let harness = Self.document(
            "/x",
            "get",
            #"{ "summary": "Short.", "description": "Long.", "deprecated": true, "responses": { "204": { "description": "" } } }"#
        )
        let endpoint = try harness.endpoint("getX")
        #expect(endpoint.description == "Short.\n\nLong.")
        #expect(endpoint.isDeprecated)
        #expect(try harness.text().contains(#""204": {}"#))
    }

    @Test func traceAndCallbacksAreReportedAndOperationServersImported() throws {
        let harness = ImportHarness(
            paths: """
                {
                  "/x": {
                    "get": { "callbacks": {}, "servers": [{ "url": "https://other.example.com" }], \(Self.noContent) },
                    "trace": { \(Self.noContent) }
                  }
                }
                """
        )
        #expect(try harness.spec().endpoints.map(\.name) == ["getX"])
        #expect(try harness.spec().endpoints.map(\.baseURL) == ["https://other.example.com"])
        #expect(
            harness.diagnostics == [
                harness.warning(
                    "callbacks are not supported; the operation's 'callbacks' is ignored",
                    at: "\"callbacks\""
                ),
                harness.warning("the TRACE method is not supported; the operation is ignored", at: "\"trace\""),
            ]
        )
    }

    @Test(
        arguments: [
            ("pets", "does not start with '/'"), ("/my pets", "contains whitespace"),
            ("/pets/{id", "has unbalanced '{' or '}'"),
        ]
    )
    func pathsTheSpecFormatCannotUseAreSkipped(path: String, problem: String) throws {
        let harness = Self.document(path, "get", "{ \(Self.noContent) }")
        #expect(try harness.spec().endpoints.isEmpty)
        #expect(
            harness.diagnostics == [
                harness.warning("path '\(path)' \(problem); its operations are ignored", at: "\"\(path)\"")
            ]
        )
    }

    @Test func pathItemReferencesAreFollowed() throws {
        let harness = ImportHarness(
            openapi: "3.1.0",
            paths: ##"{ "/x": { "$ref": "#/components/pathItems/X" } }"##,
            components: "{ \"pathItems\": { \"X\": { \"get\": { \(Self.noContent) } } } }"
        )
        #expect(try harness.spec().endpoints.map(\.path) == ["/x"])
    }

    @Test func operationWithoutResponsesIsReported() throws {
        let harness = Self.document("/x", "get", "{}")
        _ = try harness.spec()
        #expect(
            harness.diagnostics == [
                harness.warning("the operation has no 'responses'", at: "\"get\""),
                harness.warning(
                    "endpoint 'getX' declares no 2xx response; a successful call will not decode a body",
                    at: "\"get\""
                ),
            ]
        )
    }
}
