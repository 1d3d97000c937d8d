import EndpointSpec
import HTTPSemantics

// MARK: - Response headers and case names

extension OpenAPIConverter {
    /// The `headers` of a response (`$ref`s to `components/headers` followed), in document order. `Content-Type` is
    /// skipped, as OpenAPI says; a header the spec format cannot express is imported as a string with a warning
    /// naming it.
    mutating func convertResponseHeaders(of node: JSONNode, status: String, hint: String) -> [ImportedHeader] {
        guard let members = node.member("headers")?.value.objectMembers else { return [] }
        var headers: [ImportedHeader] = []
        for member in members {
            let name = member.key
            let subject = "response header '\(name)' of the \(status) response"
            // OpenAPI: "If a response header is defined with the name "Content-Type", it SHALL be ignored."
            guard name.lowercased() != "content-type" else { continue }
            guard HTTPToken.isValid(name) else {
                warn(
                    "\(subject) is not a valid HTTP header name; it is ignored",
                    at: member.keyLocation,
                    loss: .init(.response)
                )
                continue
            }
            if let earlier = headers.first(where: { $0.name.lowercased() == name.lowercased() }) {
                warn(
                    "\(subject) repeats '\(earlier.name)' (header names ignore case); it is ignored",
                    at: member.keyLocation,
                    loss: .init(.response)
                )
                continue
            }
            guard let header = dereferenced(member.value, section: "response header"), header.isObject else {
                continue
            }
            var schema = headerSchema(
                of: header,
                subject: subject,
                hint: hint + SwiftNaming.typeName(name, acronyms: acronyms)
            )
            if let description = header.text("description") { schema.description = description }
            if header.flag("deprecated") { schema.isDeprecated = true }
            var example = Self.headerExample(header)
            if let text = example, !HTTPFieldValue.isSafe(text) {
                warn(
                    "the example of \(subject) contains a line break or NUL, which a header value cannot hold; the "
                        + "stub server's examples leave the header out",
                    at: member.keyLocation,
                    loss: .init(.example)
                )
                example = nil
            }
            headers.append(
                ImportedHeader(
                    name: name,
                    schema: schema,
                    isRequired: header.flag("required"),
                    location: member.keyLocation,
                    example: example
                )
            )
        }
        return headers
    }

    /// The header's `schema` converted, or a string (with a warning naming the header) where the spec format cannot
    /// express it.
    private mutating func headerSchema(of header: JSONNode, subject: String, hint: String) -> ImportedSchema {
        guard let node = header["schema"] else {
            if let content = header.member("content") {
                warn(
                    "\(subject) is described with 'content', which is not supported; it is imported as a string",
                    at: content.keyLocation,
                    loss: .init(.response)
                )
            }
            return .string
        }
        if let problem = Self.inlineParameterProblem(node, location: "header") {
            let nearest = nearestScalar(toParameterSchema: node)
            warn(
                "\(subject) is \(problem), which a response header cannot be in the spec format; it is imported as "
                    + Self.article(of: nearest),
                at: node.location,
                loss: .init(.response)
            )
            return nearest
        }
        var schema = convertSchema(node, hint: hint)
        if let problem = unsupportedParameterShape(schema, location: "query", allowsObjects: false) {
            let nearest = nearestScalar(toParameterSchema: node)
            warn(
                "\(subject) is \(problem), which a response header cannot be in the spec format; it is imported as "
                    + Self.article(of: nearest),
                at: node.location,
                loss: .init(.response)
            )
            return nearest
        }
        // A header the server leaves out is nil, or its `default` (kept by `convertSchema` when it fits); a
        // `null` default says the former, so it needs no warning.
        schema.isNullable = false
        if schema.defaultValue == .null { schema.defaultValue = nil }
        return schema
    }

    /// The header's `example` (or the first of its `examples`, or its schema's `example`) as the text sent.
    private static func headerExample(_ header: JSONNode) -> String? {
        let candidates = [
            header["example"], header["examples"]?.objectMembers?.first?.value["value"], header["schema"]?["example"],
        ]
        for case let node? in candidates {
            switch node.value {
            case .string(let text): return text
            case .number(let literal): return literal
            case .bool(let flag): return flag ? "true" : "false"
            case .array(let elements):
                let texts = elements.compactMap { element -> String? in
                    switch element.value {
                    case .string(let text): text
                    case .number(let literal): literal
                    case .bool(let flag): flag ? "true" : "false"
                    default: nil
                    }
                }
                if texts.count == elements.count { return texts.joined(separator: ", ") }
            default: continue
            }
        }
        return nil
    }

    // MARK: Agreement across responses

