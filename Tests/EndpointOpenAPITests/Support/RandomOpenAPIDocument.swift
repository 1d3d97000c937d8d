import EndpointTestSupport

/// A random OpenAPI 3.0 or 3.1 document, made from a seed, that combines the constructs the importer handles: schemas
/// of every type and format, nullable ones, enumerations of every kind, `const`, unions with and without
/// discriminators (nested, with scalar, listed-value and `$ref` alternatives, self-references), `allOf`, arrays,
/// maps, objects whose `required` names missing properties, defaults of the wrong type, examples; parameters in
/// every location with every style; request bodies of several media types; responses with headers; odd path
/// templates. The same seed always makes the same text.
struct RandomOpenAPIDocument {
    /// A JSON value, written with its members in order.
    indirect enum JSON {
        case object([(String, JSON)])
        case array([JSON])
        case string(String)
        case number(String)
        case bool(Bool)
        case null

        /// The compact JSON text.
        var text: String {
            var text = ""
            write(to: &text)
            return text
        }

        private func write(to text: inout String) {
            switch self {
            case .object(let members):
                text += "{"
                for (index, member) in members.enumerated() {
                    if index > 0 { text += "," }
                    JSON.string(member.0).write(to: &text)
                    text += ":"
                    member.1.write(to: &text)
                }
                text += "}"
            case .array(let elements):
                text += "["
                for (index, element) in elements.enumerated() {
                    if index > 0 { text += "," }
                    element.write(to: &text)
                }
                text += "]"
            case .string(let string):
                text += "\""
                for scalar in string.unicodeScalars {
                    switch scalar {
                    case "\"": text += "\\\""
                    case "\\": text += "\\\\"
                    default: text.unicodeScalars.append(scalar)
                    }
                }
                text += "\""
            case .number(let literal): text += literal
            case .bool(let flag): text += flag ? "true" : "false"
            case .null: text += "null"
            }
        }

        /// The object's members with `key` set to `value` (appended when absent); other values unchanged.
        func setting(_ key: String, _ value: JSON) -> JSON {
            guard case .object(var members) = self else { return self }
            if let index = members.firstIndex(where: { $0.0 == key }) {
                members[index].1 = value
            } else {
                members.append((key, value))
            }
            return .object(members)
        }

        /// The value under `key` of an object.
        subscript(key: String) -> JSON? {
            guard case .object(let members) = self else { return nil }
            return members.first { $0.0 == key }?.1
        }
    }

    /// The document's text.
    let text: String
    /// Whether the document is OpenAPI 3.1 (else 3.0).
    let is31: Bool

    /// Makes the document of `seed`.
    init(seed: UInt64) {
        var maker = Maker(generator: SeededGenerator(seed: seed), is31: seed % 2 == 1)
        text = maker.document().text
        is31 = maker.is31
    }

    /// The state of one document being made.
    private struct Maker {
        var generator: SeededGenerator
        let is31: Bool
        var componentNames: [String] = []
        var schemeNames: [String] = []
        var parameterComponents: [String] = []

        // MARK: Randomness

        mutating func chance(_ probability: Double) -> Bool {
            Double.random(in: 0..<1, using: &generator) < probability
        }

        mutating func count(_ range: ClosedRange<Int>) -> Int {
            Int.random(in: range, using: &generator)
        }

        mutating func pick<T>(_ choices: [T]) -> T {
            choices[Int.random(in: 0..<choices.count, using: &generator)]
        }

        // MARK: Document

