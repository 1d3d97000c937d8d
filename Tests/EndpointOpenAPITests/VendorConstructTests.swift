import EndpointCodegen
import EndpointSpec
import Testing

/// Constructs of real vendors' documents that failed a whole document or lost part of an API (issue 33), each with
/// a small document of its own: `default: null` on a nullable model reference, form bodies that are unions, path keys
/// with a query or fragment, several OAuth schemes in one requirement, discriminators without `mapping`, and
/// optional bodies without fields.
struct VendorConstructTests {
    private static let ok = #""responses": { "200": { "description": "OK." } }"#

    // MARK: default on a model reference

    @Test func aNullDefaultOnANullableObjectReferenceIsDroppedSilentlyAndAnotherWarns() throws {
        let harness = ImportHarness.schemas(
            ##"""
            "Args": { "type": "object", "properties": { "x": { "type": "integer" } } },
            "Pick": { "oneOf": [{ "type": "string" }, { "type": "integer" }] },
            "Call": { "type": "object", "properties": {
              "args": { "anyOf": [{ "$ref": "#/components/schemas/Args" }, { "type": "null" }], "default": null },
              "pick": { "anyOf": [{ "$ref": "#/components/schemas/Pick" }, { "type": "null" }], "default": null },
              "more": { "allOf": [{ "$ref": "#/components/schemas/Args" }], "default": { "x": 1 } }
            } }
            """##,
            openapi: "3.1.0"
        )
        let properties = try harness.properties(of: "Call")
        #expect(properties.map { ImportHarness.shape($0.schema) } == ["ref(Args)?", "ref(Pick)?", "ref(Args)"])
        #expect(properties.map(\.schema.defaultValue) == [nil, nil, nil])
        #expect(
            harness.diagnostics == [
                harness.warning(
                    "'default' is not supported on a '$ref' to object model 'Args'; only enumeration models and plain "
                        + "types take defaults; the default is dropped",
                    at: #"{ "x": 1 }"#
                )
            ]
        )
    }

    // MARK: Form and multipart bodies of unions

    private static func formOperation(_ mediaType: String, schema: String, encoding: String = "") -> ImportHarness {
        let encoding = encoding.isEmpty ? "" : #", "encoding": "# + encoding
        return ImportHarness(
            paths: #"{ "/token": { "post": { "operationId": "token", "requestBody": { "required": true, "content": { ""#
                + mediaType + #"": { "schema": "# + schema + encoding + " } } }, " + ok + " } } }",
            components: ##"""
                { "schemas": {
                  "PasswordGrant": { "type": "object", "required": ["grant_type", "username", "password"], "properties": {
                    "grant_type": { "type": "string", "enum": ["password"] }, "username": { "type": "string" },
                    "password": { "type": "string" } } },
                  "RefreshGrant": { "type": "object", "required": ["grant_type", "refresh_token"], "properties": {
                    "grant_type": { "type": "string", "enum": ["refresh_token"] }, "refresh_token": { "type": "string" } } },
                  "Grant": { "oneOf": [{ "$ref": "#/components/schemas/PasswordGrant" }, { "$ref": "#/components/schemas/RefreshGrant" }] },
                  "Scope": { "type": "object", "properties": { "scope": { "type": "string" } } }
                } }
                """##
        )
    }

    @Test(arguments: ["application/x-www-form-urlencoded", "multipart/form-data"])
    func aFormOrMultipartUnionBecomesOneModelOfEveryAlternativesFields(mediaType: String) throws {
        let harness = Self.formOperation(mediaType, schema: ##"{ "$ref": "#/components/schemas/Grant" }"##)
        let endpoint = try harness.endpoint("token")
        #expect(endpoint.body?.kind == .reference("TokenRequest"))
        let properties = try harness.properties(of: "TokenRequest")
        #expect(properties.map(\.wireName) == ["grant_type", "username", "password", "refresh_token"])
        #expect(ImportHarness.shape(properties[0].schema) == "enum(password,refresh_token)")
        guard case .object = try harness.model("TokenRequest").kind else { return }
        // Required only where every alternative requires it.
        let text = try harness.text()
        #expect(text.contains(#""required": ["grant_type"]"#))
        let kind = mediaType == "multipart/form-data" ? "multipart" : "form"
        #expect(
            harness.warningMessages == [
                "the \(kind) body is a oneOf of 2 alternatives, which \(kind) fields cannot tell apart; it is imported "
                    + "as one model 'TokenRequest' with every alternative's fields, required only where every "
                    + "alternative requires them (the client does not check that the fields sent make one alternative)"
            ]
        )
        // The union stays a union wherever else it is used.
        guard case .oneOf = try harness.model("Grant").kind else {
            Issue.record("Grant is not a union")
            return
        }
    }

    @Test func aFormAllOfOfObjectsIsOneModel() throws {
        let harness = Self.formOperation(
            "application/x-www-form-urlencoded",
            schema:
                ##"{ "allOf": [{ "$ref": "#/components/schemas/RefreshGrant" }, { "$ref": "#/components/schemas/Scope" }] }"##
        )
        #expect(try harness.endpoint("token").body?.kind == .reference("TokenRequest"))
        #expect(try harness.properties(of: "TokenRequest").map(\.wireName) == ["grant_type", "refresh_token", "scope"])
        #expect(harness.diagnostics.isEmpty)
    }

    @Test func aFormUnionWithAScalarAlternativeIsSentAsBytes() throws {
        let harness = Self.formOperation(
            "application/x-www-form-urlencoded",
            schema: ##"{ "oneOf": [{ "$ref": "#/components/schemas/Scope" }, { "type": "string" }] }"##
        )
        let endpoint = try harness.endpoint("token")
        #expect(endpoint.bodyMediaType.kind == .form)
        #expect(ImportHarness.shape(try #require(endpoint.body)) == "byte")
        #expect(harness.warningMessages.contains { $0.contains("without an object schema") })
    }

    @Test func anEncodingOfAFieldTheBodyLacksIsAWarning() throws {
        let harness = Self.formOperation(
            "multipart/form-data",
            schema: ##"{ "$ref": "#/components/schemas/Scope" }"##,
            encoding: #"{ "scope": { "contentType": "text/plain" }, "scopes": { "contentType": "text/plain" } }"#
        )
        let endpoint = try harness.endpoint("token")
        #expect(endpoint.bodyEncodings.map(\.name) == ["scope"])
        #expect(
            harness.diagnostics == [
                harness.warning(
                    "'encoding' names 'scopes', which is not a field of the body's model 'Scope'; did you mean "
                        + "'scope'?; it is ignored",
                    at: #""scopes""#
                )
            ]
        )
    }

    // MARK: Optional bodies without fields

    @Test func anOptionalBodyWithoutFieldsIsNotAParameter() throws {
        let harness = ImportHarness(
            paths: ##"""
                { "/items": {
                  "get": { "operationId": "listItems", "requestBody": { "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Empty" } } } }, \##(Self.ok) },
                  "put": { "operationId": "putItems", "requestBody": { "content": { "application/json": { "schema": { "type": "object", "additionalProperties": false } } } }, \##(Self.ok) },
                  "post": { "operationId": "postItems", "requestBody": { "required": true, "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Empty" } } } }, \##(Self.ok) },
                  "patch": { "operationId": "patchItems", "requestBody": { "content": { "application/json": { "schema": { "type": "object", "additionalProperties": { "type": "string" } } } } }, \##(Self.ok) }
                },
                "/more": { "post": { "operationId": "postMore", "requestBody": { "content": { "application/json": { "schema": { "type": "object" } } } }, \##(Self.ok) } } }
                """##,
            components: ##"{ "schemas": { "Empty": { "type": "object", "properties": {} } } }"##
        )
        #expect(try harness.endpoint("listItems").body == nil)
        #expect(try harness.endpoint("putItems").body == nil)
        // A required body, and one that allows members (a map), are still parameters.
        #expect(try harness.endpoint("postItems").body?.kind == .reference("Empty"))
        #expect(try harness.endpoint("patchItems").body != nil)
        #expect(try harness.endpoint("postMore").body != nil)
        #expect(harness.diagnostics.isEmpty)
        let code = CodeGenerator.generate(try harness.spec()).map(\.contents).joined()
        #expect(code.contains("func listItems() async throws"))
    }

    // MARK: Several token schemes in one requirement

    @Test func severalTokenSchemesInOneRequirementAreAlternatives() throws {
        let harness = ImportHarness(
            paths: #"{ "/files": { "get": { "operationId": "listFiles", "# + Self.ok + " } } }",
            components: ##"""
                { "securitySchemes": {
                  "Oauth2": { "type": "oauth2", "flows": { "implicit": { "authorizationUrl": "https://a.example.com/auth", "scopes": {} } } },
                  "Oauth2c": { "type": "oauth2", "flows": { "authorizationCode": { "authorizationUrl": "https://a.example.com/auth", "tokenUrl": "https://a.example.com/token", "scopes": {} } } },
                  "key": { "type": "apiKey", "in": "query", "name": "key" },
                  "basic": { "type": "http", "scheme": "basic" }
                } }
                """##,
            extra:
                ##""security": [{ "Oauth2": ["files"], "Oauth2c": ["files"], "key": [] }, { "Oauth2": [], "basic": [] }]"##
        )
        let spec = try harness.spec()
        let requirements = spec.security(of: try harness.endpoint("listFiles"))
        #expect(requirements.map(\.schemeNames) == [["Oauth2", "key"], ["Oauth2c", "key"]])
        #expect(requirements.first?.schemes.first?.scopes == ["files"])
        // A token and basic credentials still cannot share the Authorization header.
        #expect(
            harness.warningMessages == [
                "security schemes 'Oauth2' and 'basic' cannot be sent together (both use the header 'authorization'); "
                    + "the requirement is ignored"
            ]
        )
        #expect(!harness.warningMessages.contains { $0.contains("send no credentials") })
        let code = CodeGenerator.generate(spec).map(\.contents).joined()
        #expect(code.contains(#".requiring(["Oauth2", "key"], ["Oauth2c", "key"])"#))
    }

    // MARK: Discriminators without mapping

    @Test func aDiscriminatorWithoutMappingUsesEachAlternativesOneValue() throws {
        let harness = ImportHarness.schemas(
            ##"""
            "Event": {
              "oneOf": [{ "$ref": "#/components/schemas/Created" }, { "$ref": "#/components/schemas/Done" }, { "$ref": "#/components/schemas/Other" }, { "$ref": "#/components/schemas/Mapped" }],
              "discriminator": { "propertyName": "type", "mapping": { "mapped.value": "#/components/schemas/Mapped" } }
            },
            "Created": { "type": "object", "properties": { "type": { "const": "response.created" } } },
            "Base": { "type": "object", "properties": { "type": { "type": "string", "enum": ["response.done"] } } },
            "Done": { "allOf": [{ "$ref": "#/components/schemas/Base" }, { "type": "object", "properties": { "id": { "type": "string" } } }] },
            "Other": { "type": "object", "properties": { "type": { "type": "string" } } },
            "Mapped": { "type": "object", "properties": { "type": { "type": "string", "enum": ["ignored"] } } }
            """##,
            openapi: "3.1.0"
        )
        guard case .oneOf(_, let discriminator) = try harness.model("Event").kind else {
            Issue.record("Event is not a union")
            return
        }
        let mapping = try #require(discriminator).mapping.map { "\($0.value)→\($0.modelName)" }
        #expect(mapping == ["mapped.value→Mapped", "response.created→Created", "response.done→Done", "Other→Other"])
        #expect(harness.diagnostics.isEmpty)
    }

    // MARK: Path keys with a query or fragment

    @Test func pathKeysWithAFragmentOrQueryImportEveryOperation() throws {
        let harness = ImportHarness(
            paths: ##"""
                {
                  "/#Action=CreateQueue": { "get": { "operationId": "CreateQueue", "parameters": [{ "name": "Action", "in": "query", "required": true, "schema": { "type": "string", "enum": ["CreateQueue"] } }], \##(Self.ok) } },
                  "/#Action=DeleteQueue": { "get": { "operationId": "DeleteQueue", "parameters": [{ "name": "Action", "in": "query", "required": true, "schema": { "type": "string" } }, { "name": "QueueName", "in": "query", "required": true, "schema": { "type": "string" } }], \##(Self.ok) } },
                  "/#Action=PurgeQueue": { "get": { "operationId": "PurgeQueue", "parameters": [{ "name": "Action", "in": "query", "required": true, "schema": { "type": "string", "enum": ["Other"] } }], \##(Self.ok) } },
                  "/files/{id}#get_link": { "get": { "parameters": [{ "name": "id", "in": "path", "required": true, "schema": { "type": "string" } }], \##(Self.ok) } },
                  "/files/{id}#add_link": { "get": { "parameters": [{ "name": "id", "in": "path", "required": true, "schema": { "type": "string" } }], \##(Self.ok) } },
                  "/request/{id}?view=status&flag": { "get": { "operationId": "requestStatus", "parameters": [{ "name": "id", "in": "path", "required": true, "schema": { "type": "string" } }, { "name": "view", "in": "query", "schema": { "type": "string" } }], \##(Self.ok) } },
                  "/history?perPage={perPage}&page={page}": { "get": { "operationId": "history", "parameters": [{ "name": "perPage", "in": "path", "required": true, "schema": { "type": "integer" } }], \##(Self.ok) } },
                  "/responses?beta=true": { "post": { "operationId": "createResponse", \##(Self.ok) } },
                  "/responses": { "post": { "operationId": "createResponseV1", \##(Self.ok) } }
                }
                """##
        )
        let spec = try harness.spec()
        #expect(
            spec.endpoints.map(\.name).sorted() == [
                "createQueue", "createResponse", "createResponseV1", "deleteQueue", "getFilesByIDAddLink",
                "getFilesByIDGetLink", "history", "purgeQueue", "requestStatus",
            ]
        )
        #expect(try harness.endpoint("createQueue").path == "/")
        // A fragment that assigns a declared query parameter makes it a constant (unless its enum says otherwise).
        #expect(try harness.endpoint("createQueue").constantQueryItems.map(\.text) == ["Action=CreateQueue"])
        #expect(try harness.endpoint("createQueue").parameters.isEmpty)
        #expect(try harness.endpoint("deleteQueue").constantQueryItems.map(\.text) == ["Action=DeleteQueue"])
        #expect(try harness.endpoint("deleteQueue").parameters.map(\.name) == ["QueueName"])
        #expect(try harness.endpoint("purgeQueue").constantQueryItems.isEmpty)
        #expect(try harness.endpoint("getFilesByIDGetLink").path == "/files/{id}")
        let status = try harness.endpoint("requestStatus")
        #expect(status.path == "/request/{id}")
        #expect(status.constantQueryItems.map(\.text) == ["view=status", "flag"])
        #expect(status.parameters.map(\.name) == ["id"])
        let history = try harness.endpoint("history")
        #expect(history.path == "/history")
        #expect(history.constantQueryItems.isEmpty)
        #expect(
            history.parameters.map { "\($0.location.rawValue) \($0.name) \($0.isRequired)" } == [
                "query perPage true", "query page true",
            ]
        )
        #expect(try harness.endpoint("createResponse").constantQueryItems.map(\.text) == ["beta=true"])
        #expect(
            harness.warningMessages == [
                // Only the fragment told these two apart: the client has both, a request says neither.
                "endpoint 'getFilesByIDGetLink' has the method, path and constant query of endpoint "
                    + "'getFilesByIDAddLink' (GET /files/{id}), and no required query parameter with 'enum' values "
                    + "tells them apart; the stub server answers such requests from 'getFilesByIDAddLink'",
                "query parameter 'view' is written in the path key as the constant 'view=status', which every "
                    + "request sends; the parameter is ignored",
                "the path key's query item 'page={page}' has no parameter; it is imported as a required string "
                    + "query parameter",
            ]
        )
        let text = try harness.text()
        #expect(text.contains(#""constantQuery": { "view": "status", "flag": null }"#))
        let code = CodeGenerator.generate(spec).map(\.contents).joined()
        #expect(code.contains(#"query.append(constant: "view", "status")"#))
        #expect(code.contains(#"query.append(constant: "flag", nil)"#))
    }
}
