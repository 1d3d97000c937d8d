import EndpointSpec

// MARK: - Response bodies nothing names

extension OpenAPIConverter {
    /// A response body written in place whose schema the import hoists into a model of its own, so it needs a name
    /// the document does not give.
    struct UnnamedBody {
        /// The response's normalized status (`200`, `4XX`, `default`).
        var status: String
        /// Whether it is a success (`2xx`) body; every other status is an error body.
        var isSuccess: Bool
        /// The schema's text without what leaves its shape alone (``shapeText(of:into:)``): two bodies of one
        /// text decode the same values into the same model.
        var shape: String
        /// The body's JSON schema.
        var schema: JSONNode
    }

    /// The bodies of `responses` that nothing names and that take a name: written in place (not a `$ref`, nor a
    /// file's response the loader named), with a JSON schema that hoists a model (``takesName(_:)``).
    static func unnamedBodies(in responses: [JSONNode.Member]) -> [UnnamedBody] {
        responses.compactMap { response in
            guard !response.key.hasPrefix("x-"), response.value.member("$ref") == nil,
                response.value.member(SpecLoader.openAPIReferenceNameKey) == nil,
                let status = normalizedStatus(response.key),
                let schema = jsonMediaType(in: response.value)?.value["schema"], takesName(schema)
            else { return nil }
            var shape = ""
            shapeText(of: schema, into: &shape)
            return UnnamedBody(status: status, isSuccess: status.hasPrefix("2"), shape: shape, schema: schema)
        }
    }

    /// The type name of the body of the `status` response by its role, without the status, when the operation's
    /// unnamed bodies of that role all have one shape: `VPCsGetResponse` for its success bodies,
    /// `VPCsGetErrorResponse` for its error bodies (separate `400`, `404` and `500` bodies written alike share it).
    /// `nil` when the status's body is not among `unnamed`, when bodies of its role differ (the status tells them
    /// apart), or when another model has the name.
    func roleTypeName(_ operationType: String, status: String, among unnamed: [UnnamedBody]) -> String? {
        guard let body = unnamed.first(where: { $0.status == status }) else { return nil }
        var shapes = Set<String>()
        for other in unnamed where other.isSuccess == body.isSuccess { shapes.insert(other.shape) }
        guard shapes.count == 1 else { return nil }
        let name =
            body.isSuccess ? typeName(operationType, "Response") : typeName(operationType, "Error", "Response")
        return reservedModelNames.contains(name) || reservedTypeNames.contains(name) ? nil : name
    }

    /// Makes the body of `status` reuse the models hoisted from an earlier body of the same role and shape among
    /// `unnamed` (one model for identical bodies instead of one per status); records it as the first of its shape
    /// in `firstOfShape` otherwise. Call before converting the status's body.
    mutating func shareModels(
        ofStatus status: String,
        among unnamed: [UnnamedBody],
        firstOfShape: inout [String: JSONNode]
    ) {
        guard let body = unnamed.first(where: { $0.status == status }) else { return }
        let key = (body.isSuccess ? "2" : "e") + body.shape
        guard let first = firstOfShape[key] else {
            firstOfShape[key] = body.schema
            return
        }
        shareHoists(of: first, with: body.schema)
    }

    /// Gives every node of `second` the model hoisted from the node at the same place in `first`, a schema of the
    /// same shape.
    private mutating func shareHoists(of first: JSONNode, with second: JSONNode) {
        if let name = hoistedModelNames[first.location], hoistedModelNames[second.location] == nil {
            hoistedModelNames[second.location] = name
        }
        switch (first.value, second.value) {
        case (.array(let firstElements), .array(let secondElements)):
            for (element, other) in zip(firstElements, secondElements) { shareHoists(of: element, with: other) }
        case (.object(let firstMembers), .object(let secondMembers)):
            let shaping = secondMembers.filter { Self.shapesSchema($0.key) }
            for (member, other) in zip(firstMembers.filter { Self.shapesSchema($0.key) }, shaping)
            where member.key == other.key {
                shareHoists(of: member.value, with: other.value)
            }
        default:
            break
        }
    }

    // MARK: Shapes

    /// Whether the import hoists a model from `schema` written as a response body: an object, enumeration or union
    /// written in place, or an array or map of one; not a `$ref` nor a plain value.
    static func takesName(_ schema: JSONNode) -> Bool {
        guard schema.isObject, !schema.has("$ref") else { return false }
        if ["properties", "allOf", "oneOf", "anyOf", "enum"].contains(where: { schema.has($0) }) { return true }
        if let items = schema["items"], takesName(items) { return true }
        if let values = schema["additionalProperties"], takesName(values) { return true }
        return false
    }

    /// Whether the member `key` of a schema can change what it decodes: not a description, example, external
    /// documentation or extension.
    private static func shapesSchema(_ key: String) -> Bool {
        !key.hasPrefix("x-") && key != "description" && key != "example" && key != "examples"
            && key != "externalDocs"
    }

    /// Appends to `text` the JSON of `node` without the members that leave a schema's shape alone
    /// (``shapesSchema(_:)``), keys in document order, strings quoted as JSON writes them (so no two schemas share a
    /// text).
    static func shapeText(of node: JSONNode, into text: inout String) {
        switch node.value {
        case .null: text += "null"
        case .bool(let flag): text += flag ? "true" : "false"
        case .number(let number): text += number
        case .string(let string):
            JSONString.appendQuoted(string, to: &text)
        case .array(let elements):
            text += "["
            for element in elements {
                shapeText(of: element, into: &text)
                text += ","
            }
            text += "]"
        case .object(let members):
            text += "{"
            for member in members where shapesSchema(member.key) {
                JSONString.appendQuoted(member.key, to: &text)
                text += ":"
                shapeText(of: member.value, into: &text)
                text += ","
            }
            text += "}"
        }
    }
}
