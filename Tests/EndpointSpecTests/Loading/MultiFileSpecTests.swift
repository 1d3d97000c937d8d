import EndpointTestSupport
import Foundation
import Testing

@testable import EndpointSpec

/// A spec split over several files: `$ref`s to files, relative to the file that writes them, merged into one spec;
/// each file read once; JSON and YAML files referring to each other.
@Suite struct MultiFileSpecTests {
    /// A spec whose models and endpoints live in folders, with a chain (`api` → `endpoints/all.json` →
    /// `endpoints/get-user.yaml` → `models/user.yaml`), a cycle (`User.friends` refers to its own file) and a
    /// shared file (`common.json`) referred to from three places.
    static let files: [String: String] = [
        "api.endpoints.yaml": """
        name: Users
        models:
          User: { $ref: models/user.yaml }
        endpoints: { $ref: endpoints/all.json }

        """,
        "models/user.yaml": """
        properties:
          id: { type: string }
          friends: { type: array, items: { $ref: ./user.yaml } }
          address: { $ref: "../common.json#/models/Address" }

        """,
        "common.json": """
        {
          "models": {
            "Address": { "properties": { "city": { "type": "string" } } },
            "Problem": { "properties": { "message": { "type": "string" } } }
          }
        }
        """,
        "endpoints/all.json": """
        { "getUser": { "$ref": "get-user.yaml" }, "listUsers": { "$ref": "./sub/../list-users.json" } }
        """,
        "endpoints/get-user.yaml": """
        method: GET
        path: /users/{id}
        parameters:
          id: { in: path, type: string }
        responses:
          200: { $ref: ../models/user.yaml }
          404: { $ref: "../common.json#/models/Problem" }

        """,
        "endpoints/list-users.json": """
        {
          "method": "GET",
          "path": "/users",
          "responses": { "200": { "type": "array", "items": { "$ref": "../common.json#/models/Address" } } }
        }
        """,
    ]

    /// A loader that counts the reads of each file.
    static func countingLoader() -> (SpecLoader, Reads) {
        var loader = SpecLoader()
        let reads = Reads()
        loader.readFile = { path in
            reads.count(path)
            return FileReader.read(path)
        }
        return (loader, reads)
    }

    /// Reads by real path.
    final class Reads: @unchecked Sendable {
        private let lock = NSLock()
        private var counts: [String: Int] = [:]
        func count(_ path: String) { lock.withLock { counts[path, default: 0] += 1 } }
        var all: [String: Int] { lock.withLock { counts } }
    }

    @Test func mergesModelsAndEndpointsFromSeveralFiles() throws {
        let tree = try TemporaryFileTree(Self.files)
        defer { tree.remove() }
        let (loader, reads) = Self.countingLoader()
        let result = loader.load(fileAt: tree.path("api.endpoints.yaml"))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let spec = try #require(result.spec)
        #expect(spec.models.map(\.name) == ["Address", "Problem", "User"])
        #expect(spec.endpoints.map(\.name) == ["getUser", "listUsers"])
        let user = try #require(spec.models.first { $0.name == "User" })
        guard case .object(let properties) = user.kind else {
            Issue.record("User is not an object model")
            return
        }
        #expect(properties.map(\.wireName) == ["id", "friends", "address"])
        guard case .array(let items) = properties[1].schema.kind else {
            Issue.record("friends is not an array")
            return
        }
        #expect(items.kind == .reference("User"))
        #expect(properties[2].schema.kind == .reference("Address"))
        // Locations stay in the file each construct is written in (a model or endpoint is located at its key).
        #expect(user.location.file == tree.path("api.endpoints.yaml"))
        #expect(properties[0].location.file == tree.path("models/user.yaml"))
        #expect(spec.endpoints[0].location.file == tree.path("endpoints/all.json"))
        // Every file read once, whatever path spelled it.
        #expect(reads.all.count == 5)
        #expect(reads.all.values.allSatisfy { $0 == 1 })
        #expect(Set(result.sources.keys).count == 6)
    }

