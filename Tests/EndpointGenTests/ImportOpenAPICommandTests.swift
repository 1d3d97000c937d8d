import Foundation
import Testing

@testable import endpoint_gen

/// Collects what `import-openapi` writes.
private struct CapturedText: TextOutputStream {
    var text = ""
    mutating func write(_ string: String) { text += string }
}

/// Runs the command in-process and returns its status and both streams.
private func runCommand(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
    var output = CapturedText()
    var errors = CapturedText()
    let status = EndpointGenCommand.run(arguments: arguments, output: &output, errors: &errors)
    return (status, output.text, errors.text)
}

/// A fresh temporary directory holding `openapi.json` with `document`; removed by the caller.
private func makeDocumentDirectory(_ document: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("import-openapi-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    try Data(document.utf8).write(to: url.appendingPathComponent("openapi.json"))
    return url
}

private let document = """
    {
      "openapi": "3.0.3",
      "info": { "title": "Tiny", "version": "1" },
      "paths": {
        "/items/{id}": {
          "get": {
            "operationId": "getItem",
            "parameters": [
              { "name": "id", "in": "path", "required": true, "schema": { "type": "string" } },
              { "name": "session", "in": "cookie", "schema": { "type": "string" } }
            ],
            "responses": { "200": { "description": "The item.", "content": { "application/json": { "schema": { "type": "string" } } } } }
          }
        }
      }
    }
    """

struct ImportOpenAPICommandTests {
    @Test func convertsWritesTheSpecAndPrintsLocatedWarnings() throws {
        let directory = try makeDocumentDirectory(document)
        defer { try? FileManager.default.removeItem(at: directory) }
        let documentPath = directory.appendingPathComponent("openapi.json").path
        let specPath = directory.appendingPathComponent("tiny.endpoints.json").path

        let result = runCommand(["import-openapi", documentPath, "--output", specPath])

        #expect(result.status == 0)
        #expect(result.output == "\(specPath): converted from \(documentPath).\n")
        #expect(
            result.errors == """
                \(documentPath):10:38: warning: cookie parameter 'session' is not supported and is ignored
                          { "name": "session", "in": "cookie", "schema": { "type": "string" } }
                                                     ^
                \(documentPath): 0 errors, 1 warning.

                """
        )
        let spec = try String(contentsOfFile: specPath, encoding: .utf8)
        #expect(spec.hasPrefix("{\n  \"name\": \"Tiny\",\n"))
        #expect(runCommand(["validate", specPath]).status == 0)
    }

    @Test func dashWritesTheSpecToStandardOutput() throws {
        let directory = try makeDocumentDirectory(document)
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = runCommand(["import-openapi", directory.appendingPathComponent("openapi.json").path, "-o", "-"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("{\n  \"name\": \"Tiny\","))
        #expect(result.output.hasSuffix("}\n"))
    }

    @Test func documentErrorsExit1WithoutWriting() throws {
        let directory = try makeDocumentDirectory(#"{ "swagger": "2.0" }"#)
        defer { try? FileManager.default.removeItem(at: directory) }
        let documentPath = directory.appendingPathComponent("openapi.json").path
        let specPath = directory.appendingPathComponent("out.json").path

        let result = runCommand(["import-openapi", documentPath, "--output", specPath])

        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        #expect(
            result.errors == """
                \(documentPath):1:14: error: Swagger 2.0 documents are not supported; convert the document to OpenAPI 3 first
                { "swagger": "2.0" }
                             ^
                \(documentPath): 1 error, 0 warnings.

                """
        )
        #expect(!FileManager.default.fileExists(atPath: specPath))
    }

    @Test func missingDocumentExits1() {
        let result = runCommand(["import-openapi", "/nonexistent/openapi.json", "--output", "-"])
        #expect(result.status == 1)
        #expect(
            result.errors.hasPrefix(
                "/nonexistent/openapi.json:1:1: error: cannot read the OpenAPI document '/nonexistent/openapi.json': "
                    + "no such file\n"
            )
        )
    }

    @Test func unwritableOutputExits1() throws {
        let directory = try makeDocumentDirectory(document)
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = runCommand([
            "import-openapi", directory.appendingPathComponent("openapi.json").path, "--output",
            "/nonexistent/dir/out.json",
        ])
        #expect(result.status == 1)
        #expect(result.errors.contains("error: cannot write the spec to '/nonexistent/dir/out.json'"))
    }

    @Test(arguments: [
        (["import-openapi"], "Error: Missing '<openapi.json|yaml>' for 'import-openapi'."),
        (["import-openapi", "a.json"], "Error: Missing '--output <spec>' for 'import-openapi'."),
        (
            ["import-openapi", "a.json", "b.json", "-o", "c.json"],
            "Error: Unexpected argument 'b.json': 'import-openapi' takes one document."
        ),
        (["import-openapi", "a.json", "--strict"], "Error: Unknown option '--strict'."),
    ])
    func badUsageExits64(arguments: [String], message: String) {
        let result = runCommand(arguments)
        #expect(result.status == 64)
        #expect(result.errors.hasPrefix(message + "\n"))
        #expect(result.errors.contains("endpoint-gen import-openapi <openapi.json|yaml> --output <spec.json|yaml>"))
    }

    @Test func helpDescribesTheSubcommand() {
        let result = runCommand(["--help"])
        #expect(result.status == 0)
        #expect(result.output.contains("import-openapi <openapi.json|yaml>"))
        #expect(result.output.contains("docs/openapi.md"))
    }
}