        mutating func document() -> JSON {
            let names = [
                "Pet", "pet", "Item", "Mode", "Level", "Box", "Self", "Type", "Error", "User", "UserDto", "DTO",
                "a.b.Thing", "200", "Protocol", "Thing-Dto", "Client", "Endpoints", "Pet_2",
            ]
            var unique: Set<String> = []
            componentNames = (0..<count(1...4)).map { _ in pick(names) }.filter { unique.insert($0).inserted }
            parameterComponents = chance(0.3) ? ["Shared", "shared_id"] : []
            var schemas: [(String, JSON)] = []
            for name in componentNames { schemas.append((name, schema(depth: 0))) }
            var components: [(String, JSON)] = [("schemas", .object(schemas))]
            if !parameterComponents.isEmpty {
                components.append(
                    ("parameters", .object(parameterComponents.map { ($0, parameter(location: randomLocation())) }))
                )
            }
            if chance(0.2) {
                components.append(("responses", .object([("Problem", response())])))
                components.append(("headers", .object([("Rate", .object([("schema", scalar())]))])))
            }
            if chance(0.4) { components.append(("securitySchemes", securitySchemes())) }
            var paths: [(String, JSON)] = []
            var seen: Set<String> = []
            for _ in 0..<count(1...3) {
                let (template, placeholders) = pathTemplate()
                guard seen.insert(template).inserted else { continue }
                paths.append((template, pathItem(placeholders: placeholders)))
            }
            var extra: [(String, JSON)] = []
            if !schemeNames.isEmpty, chance(0.7) { extra.append(("security", security())) }
            if chance(0.05) { extra.append(("webhooks", .object([("ping", .object([]))]))) }
            return .object(
                extra + [
                    ("openapi", .string(is31 ? pick(["3.1.0", "3.1.1"]) : pick(["3.0.0", "3.0.3"]))),
                    (
                        "info",
                        .object([
                            ("title", .string(pick(["Random API", "Zoo – API v2", "x"]))), ("version", .string("1")),
                        ])
                    ),
                    ("servers", .array([server()])),
                    ("paths", .object(paths)),
                    ("components", .object(components)),
                ]
            )
        }

        mutating func securitySchemes() -> JSON {
            let all: [(String, JSON)] = [
                ("key", .object([("type", .string("apiKey")), ("in", .string("header")), ("name", .string("X-Key"))])),
                (
                    "query_key",
                    .object([("type", .string("apiKey")), ("in", .string("query")), ("name", .string("key"))])
                ),
                (
                    "cookie",
                    .object([("type", .string("apiKey")), ("in", .string("cookie")), ("name", .string("sid"))])
                ),
                (
                    "Key2",
                    .object([("type", .string("apiKey")), ("in", .string("header")), ("name", .string("x-key"))])
                ),
                ("basic", .object([("type", .string("http")), ("scheme", .string("basic"))])),
                ("bearer", .object([("type", .string("http")), ("scheme", .string("Bearer"))])),
                ("digest", .object([("type", .string("http")), ("scheme", .string("digest"))])),
                ("oauth", .object([("type", .string("oauth2")), ("flows", .object([]))])),
                (
                    "oidc",
                    .object([
                        ("type", .string("openIdConnect")), ("openIdConnectUrl", .string("https://x/.well-known")),
                    ])
                ),
                ("mtls", .object([("type", .string("mutualTLS"))])),
            ]
            let chosen = all.filter { _ in chance(0.4) }
            schemeNames = chosen.map(\.0)
            return .object(chosen)
        }

        mutating func security() -> JSON {
            var requirements: [JSON] = []
            for _ in 0..<count(0...3) {
                let names = (schemeNames + ["missing"]).filter { _ in chance(0.35) }
                requirements.append(.object(names.map { ($0, .array(chance(0.2) ? [.string("read")] : [])) }))
            }
            return .array(requirements)
        }

        mutating func server() -> JSON {
            switch count(0...3) {
            case 0: return .object([("url", .string("/relative"))])
            case 1:
                return .object([
                    ("url", .string("https://{region}.example.com/{version}")),
                    (
                        "variables",
                        .object([
                            (
                                "region",
                                .object([("default", .string("eu")), ("enum", .array([.string("eu"), .string("us")]))])
                            ),
                            ("version", .object([("default", .string(pick(["v1", ""])))])),
                        ])
                    ),
                ])
            default: return .object([("url", .string("https://api.example.com/v1"))])
            }
        }

        // MARK: Paths

