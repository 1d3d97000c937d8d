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
    /// The generated models by name, for resolving `$ref`s without scanning. A model replaced by a type override
    /// is not among them: the user's type is opaque, so nothing reads its members.
    private let modelsByName: [String: ModelDefinition]
    /// The models that are typed `multipart/form-data` bodies, whose binary properties are
    /// `EndpointRuntime.MultipartFile` (bytes or a file streamed from disk) instead of `Data`.
    private let multipartModels: Set<String>

    /// Creates a translator for `spec`.
    init(spec: Spec) {
        self.spec = spec
        self.names = NameTable(spec: spec)
        self.modelsByName = Dictionary(
            spec.models.lazy.filter { $0.typeOverride == nil }.map { ($0.name, $0) },
            uniquingKeysWith: { first, _ in first }
        )
        self.multipartModels = Set(
            spec.endpoints.lazy.flatMap { [$0] + $0.alternativeBodies.map($0.sending) }
                .filter(\.hasTypedMultipartBody).compactMap { $0.body?.referencedModel }
        )
    }

    // MARK: Types

    /// The Swift type of `schema` without optionality at the top level; inline enums use `enumName`.
    func swiftType(_ schema: Schema, enumName: SwiftType?) -> SwiftType {
        switch schema.kind {
        case .string: .string
        case .integer(let format):
            switch format {
            case nil: .named("Int")
            case .int32: .named("Int32")
            case .int64: .named("Int64")
            }
        case .number(let format): .named(format == .float ? "Float" : "Double")
        case .boolean: .named("Bool")
        case .dateTime: .named("Date")
        case .date: .runtime("CalendarDate")
        case .uuid: .named("UUID")
        case .uri: .named("URL")
        case .byte: .named("Data")
        case .any: .runtime("JSONValue")
        case .enumeration: enumName ?? .string
        case .reference(let name): .named(names.modelType(name))
        case .array(let element): .array(elementType(element, enumName: enumName))
        case .map(let element): .dictionary(key: .string, value: elementType(element, enumName: enumName))
        }
    }

    /// The Swift type of the property `schema` of the model called `modelName`: ``swiftType(_:enumName:)``,
    /// except that a binary property (or array of them) of a typed multipart body is `MultipartFile`.
    func propertyType(_ schema: Schema, ofModel modelName: String, enumName: SwiftType?) -> SwiftType {
        guard multipartModels.contains(modelName) else { return swiftType(schema, enumName: enumName) }
        switch schema.kind {
        case .byte: return .runtime("MultipartFile")
        case .array(let element) where element.kind == .byte:
            return .array(SwiftType.runtime("MultipartFile").optional(if: element.isNullable))
        default: return swiftType(schema, enumName: enumName)
        }
    }

    /// The type of an array element or map value: optional when the element schema is nullable.
    private func elementType(_ schema: Schema, enumName: SwiftType?) -> SwiftType {
        swiftType(schema, enumName: enumName).optional(if: schema.isNullable)
    }

    /// The model generated for a `$ref` schema, if any (`nil` for a model replaced by a type override).
    func referencedModel(_ schema: Schema) -> ModelDefinition? {
        schema.referencedModel.flatMap { modelsByName[$0] }
    }

    // MARK: Documentation

    /// `text` split into documentation lines, or `fallback` when `text` is absent or blank.
    func documentation(_ text: String?, fallback: String) -> [String] {
        let lines = documentationLines(text)
        return lines.isEmpty ? [fallback] : lines
    }

    /// A description split into documentation lines, HTML in it turned into Markdown
    /// (``HTMLDocumentation``), its relative links resolved against the spec's `documentationURL`, else its
    /// `baseURL`.
    func documentationLines(_ text: String?) -> [String] {
        guard let text else { return [] }
        let linkBase = spec.documentationURL ?? spec.baseURL
        return SwiftLiteral.documentationLines(HTMLDocumentation.markdown(from: text, linkBase: linkBase))
    }

    /// A description as one line, for a `- Parameter` or `- Returns:` callout: its documentation lines joined,
    /// without the hard-break backslashes, quote markers and code fences that only mean something on lines of
    /// their own.
    func documentationLine(_ text: String?) -> String {
        documentationLines(text).compactMap { line -> String? in
            var line = Substring(line)
            if line.hasPrefix(">") { line = line.dropFirst().drop { $0 == " " } }
            if line.hasSuffix("\\") { line = line.dropLast() }
            if line.hasPrefix("```"), line.allSatisfy({ $0 == "`" }) { return nil }
            return line.isEmpty ? nil : String(line)
        }.joined(separator: " ")
    }

    /// `@available(*, deprecated)` when `isDeprecated`.
    func deprecation(_ isDeprecated: Bool) -> [String] {
        isDeprecated ? ["@available(*, deprecated)"] : []
    }
}
