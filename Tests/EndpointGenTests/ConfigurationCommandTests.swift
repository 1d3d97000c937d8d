import Foundation
import Testing

@testable import endpoint_gen

private let shopSpec = """
    name: Shop
    models:
      Item: { properties: { id: { type: string } } }
      User: { properties: { name: { type: string } } }
    endpoints:
      getItem:
        method: GET
        path: /items/{id}
        tags: [items]
        parameters: { id: { in: path, type: string } }
        responses: { "200": { $ref: Item } }
      getUser:
        method: GET
        path: /users
        responses: { "200": { $ref: User } }
    """

/// `--config`, `--no-config` and the configuration found next to the spec.
struct ConfigurationCommandTests {
    /// A directory holding `shop.yaml` and the given configuration files.
    private func directory(_ files: [String: String]) throws -> URL {
        let directory = try makeTemporaryDirectory()
        try Data(shopSpec.utf8).write(to: directory.appendingPathComponent("shop.yaml"))
        for (name, text) in files { try Data(text.utf8).write(to: directory.appendingPathComponent(name)) }
        return directory
    }

    @Test func generateAppliesTheConfigurationNextToTheSpec() throws {
        let directory = try directory([
            "shop.endpointkit.yaml": "name: Store\naccessLevel: internal\nfilter: { tags: [items] }\n"
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("out")

        let result = run(["generate", directory.appendingPathComponent("shop.yaml").path, "-o", output.path])

        #expect(result.status == 0, "\(result.errors)")
        let files = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        #expect(files.first == "StoreClient.swift")
        let endpoints = try String(contentsOf: output.appendingPathComponent("StoreEndpoints.swift"), encoding: .utf8)
        #expect(endpoints.contains("\n    static func getItem(id: String) -> EndpointRuntime.Endpoint<ItemDTO> {"))
        #expect(!endpoints.contains("getUser"))
        let models = try String(contentsOf: output.appendingPathComponent("StoreModels.swift"), encoding: .utf8)
        #expect(!models.contains("UserDTO"))
    }

    @Test func noConfigAndAnExplicitConfigChooseTheFile() throws {
        let directory = try directory(["endpointkit.json": #"{ "name": "Directory" }"#, "other.yaml": "name: Other\n"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("shop.yaml").path
        let plain = directory.appendingPathComponent("plain")
        #expect(run(["generate", spec, "-o", plain.path, "--no-config"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: plain.appendingPathComponent("ShopClient.swift").path))
        let other = directory.appendingPathComponent("other")
        let otherPath = directory.appendingPathComponent("other.yaml").path
        #expect(run(["generate", spec, "-o", other.path, "--config", otherPath]).status == 0)
        #expect(FileManager.default.fileExists(atPath: other.appendingPathComponent("OtherClient.swift").path))
        let found = directory.appendingPathComponent("found")
        #expect(run(["generate", spec, "-o", found.path]).status == 0)
        #expect(FileManager.default.fileExists(atPath: found.appendingPathComponent("DirectoryClient.swift").path))
    }

    @Test func configurationErrorsAreLocatedInTheConfigurationFile() throws {
        let directory = try directory(["endpointkit.yaml": "filter:\n  operations: [getIten]\n"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let configuration = directory.appendingPathComponent("endpointkit.yaml").path

        let result = run(["validate", directory.appendingPathComponent("shop.yaml").path])

        #expect(result.status == 1)
        #expect(
            result.errors.hasPrefix(
                "\(configuration):2:16: error: 'filter.operations' names no operation 'getIten'; did you mean "
                    + "'getItem'?\n  operations: [getIten]\n               ^\n"
            )
        )
    }

    @Test func twoConfigurationsOnOneLevelAreAnError() throws {
        let directory = try directory(["endpointkit.json": "{}", "endpointkit.yml": "{}"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("shop.yaml").path

        let result = run(["validate", spec])

        #expect(result.status == 1)
        #expect(
            result.errors.hasPrefix(
                "\(spec):1:1: error: more than one configuration file for this spec ('endpointkit.json' and "
                    + "'endpointkit.yml'); keep one of them\n"
            )
        )
    }

    @Test(arguments: [
        (["generate", "a.json", "-o", "out", "--config"], "Error: Missing value for '--config <file>'."),
        (["validate", "a.json", "--config", "c.json", "--no-config"], "Error: Give '--config' or '--no-config' once."),
        (
            ["import-openapi", "a.json", "-o", "b.json", "--no-config"],
            "Error: Only 'validate', 'generate', 'check' and 'serve' take '--config' and '--no-config'."
        ),
        (["validate", "a.json", "--confg", "c.json"], "Error: Unknown option '--confg'; did you mean '--config'?"),
    ])
    func badConfigurationOptionsAreUsageErrors(arguments: [String], message: String) {
        let result = run(arguments)
        #expect(result.status == 64)
        #expect(result.errors.hasPrefix(message + "\n"))
    }
}