        mutating func pathTemplate() -> (String, [String]) {
            let base = pick(["/pets", "/items", "/a-b", "/v1/things", "/files", ""])
            switch count(0...13) {
            case 10: return (base + "/x/{}", [])
            case 11: return (base + "/x/{ id }", ["id"])
            case 12: return (base + "/x/{id", ["id"])
            case 13: return (pick(["x/no-slash", "/", "/a b", "/{id}"]), ["id"])
            case 0: return (base, [])
            case 1: return (base + "/{id}", ["id"])
            case 2: return (base + "/{id}.{format}", ["id", "format"])
            case 3: return (base + "/{file-id}/raw", ["file-id"])
            case 4: return (base + "/{a}{b}", ["a", "b"])
            case 5: return (base + "/{id}/sub/{sub_id}", ["id", "sub_id"])
            case 6: return (base + "/{id}/{id}", ["id"])
            case 7: return (base + "?view=full", [])
            case 8: return (base + "/{id}#Action=Do", ["id"])
            default: return (base + "/{Id}/x/{ID}", ["Id", "ID"])
            }
        }

        mutating func pathItem(placeholders: [String]) -> JSON {
            var members: [(String, JSON)] = []
            if chance(0.3) {
                members.append(
                    ("parameters", .array([parameter(name: "shared", location: pick(["query", "header"]))]))
                )
            }
            var methods = ["get", "post", "put", "delete", "patch", "head", "options", "trace"]
            for _ in 0..<count(1...2) {
                guard !methods.isEmpty else { break }
                let method = methods.remove(at: count(0...(methods.count - 1)))
                members.append((method, operation(placeholders: placeholders)))
            }
            return .object(members)
        }

        mutating func operation(placeholders: [String]) -> JSON {
            var members: [(String, JSON)] = []
            if chance(0.7) {
                let names = [
                    "list", "get-thing", "doIt", "list", "", "123", "class", "withResponse", "apiClient", "List Pets",
                ]
                members.append(("operationId", .string(pick(names))))
            }
            var parameters: [JSON] = []
            for placeholder in placeholders where chance(0.9) {
                parameters.append(parameter(name: placeholder, location: "path"))
            }
            for _ in 0..<count(0...4) { parameters.append(parameter(location: randomLocation())) }
            if !parameterComponents.isEmpty, chance(0.3) {
                parameters.append(.object([("$ref", .string("#/components/parameters/\(pick(parameterComponents))"))]))
            }
            if !parameters.isEmpty { members.append(("parameters", .array(parameters))) }
            if chance(0.5) { members.append(("requestBody", requestBody())) }
            var responses: [(String, JSON)] = []
            for status in ["200", "201", "204", "2XX", "302", "400", "404", "4xx", "default", "99"] where chance(0.22) {
                responses.append(
                    (status, chance(0.1) ? .object([("$ref", .string("#/components/responses/Problem"))]) : response())
                )
            }
            if chance(0.05) {
                members.append(
                    (
                        "x-speakeasy-pagination",
                        .object([
                            ("type", .string("offsetLimit")),
                            (
                                "inputs",
                                .array([
                                    .object([
                                        ("name", .string("offset")), ("in", .string("parameters")),
                                        ("type", .string("offset")),
                                    ])
                                ])
                            ),
                            ("outputs", .object([("results", .string("$.data"))])),
                        ])
                    )
                )
            }
            if responses.isEmpty { responses.append(("200", response())) }
            members.append(("responses", .object(responses)))
            if chance(0.1) { members.append(("deprecated", .bool(true))) }
            if !schemeNames.isEmpty, chance(0.3) { members.append(("security", security())) }
            if chance(0.2) { members.append(("tags", .array([.string(pick(["pets", "a b", ""]))]))) }
            if chance(0.03) { members.append(("callbacks", .object([("done", .object([]))]))) }
            return .object(members)
        }

        mutating func randomLocation() -> String {
            pick(["query", "query", "query", "header", "header", "path", "cookie"])
        }

        // MARK: Parameters

