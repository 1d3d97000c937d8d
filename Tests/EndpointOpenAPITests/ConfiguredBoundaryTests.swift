import EndpointCodegen
import EndpointOpenAPI
import Foundation
import Testing

@testable import EndpointSpec

/// `domain` and `repositories` in the configuration file of an OpenAPI document: the boundary declared beside the
/// vendor's document, named in its terms, checked and located like a spec's.
@Suite("Configuration files: domain mappings and repositories beside an OpenAPI document")
struct ConfiguredBoundaryTests {
    /// The fixture target's document and configuration (`Tests/Fixtures/OpenAPIDropletsAPI`), which the
    /// `OpenAPIGeneratedTests` compile and call.
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/OpenAPIDropletsAPI")

    static func text(_ name: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    static let configurationFile = "openapi.endpointkit.yaml"
    static let documentFile = "openapi.yaml"

    /// Loads `document` (YAML unless `documentPath` says otherwise) configured by `configuration`.
    static func load(
        _ configuration: String,
        document: String? = nil,
        documentPath: String = documentFile
    ) throws -> SpecLoadResult {
        let configured = ConfigurationFile.load(bytes: Array(configuration.utf8), path: configurationFile)
        guard let decoded = configured.configuration else {
            return SpecLoadResult(spec: nil, diagnostics: configured.diagnostics)
        }
        let document = try document ?? text(documentFile)
        return SpecLoader.standard.load(bytes: Array(document.utf8), path: documentPath, configuration: decoded)
    }

    /// The fixture's configuration with `original` replaced by `replacement` (which must occur).
    static func configuration(replacing original: String, with replacement: String) throws -> String {
        let text = try text(configurationFile)
        #expect(text.contains(original), "the fixture's configuration no longer holds '\(original)'")
        return text.replacingOccurrences(of: original, with: replacement)
    }

    /// `file:line:column` of the first occurrence of `needle` in `text` (after the first occurrence of `context`).
    static func location(of needle: String, in text: String, file: String, after context: String? = nil) -> String {
        var line = 1
        var column = 1
        let scalars = Array(text.unicodeScalars)
        let target = Array(needle.unicodeScalars)
        var pending = context.map { Array($0.unicodeScalars) }
        for index in scalars.indices {
            if let waiting = pending, scalars[index...].starts(with: waiting) { pending = nil }
            if pending == nil, scalars[index...].starts(with: target) { return "\(file):\(line):\(column)" }
            if scalars[index] == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return "\(file): '\(needle)' not found"
    }

    static func configurationLocation(of needle: String, in text: String, after context: String? = nil) -> String {
        location(of: needle, in: text, file: configurationFile, after: context)
    }

    static func documentLocation(of needle: String) throws -> String {
        location(of: needle, in: try text(documentFile), file: documentFile)
    }

    /// The errors (with their notes) of loading the fixture's document configured by `configuration`.
    static func diagnostics(_ configuration: String) throws -> [String] {
        let result = try load(configuration)
        #expect(result.spec == nil)
        return result.diagnostics.map(\.description)
    }

    // MARK: - Decoding and applying

    @Test func theConfigurationDecodesDomainMappingsAndRepositoriesWithTheSpecFormatsDecoder() throws {
        let text = try Self.text(Self.configurationFile)
        let loaded = ConfigurationFile.load(bytes: Array(text.utf8), path: Self.configurationFile)
        let configuration = try #require(loaded.configuration, "\(loaded.diagnostics)")
        #expect(!configuration.isEmpty)
        #expect(configuration.domainMappings.map(\.model) == ["Droplet", "Action", "DropletCreate"])
        let mapping = try #require(configuration.domainMappings.first?.mapping)
        #expect(mapping.typeName == "Droplet")
        #expect(mapping.invalidError == "DropletError.invalidDroplet")
        #expect(mapping.arguments.map(\.label) == ["id", "name", "memory"])
        #expect(mapping.arguments.map(\.property) == ["id", "name", "memory"])
        #expect(
            mapping.arguments[2].conversion
                == Conversion(callee: "Memory", argumentLabel: "megabytes", isFailable: true)
        )
        #expect("\(mapping.location)" == Self.configurationLocation(of: "Droplet:", in: text))
        let repository = try #require(configuration.repositories.first)
        #expect(repository.name == "HTTPDropletRepository")
        #expect(repository.protocols == ["DropletRepository"])
        #expect(repository.methods.map(\.name) == ["droplet", "droplets", "allDroplets", "create", "actions"])
        #expect(
            repository.methods.map(\.endpoint)
                == ["get_droplet", "list_droplets", "list_droplets", "create_droplet", "watch_droplet_actions"]
        )
        #expect(repository.methods.map(\.responseProperty) == ["droplet", "data.items", nil, "droplet", nil])
        #expect(repository.methods.map(\.walksPages) == [false, false, true, false, false])
        #expect(repository.methods[0].errors.first?.arguments == [.parameter("id"), .bodyProperty("message")])
    }

