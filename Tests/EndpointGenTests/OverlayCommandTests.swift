import Foundation
import Testing

@testable import endpoint_gen

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A vendor's document that the server does not quite follow: `status` is required, the server leaves it out.
private let accountsDocument = """
    openapi: 3.0.3
    info: { title: Accounts, version: "1" }
    paths:
      /accounts/{id}:
        get:
          operationId: getAccount
          parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
          responses:
            "200":
              description: ok
              content:
                application/json:
                  schema: { $ref: "#/components/schemas/Account" }
                  example: { id: a-1, status: open }
    components:
      schemas:
        Account:
          type: object
          required: [id, status]
          properties:
            id: { type: string, not: { enum: [""] } }
            status: { type: string }
    """

/// The user's fixes, kept beside the vendor's document.
private let fixes = """
    overlay: 1.1.0
    info: { title: Fixes, version: 1.0.0 }
    actions:
      - target: $.components.schemas.Account.required[?@ == 'status']
        remove: true
      - target: $.components.schemas.Account.properties
        update: { nickname: { type: string } }
      - target: $.paths['/accounts/{id}'].get.responses['200'].content['application/json'].example
        update: { nickname: Al }
      - target: $.components.schemas.Account.properties.id.not
        remove: true
    """

/// `--overlay` on every command that reads a document, `overlay`, and the overlays found without it.
struct OverlayCommandTests {
    /// A directory holding `accounts.openapi.yaml` and the given files.
    private func directory(_ files: [String: String] = [:]) throws -> URL {
        let directory = try makeTemporaryDirectory()
        try Data(accountsDocument.utf8).write(to: directory.appendingPathComponent("accounts.openapi.yaml"))
        for (name, text) in files { try Data(text.utf8).write(to: directory.appendingPathComponent(name)) }
        return directory
    }

    private func models(in output: URL) throws -> String {
        try String(contentsOf: output.appendingPathComponent("AccountsModels.swift"), encoding: .utf8)
    }

