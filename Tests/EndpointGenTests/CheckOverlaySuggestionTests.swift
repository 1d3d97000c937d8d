import Foundation
import Testing

@testable import endpoint_gen

/// A document whose server departs from it in every way `check` reports: a required member left out, `null` where
/// the document does not allow it, a value outside an enumeration, a string that is not its format, a value of
/// another type.
private func accountsDocument(version: String) -> String {
    """
    openapi: \(version)
    info: { title: Accounts, version: "1" }
    paths:
      /accounts/{id}:
        get:
          operationId: getAccount
          parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
          responses:
            "200":
              description: The account.
              content:
                application/json:
                  schema: { $ref: "#/components/schemas/Account" }
    components:
      schemas:
        Account:
          type: object
          required: [id, status, owner, note]
          properties:
            id: { type: string, format: uuid }
            status: { $ref: "#/components/schemas/Status" }
            owner: { type: string }
            note:
              type: string
            balance: { type: integer }
        Status:
          type: string
          enum: [open, closed]
    """
}

/// What a real server sent.
private let recordedBody = #"{ "id": "", "status": "frozen", "note": null, "balance": "12" }"#

/// `check` on an OpenAPI document says each fix in the document's terms and prints the overlay that makes the
/// document accept the body; applied, the body fits.
struct CheckOverlaySuggestionTests {
    @Test(arguments: ["3.0.3", "3.1.0"])
    func thePrintedOverlayMakesTheDocumentAcceptTheBody(version: String) throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let document = directory.appendingPathComponent("accounts.openapi.yaml")
        let body = directory.appendingPathComponent("account.json")
        try Data(accountsDocument(version: version).utf8).write(to: document)
        try Data(recordedBody.utf8).write(to: body)

        let refused = run(["check", document.path, "--endpoint", "getAccount", body.path])

        #expect(refused.status == 1)
        let notes = refused.output.split(separator: "\n").filter { $0.contains(": note: ") }.map {
            String($0.split(separator: ": note: ", maxSplits: 1)[1])
        }
        let nullable =
            version == "3.0.3"
            ? "in the document: mark $.components.schemas.Account.properties.note nullable"
            : "in the document: drop the type 'string' of $.components.schemas.Account.properties.note; then declare "
                + "$.components.schemas.Account.properties.note as type ['string', 'null']"
        #expect(
            notes == [
                "in the document: 'owner' is in the required list of $.components.schemas.Account; remove it",
                "in the document: remove the format of $.components.schemas.Account.properties.id",
                "in the document: add \"frozen\" to $.components.schemas.Status.enum",
                nullable,
                "in the document: change $.components.schemas.Account.properties.balance.type from 'integer' to "
                    + "'string'",
            ],
            "\(refused.output)"
        )
        let marker = try #require(refused.output.range(of: "# An overlay that makes"), "\(refused.output)")
        let overlay = String(refused.output[marker.lowerBound...])
        #expect(overlay.contains("- target: $.components.schemas.Account.required[?@ == 'owner']\n"), "\(overlay)")
        let overlayFile = directory.appendingPathComponent("accept.overlay.yaml")
        try Data(overlay.utf8).write(to: overlayFile)

        let accepted = run([
            "check", document.path, "--endpoint", "getAccount", "--overlay", overlayFile.path, body.path,
        ])

        #expect(accepted.status == 0, "\(overlay)\n\(accepted.output)\(accepted.errors)")
        #expect(accepted.output == "\(body.path): the body matches the `200` response of endpoint `getAccount`.\n")
    }

    @Test func aSpecGetsNoOverlay() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("accounts.endpoints.yaml")
        try Data(
            """
            name: Accounts
            models:
              Account: { properties: { id: { type: string } } }
            endpoints:
              getAccount: { method: GET, path: /accounts, responses: { "200": { $ref: Account } } }
            """.utf8
        ).write(to: spec)
        let body = directory.appendingPathComponent("account.json")
        try Data("{}".utf8).write(to: body)

        let result = run(["check", spec.path, "--endpoint", "getAccount", body.path])

        #expect(result.status == 1)
        #expect(result.output.contains("note: the spec declares it here"))
        #expect(!result.output.contains("# An overlay"))
    }
}