    /// Makes the headers of the 2xx responses fit one headers type: a header a later 2xx response declares with
    /// another type takes the first one's (with a warning), and headers whose Swift names repeat get a unique
    /// `swiftName` (with a warning).
    mutating func reconcileSuccessHeaders(_ responses: inout [ImportedResponse]) {
        var first: [String: ImportedHeader] = [:]
        var taken: [String: String] = [:]
        for index in responses.indices where responses[index].isSuccess {
            for headerIndex in responses[index].headers.indices {
                var header = responses[index].headers[headerIndex]
                let key = header.name.lowercased()
                if let earlier = first[key] {
                    if !header.schema.hasSameType(as: earlier.schema) {
                        warn(
                            "response header '\(header.name)' of the \(responses[index].status) response has another "
                                + "type than in an earlier 2xx response; that one's type is used, as the 2xx responses "
                                + "share one headers type",
                            at: header.location,
                            loss: .init(.response)
                        )
                        header.schema = earlier.schema
                    }
                    if header.schema.defaultValue != earlier.schema.defaultValue {
                        if header.schema.defaultValue != nil {
                            warn(
                                "response header '\(header.name)' of the \(responses[index].status) response has "
                                    + "another 'default' than in an earlier 2xx response; that one's is used, as the "
                                    + "2xx responses share one headers type",
                                at: header.location,
                                loss: .init(.response)
                            )
                        }
                        header.schema.defaultValue = earlier.schema.defaultValue
                    }
                    header.swiftName = earlier.swiftName
                } else {
                    let derived = SwiftNaming.memberName(header.name, acronyms: acronyms)
                    if let other = taken[derived] {
                        let unique = SwiftNaming.unique(derived, avoiding: Set(taken.keys))
                        header.swiftName = unique
                        warn(
                            "response header '\(header.name)' has the same Swift name '\(derived)' as '\(other)'; it "
                                + "is named '\(unique)' (set with 'swiftName')",
                            at: header.location,
                            loss: nil
                        )
                    }
                    taken[header.swiftName ?? derived] = header.name
                    first[key] = header
                }
                responses[index].headers[headerIndex] = header
            }
        }
    }

    /// Names each response after the `components/responses` entry it refers to (`validation_failed` →
    /// `validationFailed`) when that name differs from the status's, is free among the responses of its enumeration
    /// (errors, or successes) and is not a member the enumerations have.
    static func nameResponsesAfterComponents(_ responses: inout [ImportedResponse], acronyms: Acronyms) {
        for isSuccess in [false, true] {
            let indices = responses.indices.filter { responses[$0].isSuccess == isSuccess }
            var taken: Set<String> = []
            for index in indices {
                guard let status = ImportedResponse.status(responses[index].status) else { continue }
                let derived = ResponseDefinition.derivedCaseName(for: status)
                guard let component = responses[index].componentName else {
                    taken.insert(derived)
                    continue
                }
                let named = SwiftNaming.memberName(component, acronyms: acronyms)
                let usable =
                    named != derived && !ResponseDefinition.reservedCaseNames.contains(named)
                    && !indices.contains { other in
                        other != index
                            && ImportedResponse.status(responses[other].status).map {
                                ResponseDefinition.derivedCaseName(for: $0)
                            } == named
                    }
                    && !taken.contains(named)
                if usable { responses[index].swiftName = named }
                taken.insert(usable ? named : derived)
            }
        }
    }
}

/// One response header.
struct ImportedHeader: Sendable {
    /// The header's name as written.
    var name: String
    /// An explicit Swift name, set only to resolve a collision.
    var swiftName: String?
    /// The value's type, carrying the header's description.
    var schema: ImportedSchema
    /// `required: true`.
    var isRequired: Bool
    /// Where the header's name is written.
    var location: SourceLocation
    /// The example value, sent by the stub server with the response's examples.
    var example: String?
}

extension ImportedSchema {
    /// Whether both schemas have the same kind and nullability (descriptions aside).
    func hasSameType(as other: ImportedSchema) -> Bool {
        guard isNullable == other.isNullable else { return false }
        switch (kind, other.kind) {
        case (.primitive(let type, let format), .primitive(let otherType, let otherFormat)):
            return type == otherType && format == otherFormat
        case (.enumeration(let values), .enumeration(let otherValues)): return values == otherValues
        case (.reference(let name), .reference(let otherName)): return name == otherName
        case (.array(let items), .array(let otherItems)), (.map(let items), .map(let otherItems)):
            return items.hasSameType(as: otherItems)
        case (.any, .any): return true
        default: return false
        }
    }
}
