import Foundation
import Testing

@testable import endpoint_gen

/// A vendor's OpenAPI document split over YAML files (`$ref`s to `paths/…` and `schemas/…`) configured by a JSON
/// configuration (`openapi.endpointkit.json`): the boundary (`domain`, `request`, `repositories` with `pages` and
/// `when`) reads the bundled document, and a mistake is located in the file that writes it.
struct SplitDocumentConfigurationCommandTests {
    private static let entry = """
        openapi: 3.0.3
        info: { title: Notes API, version: "1" }
        paths:
          /notes:
            $ref: paths/notes.yaml
        components:
          schemas:
            Note: { $ref: schemas/note.yaml }
            Problem: { $ref: schemas/problem.yaml }
        """

    private static let notesPath = """
        get:
          operationId: list_notes
          parameters:
            - { name: cursor, in: query, schema: { type: string } }
          responses:
            "200":
              description: A page of notes.
              content:
                application/json:
                  schema:
                    type: object
                    required: [notes]
                    properties:
                      notes: { type: array, items: { $ref: "../schemas/note.yaml" } }
                      next: { type: string }
        post:
          operationId: create_note
          requestBody:
            required: true
            content:
              application/json:
                schema: { $ref: "../schemas/note.yaml" }
          responses:
            "201":
              description: The note.
              content:
                application/json:
                  schema: { $ref: "../schemas/note.yaml" }
            "409":
              description: Refused.
              content:
                application/json:
                  schema: { $ref: "../schemas/problem.yaml" }
        """

    private static let note = """
        type: object
        required: [text]
        properties:
          text: { type: string }
        """

    private static let problem = """
        type: object
        required: [code]
        properties:
          code: { type: string, enum: [duplicate, too_long] }
        """

    private static let configuration = #"""
        {
          "pagination": { "operations": { "list_notes": { "kind": "cursor", "items": "notes", "cursorParameter": "cursor", "nextCursor": "next" } } },
          "domain": {
            "Note": {
              "type": "Note",
              "arguments": { "text": { "from": "text" } },
              "request": { "type": "Note", "arguments": { "text": { "from": "text" } } }
            }
          },
          "repositories": {
            "HTTPNoteRepository": {
              "methods": {
                "allNotes": { "endpoint": "list_notes", "returns": "Note", "pages": true },
                "add": {
                  "endpoint": "create_note",
                  "parameters": [{ "label": "_", "name": "note", "type": "Note", "to": "body" }],
                  "returns": "Note",
                  "errors": { "409": { "when": { "code": "duplicate" }, "throw": "NoteError.duplicate" } }
                }
              }
            }
          }
        }
        """#

    /// The split document and `configuration` in a fresh directory; returns it and the entry document's path.
    private func directory(configuration: String = Self.configuration) throws -> (URL, String) {
        let directory = try makeTemporaryDirectory()
        let files = [
            "openapi.yaml": Self.entry, "paths/notes.yaml": Self.notesPath, "schemas/note.yaml": Self.note,
            "schemas/problem.yaml": Self.problem, "openapi.endpointkit.json": configuration,
        ]
        for (name, text) in files {
            let url = directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            try Data(text.utf8).write(to: url)
        }
        return (directory, directory.appendingPathComponent("openapi.yaml").path)
    }

    @Test func generateReadsTheBundledDocumentThroughTheJSONConfiguration() throws {
        let (directory, document) = try directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("out")

        let result = run(["generate", document, "-o", output.path])

        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.isEmpty)
        let mapping = try String(contentsOf: output.appendingPathComponent("NotesMapping.swift"), encoding: .utf8)
        #expect(mapping.contains("public func toDomain() throws -> Note {"))
        #expect(mapping.contains("public init(domain: Note) throws {"))
        let repositories = try String(
            contentsOf: output.appendingPathComponent("NotesRepositories.swift"),
            encoding: .utf8
        )
        #expect(repositories.contains("public func allNotes() -> AsyncThrowingStream<Note, any Error> {"))
        #expect(repositories.contains("client.listNotesPages().items.mapItems { try $0.toDomain() }"))
        #expect(repositories.contains("public func add(_ note: Note) async throws -> Note {"))
        #expect(repositories.contains("try await client.createNote(body: try NoteDTO(domain: note)).toDomain()"))
        #expect(repositories.contains(#"where response.body.code.rawValue == "duplicate" {"#))
    }

    @Test func aCodeTheReferencedFileDoesNotListIsAnErrorInTheJSONConfiguration() throws {
        let (directory, document) = try directory(
            configuration: Self.configuration.replacingOccurrences(of: "\"duplicate\"", with: "\"duplicat\"")
        )
        defer { try? FileManager.default.removeItem(at: directory) }
        let configurationPath = directory.appendingPathComponent("openapi.endpointkit.json").path

        let result = run(["validate", document])

        #expect(result.status == 1)
        #expect(
            result.errors.hasPrefix(
                "\(configurationPath):18:50: error: 'when' compares 'code' with 'duplicat', which is not one of its "
                    + "values ('duplicate', 'too_long'); did you mean 'duplicate'?"
            ),
            "\(result.errors)"
        )
    }
}