    @Test func theMappingLandsOnTheDocumentsModelAndMethodsCallEndpointsByOperationID() throws {
        let result = try Self.load(try Self.text(Self.configurationFile))
        let spec = try #require(result.spec, "\(result.diagnostics)")
        #expect(result.diagnostics.isEmpty)
        #expect(spec.model(named: "Droplet")?.domainMapping?.typeName == "Droplet")
        #expect(spec.models.filter { $0.domainMapping != nil }.map(\.name) == ["Action", "Droplet"])
        let repository = try #require(spec.repositories.first)
        // `get_droplet` is the operationId; the endpoint is named `getDroplet`.
        #expect(
            repository.methods.map(\.endpoint)
                == ["getDroplet", "listDroplets", "listDroplets", "createDroplet", "watchDropletActions"]
        )
        #expect(spec.model(named: "DropletCreate")?.requestMapping?.typeName == "NewDroplet")
    }

    @Test func endpointsMayAlsoBeNamedAsTheClientNamesThemAndRenamesFollow() throws {
        let configuration =
            try Self.configuration(replacing: "endpoint: get_droplet", with: "endpoint: getDroplet")
            + "rename: { endpoints: { get_droplet: fetchDroplet }, models: { Droplet: Server } }\n"
        let result = try Self.load(configuration)
        let spec = try #require(result.spec, "\(result.diagnostics)")
        #expect(
            spec.repositories.first?.methods.map(\.endpoint)
                == ["fetchDroplet", "listDroplets", "listDroplets", "createDroplet", "watchDropletActions"]
        )
        #expect(spec.model(named: "Server")?.domainMapping?.typeName == "Droplet")
    }

    @Test func theSameDocumentInJSONGivesTheSameSpec() throws {
        let yaml = try Self.load(try Self.text(Self.configurationFile))
        let json = try Self.load(
            try Self.text(Self.configurationFile),
            document: try Self.jsonDocument(),
            documentPath: "openapi.json"
        )
        let yamlSpec = try #require(yaml.spec)
        let jsonSpec = try #require(json.spec, "\(json.diagnostics)")
        // Only the header naming the source file differs.
        let yamlFiles = CodeGenerator.generate(yamlSpec).map(\.contents)
        let jsonFiles = CodeGenerator.generate(jsonSpec).map {
            $0.contents.replacingOccurrences(of: "from openapi.json.", with: "from openapi.yaml.")
        }
        #expect(yamlFiles == jsonFiles)
    }

    /// The fixture's document as JSON, written by the package's JSON writer from the YAML one's parse.
    static func jsonDocument() throws -> String {
        let parsed = YAMLParser.parse(Array(try text(documentFile).utf8), file: documentFile)
        let root = try #require(parsed.root)
        return JSONWriter.text(root.specValue)
    }

    @Test func theReadmesConfigurationOfARealAPILoadsBesideTheFixturesDocument() throws {
        let readme = try String(
            contentsOf: Self.directory.deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent()
                .appendingPathComponent("README.md"),
            encoding: .utf8
        )
        let section = try #require(readme.components(separatedBy: "### Architecture on a real API").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```yaml\n").dropFirst().first)
        let configuration = try #require(block.components(separatedBy: "```").first)
        let result = try Self.load(configuration)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let spec = try #require(result.spec)
        #expect(spec.repositories.first?.methods.map(\.endpoint) == ["listDroplets"])
    }

    // MARK: - Generated code

    @Test func theGeneratedMappingAndRepositoryReadNestedMembersAndLists() throws {
        let result = try Self.load(try Self.text(Self.configurationFile))
        let spec = try #require(result.spec)
        let files = Dictionary(uniqueKeysWithValues: CodeGenerator.generate(spec).map { ($0.name, $0.contents) })
        let mapping = try #require(files["DropletsMapping.swift"])
        #expect(mapping.contains("extension DropletDTO {"))
        #expect(mapping.contains("public func toDomain() throws -> Droplet {"))
        #expect(
            mapping.contains(
                "guard let memory = Memory(megabytes: self.memory) else { throw DropletError.invalidDroplet }"
            )
        )
        #expect(mapping.contains("return Droplet(id: Droplet.ID(rawValue: self.id), name: self.name, memory: memory)"))
        let repositories = try #require(files["DropletsRepositories.swift"])
        try FixtureFiles.expectGolden(repositories, at: "boundary/DropletsRepositories.swift.txt")
        #expect(repositories.contains("public struct HTTPDropletRepository: DropletRepository, Sendable {"))
        #expect(repositories.contains("public func droplet(id: Droplet.ID) async throws -> Droplet {"))
        #expect(repositories.contains("try await client.getDroplet(dropletID: id.rawValue).droplet.toDomain()"))
        #expect(repositories.contains("} catch DropletsEndpoints.GetDropletError.notFound(let response) {"))
        #expect(repositories.contains("throw DropletError.notFound(id, response.body.message)"))
        #expect(repositories.contains("public func droplets(tagged tag: String?) async throws -> [Droplet] {"))
        #expect(
            repositories.contains("try await client.listDroplets(tagName: tag).data.items.map { try $0.toDomain() }")
        )
    }

    // MARK: - Diagnostics, at the configuration's lines

    @Test func aMappingOfNoModelIsAnErrorWithTheClosestSpelling() throws {
        let configuration = try Self.configuration(replacing: "  Droplet:\n    type:", with: "  Droplt:\n    type:")
        let diagnostics = try Self.diagnostics(configuration)
        #expect(
            diagnostics.first
                == "\(Self.configurationLocation(of: "Droplt:", in: configuration)): error: 'domain' names no model "
                + "'Droplt'; did you mean 'Droplet'?"
        )
    }

    @Test func aVendorUpdateThatRenamesAPropertyIsAConfigurationErrorWithANoteAtTheDocument() throws {
        // The vendor renamed `memory` to `memory_mb`: the mapping breaks at the configuration, not in generated code.
        let document = try Self.text(Self.documentFile)
            .replacingOccurrences(of: "required: [id, name, memory]", with: "required: [id, name, memory_mb]")
            .replacingOccurrences(of: "        memory: {", with: "        memory_mb: {")
        let configuration = try Self.text(Self.configurationFile)
        let result = try Self.load(configuration, document: document)
        #expect(result.spec == nil)
        let modelLocation = Self.location(of: "Droplet:\n", in: document, file: Self.documentFile)
        #expect(
            result.diagnostics.map(\.description) == [
                "\(Self.configurationLocation(of: "memory, using", in: configuration)): error: 'from' names 'memory', "
                    + "which is not a property of model 'Droplet'; did you mean 'memory_mb'?",
                "\(modelLocation): note: model 'Droplet' is declared here",
            ]
        )
    }

    @Test func aFarRenameIsSuggestedByTheWordItShares() throws {
        // `name` → `display_name` is too many edits for a typo; the shared word finds it.
        let document = try Self.text(Self.documentFile)
            .replacingOccurrences(of: "required: [id, name, memory]", with: "required: [id, display_name, memory]")
            .replacingOccurrences(
                of: "        name: { type: string }\n        memory",
                with: "        display_name: { type: string }\n        memory"
            )
        let configuration = try Self.text(Self.configurationFile)
        let result = try Self.load(configuration, document: document)
        #expect(
            result.diagnostics.map(\.description).first
                == "\(Self.configurationLocation(of: "name }", in: configuration, after: "type: Droplet\n")): error: "
                + "'from' names 'name', which is not a property of model 'Droplet'; did you mean 'display_name'?",
            "\(result.diagnostics)"
        )
    }

    @Test func aRenameSharingNoWordIsSuggestedAsTheOneRequiredPropertyNoArgumentReads() throws {
        // `memory` → `ram`: no close spelling, no shared word; `region` is read by no argument either, but optional.
        let document = try Self.text(Self.documentFile)
            .replacingOccurrences(of: "required: [id, name, memory]", with: "required: [id, name, ram]")
            .replacingOccurrences(of: "        memory: { type: integer", with: "        ram: { type: integer")
        let configuration = try Self.text(Self.configurationFile)
        let result = try Self.load(configuration, document: document)
        #expect(
            result.diagnostics.map(\.description).first
                == "\(Self.configurationLocation(of: "memory, using", in: configuration)): error: 'from' names "
                + "'memory', which is not a property of model 'Droplet'; did you mean 'ram'?",
            "\(result.diagnostics)"
        )
    }

    @Test func aRemovedPropertyListsTheProperties() throws {
        let document = try Self.text(Self.documentFile)
            .replacingOccurrences(of: "required: [id, name, memory]", with: "required: [id, name]")
            .replacingOccurrences(
                of: "        memory: { type: integer, description: Megabytes of memory. }\n",
                with: ""
            )
        let configuration = try Self.text(Self.configurationFile)
        let result = try Self.load(configuration, document: document)
        #expect(
            result.diagnostics.map(\.description).first
                == "\(Self.configurationLocation(of: "memory, using", in: configuration)): error: 'from' names "
                + "'memory', which is not a property of model 'Droplet'; its properties are 'id', 'name' and 'region'",
            "\(result.diagnostics)"
        )
    }

    @Test func aMappingOfAnEnumerationIsAnErrorWithANoteAtTheDocument() throws {
        let configuration = try Self.configuration(replacing: "  Droplet:\n    type:", with: "  Region:\n    type:")
        let diagnostics = try Self.diagnostics(configuration)
        #expect(
            diagnostics == [
                "\(Self.configurationLocation(of: "Region:", in: configuration)): error: 'domain' maps model 'Region', "
                    + "which is an enumeration; only a model with properties maps to a domain type",
                "\(try Self.documentLocation(of: "Region:\n")): note: model 'Region' is declared here",
            ]
        )
    }

    @Test func aMethodCallingNoOperationIsAnErrorWithTheClosestOperationID() throws {
        let configuration = try Self.configuration(replacing: "endpoint: get_droplet", with: "endpoint: get_droplt")
        let diagnostics = try Self.diagnostics(configuration)
        #expect(
            diagnostics == [
                "\(Self.configurationLocation(of: "get_droplt", in: configuration)): error: method 'droplet' of "
                    + "repository 'HTTPDropletRepository' names no endpoint 'get_droplt'; did you mean 'get_droplet'?"
            ]
        )
    }

    @Test func aParameterTheOperationDoesNotHaveIsAnErrorWithANoteAtTheOperation() throws {
        let configuration = try Self.configuration(
            replacing: "to: droplet_id, value: rawValue }]\n        returns: Droplet\n",
            with: "to: dropletid, value: rawValue }]\n        returns: Droplet\n"
        )
        let diagnostics = try Self.diagnostics(configuration)
        let operation = try Self.documentLocation(of: "get:\n      operationId: get_droplet")
        #expect(
            diagnostics
                == [
                    "\(Self.configurationLocation(of: "droplet:\n", in: configuration)): error: method 'droplet' does "
                        + "not supply required parameter 'droplet_id' of endpoint 'getDroplet'; add a parameter with "
                        + "\"to\": \"droplet_id\"",
                    "\(try Self.documentLocation(of: "name: droplet_id")): note: parameter 'droplet_id' is declared here",
                    "\(Self.configurationLocation(of: "dropletid", in: configuration)): error: 'to' names 'dropletid', "
                        + "which is not a parameter of endpoint 'getDroplet'; did you mean 'droplet_id'?",
                    "\(operation): note: endpoint 'getDroplet' is declared here",
                ],
            "\(diagnostics)"
        )
    }

    @Test func aNestedMemberTheResponseDoesNotHaveIsAnErrorWithANoteAtItsModel() throws {
        let configuration = try Self.configuration(replacing: "from: data.items", with: "from: data.itemz")
        let diagnostics = try Self.diagnostics(configuration)
        #expect(
            diagnostics == [
                "\(Self.configurationLocation(of: "data.itemz", in: configuration)): error: 'from' names 'data.itemz', "
                    + "but 'itemz' is not a property of model 'DropletPage', the type of 'data'; did you mean 'items'?",
                "\(try Self.documentLocation(of: "DropletPage:\n")): note: model 'DropletPage' is declared here",
            ],
            "\(diagnostics)"
        )
    }

    @Test func aTopLevelMemberTheResponseDoesNotHaveIsAnErrorWithANoteAtItsModel() throws {
        let configuration = try Self.configuration(
            replacing: "from: droplet\n        errors: { \"404\"",
            with: "from: droplets\n        errors: { \"404\""
        )
        let diagnostics = try Self.diagnostics(configuration)
        #expect(
            diagnostics == [
                "\(Self.configurationLocation(of: "droplets", in: configuration, after: "from: droplets")): "
                    + "error: 'from' names 'droplets', which is not a property of model 'DropletResponse', the 2xx "
                    + "response of endpoint 'getDroplet'; did you mean 'droplet'?",
                "\(try Self.documentLocation(of: "DropletResponse:\n")): note: model 'DropletResponse' is declared here",
            ]
        )
    }

    @Test func aMemberPathThroughSomethingThatIsNoModelIsAnError() throws {
        let configuration = try Self.configuration(replacing: "from: data.items", with: "from: data.items.first")
        let diagnostics = try Self.diagnostics(configuration)
        #expect(
            diagnostics.first
                == "\(Self.configurationLocation(of: "data.items.first", in: configuration)): error: 'from' reads "
                + "'data.items.first' but 'data.items' is not a model with properties, so it has no member 'first'"
        )
    }

    @Test func anErrorBodyMemberTheDocumentDoesNotHaveIsAnErrorWithANoteAtItsModel() throws {
        let configuration = try Self.configuration(
            replacing: "[id, { from: message }] } }",
            with: "[id, { from: mesage }] } }"
        )
        let diagnostics = try Self.diagnostics(configuration)
        #expect(
            diagnostics == [
                "\(Self.configurationLocation(of: "mesage", in: configuration)): error: 'from' names 'mesage', which "
                    + "is not a property of model 'Error', the body of the 404 response of endpoint 'getDroplet'; did "
                    + "you mean 'message'?",
                "\(try Self.documentLocation(of: "Error:\n")): note: model 'Error' is declared here",
            ]
        )
    }

    @Test func anErrorBodyOfAStatusTheDocumentDoesNotDeclareIsAnErrorWithANoteAtTheOperation() throws {
        let configuration = try Self.configuration(
            replacing: "errors: { \"404\": { throw",
            with: "errors: { \"410\": { throw"
        )
        let diagnostics = try Self.diagnostics(configuration)
        #expect(
            diagnostics == [
                "\(Self.configurationLocation(of: "message }", in: configuration)): error: 'from' reads 'message' "
                    + "from the body of the 410 response, but endpoint 'getDroplet' declares no error response with a "
                    + "body for 410; did you mean 404?",
                "\(try Self.documentLocation(of: "get:\n      operationId: get_droplet")): note: endpoint 'getDroplet' "
                    + "is declared here",
            ]
        )
    }

    @Test func aReturnTypeTheResponseCannotBecomeIsAnError() throws {
        // Without the `domain` mapping, a method can only return the transfer type.
        let configuration = try Self.text(Self.configurationFile)
            .replacingOccurrences(of: "  Droplet:\n    type: Droplet", with: "  DropletPage:\n    type: Page")
            .replacingOccurrences(
                of: "arguments:\n      id: { from: id",
                with: "arguments:\n      items: { from: items"
            )
            .replacingOccurrences(of: "      name: { from: name }\n", with: "")
            .replacingOccurrences(
                of: "      memory: { from: memory, using: Memory(megabytes:), failable: true }\n",
                with: ""
            )
        let diagnostics = try Self.diagnostics(configuration)
        #expect(
            diagnostics.contains(
                "\(Self.configurationLocation(of: "Droplet", in: configuration, after: "returns: Droplet")): "
                    + "error: method 'droplet' returns 'Droplet', but model 'Droplet' has no 'domain' mapping, so the "
                    + "response can only be returned as 'DropletDTO'; add a 'domain' mapping to model 'Droplet' or "
                    + "return 'DropletDTO'"
            ),
            "\(diagnostics)"
        )
    }

    @Test func unknownKeysAndBadValuesAreTheSpecFormatsErrorsLocatedInTheConfiguration() throws {
        let configuration = try Self.configuration(
            replacing: "    invalid: DropletError.invalidDroplet",
            with: "    invalidd: DropletError.invalidDroplet"
        )
        .replacingOccurrences(of: "returns: \"[Droplet]\"", with: "returns: \"[Droplet\"")
        let loaded = ConfigurationFile.load(bytes: Array(configuration.utf8), path: Self.configurationFile)
        #expect(loaded.configuration == nil)
        #expect(
            loaded.diagnostics.map(\.description) == [
                "\(Self.configurationLocation(of: "invalidd", in: configuration)): error: unknown key 'invalidd' in "
                    + "the domain mapping of model 'Droplet'; did you mean 'invalid'?",
                "\(Self.configurationLocation(of: "\"[Droplet\"", in: configuration)): error: 'returns' must be a "
                    + "Swift type such as 'Product' or '[Product]', found '[Droplet'",
            ]
        )
    }

    @Test func aMappingOfAModelTheFilterRemovesIsAWarning() throws {
        let filtered = """
            filter: { operations: [list_droplets] }
            domain:
              DropletResponse: { type: Problem, arguments: { _: { from: droplet } } }
            """
        let result = try Self.load(filtered)
        #expect(result.spec != nil)
        #expect(
            result.diagnostics.map(\.description) == [
                "\(Self.configurationLocation(of: "DropletResponse:", in: filtered)): warning: 'domain' maps model "
                    + "'DropletResponse', which "
                    + "the configuration's 'filter' removes; the mapping has no effect"
            ]
        )
    }

    @Test func aRepositoryWhoseOperationTheFilterRemovesIsAnError() throws {
        let configuration = try Self.text(Self.configurationFile) + "filter: { operations: [list_droplets] }\n"
        let diagnostics = try Self.diagnostics(configuration)
        #expect(
            diagnostics == [
                "\(Self.configurationLocation(of: "Action:\n", in: configuration)): warning: 'domain' maps model "
                    + "'Action', which the configuration's 'filter' removes; the mapping has no effect",
                "\(Self.configurationLocation(of: "DropletCreate:\n", in: configuration)): warning: 'domain' maps model "
                    + "'DropletCreate', which the configuration's 'filter' removes; the mapping has no effect",
                "\(Self.configurationLocation(of: "droplet:\n", in: configuration)): error: repository "
                    + "'HTTPDropletRepository' uses endpoint 'getDroplet', which the configuration's 'filter' removes; "
                    + "select it too, or remove the repository method",
                "\(Self.configurationLocation(of: "create:\n", in: configuration)): error: repository "
                    + "'HTTPDropletRepository' uses endpoint 'createDroplet', which the configuration's 'filter' "
                    + "removes; select it too, or remove the repository method",
                "\(Self.configurationLocation(of: "actions:\n", in: configuration)): error: repository "
                    + "'HTTPDropletRepository' uses endpoint 'watchDropletActions', which the configuration's 'filter' "
                    + "removes; select it too, or remove the repository method",
            ]
        )
    }

    @Test func aTypeOverrideOfAMappedModelIsAnError() throws {
        let configuration =
            try Self.text(Self.configurationFile) + "typeOverrides: { models: { Droplet: Kit.Droplet } }\n"
        let diagnostics = try Self.diagnostics(configuration)
        #expect(diagnostics.count == 2)
        #expect(
            diagnostics.first?.hasPrefix(
                "\(Self.configurationLocation(of: "Kit.Droplet", in: configuration)): error: model 'Droplet' maps to "
                    + "domain type 'Droplet'"
            ) == true
        )
    }
}
