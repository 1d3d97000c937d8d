import EndpointCodegen
import EndpointOpenAPI
import EndpointSpec
import Testing

/// Converts a small inline OpenAPI document and answers questions about the result, for focused mapping tests.
struct ImportHarness {
    /// The file name diagnostics are located in.
    static let file = "api.json"

    /// The OpenAPI document text.
    let json: String
    /// The conversion result.
    let result: OpenAPIImportResult

    /// Converts `json`.
    init(_ json: String) {
        self.json = json
        result = OpenAPIImporter.convert(text: Array(json.utf8), path: Self.file)
    }

    /// Converts a 3.x document with the given `paths` and `components` (JSON object texts) and a fixed `info`.
    init(openapi: String = "3.0.3", paths: String = "{}", components: String = "{}", extra: String = "") {
        self.init(
            """
            {
              "openapi": "\(openapi)",
              "info": { "title": "Test API", "version": "1" },\(extra.isEmpty ? "" : "\n  " + extra + ",")
              "paths": \(paths),
              "components": \(components)
            }
            """
        )
    }

    // MARK: - Diagnostics

    /// Every diagnostic as `file:line:column: severity: message`.
    var diagnostics: [String] { result.diagnostics.map(\.description) }

    /// Every warning message, without locations.
    var warningMessages: [String] { result.diagnostics.filter { $0.severity == .warning }.map(\.message) }

    /// `api.json:LINE:COLUMN` of the `occurrence`-th appearance of `needle` in the document (1-based).
    func location(of needle: String, occurrence: Int = 1) -> String {
        var line = 1
        var column = 1
        var found = 0
        let scalars = Array(json.unicodeScalars)
        let target = Array(needle.unicodeScalars)
        var index = 0
        while index < scalars.count {
            if scalars[index...].starts(with: target) {
                found += 1
                if found == occurrence { return "\(Self.file):\(line):\(column)" }
            }
            if scalars[index] == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }
        return "\(Self.file): '\(needle)' not found"
    }

    /// `api.json:L:C: warning: MESSAGE` at the `occurrence`-th appearance of `needle`.
    func warning(_ message: String, at needle: String, occurrence: Int = 1) -> String {
        "\(location(of: needle, occurrence: occurrence)): warning: \(message)"
    }

    // MARK: - Converted spec

    /// The converted spec text.
    func text(sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> String {
        try #require(result.specText, "\(diagnostics)", sourceLocation: sourceLocation)
    }

    /// The imported spec (which must have no errors); its text must load and generate the same code.
    func spec(sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Spec {
        let spec = try #require(result.spec, "\(diagnostics)", sourceLocation: sourceLocation)
        let text = try text(sourceLocation: sourceLocation)
        let loaded = SpecLoader.load(text: Array(text.utf8), path: Self.file)
        let reloaded = try #require(loaded.spec, "\(loaded.diagnostics)\n\(text)", sourceLocation: sourceLocation)
        #expect(
            CodeGenerator.generate(spec) == CodeGenerator.generate(reloaded),
            "the imported spec and its text generate different code",
            sourceLocation: sourceLocation
        )
        return spec
    }

    /// The model `name` of the converted spec.
    func model(_ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> ModelDefinition {
        try #require(try spec(sourceLocation: sourceLocation).model(named: name), sourceLocation: sourceLocation)
    }

    /// The properties of object model `name`.
    func properties(
        of name: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> [PropertyDefinition] {
        guard case .object(let properties) = try model(name, sourceLocation: sourceLocation).kind else {
            Issue.record("model '\(name)' is not an object", sourceLocation: sourceLocation)
            return []
        }
        return properties
    }

    /// The property `wireName` of object model `model`.
    func property(
        _ wireName: String,
        of model: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> PropertyDefinition {
        try #require(
            try properties(of: model, sourceLocation: sourceLocation).first { $0.wireName == wireName },
            sourceLocation: sourceLocation
        )
    }

    /// The endpoint `name` of the converted spec.
    func endpoint(
        _ name: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> EndpointDefinition {
        try #require(try spec(sourceLocation: sourceLocation).endpoint(named: name), sourceLocation: sourceLocation)
    }

    /// Converts `schemas` (the members of `components/schemas`) with a 3.x document.
    static func schemas(_ schemas: String, openapi: String = "3.0.3") -> ImportHarness {
        ImportHarness(openapi: openapi, components: "{ \"schemas\": { \(schemas) } }")
    }

    /// The shape of property `value` of model `Box`, whose only property is `value: schema`, and the harness.
    static func shape(of schema: String, openapi: String = "3.0.3") throws -> (String, ImportHarness) {
        let harness = schemas(
            "\"Box\": { \"type\": \"object\", \"properties\": { \"value\": \(schema) } }",
            openapi: openapi
        )
        return (shape(try harness.property("value", of: "Box").schema), harness)
    }

    // MARK: - Describing schemas

    /// A compact description of a schema's shape: `string`, `integer(int64)`, `ref(Pet)`, `[ref(Pet)]`,
    /// `[String: any]`, `enum(a,b)`, with `?` appended when nullable.
    static func shape(_ schema: Schema) -> String {
        let base: String
        switch schema.kind {
        case .string: base = "string"
        case .integer(let format): base = "integer" + (format.map { "(\($0.rawValue))" } ?? "")
        case .number(let format): base = "number(\(format.rawValue))"
        case .boolean: base = "boolean"
        case .dateTime: base = "date-time"
        case .date: base = "date"
        case .uuid: base = "uuid"
        case .uri: base = "uri"
        case .byte: base = "byte"
        case .enumeration(let values): base = "enum(\(values.joined(separator: ",")))"
        case .reference(let name): base = "ref(\(name))"
        case .array(let items): base = "[\(shape(items))]"
        case .map(let values): base = "[String: \(shape(values))]"
        case .any: base = "any"
        }
        return schema.isNullable ? base + "?" : base
    }
}