        mutating func parameter(name: String? = nil, location: String) -> JSON {
            let name =
                name
                ?? pick([
                    "q", "limit", "filter", "x-id", "X_Id", "mode", "X-Rate", "sort", "created", "tags", "Accept",
                    "self",
                    "class", "", "2fa", "page[size]", "X-Id", "offset",
                ])
            var members: [(String, JSON)] = [("name", .string(name)), ("in", .string(location))]
            if location == "path" || chance(0.4) { members.append(("required", .bool(true))) }
            if chance(0.1) {
                members.append(("content", .object([("application/json", .object([("schema", schema(depth: 1))]))])))
            } else {
                members.append(("schema", parameterSchema()))
            }
            if chance(0.35) {
                let styles = [
                    "form", "simple", "label", "matrix", "spaceDelimited", "pipeDelimited", "deepObject", "odd",
                ]
                members.append(("style", .string(pick(styles))))
            }
            if chance(0.3) { members.append(("explode", .bool(chance(0.5)))) }
            if chance(0.2) { members.append(("description", .string("The \(name)."))) }
            if chance(0.1) { members.append(("deprecated", .bool(true))) }
            if chance(0.1) { members.append(("example", value())) }
            return .object(members)
        }

        mutating func parameterSchema() -> JSON {
            switch count(0...11) {
            case 0, 1: return scalar()
            case 2: return enumeration()
            case 3: return listedValueUnion()
            case 4, 5: return union(depth: 1)
            case 6:
                return .object([
                    ("type", .string("array")), ("items", pick([scalar(), enumeration(), union(depth: 2)])),
                ])
            case 7: return object(depth: 1)
            case 8: return reference()
            case 9: return map(depth: 1)
            case 10: return .object([("allOf", .array([reference()]))])
            default: return decorated(schema(depth: 1))
            }
        }

        // MARK: Bodies and responses

        mutating func requestBody() -> JSON {
            var content: [(String, JSON)] = []
            let types = [
                "application/json", "application/x-www-form-urlencoded", "multipart/form-data", "text/plain",
                "application/octet-stream", "application/xml", "*/*", "application/merge-patch+json", "image/*",
            ]
            var seen: Set<String> = []
            for _ in 0..<count(1...3) {
                let type = pick(types)
                guard seen.insert(type).inserted else { continue }
                var media: [(String, JSON)] = [("schema", pick([object(depth: 1), schema(depth: 1), union(depth: 1)]))]
                if chance(0.2) {
                    media.append(
                        (
                            "encoding",
                            .object([
                                (
                                    pick(["file", "name", "missing"]),
                                    .object([
                                        ("contentType", .string("image/png")),
                                        ("style", .string(pick(["form", "deepObject"]))),
                                        ("explode", .bool(chance(0.5))),
                                    ])
                                )
                            ])
                        )
                    )
                }
                if chance(0.2) { media.append(("example", value())) }
                content.append((type, .object(media)))
            }
            var members: [(String, JSON)] = [("content", .object(content))]
            if chance(0.5) { members.append(("required", .bool(chance(0.7)))) }
            return .object(members)
        }

        mutating func response() -> JSON {
            var members: [(String, JSON)] = [("description", .string("A response."))]
            if chance(0.75) {
                var content: [(String, JSON)] = []
                let types = [
                    "application/json", "text/plain", "application/octet-stream", "text/event-stream",
                    "application/x-ndjson", "image/png", "application/problem+json",
                ]
                var seen: Set<String> = []
                for _ in 0..<count(1...2) {
                    let type = pick(types)
                    guard seen.insert(type).inserted else { continue }
                    var media: [(String, JSON)] = []
                    if chance(0.9) { media.append(("schema", schema(depth: 0))) }
                    if chance(0.2) { media.append(("example", value())) }
                    if chance(0.1) {
                        media.append(("examples", .object([("one", .object([("value", value())]))])))
                    }
                    content.append((type, .object(media)))
                }
                members.append(("content", .object(content)))
            }
            if chance(0.4) {
                var headers: [(String, JSON)] = []
                var names: Set<String> = []
                for _ in 0..<count(1...3) {
                    let name = pick(["X-Rate-Limit", "x-rate-limit", "X-Next", "Content-Type", "Bad Header"])
                    guard names.insert(name).inserted else { continue }
                    var header: [(String, JSON)] = [
                        (
                            "schema",
                            pick([scalar(), enumeration(), listedValueUnion(), union(depth: 2), object(depth: 2)])
                        )
                    ]
                    if chance(0.3) { header.append(("required", .bool(true))) }
                    if chance(0.2) { header.append(("example", value())) }
                    headers.append((name, .object(header)))
                }
                members.append(("headers", .object(headers)))
            }
            return .object(members)
        }

