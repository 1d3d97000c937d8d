import Foundation
import Testing

@testable import endpoint_gen

/// An OpenAPI document that loses one construct of several kinds: a TRACE operation (an operation), a cookie
/// parameter (a parameter), `not` (a schema keyword), response `links` (unused by a client), and a `security`
/// list naming only a Digest scheme, which covers the document's two endpoints (credentials).
private let lossyDocument = """
    openapi: 3.0.3
    info: { title: Lossy, version: "1" }
    security: [{ digest: [] }]
    components:
      securitySchemes:
        digest: { type: http, scheme: digest }
      schemas:
        Item:
          type: object
          properties:
            id: { type: string, not: { enum: [""] } }
    paths:
      /items:
        get:
          operationId: listItems
          parameters:
            - { name: session, in: cookie, schema: { type: string } }
          responses:
            "200":
              description: ok
              links: { next: { operationId: listItems } }
              content: { application/json: { schema: { $ref: "#/components/schemas/Item" } } }
        trace:
          responses: { "200": { description: ok } }
      /items/{id}:
        get:
          operationId: getItem
          parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
          responses: { "200": { description: ok } }
    """

/// A document whose operation has two error bodies of different shapes, which only their statuses tell apart.
private let statusNamedDocument = """
    openapi: 3.0.3
    info: { title: Named, version: "1" }
    paths:
      /items:
        get:
          operationId: listItems
          responses:
            "204": { description: none }
            "400":
              description: bad
              content: { application/json: { schema: { type: object, properties: { reason: { type: string } } } } }
            "404":
              description: missing
              content: { application/json: { schema: { type: object, properties: { id: { type: integer } } } } }
    """

struct LossReportCommandTests {
    /// A new temporary directory holding the lossy document as `lossy.openapi.yaml`.
    private func writeLossyDocument() throws -> (directory: URL, document: URL) {
        let directory = try makeTemporaryDirectory()
        let document = directory.appendingPathComponent("lossy.openapi.yaml")
        try Data(lossyDocument.utf8).write(to: document)
        return (directory, document)
    }

    @Test func countsEachKindOfLossAndTheEndpointsLeftWithoutCredentials() throws {
        let (directory, document) = try writeLossyDocument()
        defer { try? FileManager.default.removeItem(at: directory) }

        let result = run(["loss-report", document.path])

        #expect(result.status == 0)
        #expect(result.errors.isEmpty, "loss-report prints no warnings: \(result.errors)")
        let lines = result.output.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        #expect(lines.count == 2, "a header and one document, no total for one document: \(result.output)")
        #expect(
            lines.first == [
                "document", "endpoints", "models", "warnings", "operation", "credentials", "parameter", "body",
                "response", "schema", "example", "unused",
            ]
        )
        // Two endpoints, one model; operation 1 (TRACE), credentials 2 (both endpoints), parameter 1 (the cookie),
        // schema 1 (`not`), unused 1 (`links`).
        #expect(lines.last?.dropFirst() == ["2", "1", "6", "1", "2", "1", "0", "0", "1", "0", "1"])
    }

    @Test func writesEveryDocumentAndTheTotalAsJSON() throws {
        let (directory, document) = try writeLossyDocument()
        defer { try? FileManager.default.removeItem(at: directory) }

        let result = run(["loss-report", "--json", document.path, document.path])

        #expect(result.status == 0)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        )
        let documents = try #require(object["documents"] as? [[String: Any]])
        #expect(documents.count == 2)
        let total = try #require(object["total"] as? [String: Any])
        #expect(total["endpoints"] as? Int == 4)
        #expect(total["usable"] as? Bool == true)
        let lost = try #require(total["lost"] as? [String: Int])
        #expect(
            lost == [
                "operation": 2, "credentials": 4, "parameter": 2, "body": 0, "response": 0, "schema": 2, "example": 0,
                "unused": 2,
            ]
        )
    }

    @Test func aDocumentWithErrorsIsMarkedAndExits1() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let document = directory.appendingPathComponent("broken.openapi.json")
        try Data(#"{"swagger": "2.0"}"#.utf8).write(to: document)

        let result = run(["loss-report", document.path])

        #expect(result.status == 1)
        #expect(result.output.contains("broken.openapi.json (errors: 1)"))
    }

    @Test(arguments: [
        ([String](), "Error: Missing '<document>' for 'loss-report'."),
        (["a.yaml", "--jsn"], "Error: Unknown option '--jsn' for 'loss-report'; did you mean '--json'?"),
    ])
    func badUsageExits64(arguments: [String], message: String) {
        let result = run(["loss-report"] + arguments)

        #expect(result.status == 64)
        #expect(result.errors.hasPrefix(message + "\n"), "\(result.errors)")
        #expect(result.errors.contains("USAGE: endpoint-gen loss-report <document>... [--json]"))
    }

    @Test func theNamingCensusListsTheNamesItCounts() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let document = directory.appendingPathComponent("named.openapi.yaml")
        try Data(statusNamedDocument.utf8).write(to: document)

        let table = run(["loss-report", document.path, "--naming", "--list"])
        #expect(table.status == 0)
        #expect(
            table.output.hasSuffix(
                "document\tfigure\tname\n\(document.path)\tstatusNamedTypes\tListItems400ResponseDTO\n"
                    + "\(document.path)\tstatusNamedTypes\tListItems404ResponseDTO\n"
            ),
            "\(table.output)"
        )
        let json = run(["loss-report", document.path, "--naming", "--list", "--json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        let documents = try #require(object?["documents"] as? [[String: Any]])
        let names = try #require(documents.first?["names"] as? [[String: String]])
        #expect(names.map { $0["name"] } == ["ListItems400ResponseDTO", "ListItems404ResponseDTO"])
        #expect(names.map { $0["figure"] } == ["statusNamedTypes", "statusNamedTypes"])
    }

    @Test func listWithoutNamingIsAUsageError() {
        let result = run(["loss-report", "a.yaml", "--list"])
        #expect(result.status == 64)
        #expect(result.errors.hasPrefix("Error: '--list' lists the naming census's names: use it with '--naming'.\n"))
    }

    @Test func aMissingDocumentIsNamed() {
        let result = run(["loss-report", "/nonexistent/api.yaml"])

        #expect(result.status == 1)
        #expect(result.errors == "error: no such file: '/nonexistent/api.yaml'\n")
    }
}
