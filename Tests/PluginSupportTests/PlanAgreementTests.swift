import Foundation
import Testing

/// The files the build plugin declares (``SpecLocator/plan(for:configurationURL:referencedFiles:)``) are exactly the
/// files the built `endpoint-gen` writes when run with the plugin's arguments, for every kind of input the plugin
/// accepts (issue 49): a single-file document, a YAML document whose schemas live only in referenced files, and a
/// document a configuration filters and renames.
@Suite struct PlanAgreementTests {
    // MARK: Inputs

    /// An object schema with twelve described properties, as a vendor writes them.
    static func schema(_ number: Int) -> String {
        let properties = (0..<12).map { property in
            "    field\(property):\n      type: string\n      description: Field \(property) of record \(number).\n"
        }
        return "type: object\ndescription: Record \(number).\nproperties:\n" + properties.joined()
    }

    /// A YAML document split over `paths/` and `schemas/`; the entry lists no schemas.
    static func splitDocument(models: Int) -> [String: String] {
        var files = ["openapi.yaml": "openapi: 3.0.3\ninfo: { title: Split Shop, version: '1' }\npaths:\n"]
        for number in 0..<models {
            files["openapi.yaml", default: ""] += "  /records\(number): { $ref: 'paths/records\(number).yaml' }\n"
            files["paths/records\(number).yaml"] = """
                get:
                  operationId: getRecord\(number)
                  responses:
                    '200':
                      description: The record.
                      content:
                        application/json:
                          schema: { $ref: '../schemas/Record\(number).yaml' }

                """
            files["schemas/Record\(number).yaml"] = schema(number)
        }
        return files
    }

    /// The same API in one JSON file.
    static func singleDocument(models: Int) -> [String: String] {
        let paths = (0..<models).map { number in
            #""/records\#(number)": {"get": {"operationId": "getRecord\#(number)", "responses": {"200": {"#
                + #""description": "The record.", "content": {"application/json": {"schema": "#
                + ##"{"$ref": "#/components/schemas/Record\##(number)"}}}}}}}"##
        }
        let schemas = (0..<models).map { number in
            #""Record\#(number)": {"type": "object", "properties": {"id": {"type": "string"}}}"#
        }
        return [
            "openapi.json": #"{"openapi": "3.0.3", "info": {"title": "Shop", "version": "1"}, "paths": {"#
                + paths.joined(separator: ", ") + #"}, "components": {"schemas": {"#
                + schemas.joined(separator: ", ") + "}}}"
        ]
    }

    // MARK: Running the generator

    /// The built `endpoint-gen`, next to the test bundle (this target depends on it).
    static var generator: URL {
        #if os(macOS)
            for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
                return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("endpoint-gen")
            }
        #endif
        return Bundle.main.bundleURL.appendingPathComponent("endpoint-gen")
    }

    /// Writes `files` into a fresh directory, plans as the plugin does, runs the generator with the plugin's
    /// arguments and returns the plan, the names of the files written and the size of the files the entry refers to.
    static func planAndGenerate(
        _ files: [String: String],
        entry: String
    ) throws -> (plan: OutputLayout.Plan, written: [String], referencedBytes: Int) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("plan-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        for (path, text) in files {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            try Data(text.utf8).write(to: url)
        }
        let spec = directory.appendingPathComponent(entry)
        let configuration = try SpecLocator.configurationURL(for: spec)
        let plan = SpecLocator.plan(for: spec, configurationURL: configuration)
        let output = directory.appendingPathComponent("GeneratedSources")
        let process = Process()
        process.executableURL = generator
        process.arguments = SpecLocator.generateArguments(
            specURL: spec,
            outputDirectory: output,
            plan: plan,
            configurationURL: configuration
        )
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let written = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        let referencedBytes = files.filter { $0.key != entry && !$0.key.contains("endpointkit") }
            .reduce(0) { $0 + $1.value.utf8.count }
        return (plan, written, referencedBytes)
    }

    // MARK: Agreement

    @Test func aSingleFileDocument() throws {
        let (plan, written, _) = try Self.planAndGenerate(Self.singleDocument(models: 150), entry: "openapi.json")
        let shards = OutputLayout.shardCount(for: 150)
        #expect(shards > 1)
        #expect(plan == OutputLayout.Plan(filePrefix: "Shop", endpointFiles: shards, modelFiles: shards))
        #expect(written == plan.fileNames)
    }

    /// The entry lists no schemas: the plan still gives the models several files, from the referenced files' size.
    @Test func aMultiFileYAMLDocument() throws {
        let (plan, written, referencedBytes) = try Self.planAndGenerate(
            Self.splitDocument(models: 300),
            entry: "openapi.yaml"
        )
        #expect(plan.filePrefix == "SplitShop")
        #expect(plan.endpointFiles == OutputLayout.shardCount(for: 300))
        #expect(plan.modelFiles >= 2)
        #expect(plan.modelFiles == OutputLayout.shardCount(for: referencedBytes / SpecLocator.referencedBytesPerModel))
        #expect(written == plan.fileNames)
    }

    /// A configuration that keeps a few operations and renames the API and a model: fewer models than planned
    /// leave some planned files empty, but every one of them is written.
    @Test func aFilteredAndRenamedDocument() throws {
        var files = Self.splitDocument(models: 300)
        files["openapi.endpointkit.yaml"] = """
            name: Kept
            filter: { operations: [getRecord1, getRecord2, getRecord3] }
            rename: { models: { Record1: FirstRecord } }

            """
        let (plan, written, _) = try Self.planAndGenerate(files, entry: "openapi.yaml")
        #expect(plan.filePrefix == "Kept")
        #expect(plan.modelFiles >= 2)
        #expect(written == plan.fileNames)
    }
}
