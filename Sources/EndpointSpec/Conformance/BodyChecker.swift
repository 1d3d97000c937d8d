/// Checks a JSON body (a recorded server response, an example) against what the spec says it is, and reports
/// **every** place where it does not fit, each with the spec change that would make it fit.
///
/// It follows the rules of the generated decoders: keys a model does not declare are ignored (an object model
/// accepts additional properties), an optional property may be absent or `null`, a required one must be present
/// (and may be `null` only when `nullable`), open enumerations accept values they do not list (reported as a
/// warning: they decode as `unknown`), a union takes its first alternative that fits (or the one its
/// discriminator selects), and string formats (`date-time`, `date`, `uuid`, `uri`, `byte`) and number widths
/// (`int32`, `int64`, `float`) are checked as the runtime decodes them. Integers and numbers sent as strings do
/// not decode as numbers: the spec has no such format, so they are reported with `"type": "string"` as the fix.
///
/// ```swift
/// let body = JSONDocument.parse(bytes, file: "search.json").root
/// let checker = BodyChecker(spec: spec)
/// for mismatch in checker.check(body, response: response, of: endpoint, file: "search.json") {
///     print(mismatch)   // search.json:1:240: error: at hits[0].url: the spec says …, the body has null; mark …
/// }
/// ```
public struct BodyChecker: Sendable {
    /// The language a mismatch's fix is written in: the spec format's keys, or those of the OpenAPI document the
    /// spec was imported from.
    public enum FixTerms: Hashable, Sendable {
        /// The spec format: `"optional": true`, `"nullable": true`.
        case specFormat
        /// An OpenAPI document: the schema's `required` list, and `nullable: true` (3.0) or `'null'` in `type` (3.1).
        case openAPI(isVersion30: Bool)
    }

    /// The spec's models by name, for `$ref`.
    let modelsByName: [String: ModelDefinition]
    /// The language fixes are written in; ``FixTerms/specFormat`` unless set.
    public var fixTerms: FixTerms = .specFormat

    /// A checker for bodies described by `spec`.
    public init(spec: Spec) {
        self.init(models: spec.models)
    }

    /// A checker whose `$ref`s resolve to `models`.
    public init(models: [ModelDefinition]) {
        var byName: [String: ModelDefinition] = [:]
        for model in models { byName[model.name] = byName[model.name] ?? model }
        modelsByName = byName
    }

    // MARK: - Checking

    /// Every mismatch between `body` (`nil` for an empty body) and `response` of `endpoint`, sorted by their
    /// location in the body; empty when the body fits. `file` locates a mismatch about the body as a whole.
    public func check(
        _ body: JSONNode?,
        response: ResponseDefinition,
        of endpoint: EndpointDefinition,
        file: String
    ) -> [BodyMismatch] {
        let site = Site(
            subject: "the `\(response.status)` response of endpoint `\(endpoint.name)`",
            container: nil,
            specLocation: response.location
        )
        switch (body, response.schema) {
        case (nil, nil):
            return []
        case (let body?, nil):
            return [
                BodyMismatch(
                    path: "",
                    expected: "no body (the response declares no schema)",
                    found: Self.describe(body),
                    fix: "give \(site.phrase) a schema",
                    location: body.location,
                    specLocation: response.location
                )
            ]
        case (nil, let schema?):
            return [
                BodyMismatch(
                    path: "",
                    expected: describe(schema),
                    found: "nothing (the body is empty)",
                    fix: "declare \(site.phrase) without a schema (`{}`) if the server sends no body",
                    location: SourceLocation(file: file, line: 1, column: 1),
                    specLocation: response.location
                )
            ]
        case (let body?, let schema?):
            return check(body, against: schema, subject: site.subject, container: site.container)
        }
    }

    /// Every mismatch between `node` and `schema`, sorted by location. `subject` and `container` name the schema
    /// in fixes: "mark `subject` nullable `container`", for example `` `price` `` and ``in model `Product` ``.
    public func check(_ node: JSONNode, against schema: Schema, subject: String, container: String?) -> [BodyMismatch] {
        var mismatches: [BodyMismatch] = []
        let site = Site(subject: subject, container: container, specLocation: schema.location)
        walk(node, schema: schema, path: "", site: site, into: &mismatches)
        return Self.sorted(mismatches)
    }

