/// The synthetic OpenAPI 3.0 document of the compile benchmark, built in memory: byte for byte what
/// `python3 ../shared/bench/make_synthetic_openapi.py --chain-block 10` writes (`json.dump(…, indent=1)`).
///
/// `ops` operations on as many paths and `schemas` object schemas `ItemNNNN` (`id`, `created_at`, `count`,
/// `tags` and, inside each block of `chainBlock` schemas, a nullable `next` reference to the following one).
/// Even operations are `GET /itemsNNNN/{id}` with a `limit` query parameter, odd ones `POST /itemsNNNN` with a
/// JSON body; each answers its schema.
enum SyntheticOpenAPIDocument {
    /// A JSON value, members in insertion order, printed like Python's `json.dump` with `indent=1`.
    private indirect enum Value {
        case string(String)
        case bool(Bool)
        case object([(String, Value)])
        case array([Value])
    }

    /// The UTF-8 text of the document, with the trailing newline the script writes.
    static func text(ops: Int = 1_000, schemas: Int = 1_000, chainBlock: Int = 10) -> [UInt8] {
        var text = ""
        write(document(ops: ops, schemas: schemas, chainBlock: chainBlock), depth: 0, into: &text)
        text += "\n"
        return Array(text.utf8)
    }

    // MARK: Document

    private static func document(ops: Int, schemas: Int, chainBlock: Int) -> Value {
        var components: [(String, Value)] = []
        for index in 0..<schemas {
            var properties: [(String, Value)] = [
                ("id", .object([("type", .string("string"))])),
                ("created_at", .object([("type", .string("string")), ("format", .string("date-time"))])),
                ("count", .object([("type", .string("integer")), ("format", .string("int64"))])),
                ("tags", .object([("type", .string("array")), ("items", .object([("type", .string("string"))]))])),
            ]
            var next = index + 1
            if chainBlock > 0, next % chainBlock == 0 { next = schemas }
            if next < schemas {
                let reference = Value.object([("$ref", .string("#/components/schemas/Item\(number(next))"))])
                properties.append(("next", .object([("allOf", .array([reference])), ("nullable", .bool(true))])))
            }
            components.append(
                (
                    "Item\(number(index))",
                    .object([
                        ("type", .string("object")),
                        ("description", .string("Synthetic object schema number \(index).")),
                        ("required", .array([.string("id"), .string("created_at")])),
                        ("properties", .object(properties)),
                    ])
                )
            )
        }
        var paths: [(String, Value)] = []
        for index in 0..<ops {
            let schema = Value.object([("$ref", .string("#/components/schemas/Item\(number(index % schemas))"))])
            let body = Value.object([("application/json", .object([("schema", schema)]))])
            if index % 2 == 0 {
                let parameters = Value.array([
                    .object([
                        ("name", .string("id")), ("in", .string("path")), ("required", .bool(true)),
                        ("schema", .object([("type", .string("string"))])),
                    ]),
                    .object([
                        ("name", .string("limit")), ("in", .string("query")), ("required", .bool(false)),
                        ("schema", .object([("type", .string("integer")), ("format", .string("int32"))])),
                    ]),
                ])
                let responses = Value.object([
                    ("200", .object([("description", .string("OK")), ("content", body)])),
                    ("404", .object([("description", .string("Not found"))])),
                ])
                let operation = Value.object([
                    ("operationId", .string("getItem\(number(index))")),
                    ("summary", .string("Get item \(index)")),
                    ("parameters", parameters),
                    ("responses", responses),
                ])
                paths.append(("/items\(number(index))/{id}", .object([("get", operation)])))
            } else {
                let responses = Value.object([
                    ("201", .object([("description", .string("Created")), ("content", body)])),
                    ("400", .object([("description", .string("Bad request"))])),
                ])
                let operation = Value.object([
                    ("operationId", .string("createItem\(number(index))")),
                    ("summary", .string("Create item \(index)")),
                    ("requestBody", .object([("required", .bool(true)), ("content", body)])),
                    ("responses", responses),
                ])
                paths.append(("/items\(number(index))", .object([("post", operation)])))
            }
        }
        return .object([
            ("openapi", .string("3.0.3")),
            ("info", .object([("title", .string("Synthetic")), ("version", .string("1.0.0"))])),
            ("servers", .array([.object([("url", .string("https://example.com/api"))])])),
            ("paths", .object(paths)),
            ("components", .object([("schemas", .object(components))])),
        ])
    }

    /// `0042` for 42, like Python's `f"{n:04d}"`.
    private static func number(_ index: Int) -> String {
        let digits = String(index)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    // MARK: Printing

    /// Python's `json.dump(value, indent=1)`: one member per line, one space per level, `", "`-free lines.
    /// Strings here are plain ASCII without quotes or backslashes, so they need no escaping.
    private static func write(_ value: Value, depth: Int, into text: inout String) {
        switch value {
        case .string(let string):
            text += "\"" + string + "\""
        case .bool(let flag):
            text += flag ? "true" : "false"
        case .object(let members):
            guard !members.isEmpty else {
                text += "{}"
                return
            }
            text += "{"
            for (index, member) in members.enumerated() {
                text += index == 0 ? "\n" : ",\n"
                text += String(repeating: " ", count: depth + 1) + "\"" + member.0 + "\": "
                write(member.1, depth: depth + 1, into: &text)
            }
            text += "\n" + String(repeating: " ", count: depth) + "}"
        case .array(let elements):
            guard !elements.isEmpty else {
                text += "[]"
                return
            }
            text += "["
            for (index, element) in elements.enumerated() {
                text += index == 0 ? "\n" : ",\n"
                text += String(repeating: " ", count: depth + 1)
                write(element, depth: depth + 1, into: &text)
            }
            text += "\n" + String(repeating: " ", count: depth) + "]"
        }
    }
}