        // MARK: Schemas

        /// Any schema: deeper schemas are leaves.
        mutating func schema(depth: Int) -> JSON {
            let leaf = depth >= 3
            let choice = leaf ? count(0...4) : count(0...13)
            let made: JSON
            switch choice {
            case 0: made = scalar()
            case 1: made = enumeration()
            case 2: made = reference()
            case 3: made = is31 ? pick([.bool(true), .bool(false), constant(), .object([])]) : .object([])
            case 4: made = listedValueUnion()
            case 5, 6: made = object(depth: depth + 1)
            case 7:
                made = .object(
                    [("type", .string("array"))] + (is31 && chance(0.2) ? [] : [("items", schema(depth: depth + 1))])
                )
            case 8: made = map(depth: depth + 1)
            case 9, 10: made = union(depth: depth + 1)
            case 11: made = allOf(depth: depth + 1)
            case 12: made = .object([("type", .array([.string("string"), .string("integer")]))])
            default: made = .object([("type", .string(pick(["string", "object", "number", "null", "file"])))])
            }
            return decorated(made)
        }

        /// `schema` with, at random, nullability, a description, a default (of any type), an example, a title or
        /// `deprecated`.
        mutating func decorated(_ schema: JSON) -> JSON {
            guard case .object = schema else { return schema }
            var result = schema
            if chance(0.15) {
                if is31, case .string(let type)? = schema["type"] {
                    result = result.setting("type", .array([.string(type), .string("null")]))
                } else {
                    result = result.setting("nullable", .bool(true))
                }
            }
            if chance(0.15) { result = result.setting("description", .string("Described.")) }
            if chance(0.2) { result = result.setting("default", value()) }
            if chance(0.1) { result = result.setting(is31 && chance(0.5) ? "examples" : "example", value()) }
            if chance(0.05) { result = result.setting("deprecated", .bool(true)) }
            if chance(0.05) { result = result.setting(pick(["not", "xml", "if"]), .object([])) }
            if chance(0.05) { result = result.setting(pick(["readOnly", "writeOnly"]), .bool(true)) }
            return result
        }

        mutating func scalar() -> JSON {
            switch count(0...3) {
            case 0:
                let format = pick([
                    nil, "date", "date-time", "uuid", "uri", "byte", "binary", "email", "password", "time",
                ])
                return .object([("type", .string("string"))] + (format.map { [("format", .string($0))] } ?? []))
            case 1:
                let format = pick([nil, "int32", "int64", "int16", "uint8"])
                return .object([("type", .string("integer"))] + (format.map { [("format", .string($0))] } ?? []))
            case 2:
                let format = pick([nil, "float", "double", "decimal"])
                return .object([("type", .string("number"))] + (format.map { [("format", .string($0))] } ?? []))
            default:
                return .object([("type", .string("boolean"))])
            }
        }

        /// A value of a random JSON type (for defaults and examples, right or wrong).
        mutating func value(depth: Int = 0) -> JSON {
            switch count(0...(depth > 1 ? 5 : 7)) {
            case 0:
                return .string(
                    pick(["a", "", "2024-01-02", "true", "32", "x y", "3fa85f64-5717-4562-b3fc-2c963f66afa6"])
                )
            case 1: return .number(pick(["0", "1", "-2", "2.5", "1e3", "99999999999999999999"]))
            case 2: return .bool(chance(0.5))
            case 3: return .null
            case 4: return .string(pick(["BURST", "none", "a"]))
            case 5: return .number(pick(["1", "2"]))
            case 6: return .array((0..<count(0...2)).map { _ in value(depth: depth + 1) })
            default:
                let names = ["id", "name", "kind", "x"].filter { _ in chance(0.4) }
                return .object(names.map { ($0, value(depth: depth + 1)) })
            }
        }

