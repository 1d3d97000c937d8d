import EndpointSpec

/// Turns a validated ``Spec`` into declarations; the `translate…` extensions each handle one part of it.
///
/// A class: every translation (and every ``ModelField`` and ``DefaultValueLiteral``) refers to the one
/// translator instead of copying the spec, the names and the model index. Immutable, so files can be translated
/// concurrently.
final class SpecTranslator: Sendable {
    /// The spec being translated.
    let spec: Spec
    /// The names every part of the output agrees on.
    let names: NameTable
    /// The models by name, for resolving `$ref`s without scanning.
    private let modelsByName: [String: ModelDefinition]

    /// Creates a translator for `spec`.
    init(spec: Spec) {
        self.spec = spec
        self.names = NameTable(spec: spec)
        self.modelsByName = Dictionary(spec.models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    // MARK: Types

    /// The Swift type of `schema` without optionality at the top level; inline enums use `enumName`.
    func swiftType(_ schema: Schema, enumName: String?) -> String {
        switch schema.kind {
        case .string: "String"
        case .integer(let format):
            switch format {
            case nil: "Int"
            case .int32: "Int32"
            case .int64: "Int64"
            }
        case .number(let format): format == .float ? "Float" : "Double"
        case .boolean: "Bool"
        case .dateTime: "Date"
        case .date: "CalendarDate"
        case .uuid: "UUID"
        case .uri: "URL"
        case .byte: "Data"
        case .any: "JSONValue"
        case .enumeration: enumName ?? "String"
        case .reference(let name): names.modelType(name)
        case .array(let element): "[\(elementType(element, enumName: enumName))]"
        case .map(let element): "[String: \(elementType(element, enumName: enumName))]"
        }
    }

    /// The type of an array element or map value: optional when the element schema is nullable.
    private func elementType(_ schema: Schema, enumName: String?) -> String {
        swiftType(schema, enumName: enumName) + (schema.isNullable ? "?" : "")
    }

    /// The model declared for a `$ref` schema, if any.
    func referencedModel(_ schema: Schema) -> ModelDefinition? {
        schema.referencedModel.flatMap { modelsByName[$0] }
    }

    // MARK: Documentation

    /// `text` split into documentation lines, or `fallback` when `text` is absent or blank.
    func documentation(_ text: String?, fallback: String) -> [String] {
        let lines = SwiftLiteral.documentationLines(text)
        return lines.isEmpty ? [fallback] : lines
    }

    /// `@available(*, deprecated)` when `isDeprecated`.
    func deprecation(_ isDeprecated: Bool) -> [String] {
        isDeprecated ? ["@available(*, deprecated)"] : []
    }
}
