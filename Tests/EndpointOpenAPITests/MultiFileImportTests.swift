import EndpointOpenAPI
import EndpointSpec
import EndpointTestSupport
import Testing

/// An OpenAPI document split over several files: path items, parameters, responses and schemas in other files,
/// referred to relative to the file that writes the reference, in JSON and YAML, merged into one spec.
@Suite struct MultiFileImportTests {
    static let files: [String: String] = [
        "openapi.yaml": """
        openapi: 3.0.3
        info: { title: Users, version: "1" }
        paths:
          /users/{id}:
            $ref: paths/user.yaml
          /users:
            $ref: "./paths/users.json"
        components:
          schemas:
            User:
              $ref: schemas/user.yaml

        """,
        "paths/user.yaml": """
        get:
          operationId: getUser
          parameters:
            - $ref: "../common.json#/components/parameters/Id"
          responses:
            "200":
              description: The user.
              content:
                application/json:
                  schema: { $ref: ../schemas/user.yaml }
            "404":
              $ref: "../common.json#/components/responses/NotFound"

        """,
        "paths/users.json": """
        {
          "get": {
            "operationId": "listUsers",
            "responses": {
              "200": {
                "description": "Every user.",
                "content": {
                  "application/json": {
                    "schema": { "type": "array", "items": { "$ref": "../schemas/user.yaml" } }
                  }
                }
              }
            }
          }
        }
        """,
        "schemas/user.yaml": """
        type: object
        required: [id]
        properties:
          id: { type: string }
          manager: { $ref: ./user.yaml }
          address: { $ref: address.json }

        """,
        "schemas/address.json": """
        { "type": "object", "properties": { "city": { "type": "string" } } }
        """,
        "common.json": """
        {
          "components": {
            "parameters": {
              "Id": { "name": "id", "in": "path", "required": true, "schema": { "type": "string" } }
            },
            "responses": {
              "NotFound": {
                "description": "No such user.",
                "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Error" } } }
              }
            },
            "schemas": {
              "Error": { "type": "object", "properties": { "message": { "type": "string" } } }
            }
          }
        }
        """,
    ]

    @Test func importsADocumentSplitOverSeveralFiles() throws {
        let tree = try TemporaryFileTree(Self.files)
        defer { tree.remove() }
        let result = OpenAPIImporter.convert(fileAt: tree.path("openapi.yaml"))
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let spec = try #require(result.spec)
        #expect(spec.models.map(\.name).sorted() == ["Address", "Error", "User"])
        #expect(spec.endpoints.map(\.name).sorted() == ["getUser", "listUsers"])
        let user = try #require(spec.models.first { $0.name == "User" })
        guard case .object(let properties) = user.kind else {
            Issue.record("User is not an object model")
            return
        }
        #expect(properties.map(\.wireName) == ["id", "manager", "address"])
        #expect(properties[1].schema.kind == .reference("User"))
        #expect(properties[2].schema.kind == .reference("Address"))
        let getUser = try #require(spec.endpoints.first { $0.name == "getUser" })
        #expect(getUser.location.file == tree.path("paths/user.yaml"))
    }

    @Test func theSameSplitInJSONOnlyImportsTheSameSpec() throws {
        let tree = try TemporaryFileTree(Self.files)
        defer { tree.remove() }
        let yaml = try #require(OpenAPIImporter.convert(fileAt: tree.path("openapi.yaml")).specText)
        // The entry rewritten in JSON, referring to the same YAML and JSON files.
        try tree.write(
            """
            {
              "openapi": "3.0.3",
              "info": { "title": "Users", "version": "1" },
              "paths": {
                "/users/{id}": { "$ref": "paths/user.yaml" },
                "/users": { "$ref": "./paths/users.json" }
              },
              "components": { "schemas": { "User": { "$ref": "schemas/user.yaml" } } }
            }
            """,
            to: "openapi.json"
        )
        let json = try #require(OpenAPIImporter.convert(fileAt: tree.path("openapi.json")).specText)
        #expect(json == yaml)
    }

