import EndpointRuntime
import EndpointStubServer
import Foundation
import ScaffoldedVolumesAPI
import Testing

@testable import endpoint_gen

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `endpoint-gen scaffold-domain`: domain structs, a repository protocol and configuration entries from a document,
/// the names the generator uses, what it refuses, and that its output compiles with the generated client.
struct ScaffoldDomainCommandTests {
    /// Tests/Fixtures, where the committed scaffold and the documents are.
    private static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")
    private static let volumesDocument = fixtures.appendingPathComponent("ScaffoldedVolumesAPI/volumes.openapi.yaml")
    private static let volumesArguments = [
        "--model", "Volume", "--model", "Region", "--operation", "list_volumes", "--operation", "get_volume",
        "--operation", "create_volume", "--operation", "delete_volume", "--operation", "get_region",
    ]

    // MARK: The committed fixture

    @Test func theCompiledFixtureIsWhatTheCommandWritesToday() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // The fixture's own endpointkit.yaml is the scaffold's output: read the document without it, as it was.
        let result = run(
            ["scaffold-domain", Self.volumesDocument.path, "--no-config", "--output", directory.path]
                + Self.volumesArguments
        )
        #expect(result.status == 0, "\(result.errors)")
        let written = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(
            written == [
                "Region.swift", "Volume.swift", "VolumeError.swift", "VolumeRepository.swift",
                "endpointkit.scaffold.yaml",
            ]
        )
        for name in written {
            let committed = name == "endpointkit.scaffold.yaml" ? "endpointkit.yaml" : name
            let expected = try String(
                contentsOf: Self.fixtures.appendingPathComponent("ScaffoldedVolumesAPI/\(committed)"),
                encoding: .utf8
            )
            let actual = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            #expect(actual == expected, "\(name) differs from Tests/Fixtures/ScaffoldedVolumesAPI/\(committed)")
        }
    }

    @Test func theScaffoldedRepositoryCallsTheServiceThroughTheProtocol() async throws {
        let loaded = try #require(SpecInput.loader.load(fileAt: Self.volumesDocument.path).spec)
        let server = try StubServer.start(spec: loaded)
        defer { server.stop() }
        let client = VolumesClient(baseURL: server.baseURL, httpClient: URLSessionHTTPClient(timeout: .seconds(30)))
        let repository: any VolumeRepository = HTTPVolumeRepository(client: client)

        let volumes = try await repository.listVolumes(region: nil, page: nil)
        let volume = try await repository.getVolume(volumeID: Volume.ID(rawValue: "v-1"))
        let region = try await repository.getRegion(slug: "nyc1")

        #expect(!volumes.isEmpty)
        #expect(!volume.id.rawValue.isEmpty)
        #expect(!region.slug.isEmpty)
    }

    @Test func theScaffoldedErrorsMapStatusesAndTheBodysCodeToTheDomainError() async throws {
        let server = HTTPServer { request in
            switch (request.method, request.path) {
            case ("POST", "/volumes"):
                let object = (try? JSONSerialization.jsonObject(with: Data(request.body))) as? [String: Any]
                let name = object?["name"] as? String
                let code = name == "taken" ? "name_taken" : name == "big" ? "quota_exceeded" : "other"
                return .json(status: 422, #"{"code":"\#(code)","message":"Not accepted."}"#)
            default:
                return HTTPServerResponse(status: 404)
            }
        }
        let port = try server.start()
        defer { server.stop() }
        let baseURL = try #require(URL(string: "http://127.0.0.1:\(port)"))
        let client = VolumesClient(baseURL: baseURL, httpClient: URLSessionHTTPClient(timeout: .seconds(30)))
        let repository: any VolumeRepository = HTTPVolumeRepository(client: client)

        await #expect(throws: VolumeError.notFound) {
            _ = try await repository.getVolume(volumeID: Volume.ID(rawValue: "v-9"))
        }
        await #expect(throws: VolumeError.notFound) {
            try await repository.deleteVolume(volumeID: Volume.ID(rawValue: "v-9"))
        }
        await #expect(throws: VolumeError.nameTaken) {
            _ = try await repository.createVolume(body: NewVolumeDTO(name: "taken", sizeGigabytes: 10))
        }
        await #expect(throws: VolumeError.quotaExceeded) {
            _ = try await repository.createVolume(body: NewVolumeDTO(name: "big", sizeGigabytes: 10))
        }
        // A code the document does not list falls to the status's mapping, whether or not the body decodes.
        await #expect(throws: VolumeError.unprocessableContent) {
            _ = try await repository.createVolume(body: NewVolumeDTO(name: "odd", sizeGigabytes: 10))
        }
    }

    // MARK: What it writes

    @Test func declaredErrorsBecomeADomainErrorAndErrorsEntriesByStatusAndByCode() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let document = directory.appendingPathComponent("openapi.yaml")
        try Data(
            """
            openapi: 3.0.3
            info: { title: Notes, version: "1" }
            paths:
              /notes/{id}:
                put:
                  operationId: updateNote
                  parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
                  responses:
                    "200":
                      description: The note.
                      content: { application/json: { schema: { $ref: "#/components/schemas/Note" } } }
                    "400": { description: No body, not mapped. }
                    "404": { description: No such note. }
                    "409":
                      description: Edited meanwhile.
                      content: { application/json: { schema: { $ref: "#/components/schemas/Problem" } } }
                    "422":
                      description: Not accepted.
                      content: { application/json: { schema: { $ref: "#/components/schemas/Failure" } } }
                    "4XX":
                      description: A range, not mapped.
                      content: { application/json: { schema: { $ref: "#/components/schemas/Problem" } } }
            components:
              schemas:
                Note:
                  type: object
                  required: [id]
                  properties: { id: { type: string } }
                Problem:
                  type: object
                  properties: { code: { type: string }, message: { type: string } }
                Failure:
                  type: object
                  required: [code]
                  properties: { code: { $ref: "#/components/schemas/FailureCode" } }
                FailureCode: { type: string, enum: [too_long, default] }
            """.utf8
        ).write(to: document)
        let result = run(["scaffold-domain", document.path, "--model", "Note", "--operation", "updateNote"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(
            result.output.contains(
                """
                public enum NoteError: Error, Equatable, Sendable {
                    /// The service answered 404 (`updateNote`).
                    case notFound
                    /// The service answered 409 (`updateNote`).
                    case conflict
                    /// The service answered 422 with `code` `too_long` (`updateNote`).
                    case tooLong
                    /// The service answered 422 with `code` `default` (`updateNote`).
                    case defaultError
                    /// The service answered 422 (`updateNote`).
                    case unprocessableContent
                }

                """
            ),
            "\(result.output)"
        )
        #expect(
            result.output.contains(
                """
                        errors:
                          "404": { throw: NoteError.notFound }
                          "409": { throw: NoteError.conflict }
                          "422":
                            - { when: { code: too_long }, throw: NoteError.tooLong }
                            - { when: { code: default }, throw: NoteError.defaultError }
                            - { throw: NoteError.unprocessableContent }

                """
            ),
            "\(result.output)"
        )
        #expect(result.output.contains("    /// - Throws: `NoteError` when the service answers 404, 409 or 422.\n"))
    }

    @Test func anOperationWithoutDeclaredErrorsWritesNoDomainError() {
        let result = run(["scaffold-domain", Self.volumesDocument.path, "--no-config", "--model", "Region"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(!result.output.contains("Error.swift ====="))
        #expect(!result.output.contains("errors:"))
    }

    @Test func aWrappedModelOrListIsReadWithFromAndItsIDParameterIsTyped() {
        let document = Self.fixtures.appendingPathComponent("OpenAPIDropletsAPI/openapi.yaml").path
        let result = run([
            "scaffold-domain", document, "--no-config", "--model", "Droplet", "--operation", "get_droplet",
            "--operation", "list_droplets",
        ])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("func getDroplet(dropletID: Droplet.ID) async throws -> Droplet\n"))
        #expect(result.output.contains("func listDroplets(tagName: String?, page: Int?) async throws -> [Droplet]\n"))
        #expect(result.output.contains("public let rawValue: Int\n"))
        #expect(
            result.output.contains("      - { name: dropletID, type: Droplet.ID, to: droplet_id, value: rawValue }")
        )
        #expect(result.output.contains("        returns: Droplet\n        from: droplet\n"))
        #expect(result.output.contains("        returns: \"[Droplet]\"\n        from: data.items\n"))
        #expect(result.output.contains("      id: { from: id, using: \"Droplet.ID(rawValue:)\" }"))
        #expect(result.errors.contains("note: Droplet: left out 'region'"))
    }

    @Test func aModelNameMayDifferInCase() {
        let result = run(["scaffold-domain", Self.volumesDocument.path, "--no-config", "--model", "region"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("public struct Region: Sendable, Equatable {"))
    }

    @Test func aStreamedResponseReturnsAStreamOfTheDomainType() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let document = directory.appendingPathComponent("openapi.yaml")
        try Data(
            """
            openapi: 3.0.3
            info: { title: Ticker, version: "1" }
            paths:
              /ticks:
                get:
                  operationId: watchTicks
                  responses:
                    "200":
                      description: Ticks as server-sent events.
                      content:
                        text/event-stream:
                          schema: { $ref: "#/components/schemas/Tick" }
            components:
              schemas:
                Tick:
                  type: object
                  required: [price]
                  properties:
                    price: { type: number }
            """.utf8
        ).write(to: document)
        let result = run(["scaffold-domain", document.path, "--model", "Tick", "--operation", "watchTicks"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("func watchTicks() async throws -> AsyncThrowingStream<Tick, any Error>\n"))
        #expect(result.output.contains("        returns: Tick\n"))
        #expect(!result.output.contains("        from:"))
    }

    @Test func anOverlayIsAppliedBeforeTheScaffoldIsMade() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let overlay = directory.appendingPathComponent("extra.overlay.yaml")
        try Data(
            """
            overlay: 1.0.0
            info: { title: Extra, version: 1.0.0 }
            actions:
              - target: $.components.schemas.Region.properties
                update: { country_code: { type: string } }
            """.utf8
        ).write(to: overlay)
        let result = run(
            [
                "scaffold-domain", Self.volumesDocument.path, "--no-config", "--model", "Region", "--overlay",
                overlay.path,
            ]
        )
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("    public var countryCode: String?\n"))
        #expect(result.output.contains("      countryCode: { from: country_code }\n"))
    }

    @Test func existingFilesAreReplacedOnlyWithForce() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let arguments = ["scaffold-domain", Self.volumesDocument.path, "--no-config", "--model", "Region"]
        let mine = directory.appendingPathComponent("Region.swift")
        try Data("// mine\n".utf8).write(to: mine)

        let refused = run(arguments + ["--output", directory.path])
        #expect(refused.status == 1)
        #expect(refused.errors.hasPrefix("Error: '\(mine.path)' already exists; nothing was written."))
        #expect(try String(contentsOf: mine, encoding: .utf8) == "// mine\n")
        #expect(
            !FileManager.default.fileExists(atPath: directory.appendingPathComponent("RegionRepository.swift").path)
        )

        let forced = run(arguments + ["--output", directory.path, "--force"])
        #expect(forced.status == 0, "\(forced.errors)")
        #expect(try String(contentsOf: mine, encoding: .utf8).contains("public struct Region: Sendable, Equatable {"))
    }

    // MARK: Bad usage

    @Test(arguments: [
        (["--model", "Volum"], "The document has no model 'Volum'; did you mean 'Volume'?"),
        (["--model", "Volume", "--operation", "get_volum"], "no operation 'get_volum'; did you mean 'get_volume'?"),
        (
            ["--model", "Region", "--operation", "list_volumes"],
            "The operation 'list_volumes' returns none of the chosen models; add '--model VolumeList', '--model Volume' or '--model Filesystem'."
        ),
        (["--operation", "get_volume"], "Missing '--model <name>' for 'scaffold-domain'"),
        (
            ["--model", "Volume", "--modle", "Region"],
            "Unknown option '--modle' for 'scaffold-domain'; did you mean '--model'?"
        ),
        (["--model", "Volume", "--force"], "'--force' needs '--output <directory>'."),
    ])
    func badUsageIsExit64WithTheUsage(arguments: [String], message: String) {
        let result = run(["scaffold-domain", Self.volumesDocument.path, "--no-config"] + arguments)
        #expect(result.status == 64)
        #expect(result.errors.hasPrefix("Error: "), "\(result.errors)")
        #expect(result.errors.contains(message), "\(result.errors)")
        #expect(result.errors.contains("USAGE: endpoint-gen scaffold-domain <document> --model <name>..."))
        #expect(result.output.isEmpty)
    }

    @Test func anEnumerationIsNotAModelToScaffold() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let document = directory.appendingPathComponent("openapi.yaml")
        try Data(
            """
            openapi: 3.0.3
            info: { title: Colors, version: "1" }
            paths: {}
            components:
              schemas:
                Color: { type: string, enum: [red, green] }
            """.utf8
        ).write(to: document)
        let result = run(["scaffold-domain", document.path, "--model", "Color"])
        #expect(result.status == 64)
        #expect(result.errors.contains("The model 'Color' is not an object (an enumeration or a union)"))
    }

    @Test func theHelpListsTheSubcommand() {
        let result = run(["--help"])
        #expect(
            result.output.contains("  scaffold-domain <document> --model <name>... [--operation <operationId>]...\n")
        )
        #expect(result.output.contains("endpoint-gen scaffold-domain <document> --model <name>..."))
    }
}
