import Foundation
import Testing

@testable import endpoint_gen

private let validSpec = """
    {
      "name": "Tiny",
      "models": { "Item": { "properties": { "id": { "type": "string" } } } },
      "endpoints": {
        "getItem": {
          "method": "GET",
          "path": "/items/{id}",
          "parameters": { "id": { "in": "path", "type": "string" } },
          "responses": { "200": { "$ref": "Item" } }
        }
      }
    }
    """

// MARK: - Usage

struct EndpointGenUsageTests {
    @Test(arguments: [
        (
            [],
            "Error: Missing subcommand: expected 'validate', 'generate', 'import-openapi', 'overlay', 'check', 'serve', 'loss-report' or 'scaffold-domain'."
        ),
        (
            ["frobnicate"],
            "Error: Unknown subcommand 'frobnicate': expected 'validate', 'generate', 'import-openapi', 'overlay', 'check', 'serve', 'loss-report' or 'scaffold-domain'."
        ),
        (["valdiate", "a.json"], "Error: Unknown subcommand 'valdiate'; did you mean 'validate'?"),
        (["generate", "a.json", "--ouptut", "out"], "Error: Unknown option '--ouptut'; did you mean '--output'?"),
        (["validate"], "Error: Missing '<spec>' for 'validate'."),
        (["validate", "a.json", "b.json"], "Error: Unexpected argument 'b.json': 'validate' takes one spec."),
        (["validate", "--strict", "a.json"], "Error: Unknown option '--strict'."),
        (["generate", "a.json"], "Error: Missing '--output <directory>' for 'generate'."),
        (["generate", "a.json", "--output"], "Error: Missing value for '--output <directory>'."),
        (["validate", "a.json", "-o", "out"], "Error: 'validate' does not take '--output'."),
    ])
    func badUsageExits64WithAMessageAndTheUsage(arguments: [String], message: String) {
        let result = run(arguments)
        #expect(result.status == 64)
        #expect(result.output.isEmpty)
        #expect(result.errors.hasPrefix(message + "\n"))
        #expect(result.errors.contains("USAGE: endpoint-gen validate <spec>"))
        #expect(result.errors.hasSuffix("\n  See 'endpoint-gen --help' for more information.\n"))
    }

    @Test func helpListsSubcommandsOptionsAndExitCodes() {
        let result = run(["--help"])
        #expect(result.status == 0)
        for section in ["OVERVIEW:", "USAGE:", "SUBCOMMANDS:", "OPTIONS:", "EXIT CODES:"] {
            #expect(result.output.contains(section))
        }
        #expect(result.errors.isEmpty)
    }

    @Test func versionPrintsTheVersion() {
        #expect(run(["--version"]) == (0, EndpointGenCommand.version + "\n", ""))
    }
}

// MARK: - validate and generate

struct EndpointGenRunTests {
    /// A new temporary directory holding `tiny.json` (a valid spec), and the path `generate` is to write to (not
    /// created).
    private func makeTinySpec() throws -> (directory: URL, spec: URL, output: URL) {
        let directory = try makeTemporaryDirectory()
        let spec = directory.appendingPathComponent("tiny.json")
        try Data(validSpec.utf8).write(to: spec)
        return (directory, spec, directory.appendingPathComponent("out"))
    }

    @Test func validateAcceptsAValidSpec() throws {
        let (directory, spec, _) = try makeTinySpec()
        defer { try? FileManager.default.removeItem(at: directory) }

        let result = run(["validate", spec.path])
        #expect(result.status == 0)
        #expect(result.output == "\(spec.path): the spec is valid.\n")
        #expect(result.errors.isEmpty)
    }