        /// A listed value: a string, a number or a boolean.
        mutating func listedValue(_ kind: Int) -> JSON {
            switch kind {
            case 0:
                .string(
                    pick([
                        "a", "b", "auto", "none", "1", "BURST", "with space", "", " ", "unknown", "Unknown", "a-b",
                        "a_b", "_",
                        "case", "None",
                    ])
                )
            case 1: .number(pick(["0", "1", "2", "-3", "40", "1.0", "3000000000", "-9223372036854775808"]))
            case 2: .number(pick(["0.5", "1", "2.25"]))
            case 3: .bool(chance(0.5))
            default: chance(0.5) ? .null : listedValue(count(0...3))
            }
        }

        mutating func enumeration() -> JSON {
            let kind = count(0...4)
            let values = (0..<count(1...4)).map { _ in listedValue(kind == 4 ? 4 : kind) }
            let types: [String?] =
                switch kind {
                case 0: ["string", nil]
                case 1: ["integer", nil, "string", "number"]
                case 2: ["number", nil]
                case 3: ["boolean", nil, "string"]
                default: [nil, "string", "integer"]
                }
            let type = pick(types)
            var members: [(String, JSON)] =
                (type.map { [("type", JSON.string($0))] } ?? []) + [("enum", .array(values))]
            if type == "integer", chance(0.2) { members.append(("format", .string("int32"))) }
            if chance(0.1) {
                members.append(
                    ("x-enum-varnames", .array(values.map { _ in .string(pick(["ONE", "one", "unknown", "", "2"])) }))
                )
            }
            return .object(members)
        }

        mutating func constant() -> JSON {
            let value = listedValue(count(0...3))
            if is31 {
                return .object(
                    [("const", value)] + (chance(0.4) ? [("title", .string(pick(["BURST", "Steady", "x"])))] : [])
                )
            }
            return .object([("enum", .array([value]))])
        }

        /// A `oneOf`/`anyOf` of alternatives that list their values: `{ const: 1, title: BURST }`, `{ enum: [2] }`.
        mutating func listedValueUnion() -> JSON {
            let kind = count(0...4)
            var alternatives: [JSON] = []
            for _ in 0..<count(1...4) {
                let value = listedValue(kind == 4 ? count(0...3) : kind)
                var members: [(String, JSON)] = []
                if chance(0.3) {
                    switch value {
                    case .string: members.append(("type", .string("string")))
                    case .number: members.append(("type", .string(pick(["integer", "number"]))))
                    case .bool: members.append(("type", .string("boolean")))
                    default: break
                    }
                }
                if is31, chance(0.6) {
                    members.append(("const", value))
                } else {
                    members.append(("enum", .array([value] + (chance(0.3) ? [listedValue(kind == 4 ? 0 : kind)] : []))))
                }
                if chance(0.5) { members.append(("title", .string(pick(["BURST", "STEADY", "Off", "value two"])))) }
                alternatives.append(.object(members))
            }
            if chance(0.2) {
                alternatives.append(is31 ? .object([("type", .string("null"))]) : .object([("enum", .array([.null]))]))
            }
            if chance(0.2) { alternatives.append(reference()) }
            return .object([(pick(["oneOf", "anyOf"]), .array(alternatives))])
        }

        mutating func reference() -> JSON {
            let target = chance(0.05) ? "Missing" : pick(componentNames)
            if chance(0.05) { return .object([("$ref", .string("#/components/schemas/\(target)/properties/id"))]) }
            if chance(0.05) {
                return .object([
                    ("$ref", .string("#/components/schemas/\(target)")), ("description", .string("Beside.")),
                ])
            }
            return .object([("$ref", .string("#/components/schemas/\(target)"))])
        }