    /// The build plugin declares as inputs exactly the files the loader reads (ReferencedFiles is compiled into
    /// the plugin too).
    @Test func thePluginsInputsAreTheFilesTheLoaderReads() throws {
        let tree = try TemporaryFileTree(Self.files)
        defer { tree.remove() }
        let entry = tree.path("api.endpoints.yaml")
        let result = SpecLoader().load(fileAt: entry)
        let inputs = ReferencedFiles.inputs(of: URL(fileURLWithPath: entry)).map(\.path)
        #expect(Set(inputs) == Set(result.sources.keys).subtracting([entry]))
        #expect(inputs.count == 5)
    }

    @Test func aCycleOfInclusionsIsALocatedError() throws {
        let tree = try TemporaryFileTree([
            "api.endpoints.json": #"{ "name": "Loop", "endpoints": { "$ref": "a.json" } }"#,
            "a.json": #"{ "first": { "$ref": "b.json" } }"#,
            "b.json": #"{ "$ref": "a.json" }"#,
        ])
        defer { tree.remove() }
        let result = SpecLoader().load(fileAt: tree.path("api.endpoints.json"))
        #expect(result.spec == nil)
        let error = try #require(result.diagnostics.first)
        #expect(error.location == SourceLocation(file: tree.path("b.json"), line: 1, column: 11))
        #expect(error.message.contains("cycle of references"), "\(error.message)")
        let notes = result.diagnostics.dropFirst().map(\.location)
        #expect(
            notes == [
                SourceLocation(file: tree.path("a.json"), line: 1, column: 22),
                SourceLocation(file: tree.path("api.endpoints.json"), line: 1, column: 42),
            ]
        )
    }

    @Test func aSchemaReferenceToAFileMustNameAModel() throws {
        let tree = try TemporaryFileTree([
            "api.endpoints.yaml": """
            name: Bad
            endpoints:
              ping:
                method: GET
                path: /ping
                responses:
                  200: { $ref: "common.yaml#/nothing" }
                  201: { $ref: "common.yaml#/models/Pong" }

            """,
            "common.yaml": "nothing: { type: string }\nmodels:\n  Pong: { properties: { ok: { type: boolean } } }\n",
        ])
        defer { tree.remove() }
        let result = SpecLoader().load(fileAt: tree.path("api.endpoints.yaml"))
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1)
        #expect(errors.first?.message.contains("names no model") == true)
        #expect(errors.first?.location == SourceLocation(file: tree.path("api.endpoints.yaml"), line: 7, column: 20))
    }

    @Test func aModelFromAnotherFileMayNotClashWithADeclaredOne() throws {
        let tree = try TemporaryFileTree([
            "api.endpoints.json": """
            {
              "name": "Clash",
              "models": {
                "Pong": { "properties": { "id": { "type": "string" } } },
                "Holder": { "properties": { "pong": { "$ref": "other.json#/models/Pong" } } }
              }
            }
            """,
            "other.json": #"{ "models": { "Pong": { "properties": { "ok": { "type": "boolean" } } } } }"#,
        ])
        defer { tree.remove() }
        let result = SpecLoader().load(fileAt: tree.path("api.endpoints.json"))
        #expect(result.spec == nil)
        #expect(result.diagnostics.first?.message.contains("already has another model") == true)
    }
}

/// References that would leave the entry spec's directory, and references that do not resolve: each a located
/// error at the `$ref`, saying why, with the chain of references as notes.
@Suite struct ReferenceConfinementTests {
    /// Loads `api.endpoints.yaml` (whose one model is `{ $ref: REFERENCE }`) from `spec/` inside a fresh tree
    /// that also holds `outside.yaml` next to `spec/`, and returns the diagnostics and the tree.
    static func load(reference: String, extra: [String: String] = [:]) throws -> ([Diagnostic], TemporaryFileTree) {
        var files = [
            "spec/api.endpoints.yaml": "name: Confined\nmodels:\n  User: { $ref: \"\(reference)\" }\n",
            "outside.yaml": "properties: { id: { type: string } }\n",
        ]
        files.merge(extra) { $1 }
        let tree = try TemporaryFileTree(files)
        return (SpecLoader().load(fileAt: tree.path("spec/api.endpoints.yaml")).diagnostics, tree)
    }

