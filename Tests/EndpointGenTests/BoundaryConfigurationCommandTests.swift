import Foundation
import Testing

@testable import endpoint_gen

/// The document and configuration of the `OpenAPIDropletsAPI` fixture target.
private let fixtureDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/OpenAPIDropletsAPI")

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
