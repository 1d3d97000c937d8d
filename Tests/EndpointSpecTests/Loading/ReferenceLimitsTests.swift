import EndpointTestSupport
import Foundation
import Testing

@testable import EndpointSpec

/// The bounds on a document split over files stop only hostile input: a split of more files than the largest
/// public descriptions loads, and each bound is set in the configuration file and named in the error it raises.
@Suite struct ReferenceLimitsTests {
    /// A spec whose `models` include `count` model files (`models/m0.yaml` …), each read once.
    private static func split(models count: Int, padding: Int = 0) -> [String: String] {
        var files: [String: String] = [:]
        var entry = "name: Split\nmodels:\n"
        for index in 0..<count {
            entry += "  M\(index): { $ref: models/m\(index).yaml }\n"
            let description = padding > 0 ? "description: \(String(repeating: "x", count: padding))\n" : ""
            files["models/m\(index).yaml"] = description + "properties: { id: { type: string } }\n"
        }
        files["api.endpoints.yaml"] = entry
        return files
    }

    /// Loads `api.endpoints.yaml` of `files`, configured by the YAML `configuration` when given.
    private static func load(_ files: [String: String], configuration: String? = nil) throws -> SpecLoadResult {
        let tree = try TemporaryFileTree(files)
        defer { tree.remove() }
        let configured = configuration.map {
            ConfigurationFile.load(bytes: Array($0.utf8), path: tree.path("endpointkit.yaml")).configuration
        }
        return SpecLoader().load(fileAt: tree.path("api.endpoints.yaml"), configuration: configured ?? nil)
    }

    private static func errors(_ result: SpecLoadResult) -> [String] {
        result.diagnostics.filter { $0.severity == .error }.map(\.message)
    }

    @Test func theDefaultsAllowTheLargestPublicSplits() {
        #expect(ReferenceLimits.standard.maximumFiles >= 10 * 1_509)
        #expect(ReferenceLimits.standard.maximumMegabytes >= 256)
    }

    @Test func aSplitOfMoreThanAThousandFilesLoads() throws {
        let result = try Self.load(Self.split(models: 1_200))
        #expect(Self.errors(result).isEmpty, "\(Self.errors(result).prefix(3))")
        #expect(result.spec?.models.count == 1_200)
    }