    @Test(arguments: [
        ("../outside.yaml", "leaves"),
        ("models/../../outside.yaml", "leaves"),
        ("/etc/passwd", "is an absolute path"),
        ("http://example.com/user.yaml", "is a URL (http:)"),
        ("https://example.com/user.yaml#/User", "is a URL (https:)"),
        ("file:///etc/passwd", "is a URL (file:)"),
        ("missing.yaml", "cannot read referenced file"),
        ("./", "names a directory"),
    ])
    func refusedReferencesAreLocatedAtTheReference(reference: String, reason: String) throws {
        let (diagnostics, tree) = try Self.load(reference: reference)
        defer { tree.remove() }
        let error = try #require(diagnostics.first)
        #expect(error.severity == .error)
        #expect(error.message.contains(reason), "\(error.message)")
        #expect(error.location == SourceLocation(file: tree.path("spec/api.endpoints.yaml"), line: 3, column: 17))
        #expect(diagnostics.count == 1)
    }

    @Test func aSymbolicLinkOutOfTheRootIsRefused() throws {
        let (_, tree) = try Self.load(reference: "unused.yaml")
        defer { tree.remove() }
        try tree.link("spec/models/user.yaml", to: "../../outside.yaml")
        try tree.write("name: Confined\nmodels:\n  User: { $ref: models/user.yaml }\n", to: "spec/api.endpoints.yaml")
        let diagnostics = SpecLoader().load(fileAt: tree.path("spec/api.endpoints.yaml")).diagnostics
        let error = try #require(diagnostics.first)
        #expect(error.message.contains("resolves through a symbolic link"), "\(error.message)")
        #expect(error.message.contains("outside 'spec'") || error.message.contains("outside '"), "\(error.message)")
        #expect(error.location.line == 3)
    }