    @Test func validateReportsLocatedErrorsAndExits1() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("broken.json")
        try Data(validSpec.replacingOccurrences(of: #""$ref": "Item""#, with: #""$ref": "Itme""#).utf8).write(to: spec)

        let result = run(["validate", spec.path])
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        #expect(result.errors.contains("\(spec.path):9:"))
        #expect(result.errors.contains(": error: "))
        #expect(result.errors.contains("'Itme'"))
        #expect(result.errors.contains("did you mean 'Item'?"))
        #expect(result.errors.hasSuffix("\(spec.path): 1 error, 0 warnings.\n"))
    }

    @Test func diagnosticsShowTheSourceLineAndACaretUnderTheColumnLikeSwiftc() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("typo.json")
        let text = #"{ "name": "Shop", "models": { "A": { "properties": { "b": { "$ref": "Itme" } } } } }"#
        try Data(text.utf8).write(to: spec)

        let result = run(["validate", spec.path])

        #expect(result.status == 1)
        #expect(
            result.errors == """
                \(spec.path):1:69: error: unknown model 'Itme' in '$ref'
                \(text)
                \(String(repeating: " ", count: 68))^
                \(spec.path): 1 error, 0 warnings.

                """
        )
    }

    @Test func anImportedDocumentsValidationWarningIsLocatedInTheDocument() throws {
        // A valid document never fails as a whole: a rule OpenAPI lets it break is a validation warning, and what
        // else the validator would reject the importer degrades first, both located in the document.
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let document = directory.appendingPathComponent("trace.openapi.json")
        let openAPI = """
            {"openapi": "3.1.0", "info": {"title": "Trace", "version": "1"},
             "paths": {"/trace/{id}/{id}": {"get": {
               "parameters": [
                 {"name": "id", "in": "path", "required": true, "schema": {"type": "string"}},
                 {"name": "X-Trace", "in": "header", "schema": {"type": "string"}},
                 {"name": "x-trace", "in": "header", "schema": {"type": "string"}}
               ],
               "responses": {"204": {"description": "traced"}}}}}}
            """
        try Data(openAPI.utf8).write(to: document)

        for subcommand in [["validate"], ["generate", "-o", directory.appendingPathComponent("out").path]] {
            let result = run([subcommand[0], document.path] + subcommand.dropFirst())
            #expect(result.status == 0)
            #expect(
                result.errors.hasPrefix(
                    """
                    \(document.path):2:33: warning: placeholder '{id}' appears twice in 'path'; both take the value \
                    of parameter 'id'
                     "paths": {"/trace/{id}/{id}": {"get": {
                                                    ^
                    \(document.path):6:15: warning: header parameter 'x-trace' is the header 'X-Trace' (header names \
                    ignore case), which is sent once; it is ignored
                         {"name": "x-trace", "in": "header", "schema": {"type": "string"}}
                                  ^

                    """
                ),
                "\(result.errors)"
            )
            #expect(!result.errors.contains("(converted)"))
        }
    }

    @Test func validateReportsAMissingFile() {
        let result = run(["validate", "/nonexistent/spec.json"])
        #expect(result.status == 1)
        #expect(result.errors.hasPrefix("/nonexistent/spec.json:1:1: error: "))
    }

    @Test func generateWritesExactlyTheLayoutAndRemovesStaleGeneratedFiles() throws {
        let (directory, spec, output) = try makeTinySpec()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let stale = output.appendingPathComponent("TinyOld.swift")
        try Data("// Generated by endpoint-gen from tiny.json. DO NOT EDIT.\n".utf8).write(to: stale)
        let handWritten = output.appendingPathComponent("Notes.swift")
        try Data("// mine\n".utf8).write(to: handWritten)

        let result = run(["generate", spec.path, "--output", output.path])

        #expect(result.status == 0)
        #expect(result.errors.isEmpty)
        let written = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        #expect(
            written == [
                "Notes.swift", "TinyClient.swift", "TinyEndpoints.swift", "TinyMapping.swift",
                "TinyModels.swift", "TinyRepositories.swift",
            ]
        )
        let client = try String(contentsOf: output.appendingPathComponent("TinyClient.swift"), encoding: .utf8)
        #expect(client.hasPrefix("// Generated by endpoint-gen from tiny.json. DO NOT EDIT.\n"))
    }

    @Test func generateLeavesUnchangedFilesUntouched() throws {
        let (directory, spec, output) = try makeTinySpec()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(run(["generate", spec.path, "-o", output.path]).status == 0)
        let file = output.appendingPathComponent("TinyModels.swift")
        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: file.path)

        #expect(run(["generate", spec.path, "-o", output.path]).status == 0)

        let modified = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
        #expect(modified == past)
    }

    @Test func generateReplacesAChangedFileAndLeavesNoTemporaryFiles() throws {
        let (directory, spec, output) = try makeTinySpec()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(run(["generate", spec.path, "-o", output.path]).status == 0)
        let file = output.appendingPathComponent("TinyModels.swift")
        let generated = try Data(contentsOf: file)
        try Data("// Generated by endpoint-gen, then edited by hand\n".utf8).write(to: file)

        #expect(run(["generate", spec.path, "-o", output.path]).status == 0)

        #expect(try Data(contentsOf: file) == generated)
        let names = try FileManager.default.contentsOfDirectory(atPath: output.path)
        #expect(names.allSatisfy { $0.hasSuffix(".swift") && !$0.hasPrefix(".") }, "\(names)")
    }

    @Test func generateRemovesTheTemporaryFilesOfAKilledGeneratorOnly() throws {
        let (directory, spec, output) = try makeTinySpec()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(run(["generate", spec.path, "-o", output.path]).status == 0)
        // A process that has exited: its temporary files were abandoned.
        let exited = Process()
        exited.executableURL = URL(fileURLWithPath: "/bin/sh")
        exited.arguments = ["-c", "exit 0"]
        try exited.run()
        exited.waitUntilExit()
        let abandoned = ".TinyModels.swift.\(exited.processIdentifier).12345.tmp"
        // This process (a generator still writing) and names the writer never makes are left alone.
        let kept = [
            ".TinyModels.swift.\(ProcessInfo.processInfo.processIdentifier).7.tmp",
            ".notes.\(exited.processIdentifier).1.tmp", "draft.tmp",
        ]
        for name in [abandoned] + kept {
            try Data("partial".utf8).write(to: output.appendingPathComponent(name))
        }

        #expect(run(["generate", spec.path, "-o", output.path]).status == 0)

        let names = Set(try FileManager.default.contentsOfDirectory(atPath: output.path))
        #expect(!names.contains(abandoned))
        #expect(names.isSuperset(of: kept), "\(names)")
    }

    @Test func generateNamesTheFileItCannotReplace() throws {
        let (directory, spec, output) = try makeTinySpec()
        defer { try? FileManager.default.removeItem(at: directory) }
        // A directory where a generated file belongs cannot be replaced by it.
        let blocked = output.appendingPathComponent("TinyModels.swift/inside")
        try FileManager.default.createDirectory(at: blocked, withIntermediateDirectories: true)

        let result = run(["generate", spec.path, "-o", output.path])

        #expect(result.status == 1)
        #expect(
            result.errors.hasPrefix(
                "error: cannot write generated files to '\(output.path)': cannot replace '\(output.path)/TinyModels.swift': "
            ),
            "\(result.errors)"
        )
        let names = try FileManager.default.contentsOfDirectory(atPath: output.path)
        #expect(!names.contains { $0.hasPrefix(".") }, "a temporary file was left behind: \(names)")
        // The files that could be written were.
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("TinyClient.swift").path))
    }

    @Test func generateReportsAnOutputPathThatIsAFile() throws {
        let (directory, spec, output) = try makeTinySpec()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("not a directory".utf8).write(to: output)

        let result = run(["generate", spec.path, "-o", output.path])

        #expect(result.status == 1)
        #expect(result.errors.hasPrefix("error: cannot write generated files to '\(output.path)': "))
        #expect(try Data(contentsOf: output) == Data("not a directory".utf8))
    }

    @Test func generateWritesNothingWhenTheSpecHasErrors() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("broken.json")
        try Data(#"{"name": "Tiny", "endpoints": {"#.utf8).write(to: spec)
        let output = directory.appendingPathComponent("out")

        let result = run(["generate", spec.path, "--output", output.path])

        #expect(result.status == 1)
        #expect(result.errors.contains("\(spec.path):1:"))
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func generateFollowsAnExplicitLayoutExactly() throws {
        let (directory, spec, output) = try makeTinySpec()
        defer { try? FileManager.default.removeItem(at: directory) }

        let result = run([
            "generate", spec.path, "-o", output.path, "--file-prefix", "Shop", "--endpoint-files", "2",
            "--model-files", "3",
        ])

        #expect(result.status == 0)
        let written = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        #expect(
            written == [
                "ShopClient.swift", "ShopMapping.swift", "ShopPart1Endpoints.swift", "ShopPart1Models.swift",
                "ShopPart2Endpoints.swift", "ShopPart2Models.swift", "ShopPart3Models.swift", "ShopRepositories.swift",
            ]
        )
        let emptyShard = try String(contentsOf: output.appendingPathComponent("ShopPart3Models.swift"), encoding: .utf8)
        #expect(!emptyShard.contains("struct"))
    }

    @Test func generateAcceptsAnOpenAPIDocument() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let document = directory.appendingPathComponent("pets.openapi.json")
        let openAPI = """
            {"openapi": "3.0.3", "info": {"title": "Pets", "version": "1"},
             "paths": {"/pets/{id}": {"get": {"operationId": "getPet",
               "parameters": [{"name": "id", "in": "path", "required": true, "schema": {"type": "string"}}],
               "responses": {"200": {"description": "ok", "content": {"application/json":
                 {"schema": {"$ref": "#/components/schemas/Pet"}}}}}}}},
             "components": {"schemas": {"Pet": {"type": "object", "properties": {"name": {"type": "string"}}}}}}
            """
        try Data(openAPI.utf8).write(to: document)
        let output = directory.appendingPathComponent("out")

        let result = run(["generate", document.path, "-o", output.path])

        #expect(result.status == 0)
        let endpoints = try String(contentsOf: output.appendingPathComponent("PetsEndpoints.swift"), encoding: .utf8)
        #expect(endpoints.hasPrefix("// Generated by endpoint-gen from pets.openapi.json. DO NOT EDIT.\n"))
        #expect(endpoints.contains("public static func getPet(id: String) -> EndpointRuntime.Endpoint<PetDTO>"))
    }

    @Test(arguments: [
        (
            ["generate", "a.json", "-o", "out", "--model-files", "0"],
            "Error: Invalid value '0' for '--model-files': expected a positive integer."
        ),
        (["generate", "a.json", "-o", "out", "--endpoint-files"], "Error: Missing value for '--endpoint-files <n>'."),
        (
            ["validate", "a.json", "--file-prefix", "X"],
            "Error: Only 'generate' takes '--file-prefix', '--endpoint-files' and '--model-files'."
        ),
    ])
    func badLayoutOptionsAreUsageErrors(arguments: [String], message: String) {
        let result = run(arguments)
        #expect(result.status == 64)
        #expect(result.errors.hasPrefix(message + "\n"))
    }
}
