import EndpointTestSupport
import Foundation
import Testing

@testable import endpoint_gen

/// `check` names endpoints as the document does, takes `--config`, keeps its did-you-mean short and prints the
/// import's warnings as one count.
struct CheckCommandNamingTests {
    /// An OpenAPI document with twelve operations whose ids are not Swift names, and one schema keyword the spec
    /// format cannot express (a warning).
    private static func document() -> String {
        let operations = (1...12).map { index in
            """
              "/items/\(index)": { "get": { "operationId": "get-item-\(index)",
                "responses": { "200": { "description": "OK", "content": { "application/json": {
                  "schema": { "type": "object", "properties": { "id": { "type": "string", "not": {} } } } } } } } } }
            """
        }
        return """
            { "openapi": "3.0.0", "info": { "title": "Items", "version": "1" }, "paths": {
            \(operations.joined(separator: ",\n"))
            } }
            """
    }

    private let tree: TemporaryFileTree

    init() throws {
        tree = try TemporaryFileTree([
            "items.openapi.json": Self.document(),
            "body.json": #"{"id":"i-1"}"#,
        ])
    }

    @Test func theOperationIdAsWrittenNamesTheEndpoint() {
        defer { tree.remove() }
        let result = run([
            "check", tree.path("items.openapi.json"), "--endpoint", "get-item-3", tree.path("body.json"),
        ])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.hasSuffix("the body matches the `200` response of endpoint `getItem3`.\n"))
    }

    @Test func importWarningsArePrintedOnceAsACount() {
        defer { tree.remove() }
        let result = run(["check", tree.path("items.openapi.json"), "--endpoint", "getItem3", tree.path("body.json")])
        #expect(result.status == 0)
        let path = tree.path("items.openapi.json")
        #expect(
            result.errors
                == "\(path): 12 warnings (what the spec format cannot express, typed more loosely or left out); "
                + "'endpoint-gen validate \(path)' prints them.\n"
        )
    }

    @Test func anUnknownEndpointListsAtMostTenCandidates() {
        defer { tree.remove() }
        let result = run(["check", tree.path("items.openapi.json"), "--endpoint", "getItem", tree.path("body.json")])
        #expect(result.status == 64)
        let firstLine = result.errors.split(separator: "\n").first { $0.hasPrefix("Error:") }.map(String.init) ?? ""
        // Related by their words (`item`), each with its route.
        #expect(
            firstLine.hasPrefix(
                "Error: No endpoint 'getItem' in the spec. Did you mean one of 'getItem1' (GET /items/1), "
            )
        )
        #expect(firstLine.hasSuffix(" of its 12 endpoints?"))
        #expect(firstLine.components(separatedBy: "), '").count == 10)
    }

    @Test func configIsTakenAsTheHelpSays() throws {
        defer { tree.remove() }
        let parsed = try CheckRequest.parse([
            "spec.json", "--endpoint", "a", "--config", "c.json", "body.json",
        ])
        #expect(parsed.configuration == .file("c.json"))
        #expect(try CheckRequest.parse(["s", "-e", "a", "--no-config", "b"]).configuration == ConfigurationChoice.none)
        let missing = run([
            "check", tree.path("items.openapi.json"), "--endpoint", "getItem3", "--config", tree.path("none.json"),
            tree.path("body.json"),
        ])
        #expect(missing.status != 0)
        #expect(missing.errors.contains("none.json"))
        let serve = try EndpointGenCommand.parse(["serve", "spec.json", "--no-config", "--no-validate"])
        guard case .serve(let request) = serve else { throw Unexpected() }
        #expect(request.configuration == ConfigurationChoice.none)
        #expect(!request.validatesRequests)
    }

    private struct Unexpected: Error {}
}