    @Test func theFileBoundIsConfiguredAndNamedInItsError() throws {
        let files = Self.split(models: 30)
        let result = try Self.load(files, configuration: "references: { maximumFiles: 10 }\n")
        #expect(
            Self.errors(result) == [
                "the document refers to more than 10 files; 'models/m9.yaml' is not read; raise "
                    + "'references.maximumFiles' in the configuration file to allow more"
            ]
        )
        #expect(result.spec == nil)
        #expect(result.diagnostics.first?.location.line == 12)
        #expect(try Self.errors(Self.load(files, configuration: "references: { maximumFiles: 31 }\n")).isEmpty)
    }

    @Test func theByteBoundIsConfiguredAndNamedInItsError() throws {
        let files = Self.split(models: 3, padding: 600_000)
        let result = try Self.load(files, configuration: "references:\n  maximumMegabytes: 1\n")
        #expect(
            Self.errors(result) == [
                "the files the document refers to hold more than 1 MiB in all; 'models/m1.yaml' is not read; raise "
                    + "'references.maximumMegabytes' in the configuration file to allow more"
            ]
        )
        #expect(try Self.errors(Self.load(files, configuration: "references: { maximumMegabytes: 2 }\n")).isEmpty)
    }

    /// `chain0.yaml`'s model refers to `chain1.yaml`'s, and so on: references followed inside one another.
    private static func chain(of count: Int) -> [String: String] {
        var files = ["api.endpoints.yaml": "name: Chain\nmodels:\n  Start: { $ref: \"chain0.yaml#/models/M0\" }\n"]
        for index in 0..<count {
            let next =
                index + 1 < count
                ? "next: { $ref: \"chain\(index + 1).yaml#/models/M\(index + 1)\" }" : "id: { type: string }"
            files["chain\(index).yaml"] = "models:\n  M\(index): { properties: { \(next) } }\n"
        }
        return files
    }

    @Test func aLongChainOfSchemasLoadsWithoutDeepRecursion() throws {
        // Start includes chain0's model, which refers to chain1's, …: each schema is resolved after the one that
        // refers to it, not inside it, so the chain is bounded by the files read, not by the stack.
        let result = try Self.load(Self.chain(of: 600))
        #expect(Self.errors(result).isEmpty, "\(Self.errors(result).prefix(3))")
        #expect(result.spec?.models.count == 600)
    }

    /// The errors of bundling an OpenAPI document whose `/x` path item is `d0.json`, with `files` and `limits`.
    private static func bundlingErrors(_ files: [String: String], maximumDepth: Int) throws -> [String] {
        let entry = #"{ "openapi": "3.0.3", "paths": { "/x": { "$ref": "d0.json" } } }"#
        let tree = try TemporaryFileTree(files.merging(["openapi.json": entry]) { own, _ in own })
        defer { tree.remove() }
        var limits = ReferenceLimits.standard
        limits.maximumDepth = maximumDepth
        var bundler = ReferenceBundler(
            format: .openAPI,
            entryPath: tree.path("openapi.json"),
            entryBytes: Array(entry.utf8),
            limits: limits
        )
        _ = bundler.bundle(try #require(JSONParser.parse(Array(entry.utf8), file: "openapi.json").root))
        return bundler.log.sortedDiagnostics.filter { $0.severity == .error }.map(\.message)
    }

    @Test func theDepthBoundIsConfiguredAndNamedInItsError() throws {
        // Files that each nest the next one level deeper, and files that each only refer to the next.
        var nesting: [String: String] = [:]
        var redirecting: [String: String] = [:]
        for index in 0..<12 {
            nesting["d\(index).json"] = #"{ "get": { "summary": { "$ref": "d\#(index + 1).json" } } }"#
            redirecting["d\(index).json"] = #"{ "$ref": "d\#(index + 1).json" }"#
        }
        nesting["d12.json"] = #""leaf""#
        redirecting["d12.json"] = #"{ "get": {} }"#
        #expect(
            try Self.bundlingErrors(nesting, maximumDepth: 5) == [
                "references nest the document more than 5 levels deep; raise 'references.maximumDepth' in the "
                    + "configuration file to allow more"
            ]
        )
        #expect(
            try Self.bundlingErrors(redirecting, maximumDepth: 5) == [
                "more than 5 references are followed inside one another; raise 'references.maximumDepth' in the "
                    + "configuration file to allow more"
            ]
        )
        #expect(try Self.bundlingErrors(redirecting, maximumDepth: 13).isEmpty)
    }

    @Test(arguments: [
        (
            "references: { maximumFiles: 0 }",
            "endpointkit.yaml:1:29: error: 'references.maximumFiles' must be a positive whole number, found 0"
        ),
        (
            "references: { maximumMegabytes: big }",
            "endpointkit.yaml:1:33: error: 'references.maximumMegabytes' must be a positive whole number, found a "
                + "string"
        ),
        ("references: { maximumFile: 10 }", "did you mean 'maximumFiles'?"),
    ])
    func badBoundsAreLocatedErrors(_ configuration: String, _ expected: String) {
        let loaded = ConfigurationFile.load(bytes: Array(configuration.utf8), path: "endpointkit.yaml")
        #expect(loaded.configuration == nil)
        let first = loaded.diagnostics.first?.description ?? ""
        #expect(first.hasPrefix(expected) || first.contains(expected), "\(first)")
    }

    @Test func boundsNotWrittenKeepTheirDefaults() throws {
        let loaded = ConfigurationFile.load(
            bytes: Array("references: { maximumDepth: 64 }\n".utf8),
            path: "endpointkit.yaml"
        )
        let configuration = try #require(loaded.configuration)
        var expected = ReferenceLimits.standard
        expected.maximumDepth = 64
        #expect(configuration.referenceLimits == expected)
        #expect(configuration.isEmpty)
    }
}
