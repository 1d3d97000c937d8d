import EndpointTestSupport
import Foundation
import Testing

@testable import endpoint_gen

/// A spec and an OpenAPI document split over several files, through `endpoint-gen validate`, `generate` and
/// `import-openapi`: references resolved, every problem printed in the file it is in with the chain of references.
@Suite("endpoint-gen with specs over several files")
struct MultiFileCommandTests {
    static let spec: [String: String] = [
        "api.endpoints.yaml": """
        name: Split
        models:
          Item: { $ref: models/item.json }
        endpoints:
          getItem: { $ref: endpoints/get-item.yaml }

        """,
        "models/item.json": #"{ "properties": { "id": { "type": "string" } } }"#,
        "endpoints/get-item.yaml": """
        method: GET
        path: /items/{id}
        parameters:
          id: { in: path, type: string }
        responses:
          200: { $ref: ../models/item.json }

        """,
    ]

    static let document: [String: String] = [
        "openapi.yaml": """
        openapi: 3.0.3
        info: { title: Split, version: "1" }
        paths:
          /items/{id}: { $ref: paths/item.yaml }

        """,
        "paths/item.yaml": """
        get:
          operationId: getItem
          parameters:
            - { name: id, in: path, required: true, schema: { type: string } }
          responses:
            "200":
              description: The item.
              content:
                application/json:
                  schema: { $ref: ../schemas/Item.json }

        """,
        "schemas/Item.json": #"{ "type": "object", "properties": { "id": { "type": "string" } } }"#,
    ]

    @Test func validateAcceptsASplitSpecAndASplitDocument() throws {
        for (files, entry) in [(Self.spec, "api.endpoints.yaml"), (Self.document, "openapi.yaml")] {
            let tree = try TemporaryFileTree(files)
            defer { tree.remove() }
            #expect(run(["validate", tree.path(entry)]) == (0, "\(tree.path(entry)): the spec is valid.\n", ""))
        }
    }

    @Test func generateWritesTheSameClientFromTheSplitSpecAndTheSplitDocument() throws {
        var outputs: [[String]] = []
        for (files, entry) in [(Self.spec, "api.endpoints.yaml"), (Self.document, "openapi.yaml")] {
            let tree = try TemporaryFileTree(files)
            defer { tree.remove() }
            let result = run(["generate", tree.path(entry), "--output", tree.path("out")])
            #expect(result.status == 0, "\(result.errors)")
            let names = try FileManager.default.contentsOfDirectory(atPath: tree.path("out")).sorted()
            let models = try String(contentsOfFile: tree.path("out/SplitModels.swift"), encoding: .utf8)
            #expect(models.contains("struct ItemDTO"))
            outputs.append(names)
        }
        #expect(outputs[0] == outputs[1])
    }

    @Test func importOpenAPIWritesOneSpecFromTheSplitDocument() throws {
        let tree = try TemporaryFileTree(Self.document)
        defer { tree.remove() }
        let result = run(["import-openapi", tree.path("openapi.yaml"), "--output", tree.path("spec.yaml")])
        #expect(result.status == 0, "\(result.errors)")
        let text = try String(contentsOfFile: tree.path("spec.yaml"), encoding: .utf8)
        #expect(text.contains("Item:"))
        #expect(text.contains("getItem:"))
        #expect(run(["validate", tree.path("spec.yaml")]).status == 0)
    }

    @Test func validatePrintsAProblemInAReferencedFileWithTheChain() throws {
        var files = Self.spec
        files["endpoints/get-item.yaml"] = files["endpoints/get-item.yaml"]!.replacingOccurrences(
            of: "method: GET",
            with: "method: GTE"
        )
        let tree = try TemporaryFileTree(files)
        defer { tree.remove() }
        let result = run(["validate", tree.path("api.endpoints.yaml")])
        #expect(result.status == 1)
        let lines = result.errors.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first?.hasPrefix("\(tree.path("endpoints/get-item.yaml")):1:9: error: ") == true, "\(lines)")
        #expect(lines.contains("method: GTE"))
        #expect(
            lines.contains(
                "\(tree.path("api.endpoints.yaml")):5:20: note: 'endpoints/get-item.yaml' is referenced here"
            )
        )
        #expect(lines.contains("  getItem: { $ref: endpoints/get-item.yaml }"))
    }

    @Test func validateRefusesAReferenceOutOfTheSpecsDirectory() throws {
        var files = Self.spec
        files["api.endpoints.yaml"] = files["api.endpoints.yaml"]!.replacingOccurrences(
            of: "models/item.json",
            with: "../item.json"
        )
        let tree = try TemporaryFileTree(files)
        defer { tree.remove() }
        let result = run(["validate", tree.path("api.endpoints.yaml")])
        #expect(result.status == 1)
        #expect(
            result.errors.hasPrefix(
                "\(tree.path("api.endpoints.yaml")):3:17: error: '../item.json' leaves '\(tree.path)', the directory "
                    + "of the entry spec; a '$ref' may not name a file outside it\n"
            ),
            "\(result.errors)"
        )
    }
}