    @Test func aSymbolicLinkInsideTheRootIsFollowed() throws {
        let (_, tree) = try Self.load(reference: "unused.yaml")
        defer { tree.remove() }
        try tree.write("properties: { id: { type: string } }\n", to: "spec/shared/user.yaml")
        try tree.link("spec/models/user.yaml", to: "../shared/user.yaml")
        try tree.write("name: Confined\nmodels:\n  User: { $ref: models/user.yaml }\n", to: "spec/api.endpoints.yaml")
        let result = SpecLoader().load(fileAt: tree.path("spec/api.endpoints.yaml"))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.spec?.models.map(\.name) == ["User"])
    }

    @Test func aMissingFragmentIsLocatedAtTheReferenceWithASuggestion() throws {
        let (diagnostics, tree) = try Self.load(
            reference: "common.yaml#/models/Usr",
            extra: ["spec/common.yaml": "models:\n  User: { properties: { id: { type: string } } }\n"]
        )
        defer { tree.remove() }
        let error = try #require(diagnostics.first)
        #expect(error.message.contains("has no 'Usr' in '#/models'; did you mean 'User'?"), "\(error.message)")
        #expect(error.location == SourceLocation(file: tree.path("spec/api.endpoints.yaml"), line: 3, column: 17))
    }

    @Test func aBrokenPointerIsLocatedAtTheReference() throws {
        let (diagnostics, tree) = try Self.load(
            reference: "common.yaml#models",
            extra: ["spec/common.yaml": "models: {}\n"]
        )
        defer { tree.remove() }
        #expect(diagnostics.first?.message.contains("malformed fragment") == true)
        #expect(diagnostics.first?.location.line == 3)
    }

    @Test func problemsInAReferencedFileCarryTheChainOfReferences() throws {
        let (diagnostics, tree) = try Self.load(
            reference: "models/user.yaml",
            extra: [
                "spec/models/user.yaml": "properties:\n  address: { $ref: ../shared/address.json }\n",
                "spec/shared/address.json": "{ \"properties\": { \"city\": { \"type\": \"strng\" } } }",
            ]
        )
        defer { tree.remove() }
        let rendered = diagnostics.map(\.description)
        let address = tree.path("spec/shared/address.json")
        // The model is included under 'models', so the address schema must name a model; the error is at the
        // reference in user.yaml, with a note at the entry's reference that led there.
        #expect(
            rendered == [
                "\(tree.path("spec/models/user.yaml")):2:20: error: '../shared/address.json' names no model; a "
                    + "'$ref' in a schema names a model, so one to another file must point at a model "
                    + "('FILE#/models/NAME') or at a file included as a model under 'models' (\"NAME\": { \"$ref\": "
                    + "\"FILE\" })",
                "\(tree.path("spec/api.endpoints.yaml")):3:17: note: 'models/user.yaml' is referenced here",
            ],
            "\(rendered) \(address)"
        )
    }

    @Test func decodingErrorsInAReferencedFilePointIntoIt() throws {
        let (diagnostics, tree) = try Self.load(
            reference: "models/user.yaml",
            extra: ["spec/models/user.yaml": "properties:\n  city: { type: strng }\n"]
        )
        defer { tree.remove() }
        let rendered = diagnostics.map(\.description)
        #expect(rendered.count == 2, "\(rendered)")
        #expect(rendered.first?.hasPrefix("\(tree.path("spec/models/user.yaml")):2:17: error: ") == true, "\(rendered)")
        #expect(
            rendered.last == "\(tree.path("spec/api.endpoints.yaml")):3:17: note: 'models/user.yaml' is referenced here"
        )
    }

    @Test func aSyntaxErrorInAReferencedFileCarriesTheChain() throws {
        let (diagnostics, tree) = try Self.load(
            reference: "models/user.yaml",
            extra: ["spec/models/user.yaml": "properties: { id: 'unterminated }\n"]
        )
        defer { tree.remove() }
        #expect(diagnostics.first?.location.file == tree.path("spec/models/user.yaml"))
        #expect(diagnostics.last?.severity == .note)
        #expect(diagnostics.last?.location.file == tree.path("spec/api.endpoints.yaml"))
    }
}

/// Hostile splits are bounded: files that each include the next many times ("billion laughs" across files) are a
/// located error, not an exhausted machine.
@Suite struct ReferenceBombTests {
    @Test func theDefaultBoundIsTheYAMLAliasBound() {
        #expect(ReferenceLimits.standard.maximumIncludedNodes == YAMLParser.defaultMaximumAliasNodes)
    }

    @Test func exponentialInclusionIsRefused() throws {
        // level0 includes level1 ten times, level1 includes level2 ten times, …: 10^8 objects if expanded.
        var files: [String: String] = [
            "openapi.json": #"{ "openapi": "3.0.3", "paths": { "/bomb": { "$ref": "level0.json" } } }"#
        ]
        for level in 0..<8 {
            let members = (0..<10).map { #""e\#($0)": { "$ref": "level\#(level + 1).json" }"# }
            files["level\(level).json"] = "{ " + members.joined(separator: ", ") + " }"
        }
        files["level8.json"] = #"{ "leaf": [1, 2, 3] }"#
        let tree = try TemporaryFileTree(files)
        defer { tree.remove() }
        // The bundler runs for any format (the loader without an importer then says what the document is).
        var bundler = ReferenceBundler(format: .openAPI, entryPath: tree.path("openapi.json"), entryBytes: [])
        let entry = try #require(JSONParser.parse(Array(files["openapi.json"]!.utf8), file: "openapi.json").root)
        bundler.limits.maximumIncludedNodes = 10_000
        _ = bundler.bundle(entry)
        let result = (diagnostics: bundler.log.sortedDiagnostics, spec: Spec?.none)
        #expect(result.spec == nil)
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1)
        #expect(errors.first?.message.contains("more than 10000 nodes") == true, "\(errors)")
    }
}
