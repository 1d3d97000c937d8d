import EndpointTestSupport
import Foundation
import Testing

@testable import endpoint_gen

/// `check <spec> --bodies <list>`: every body of the list checked against a spec loaded once, each line that
/// cannot be checked located in the list, and one line of totals.
struct CheckCommandListTests {
    /// An OpenAPI document with an operation answering an `Item` (200) or an `Error` (404).
    private static let document = """
        { "openapi": "3.0.0", "info": { "title": "Items", "version": "1" }, "paths": {
          "/items/{id}": { "get": { "operationId": "get-item",
            "parameters": [{ "name": "id", "in": "path", "required": true, "schema": { "type": "string" } }],
            "responses": {
              "200": { "description": "OK", "content": { "application/json": { "schema": {
                "type": "object", "required": ["id"], "properties": {
                  "id": { "type": "string" }, "count": { "type": "integer" } } } } } },
              "404": { "description": "Missing", "content": { "application/json": { "schema": {
                "type": "object", "required": ["message"], "properties": { "message": { "type": "string" } } } } } }
            } } } } }
        """

    private let tree: TemporaryFileTree

    init() throws {
        tree = try TemporaryFileTree([
            "items.openapi.json": Self.document,
            "item.json": #"{"id":"i-1","count":2}"#,
            "other item.json": #"{"id":"i-2"}"#,
            "wrong.json": "{\"id\": \"i-3\",\n \"count\": \"two\"}",
            "missing.json": #"{"message":"no such item"}"#,
            "cut.json": #"{"id":"#,
        ])
    }

    private func check(_ list: String) throws -> (status: Int32, output: String, errors: String) {
        try tree.write(list, to: "list.txt")
        return run(["check", tree.path("items.openapi.json"), "--no-config", "--bodies", tree.path("list.txt")])
    }

    @Test func everyBodyThatMatchesPrintsOnlyTheTotals() throws {
        defer { tree.remove() }
        let result = try check(
            """
            # the recordings of one session
            getItem \(tree.path("item.json"))
            get-item 200 \(tree.path("other item.json"))
            getItem 404 \(tree.path("missing.json"))
            """
        )
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output == "\(tree.path("list.txt")): 3 bodies checked, 3 match.\n")
    }

    @Test func everyMismatchAndEveryLineThatCannotBeCheckedIsReportedAndTheRestChecked() throws {
        defer { tree.remove() }
        let list = tree.path("list.txt")
        let result = try check(
            """
            getItem \(tree.path("wrong.json"))
            getItme \(tree.path("item.json"))
            getItem 500 \(tree.path("item.json"))
            getItem - \(tree.path("nowhere.json"))
            getItem \(tree.path("cut.json"))
            getItem \(tree.path("item.json"))
            getItem 99 \(tree.path("item.json"))
            """
        )
        #expect(result.status == 1)
        let wrong = tree.path("wrong.json")
        #expect(
            result.output.hasPrefix(
                "\(wrong):2:11: error: at count: the spec says `integer`, the body has a string \"two\""
            )
        )
        #expect(result.output.contains("\(wrong): 1 mismatch with the `200` response of endpoint `getItem`.\n"))
        // The totals, then the overlay that makes the document accept the bodies (an OpenAPI document).
        #expect(
            result.output.contains(
                "\(list): 3 bodies checked, 1 matches, 2 do not, 4 lines of the list could not be checked.\n"
                    + "# An overlay that makes"
            )
        )
        #expect(result.output.hasSuffix("    update: string\n"), "\(result.output)")
        let errors = result.errors.split(separator: "\n").map(String.init)
        #expect(
            errors.contains(
                "\(list):7:9: error: invalid status '99': expected an HTTP status 100-599, or '-' for the endpoint's "
                    + "success response"
            )
        )
        #expect(
            errors.contains(
                "\(list):2:1: error: no endpoint 'getItme' in the spec. Did you mean one of 'getItem', 'get-item'?"
            )
        )
        #expect(errors.contains("getItme \(tree.path("item.json"))"), "the line is quoted under its diagnostic")
        #expect(
            errors.contains(
                "\(list):3:9: error: endpoint 'getItem' declares no response for status 500 (it declares 200, 404)"
            )
        )
        #expect(errors.contains("\(list):4:11: error: no such file '\(tree.path("nowhere.json"))'"))
        #expect(errors.contains("\(tree.path("cut.json")): the body is not valid JSON, so no client can decode it."))
    }

    @Test func aListThatNamesNoBodyFails() throws {
        defer { tree.remove() }
        let result = try check("# nothing recorded\n")
        #expect(result.status == 1)
        #expect(result.output == "\(tree.path("list.txt")): the list names no body to check.\n")
    }

    @Test(arguments: [
        (
            ["check", "spec.json", "--bodies", "list.txt", "--endpoint", "x"],
            "Error: '--bodies' takes each body's endpoint and status from its line of the list; leave out "
                + "'--endpoint' and '--status'."
        ),
        (
            ["check", "spec.json", "body.json", "--bodies", "list.txt"],
            "Error: Unexpected argument 'body.json': with '--bodies', 'check' takes one spec and the list names the "
                + "bodies."
        ),
        (["check", "--bodies", "list.txt"], "Error: Missing '<spec>' for 'check'."),
        (
            ["check", "spec.json", "--bodies"],
            "Error: Missing value for '--bodies <list>' (a file, or '-' for standard input)."
        ),
        (
            ["check", "spec.json", "--bodys", "l"],
            "Error: Unknown option '--bodys' for 'check'; did you mean '--bodies'?"
        ),
    ])
    func badUsageExits64(arguments: [String], message: String) {
        defer { tree.remove() }
        let result = run(arguments)
        #expect(result.status == 64)
        #expect(result.errors.hasPrefix(message + "\n"), "\(result.errors)")
        #expect(result.errors.contains("endpoint-gen check <spec> --bodies <list> [--config <file> | --no-config]"))
    }

    @Test func aMissingListIsAUsageError() {
        defer { tree.remove() }
        let result = run(["check", tree.path("items.openapi.json"), "--bodies", tree.path("none.txt")])
        #expect(result.status == 64)
        #expect(result.errors.hasPrefix("Error: No such file '\(tree.path("none.txt"))'.\n"))
    }

    @Test func helpDescribesTheList() {
        defer { tree.remove() }
        let help = run(["check", "--help"]).output
        #expect(help.contains("check <spec> --bodies <list>"))
        #expect(help.contains("ENDPOINT [STATUS] BODY"))
    }
}
