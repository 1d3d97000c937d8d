import Foundation
import Testing

@testable import endpoint_gen

/// The document and configuration of the `OpenAPIDropletsAPI` fixture target.
private let fixtureDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/OpenAPIDropletsAPI")

/// The fixture's document in JSON, as a vendor that publishes JSON would: the same operations and components.
private let dropletsJSON = #"""
    {
      "openapi": "3.0.3",
      "info": { "title": "Droplets API", "version": "1" },
      "servers": [{ "url": "https://api.droplets.example.com/v2" }],
      "paths": {
        "/droplets": {
          "get": {
            "operationId": "list_droplets",
            "parameters": [{ "name": "tag_name", "in": "query", "schema": { "type": "string" } }],
            "responses": {
              "200": {
                "description": "The droplets, in pages.",
                "content": { "application/json": { "schema": { "$ref": "#/components/schemas/DropletList" } } }
              }
            }
          }
        },
        "/droplets/{droplet_id}": {
          "get": {
            "operationId": "get_droplet",
            "parameters": [{ "name": "droplet_id", "in": "path", "required": true, "schema": { "type": "integer" } }],
            "responses": {
              "200": {
                "description": "The droplet.",
                "content": { "application/json": { "schema": { "$ref": "#/components/schemas/DropletResponse" } } }
              },
              "404": {
                "description": "No such droplet.",
                "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Error" } } }
              }
            }
          }
        }
      },
      "components": {
        "schemas": {
          "Droplet": {
            "type": "object",
            "required": ["id", "name", "memory"],
            "properties": {
              "id": { "type": "integer" },
              "name": { "type": "string" },
              "memory": { "type": "integer", "description": "Megabytes of memory." },
              "region": { "$ref": "#/components/schemas/Region" }
            }
          },
          "Region": { "type": "string", "enum": ["nyc1", "ams3"] },
          "DropletResponse": {
            "type": "object",
            "required": ["droplet"],
            "properties": { "droplet": { "$ref": "#/components/schemas/Droplet" } }
          },
          "DropletList": {
            "type": "object",
            "required": ["data"],
            "properties": { "data": { "$ref": "#/components/schemas/DropletPage" } }
          },
          "DropletPage": {
            "type": "object",
            "required": ["items"],
            "properties": { "items": { "type": "array", "items": { "$ref": "#/components/schemas/Droplet" } } }
          },
          "Error": {
            "type": "object",
            "required": ["id", "message"],
            "properties": { "id": { "type": "string" }, "message": { "type": "string" } }
          }
        }
      }
    }
    """#

/// `endpoint-gen generate` and `validate` with `domain` and `repositories` in an OpenAPI document's configuration.
struct BoundaryConfigurationCommandTests {
    /// A directory holding the document (`openapi.yaml`, or `openapi.json` with `json`) and its configuration.
    private func directory(json: Bool, configuration: String? = nil) throws -> (URL, String) {
        let directory = try makeTemporaryDirectory()
        let document = json ? "openapi.json" : "openapi.yaml"
        let text =
            json
            ? dropletsJSON : try String(contentsOf: fixtureDirectory.appendingPathComponent(document), encoding: .utf8)
        try Data(text.utf8).write(to: directory.appendingPathComponent(document))
        let configured =
            try configuration
            ?? String(contentsOf: fixtureDirectory.appendingPathComponent("openapi.endpointkit.yaml"), encoding: .utf8)
        try Data(configured.utf8).write(to: directory.appendingPathComponent("openapi.endpointkit.yaml"))
        return (directory, directory.appendingPathComponent(document).path)
    }

    @Test(arguments: [false, true])
    func generateWritesTheMappingAndTheRepositoryForAYAMLAndAJSONDocument(json: Bool) throws {
        let (directory, document) = try directory(json: json)
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("out")

        let result = run(["generate", document, "-o", output.path])

        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.isEmpty)
        let mapping = try String(contentsOf: output.appendingPathComponent("DropletsMapping.swift"), encoding: .utf8)
        #expect(mapping.contains("extension DropletDTO {\n"))
        #expect(mapping.contains("    public func toDomain() throws -> Droplet {\n"))
        let repositories = try String(
            contentsOf: output.appendingPathComponent("DropletsRepositories.swift"),
            encoding: .utf8
        )
        #expect(repositories.contains("public struct HTTPDropletRepository: DropletRepository, Sendable {"))
        #expect(repositories.contains("return try await client.getDroplet(dropletID: id.rawValue).droplet.toDomain()"))
        #expect(
            repositories.contains("try await client.listDroplets(tagName: tag).data.items.map { try $0.toDomain() }")
        )
    }

    @Test(arguments: [false, true])
    func aMappingTheDocumentBreaksIsALocatedErrorInTheConfiguration(json: Bool) throws {
        let configuration = """
            domain:
              Droplet:
                type: Droplet
                arguments: { id: { from: id }, memory: { from: memory_mb } }
            """
        let (directory, document) = try directory(json: json, configuration: configuration)
        defer { try? FileManager.default.removeItem(at: directory) }
        let configurationPath = directory.appendingPathComponent("openapi.endpointkit.yaml").path

        let result = run(["validate", document])

        #expect(result.status == 1)
        #expect(
            result.errors.hasPrefix(
                "\(configurationPath):4:52: error: 'from' names 'memory_mb', which is not a property of model "
                    + "'Droplet'; did you mean 'memory'?\n"
                    + "    arguments: { id: { from: id }, memory: { from: memory_mb } }\n"
                    + String(repeating: " ", count: 51) + "^\n"
                    + "\(document):"
            ),
            "\(result.errors)"
        )
        #expect(result.errors.contains(": note: model 'Droplet' is declared here\n"))
    }
}