    /// How a schema is marked nullable in ``fixTerms``.
    var nullableKeys: String {
        switch fixTerms {
        case .specFormat: "`\"nullable\": true`"
        case .openAPI(isVersion30: true): "`nullable: true`"
        case .openAPI(isVersion30: false): "add `'null'` to its `type`"
        }
    }

    /// `mismatches` by location in the body, keeping the walk's order for one location.
    static func sorted(_ mismatches: [BodyMismatch]) -> [BodyMismatch] {
        mismatches.enumerated().sorted { lhs, rhs in
            lhs.element.location == rhs.element.location
                ? lhs.offset < rhs.offset : lhs.element.location < rhs.element.location
        }.map(\.element)
    }

    // MARK: - Walking

    /// Checks `node` against `schema` at `path`, appending what does not fit.
    func walk(_ node: JSONNode, schema: Schema, path: String, site: Site, into mismatches: inout [BodyMismatch]) {
        if case .null = node.value {
            guard !schema.isNullable, !site.isOptionalProperty, schema.kind != .any else { return }
            mismatches.append(
                BodyMismatch(
                    path: path,
                    expected: "\(describe(schema)), not nullable",
                    found: "null",
                    fix: "mark \(site.phrase(after: "nullable")) (\(nullableKeys))",
                    location: node.location,
                    specLocation: site.specLocation,
                    correction: .nullable
                )
            )
            return
        }
        switch schema.kind {
        case .any:
            return
        case .string:
            expectString(node, schema: schema, path: path, site: site, into: &mismatches)
        case .enumeration(let values):
            guard let text = expectString(node, schema: schema, path: path, site: site, into: &mismatches) else {
                return
            }
            checkEnumerationValue(text, values: values, node: node, path: path, site: site, into: &mismatches)
        case .dateTime, .date, .uuid, .uri, .byte:
            guard let text = expectString(node, schema: schema, path: path, site: site, into: &mismatches) else {
                return
            }
            checkFormat(text, kind: schema.kind, node: node, path: path, site: site, into: &mismatches)
        case .integer(let format):
            checkInteger(node, format: format, schema: schema, path: path, site: site, into: &mismatches)
        case .number(let format):
            checkNumber(node, format: format, schema: schema, path: path, site: site, into: &mismatches)
        case .boolean:
            guard case .bool = node.value else {
                return wrongType(node, schema: schema, path: path, site: site, into: &mismatches)
            }
        case .array(let items):
            guard case .array(let elements) = node.value else {
                return wrongType(node, schema: schema, path: path, site: site, into: &mismatches)
            }
            let itemSite = site.nested("the items of", specLocation: items.location)
            for (index, element) in elements.enumerated() {
                walk(element, schema: items, path: "\(path)[\(index)]", site: itemSite, into: &mismatches)
            }
        case .map(let values):
            guard case .object(let members) = node.value else {
                return wrongType(node, schema: schema, path: path, site: site, into: &mismatches)
            }
            let valueSite = site.nested("the values of", specLocation: values.location)
            for member in members {
                walk(
                    member.value,
                    schema: values,
                    path: Self.path(path, key: member.key),
                    site: valueSite,
                    into: &mismatches
                )
            }
        case .reference(let name):
            guard let model = modelsByName[name] else { return }
            checkModel(node, model: model, schema: schema, path: path, site: site, into: &mismatches)
        }
    }

    /// `path` extended by an object key: `.key` for a plain name, `["key"]` otherwise.
    static func path(_ path: String, key: String) -> String {
        let scalars = key.unicodeScalars
        let isDigit: (Unicode.Scalar) -> Bool = { ("0"..."9").contains($0) }
        let isPlain =
            scalars.first.map { !isDigit($0) } == true
            && scalars.allSatisfy { $0.properties.isAlphabetic || $0 == "_" || $0 == "$" || isDigit($0) }
        if isPlain { return path.isEmpty ? key : "\(path).\(key)" }
        return "\(path)[\(JSONString.quoted(key))]"
    }
}
