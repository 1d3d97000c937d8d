import EndpointSpec
import Testing

/// Parameters: locations, `$ref`s, merging, unsupported shapes and Swift name collisions.
struct ParameterMappingTests {
    private static func operation(_ parameters: String, path: String = "/x", components: String = "{}") -> ImportHarness
    {
        ImportHarness(
            paths: """
                { "\(path)": { "get": { "parameters": \(parameters), "responses": { "204": { "description": "Done." } } } } }
                """,
            components: components
        )
    }

    private static func parameters(_ harness: ImportHarness) throws -> [ParameterDefinition] {
        try #require(try harness.spec().endpoints.first).parameters
    }

    @Test func pathQueryAndHeaderParametersMapWithTheirSchemas() throws {
        let harness = Self.operation(
            """
            [
              { "name": "id", "in": "path", "required": true, "description": "The id.", "schema": { "type": "integer", "format": "int64" } },
              { "name": "q", "in": "query", "required": true, "schema": { "type": "string" } },
              { "name": "tags", "in": "query", "schema": { "type": "array", "items": { "type": "string", "enum": ["a", "b"] } } },
              { "name": "X-Trace", "in": "header", "deprecated": true, "schema": { "type": "string", "format": "uuid" } },
              { "name": "plain", "in": "query" }
            ]
            """,
            path: "/x/{id}"
        )
        let parameters = try Self.parameters(harness)
        #expect(parameters.map(\.name) == ["id", "q", "tags", "X-Trace", "plain"])
        #expect(parameters.map(\.location) == [.path, .query, .query, .header, .query])
        #expect(parameters.map(\.isRequired) == [true, true, false, false, false])
        #expect(
            parameters.map { ImportHarness.shape($0.schema) } == [
                "integer(int64)", "string", "[enum(a,b)]", "uuid", "string",
            ]
        )
        #expect(parameters[0].schema.description == "The id.")
        #expect(parameters[3].schema.isDeprecated)
        #expect(harness.diagnostics.isEmpty)
    }

    @Test func pathLevelParametersComeFirstAndOperationParametersReplaceThem() throws {
        let harness = ImportHarness(
            paths: ##"""
                {
                  "/x": {
                    "parameters": [
                      { "$ref": "#/components/parameters/Limit" },
                      { "name": "page", "in": "query", "schema": { "type": "integer" } }
                    ],
                    "get": {
                      "parameters": [{ "name": "limit", "in": "query", "schema": { "type": "integer", "format": "int64" } }],
                      "responses": { "204": { "description": "Done." } }
                    }
                  }
                }
                """##,
            components:
                #"{ "parameters": { "Limit": { "name": "limit", "in": "query", "schema": { "type": "integer", "format": "int32" } } } }"#
        )
        let parameters = try Self.parameters(harness)
        #expect(parameters.map(\.name) == ["limit", "page"])
        #expect(ImportHarness.shape(parameters[0].schema) == "integer(int64)")
    }

    @Test func cookieAndReservedHeaderParametersAreIgnoredWithWarnings() throws {
        let harness = Self.operation(
            """
            [
              { "name": "session", "in": "cookie", "schema": { "type": "string" } },
              { "name": "Authorization", "in": "header", "schema": { "type": "string" } },
              { "name": "where", "in": "body", "schema": { "type": "string" } }
            ]
            """
        )
        #expect(try Self.parameters(harness).isEmpty)
        #expect(
            harness.diagnostics == [
                harness.warning("cookie parameter 'session' is not supported and is ignored", at: "\"cookie\""),
                harness.warning(
                    "header parameter 'Authorization' is ignored: OpenAPI ignores Accept, Content-Type and Authorization "
                        + "parameters",
                    at: "\"Authorization\""
                ),
                harness.warning("parameter 'where' has unknown location 'body' and is ignored", at: "\"body\""),
            ]
        )
    }

    @Test func parametersWhoseSwiftNamesCollideGetSwiftNames() throws {
        let harness = Self.operation(
            """
            [
              { "name": "page_size", "in": "query", "schema": { "type": "integer" } },
              { "name": "page-size", "in": "header", "schema": { "type": "integer" } },
              { "name": "pageSize", "in": "path", "required": true, "schema": { "type": "integer" } }
            ]
            """,
            path: "/x/{pageSize}"
        )
        let parameters = try Self.parameters(harness)
        #expect(parameters.map(\.name) == ["page_size", "page-size", "pageSize"])
        #expect(parameters.map(\.swiftName) == [nil, "pageSize2", "pageSize3"])
        #expect(
            harness.diagnostics
                == [
                    harness.warning(
                        "header parameter 'page-size' has the same Swift name 'pageSize' as 'page_size'; it is named "
                            + "'pageSize2' (set with 'swiftName')",
                        at: "\"page-size\""
                    ),
                    harness.warning(
                        "path parameter 'pageSize' has the same Swift name 'pageSize' as 'page_size'; it is named "
                            + "'pageSize3' (set with 'swiftName')",
                        at: "\"pageSize\"",
                        occurrence: 1
                    ),
                ].sorted()
        )
    }

    @Test func placeholdersWithoutParametersAreAddedAsStrings() throws {
        let harness = Self.operation("[]", path: "/users/{userId}/posts/{postId}")
        let parameters = try Self.parameters(harness)
        #expect(parameters.map(\.name) == ["userId", "postId"])
        #expect(parameters.allSatisfy { $0.location == .path && ImportHarness.shape($0.schema) == "string" })
        #expect(
            harness.diagnostics == [
                harness.warning(
                    "the path placeholder '{userId}' has no path parameter; it is imported as a string",
                    at: "\"get\""
                ),
                harness.warning(
                    "the path placeholder '{postId}' has no path parameter; it is imported as a string",
                    at: "\"get\""
                ),
            ]
        )
    }

    @Test func pathParameterMissingFromThePathIsIgnored() throws {
        let harness = Self.operation(
            #"[{ "name": "id", "in": "path", "required": true, "schema": { "type": "string" } }]"#
        )
        #expect(try Self.parameters(harness).isEmpty)
        #expect(
            harness.diagnostics == [
                harness.warning(
                    "path parameter 'id' does not appear in the path '/x' and is ignored",
                    at: "{ \"name\": \"id\""
                )
            ]
        )
    }

    @Test func sameNameInTwoLocationsKeepsTheFirst() throws {
        let harness = Self.operation(
            #"[{ "name": "id", "in": "query", "schema": { "type": "string" } }, { "name": "id", "in": "header", "schema": { "type": "string" } }]"#
        )
        #expect(try Self.parameters(harness).map(\.location) == [.query])
        #expect(
            harness.diagnostics == [
                harness.warning(
                    "header parameter 'id' has the same name as the query parameter; the spec format keys parameters by "
                        + "name, so it is ignored",
                    at: "\"id\"",
                    occurrence: 2
                )
            ]
        )
    }

    @Test func shapesTheSpecFormatCannotTakeAreImportedAsStrings() throws {
        let harness = Self.operation(
            ##"""
            [
              { "name": "filter", "in": "header", "schema": { "type": "object", "properties": { "q": { "type": "string" } } } },
              { "name": "ids", "in": "header", "schema": { "type": "array", "items": { "type": "integer" } } },
              { "name": "grid", "in": "query", "schema": { "type": "array", "items": { "type": "array", "items": { "type": "integer" } } } },
              { "name": "blob", "in": "query", "schema": {} },
              { "name": "owners", "in": "query", "schema": { "type": "array", "items": { "$ref": "#/components/schemas/Owner" } } },
              { "name": "json", "in": "query", "content": { "application/json": { "schema": { "type": "object" } } } }
            ]
            """##,
            components:
                #"{ "schemas": { "Owner": { "type": "object", "properties": { "name": { "type": "string" } } } } }"#
        )
        let parameters = try Self.parameters(harness)
        #expect(parameters.map { ImportHarness.shape($0.schema) } == Array(repeating: "string", count: 6))
        #expect(
            harness.warningMessages == [
                "header parameter 'filter' is an object, which the spec format does not support for header parameters; "
                    + "it is imported as a string",
                "header parameter 'ids' is an array, which the spec format does not support for header parameters; it "
                    + "is imported as a string",
                "query parameter 'grid' is an array of arrays, which the spec format does not support for query "
                    + "parameters; it is imported as a string",
                "query parameter 'blob' is untyped (any JSON value), which the spec format does not support for query "
                    + "parameters; it is imported as a string",
                "query parameter 'owners' is an array of objects ('Owner'), which the spec format does not support for "
                    + "query parameters; it is imported as a string",
                "parameter 'json' is serialized with 'content', which is not supported; it is imported as a string",
            ]
        )
    }

    /// A free-form object of scalars in the query, `form` and exploded (the default), is a map: one `key=value` item
    /// per entry, as Jellyfin's `streamOptions` is. Another style, a map of anything else, or a map in the path
    /// keeps the warning and is imported as a string.
    @Test func freeFormQueryObjectsOfScalarsAreMaps() throws {
        let harness = Self.operation(
            ##"""
            [
              { "name": "streamOptions", "in": "query", "schema": { "type": "object", "additionalProperties": { "type": "string" }, "nullable": true } },
              { "name": "limits", "in": "query", "style": "form", "explode": true, "schema": { "type": "object", "additionalProperties": { "type": "integer" } } },
              { "name": "joined", "in": "query", "explode": false, "schema": { "type": "object", "additionalProperties": { "type": "string" } } },
              { "name": "deep", "in": "query", "style": "deepObject", "schema": { "type": "object", "additionalProperties": { "type": "string" } } },
              { "name": "nested", "in": "query", "schema": { "type": "object", "additionalProperties": { "type": "array", "items": { "type": "string" } } } },
              { "name": "free", "in": "query", "schema": { "type": "object" } },
              { "name": "id", "in": "path", "required": true, "schema": { "type": "object", "additionalProperties": { "type": "string" } } }
            ]
            """##,
            path: "/x/{id}"
        )
        let parameters = try Self.parameters(harness)
        #expect(
            parameters.map { ImportHarness.shape($0.schema) } == [
                "[String: string]?", "[String: integer]", "string", "string", "string", "string", "string",
            ]
        )
        #expect(parameters.map(\.hasDefaultSerialization) == [true, true, false, true, true, true, true])
        #expect(
            harness.warningMessages == [
                "query parameter 'joined' is an object without properties, which the spec format does not support for "
                    + "query parameters; it is imported as a string",
                "parameter 'deep' uses style 'deepObject', which query parameters of its type cannot use; it is sent "
                    + "with the default 'form' style",
                "query parameter 'deep' is an object without properties, which the spec format does not support for "
                    + "query parameters; it is imported as a string",
                "query parameter 'nested' is an object without properties, which the spec format does not support for "
                    + "query parameters; it is imported as a string",
                "query parameter 'free' is an object without properties, which the spec format does not support for "
                    + "query parameters; it is imported as a string",
                "path parameter 'id' is an object without properties, which the spec format does not support for path "
                    + "parameters; it is imported as a string",
            ]
        )
        let loaded = SpecLoader.standard.load(bytes: Array(harness.json.utf8), path: ImportHarness.file)
        #expect(!loaded.diagnostics.contains { $0.severity == .error })
    }

    @Test func objectsInTheQueryAndPathAreImportedAsModels() throws {
        let harness = Self.operation(
            ##"""
            [
              { "name": "filter", "in": "query", "style": "deepObject", "schema": { "type": "object", "properties": { "q": { "type": "string" } } } },
              { "name": "owner", "in": "query", "schema": { "$ref": "#/components/schemas/Owner" } }
            ]
            """##,
            components:
                #"{ "schemas": { "Owner": { "type": "object", "properties": { "name": { "type": "string" } } } } }"#
        )
        let parameters = try Self.parameters(harness)
        #expect(parameters.map { ImportHarness.shape($0.schema) } == ["ref(GetXFilter)", "ref(Owner)"])
        #expect(parameters.map(\.style) == [.deepObject, .form])
        #expect(harness.warningMessages.isEmpty)
    }

    @Test func deepObjectArraysAndUnionsOfScalarsAndObjectsKeepTheirStyle() throws {
        let harness = Self.operation(
            ##"""
            [
              { "name": "expand", "in": "query", "style": "deepObject", "schema": { "type": "array", "items": { "type": "string" } } },
              { "name": "created", "in": "query", "style": "deepObject", "schema": { "anyOf": [
                { "type": "integer" },
                { "type": "object", "properties": { "gt": { "type": "integer" }, "lte": { "type": "integer" } } }
              ] } },
              { "name": "range", "in": "query", "schema": { "$ref": "#/components/schemas/Range" } },
              { "name": "nested", "in": "query", "schema": { "oneOf": [{ "type": "string" }, { "$ref": "#/components/schemas/Range" }] } }
            ]
            """##,
            components: ##"""
                { "schemas": {
                  "Range": { "anyOf": [{ "type": "string", "format": "date" }, { "$ref": "#/components/schemas/Bounds" }] },
                  "Bounds": { "type": "object", "properties": { "from": { "type": "string" } } }
                } }
                """##
        )
        let parameters = try Self.parameters(harness)
        #expect(
            parameters.map { ImportHarness.shape($0.schema) } == [
                "[string]", "ref(GetXCreated)", "ref(Range)", "string",
            ]
        )
        #expect(parameters.map(\.style) == [.deepObject, .deepObject, .form, .form])
        guard case .oneOf(let alternatives, nil) = try harness.model("GetXCreated").kind else {
            Issue.record("GetXCreated is not a union")
            return
        }
        #expect(alternatives.map(ImportHarness.shape) == ["integer", "ref(GetXCreatedOption2)"])
        #expect(
            harness.warningMessages == [
                "query parameter 'nested' is a union (oneOf/anyOf) whose alternative 2 is not a scalar, an enumeration, "
                    + "an array of those or an object, which the spec format does not support for query parameters; it "
                    + "is imported as a string"
            ]
        )
    }

    @Test func stylesAndExplodeAreImported() throws {
        let harness = Self.operation(
            ##"""
            [
              { "name": "ids", "in": "query", "style": "pipeDelimited", "explode": false, "schema": { "type": "array", "items": { "type": "integer" } } },
              { "name": "tags", "in": "query", "explode": false, "schema": { "type": "array", "items": { "type": "string" } } },
              { "name": "words", "in": "query", "style": "spaceDelimited", "schema": { "type": "array", "items": { "type": "string" } } }
            ]
            """##
        )
        let parameters = try Self.parameters(harness)
        #expect(parameters.map(\.style) == [.pipeDelimited, .form, .spaceDelimited])
        #expect(parameters.map(\.explode) == [false, false, false])
        #expect(harness.diagnostics.isEmpty)
    }

    @Test func pathStylesAndArraysAreImported() throws {
        let harness = Self.operation(
            ##"""
            [
              { "name": "c", "in": "path", "required": true, "style": "matrix", "explode": true, "schema": { "type": "array", "items": { "type": "string" } } },
              { "name": "d", "in": "path", "required": true, "style": "label", "schema": { "type": "string" } }
            ]
            """##,
            path: "/x/{c}/{d}"
        )
        let parameters = try Self.parameters(harness)
        #expect(parameters.map { ImportHarness.shape($0.schema) } == ["[string]", "string"])
        #expect(parameters.map(\.style) == [.matrix, .label])
        #expect(parameters.map(\.explode) == [true, false])
        #expect(harness.diagnostics.isEmpty)
    }

    @Test func stylesThatCannotWriteTheParameterAreReported() throws {
        let harness = Self.operation(
            ##"""
            [
              { "name": "ids", "in": "query", "style": "label", "schema": { "type": "array", "items": { "type": "integer" } } },
              { "name": "q", "in": "query", "style": "deepObject", "schema": { "type": "string" } },
              { "name": "p", "in": "query", "style": "pipeDelimited", "explode": true, "schema": { "type": "array", "items": { "type": "integer" } } }
            ]
            """##
        )
        let parameters = try Self.parameters(harness)
        #expect(parameters.map(\.style) == [.form, .form, .pipeDelimited])
        #expect(parameters.map(\.explode) == [true, true, false])
        #expect(
            harness.diagnostics == [
                harness.warning(
                    "parameter 'ids' uses style 'label', which query parameters of its type cannot use; it is sent "
                        + "with the default 'form' style",
                    at: "\"label\""
                ),
                harness.warning(
                    "parameter 'q' uses style 'deepObject', which query parameters of its type cannot use; it is sent "
                        + "with the default 'form' style",
                    at: "\"deepObject\""
                ),
                harness.warning(
                    "parameter 'p' uses style 'pipeDelimited' with 'explode: true', which OpenAPI leaves undefined; it "
                        + "is sent with 'explode: false'",
                    at: "true"
                ),
            ]
        )
    }

    @Test func unresolvableParameterReferenceIsReported() throws {
        let harness = Self.operation(##"[{ "$ref": "#/components/parameters/Nope" }]"##)
        #expect(try Self.parameters(harness).isEmpty)
        #expect(
            harness.diagnostics == [
                harness.warning(
                    "$ref '#/components/parameters/Nope' does not resolve; the parameter is ignored",
                    at: "\"#/components"
                )
            ]
        )
    }
}