    @Test func generateAppliesEachOverlayGiven() throws {
        let directory = try directory(["fixes.overlay.yaml": fixes])
        defer { try? FileManager.default.removeItem(at: directory) }
        let document = directory.appendingPathComponent("accounts.openapi.yaml").path
        let plain = directory.appendingPathComponent("plain")
        let fixed = directory.appendingPathComponent("fixed")

        #expect(run(["generate", document, "-o", plain.path]).status == 0)
        let result = run([
            "generate", document, "-o", fixed.path, "--overlay",
            directory.appendingPathComponent("fixes.overlay.yaml").path,
        ])

        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.isEmpty, "\(result.errors)")
        #expect(try models(in: plain).contains("var status: String\n"))
        #expect(!(try models(in: plain).contains("nickname")))
        #expect(try models(in: fixed).contains("var status: String?\n"))
        #expect(try models(in: fixed).contains("var nickname: String?\n"))
    }

    @Test func anOverlaysErrorsAreLocatedInTheOverlay() throws {
        let overlay = """
            overlay: 1.1.0
            info: { title: Fixes, version: 1.0.0 }
            actions:
              - target: $.components.schemas[Account]
                remove: true
              - target: $.components.schemas.Acount
                update: { x-fixed: true }
            """
        let directory = try directory(["broken.overlay.yaml": overlay])
        defer { try? FileManager.default.removeItem(at: directory) }
        let overlayPath = directory.appendingPathComponent("broken.overlay.yaml").path

        let result = run([
            "validate", directory.appendingPathComponent("accounts.openapi.yaml").path, "--overlay", overlayPath,
        ])

        #expect(result.status == 1)
        #expect(
            result.errors.hasPrefix(
                "\(overlayPath):4:34: error: 'target' is not a JSONPath query (RFC 9535): unexpected 'A'; expected "
                    + "a selector: a quoted name, '*', an index, a slice or '?'\n"
                    + "  - target: $.components.schemas[Account]\n"
                    + "                                 ^\n"
            ),
            "\(result.errors)"
        )
    }

    @Test func aTargetSelectingNothingIsAWarningInTheOverlay() throws {
        let overlay = """
            overlay: 1.0.0
            info: { title: Fixes, version: 1.0.0 }
            actions:
              - target: $.components.schemas.Acount
                update: { x-fixed: true }
            """
        let directory = try directory(["renamed.overlay.yaml": overlay])
        defer { try? FileManager.default.removeItem(at: directory) }
        let overlayPath = directory.appendingPathComponent("renamed.overlay.yaml").path
        let document = directory.appendingPathComponent("accounts.openapi.yaml").path

        let result = run(["validate", document, "--overlay", overlayPath])

        #expect(result.status == 0)
        #expect(
            result.errors.contains(
                "\(overlayPath):4:13: warning: target '$.components.schemas.Acount' of action 1 selects nothing in "
                    + "'\(document)'; the action changes nothing (was the part it names renamed or removed?)\n"
            ),
            "\(result.errors)"
        )
    }

    @Test func checkReadsTheBodyAgainstTheOverlaidDocument() throws {
        let directory = try directory(["fixes.overlay.yaml": fixes, "body.json": #"{ "id": "a-1" }"#])
        defer { try? FileManager.default.removeItem(at: directory) }
        let document = directory.appendingPathComponent("accounts.openapi.yaml").path
        let body = directory.appendingPathComponent("body.json").path
        let overlay = directory.appendingPathComponent("fixes.overlay.yaml").path

        let strict = run(["check", document, "--endpoint", "getAccount", body])
        let fixed = run(["check", document, "--endpoint", "getAccount", "--overlay", overlay, body])

        #expect(strict.status == 1, "\(strict.output)")
        #expect(strict.output.contains("status"), "\(strict.output)")
        #expect(fixed.status == 0, "\(fixed.output)\(fixed.errors)")
    }

    @Test func lossReportCountsWhatTheOverlaidDocumentLoses() throws {
        let directory = try directory(["fixes.overlay.yaml": fixes])
        defer { try? FileManager.default.removeItem(at: directory) }
        let document = directory.appendingPathComponent("accounts.openapi.yaml").path
        let overlay = directory.appendingPathComponent("fixes.overlay.yaml").path

        let plain = run(["loss-report", "--json", document])
        let fixed = run(["loss-report", "--json", document, "--overlay", overlay])

        #expect(plain.status == 0 && fixed.status == 0)
        #expect(plain.output.contains(#""schema": 1"#), "\(plain.output)")
        #expect(fixed.output.contains(#""schema": 0"#), "\(fixed.output)")
    }

    @Test func theOverlayCommandWritesTheDocumentAsRead() throws {
        let directory = try directory(["fixes.overlay.yaml": fixes])
        defer { try? FileManager.default.removeItem(at: directory) }
        let document = directory.appendingPathComponent("accounts.openapi.yaml").path
        let overlay = directory.appendingPathComponent("fixes.overlay.yaml").path
        let written = directory.appendingPathComponent("read.json")

        let toFile = run(["overlay", document, "--overlay", overlay, "--output", written.path])
        let toStandardOutput = run(["overlay", document, "--overlay=\(overlay)"])

        #expect(toFile.status == 0, "\(toFile.errors)")
        #expect(toFile.output == "\(written.path): '\(document)' as read, with '\(overlay)' applied.\n")
        let json = try String(contentsOf: written, encoding: .utf8)
        #expect(json.contains(#""required": ["id"]"#) || json.contains("\"required\": [\n"), "\(json)")
        #expect(json.contains(#""nickname": "Al""#), "\(json)")
        #expect(toStandardOutput.status == 0)
        #expect(
            toStandardOutput.output.hasPrefix("openapi: 3.0.3\n"),
            "YAML, as the document: \(toStandardOutput.output)"
        )
        #expect(toStandardOutput.output.contains("required: [id]"), "\(toStandardOutput.output)")
    }

    @Test func theDocumentsOwnOverlayAndTheConfigurationsApplyWithoutBeingNamed() throws {
        let own = """
            overlay: 1.1.0
            info: { title: Own, version: 1.0.0 }
            actions:
              - target: $.components.schemas.Account.properties
                update: { since: { type: string } }
            """
        let directory = try directory([
            "accounts.openapi.overlay.yaml": own,
            "fixes.overlay.yaml": fixes,
            "endpointkit.yaml": "overlays: [fixes.overlay.yaml]\n",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("out")

        let result = run([
            "generate", directory.appendingPathComponent("accounts.openapi.yaml").path, "-o", output.path,
        ])

        #expect(result.status == 0, "\(result.errors)")
        let models = try models(in: output)
        #expect(models.contains("var since: String?\n"))
        #expect(models.contains("var nickname: String?\n"))
        #expect(models.contains("var status: String?\n"))
    }

    @Test func aMissingOverlayIsAnErrorWhereItIsNamed() throws {
        let directory = try directory(["endpointkit.yaml": "overlays: [fixes.overlay.yaml]\n"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let document = directory.appendingPathComponent("accounts.openapi.yaml").path
        let configuration = directory.appendingPathComponent("endpointkit.yaml").path
        let missing = directory.appendingPathComponent("fixes.overlay.yaml").path

        let configured = run(["validate", document])
        let named = run(["validate", document, "--no-config", "--overlay", "nowhere.overlay.yaml"])

        #expect(configured.status == 1)
        #expect(
            configured.errors.hasPrefix(
                "\(configuration):1:12: error: cannot read overlay '\(missing)': no such file\n"
            ),
            "\(configured.errors)"
        )
        #expect(named.status == 1)
        #expect(named.errors.hasPrefix("nowhere.overlay.yaml:1:1: error: cannot read overlay 'nowhere.overlay.yaml': "))
    }

    @Test func aFindingAboutWhatAnOverlayAddedIsLocatedInTheOverlay() throws {
        let overlay = """
            overlay: 1.1.0
            info: { title: Fixes, version: 1.0.0 }
            actions:
              - target: $.components.schemas.Account.properties.status
                update: { not: { enum: [""] } }
            """
        let directory = try directory(["not.overlay.yaml": overlay])
        defer { try? FileManager.default.removeItem(at: directory) }
        let overlayPath = directory.appendingPathComponent("not.overlay.yaml").path

        let result = run([
            "validate", directory.appendingPathComponent("accounts.openapi.yaml").path, "--overlay", overlayPath,
        ])

        #expect(result.status == 0)
        #expect(result.errors.contains("\(overlayPath):5:15: warning: "), "\(result.errors)")
        // The finding also points at the document's place the value was merged into.
        #expect(
            result.errors.contains(
                "accounts.openapi.yaml:22:17: note: action 1 of the overlay merged this into "
                    + "$['components']['schemas']['Account']['properties']['status'], written here\n"
            ),
            "\(result.errors)"
        )
    }

    @Test func targetsAddressASplitDocumentAsBundled() throws {
        let document = """
            openapi: 3.1.0
            info: { title: Accounts, version: "1" }
            paths:
              /accounts/{id}:
                get:
                  operationId: getAccount
                  parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
                  responses:
                    "200":
                      description: ok
                      content: { application/json: { schema: { $ref: "schemas/account.yaml" } } }
            """
        let overlay = """
            overlay: 1.1.0
            info: { title: Fixes, version: 1.0.0 }
            actions:
              - target: $.components.schemas.account.properties
                update: { nickname: { type: string } }
            """
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("schemas"),
            withIntermediateDirectories: true
        )
        try Data(document.utf8).write(to: directory.appendingPathComponent("split.openapi.yaml"))
        try Data("type: object\nproperties: { id: { type: string } }\n".utf8)
            .write(to: directory.appendingPathComponent("schemas/account.yaml"))
        try Data(overlay.utf8).write(to: directory.appendingPathComponent("split.openapi.overlay.yaml"))
        let output = directory.appendingPathComponent("out")

        let result = run(["generate", directory.appendingPathComponent("split.openapi.yaml").path, "-o", output.path])

        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.isEmpty, "\(result.errors)")
        #expect(try models(in: output).contains("var nickname: String?\n"))
    }

    @Test func usageErrors() {
        let missingValue = run(["validate", "api.yaml", "--overlay"])
        #expect(missingValue.status == 64)
        #expect(
            missingValue.errors.hasPrefix("Error: Missing value for '--overlay <file>'.\n"),
            "\(missingValue.errors)"
        )
        let noDocument = run(["overlay", "--overlay", "fixes.overlay.yaml"])
        #expect(noDocument.status == 64)
        #expect(noDocument.errors.hasPrefix("Error: Missing '<document>' for 'overlay'.\n"), "\(noDocument.errors)")
        #expect(noDocument.errors.contains("USAGE: endpoint-gen overlay <document>"), "\(noDocument.errors)")
        let typo = run(["serve", "api.yaml", "--overlays", "fixes.overlay.yaml"])
        #expect(typo.status == 64)
        #expect(typo.errors.hasPrefix("Error: Unknown option '--overlays' for 'serve'; did you mean '--overlay'?"))
    }

    @Test func serveAnswersWithTheOverlaidExample() async throws {
        let directory = try directory(["fixes.overlay.yaml": fixes])
        defer { try? FileManager.default.removeItem(at: directory) }
        let document = directory.appendingPathComponent("accounts.openapi.yaml").path
        let overlay = directory.appendingPathComponent("fixes.overlay.yaml").path

        let server = try ServeProcess([document, "--port", "0", "--overlay", overlay])
        let announcement = try #require(server.nextLine())
        let address = try #require(announcement.split(separator: " ").first { $0.hasPrefix("http://") })
        let url = try #require(URL(string: String(address) + "/accounts/a-1"))
        let (body, response) = try await URLSession.shared.data(from: url)

        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(String(decoding: body, as: UTF8.self) == #"{"id":"a-1","status":"open","nickname":"Al"}"#)
        #expect(server.terminate().status == 0)
    }
}
