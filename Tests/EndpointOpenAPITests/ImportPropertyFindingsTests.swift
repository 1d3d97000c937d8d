import EndpointSpec
import Testing

/// What the import property test (``ImportPropertyTests``) found, one small document each: valid documents that
/// failed validation as a whole (or crashed the importer), now degraded by the importer with a located warning.
struct ImportPropertyFindingsTests {
    @Test func aFormOrMultipartBodyOfAnEnumerationIsRawBytes() throws {
        let harness = ImportHarness(
            openapi: "3.1.0",
            paths: ##"""
                { "/form": { "post": {
                  "requestBody": { "content": {
                    "application/x-www-form-urlencoded": { "schema": { "anyOf": [{ "enum": [true] }] } },
                    "multipart/form-data": { "schema": { "$ref": "#/components/schemas/Level" } }
                  } },
                  "responses": { "204": { "description": "Done." } }
                } } }
                """##,
            components: ##"{ "schemas": { "Level": { "type": "integer", "enum": [1, 2] } } }"##
        )
        let endpoint = try harness.endpoint("postForm")
        #expect(endpoint.body.map(ImportHarness.shape) == "byte")
        #expect(endpoint.alternativeBodies.map { ImportHarness.shape($0.schema) } == ["byte"])
        #expect(
            harness.diagnostics == [
                harness.warning(
                    "the request body is application/x-www-form-urlencoded without an object schema, so it is "
                        + "imported as raw bytes (Data) the caller encodes",
                    at: "\"application/x-www-form-urlencoded\""
                ),
                harness.warning(
                    "the request body is multipart/form-data, imported as raw bytes (Data) the caller encodes with the "
                        + "boundary 'endpointkit-boundary-7MA4YWxkTrZu0gW' (sent as 'multipart/form-data; "
                        + "boundary=endpointkit-boundary-7MA4YWxkTrZu0gW'); only a multipart/form-data body whose "
                        + "schema is an object is typed",
                    at: "\"multipart/form-data\""
                ),
            ]
        )
    }

    @Test func anInt32EnumerationOfNoInt32IsAPlainInteger() throws {
        let (shape, harness) = try ImportHarness.shape(
            of: #"{ "type": "integer", "format": "int32", "enum": [3000000000] }"#
        )
        #expect(shape == "integer(int32)")
        #expect(
            harness.diagnostics == [
                harness.warning(
                    "'enum' on type 'integer' lists no integer that fits int32; imported as a plain integer without "
                        + "the allowed values",
                    at: "\"enum\""
                )
            ]
        )
    }

    @Test func modelNamesThatDeriveOneSwiftTypeGetASuffix() throws {
        // `DTO` + `a b` is `DTOAB`; `DTOAB` + `` is `Dtoab`: two names, one Swift type `DtoabDTO`.
        let harness = ImportHarness.schemas(
            ##"""
            "DTO": { "type": "object", "properties": { "a b": { "type": "object", "properties": {
              "": { "type": "object", "properties": { "x": { "type": "string" } } }
            } } } }
            """##
        )
        let spec = try harness.spec()
        #expect(spec.models.map(\.name).sorted() == ["DTO", "DTOAB", "Dtoab2"])
        #expect(
            harness.diagnostics == [
                harness.warning(
                    "the inline object schema would be named 'Dtoab', which another model already uses; named 'Dtoab2'",
                    at: "{ \"type\": \"object\", \"properties\": { \"x\""
                )
            ]
        )
    }

    @Test func aParameterOfAUnionThatHoldsItselfIsAString() throws {
        let harness = ImportHarness(
            openapi: "3.1.0",
            paths: ##"""
                { "/x": { "get": {
                  "parameters": [
                    { "name": "u", "in": "query", "schema": { "$ref": "#/components/schemas/U" } },
                    { "name": "X-U", "in": "header", "schema": { "$ref": "#/components/schemas/U" } }
                  ],
                  "responses": { "204": { "description": "Done." } }
                } } }
                """##,
            components: ##"""
                { "schemas": { "U": { "oneOf": [
                  { "type": "integer" },
                  { "oneOf": [{ "$ref": "#/components/schemas/U" }, { "type": "integer" }] }
                ] } } }
                """##
        )
        let parameters = try #require(try harness.spec().endpoints.first).parameters
        #expect(parameters.map { ImportHarness.shape($0.schema) } == ["string", "string"])
        #expect(
            harness.warningMessages == [
                "query parameter 'u' is a union (oneOf/anyOf) whose alternative 2 is not a scalar, an enumeration, an "
                    + "array of those or an object, which the spec format does not support for query parameters; it "
                    + "is imported as a string",
                "header parameter 'X-U' is a union ('U'), which the spec format does not support for header "
                    + "parameters; it is imported as a string",
            ]
        )
    }
}