    @Test func responseBodiesAreNamedAfterTheResponsesTheDocumentNames() throws {
        let body =
            #"{ "content": { "application/json": { "schema": { "type": "object", "properties": { "id": { "type": "string" } } } } } }"#
        let tree = try TemporaryFileTree([
            "openapi.json": """
            {
              "openapi": "3.1.0",
              "info": { "title": "Names", "version": "1" },
              "paths": {
                "/vpcs": {
                  "get": { "operationId": "vpcs_get", "tags": ["VPCs"], "responses": { "200": { "$ref": "responses/existing_vpc.json" } } },
                  "post": { "operationId": "vpcs_create", "responses": { "201": { "$ref": "#/components/responses/created_vpc" } } },
                  "put": { "operationId": "vpcs_put", "responses": { "200": \(body) } }
                }
              },
              "components": { "responses": { "created_vpc": \(body) } }
            }
            """,
            "responses/existing_vpc.json": body,
        ])
        defer { tree.remove() }
        let result = OpenAPIImporter.convert(fileAt: tree.path("openapi.json"))
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let spec = try #require(result.spec)
        #expect(
            spec.models.map(\.name).sorted() == ["CreatedVPCResponse", "ExistingVPCResponse", "VPCsPutResponse"]
        )
    }

    @Test func aHeaderNamedLikeAnExtensionResolvesLikeItsSiblings() throws {
        // A header whose name starts with `x-` is a name under `headers`, not an extension: its `$ref` into another
        // file resolves like the others (and `x-…` keys that are extensions stay opaque).
        let tree = try TemporaryFileTree([
            "openapi.yaml": """
            openapi: 3.0.3
            info: { title: Headers, version: "1" }
            x-vendor: { $ref: "not/a/file.yaml" }
            paths:
              /sizes:
                get:
                  operationId: listSizes
                  responses:
                    "200":
                      description: ok
                      headers:
                        ratelimit-limit: { $ref: "shared/headers.yml#/ratelimit-limit" }
                        x-request-id: { $ref: "shared/headers.yml#/x-request-id" }
                      content:
                        application/json:
                          schema: { type: object, properties: { id: { type: string } } }

            """,
            "shared/headers.yml": """
            ratelimit-limit:
              schema: { type: integer }
              description: The requests allowed an hour.
            x-request-id:
              schema: { type: string, format: uuid }
              description: The request's id.

            """,
        ])
        defer { tree.remove() }
        let result = OpenAPIImporter.convert(fileAt: tree.path("openapi.yaml"))
        #expect(!result.hasErrors, "\(result.diagnostics)")
        #expect(!result.diagnostics.contains { $0.message.contains("$ref") }, "\(result.diagnostics)")
        let endpoint = try #require(result.spec?.endpoints.first)
        let headers = try #require(endpoint.responses.first).headers
        #expect(headers.map(\.name) == ["ratelimit-limit", "x-request-id"])
        #expect(headers.last?.schema.kind == .uuid)
    }

    @Test func aReferenceBackIntoTheEntryIsTheLocalOne() throws {
        let tree = try TemporaryFileTree([
            "openapi.json": """
            {
              "openapi": "3.1.0",
              "info": { "title": "Back", "version": "1" },
              "paths": { "/pets": { "$ref": "paths/pets.json" } },
              "components": { "schemas": { "Pet": { "type": "object", "properties": { "id": { "type": "string" } } } } }
            }
            """,
            "paths/pets.json": """
            { "get": { "operationId": "listPets", "responses": { "200": { "description": "ok", "content": {
              "application/json": { "schema": { "$ref": "../openapi.json#/components/schemas/Pet" } } } } } } }
            """,
        ])
        defer { tree.remove() }
        let result = OpenAPIImporter.convert(fileAt: tree.path("openapi.json"))
        #expect(!result.hasErrors, "\(result.diagnostics)")
        #expect(result.spec?.models.map(\.name) == ["Pet"])
    }

    @Test func aSchemaNameTakenInTheEntryGetsASuffix() throws {
        let tree = try TemporaryFileTree([
            "openapi.yaml": """
            openapi: 3.0.3
            info: { title: Names, version: "1" }
            paths:
              /a:
                get:
                  operationId: getA
                  responses:
                    "200":
                      description: ok
                      content:
                        application/json:
                          schema: { $ref: "other.yaml#/components/schemas/Thing" }
            components:
              schemas:
                Thing: { type: object, properties: { id: { type: string } } }

            """,
            "other.yaml":
                "components:\n  schemas:\n    Thing: { type: object, properties: { n: { type: integer } } }\n",
        ])
        defer { tree.remove() }
        let result = OpenAPIImporter.convert(fileAt: tree.path("openapi.yaml"))
        #expect(!result.hasErrors, "\(result.diagnostics)")
        #expect(result.spec?.models.map(\.name).sorted() == ["Thing", "Thing2"])
    }

    @Test func aCycleOfPathItemsIsALocatedErrorWithNotes() throws {
        let tree = try TemporaryFileTree([
            "openapi.yaml": """
            openapi: 3.0.3
            info: { title: Loop, version: "1" }
            paths:
              /a: { $ref: a.yaml }

            """,
            "a.yaml": "$ref: b.yaml\n",
            "b.yaml": "$ref: a.yaml\n",
        ])
        defer { tree.remove() }
        let result = OpenAPIImporter.convert(fileAt: tree.path("openapi.yaml"))
        let rendered = result.diagnostics.map(\.description)
        #expect(
            rendered == [
                "\(tree.path("b.yaml")):1:7: error: 'a.yaml' is part of a cycle of references "
                    + "(\(tree.path("a.yaml")) -> \(tree.path("b.yaml")) -> \(tree.path("a.yaml"))); "
                    + "a file cannot include itself",
                "\(tree.path("a.yaml")):1:7: note: 'b.yaml' is referenced here",
                "\(tree.path("openapi.yaml")):4:15: note: 'a.yaml' is referenced here",
            ]
        )
    }

    @Test func anExternalURLIsAnErrorNotAWarning() throws {
        let tree = try TemporaryFileTree([
            "openapi.yaml": """
            openapi: 3.0.3
            info: { title: Remote, version: "1" }
            paths:
              /a: { $ref: "https://example.com/paths/a.yaml" }

            """
        ])
        defer { tree.remove() }
        let result = OpenAPIImporter.convert(fileAt: tree.path("openapi.yaml"))
        #expect(result.hasErrors)
        #expect(result.diagnostics.first?.location.line == 4)
        #expect(result.diagnostics.first?.message.contains("is a URL (https:)") == true)
    }

    @Test func discriminatorMappingValuesNamingOtherFilesSelectTheirAlternatives() throws {
        let tree = try TemporaryFileTree([
            "openapi.yaml": """
            openapi: 3.0.3
            info: { title: Pets, version: "1" }
            paths:
              /pets:
                get:
                  operationId: listPets
                  responses:
                    "200":
                      description: Pets.
                      content:
                        application/json:
                          schema: { $ref: models/pet.yaml }
            components:
              schemas:
                Pet: { $ref: models/pet.yaml }

            """,
            "models/pet.yaml": """
            oneOf:
              - $ref: dog.yaml
              - $ref: "pets.yaml#/Cat"
              - $ref: "pets.yaml#/Bird"
            discriminator:
              propertyName: kind
              mapping:
                doggo: dog.yaml
                kitty: "pets.yaml#/Cat"
                tweety: "./pets.yaml#/Bird"

            """,
            "models/dog.yaml": "type: object\nrequired: [kind]\nproperties: { kind: { type: string } }\n",
            "models/pets.yaml": """
            Cat: { type: object, required: [kind], properties: { kind: { type: string } } }
            Bird:
              type: object
              required: [kind]
              properties: { kind: { type: string } }
              discriminator: { propertyName: kind, mapping: { parrot: "#/Cat" } }

            """,
        ])
        defer { tree.remove() }
        let result = OpenAPIImporter.convert(fileAt: tree.path("openapi.yaml"))
        #expect(
            result.diagnostics.filter { $0.severity != .note }.map(\.description).allSatisfy {
                !$0.contains("discriminator value")
            },
            "\(result.diagnostics)"
        )
        let spec = try #require(result.spec)
        guard
            case .oneOf(let alternatives, let discriminator) = try #require(spec.models.first { $0.name == "Pet" }).kind
        else {
            Issue.record("Pet is not a union")
            return
        }
        #expect(alternatives.count == 3)
        let mapping = try #require(discriminator).mapping.map { "\($0.value)→\($0.modelName)" }
        #expect(mapping == ["doggo→Dog", "kitty→Cat", "tweety→Bird"])
    }
}