        mutating func object(depth: Int) -> JSON {
            var properties: [(String, JSON)] = []
            var names: Set<String> = []
            for _ in 0..<count(0...4) {
                let name = pick([
                    "id", "name", "kind", "type", "created-at", "createdAt", "2fa", "self", "value", "items", "", "+1",
                    "@type", "$ref", "description", "init", "Type", "ID", "unknown", "default", "class", "a b",
                ])
                guard names.insert(name).inserted else { continue }
                properties.append((name, schema(depth: depth)))
            }
            var members: [(String, JSON)] = []
            if chance(0.8) { members.append(("type", .string("object"))) }
            members.append(("properties", .object(properties)))
            if chance(0.5) {
                var required = properties.map(\.0).filter { _ in chance(0.5) }
                if chance(0.3) { required.append("missing") }
                members.append(("required", .array(required.map(JSON.string))))
            }
            if chance(0.2) { members.append(("additionalProperties", pick([.bool(true), .bool(false), scalar()]))) }
            if chance(0.1) { members.append(("title", .string("Titled Thing"))) }
            if chance(0.1) { members.append(("oneOf", .array([reference(), object(depth: 3)]))) }
            return .object(members)
        }

        mutating func map(depth: Int) -> JSON {
            let values: JSON = pick([.bool(true), .object([]), .bool(false), scalar(), enumeration()])
            return .object([
                ("type", .string("object")), ("additionalProperties", chance(0.7) ? values : schema(depth: depth)),
            ])
        }

        mutating func union(depth: Int) -> JSON {
            var alternatives: [JSON] = []
            let keyword = pick(["oneOf", "anyOf"])
            let usesDiscriminator = chance(0.25)
            for index in 0..<count(1...4) {
                switch count(0...8) {
                case 0, 1: alternatives.append(scalar())
                case 2: alternatives.append(constant())
                case 3: alternatives.append(enumeration())
                case 4, 5: alternatives.append(reference())
                case 6:
                    var object = object(depth: depth + 1)
                    if usesDiscriminator || chance(0.4) {
                        let kindSchema: JSON =
                            is31
                            ? .object([("const", .string("k\(index)"))])
                            : .object([("type", .string("string")), ("enum", .array([.string("k\(index)")]))])
                        if case .object(var members) = object,
                            let at = members.firstIndex(where: { $0.0 == "properties" }),
                            case .object(var properties) = members[at].1
                        {
                            properties.removeAll { $0.0 == "kind" }
                            properties.insert(("kind", kindSchema), at: 0)
                            members[at].1 = .object(properties)
                            object = .object(members)
                        }
                    }
                    alternatives.append(object)
                case 7: alternatives.append(depth < 3 ? union(depth: depth + 1) : scalar())
                default:
                    alternatives.append(
                        .object([
                            ("type", .string("array")), ("items", depth < 3 ? schema(depth: depth + 1) : scalar()),
                        ])
                    )
                }
            }
            if chance(0.2) {
                alternatives.append(is31 ? .object([("type", .string("null"))]) : .object([("nullable", .bool(true))]))
            }
            var members: [(String, JSON)] = [(keyword, .array(alternatives))]
            if usesDiscriminator {
                var discriminator: [(String, JSON)] = [("propertyName", .string(pick(["kind", "type", ""])))]
                if chance(0.5) {
                    discriminator.append(
                        (
                            "mapping",
                            .object([
                                (
                                    pick(["k0", "dog"]),
                                    .string("#/components/schemas/\(pick(componentNames + ["Nope"]))")
                                )
                            ])
                        )
                    )
                }
                members.append(("discriminator", .object(discriminator)))
            }
            if chance(0.15) { members.append(("properties", .object([("extra", scalar())]))) }
            return .object(members)
        }

        mutating func allOf(depth: Int) -> JSON {
            var parts: [JSON] = []
            for _ in 0..<count(1...3) {
                switch count(0...4) {
                case 0, 1: parts.append(reference())
                case 2: parts.append(object(depth: depth + 1))
                case 3: parts.append(.object([("description", .string("Annotated."))]))
                default: parts.append(pick([scalar(), union(depth: min(depth + 1, 3))]))
                }
            }
            return .object([("allOf", .array(parts))])
        }
    }
}
