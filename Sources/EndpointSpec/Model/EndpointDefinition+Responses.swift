import HTTPSemantics

// MARK: - Choosing the response for a status

extension EndpointDefinition {
    /// The response that describes `status`: the exact code, else its range (`4XX`), else `default`.
    public func response(forStatus status: Int) -> ResponseDefinition? {
        responses.response(forStatus: status)
    }

    // MARK: Successes and errors

    /// The 2xx responses (codes ascending, then `2XX`).
    public var successResponses: [ResponseDefinition] {
        responses.filter(\.isSuccess)
    }

    /// Whether the 2xx responses differ in their bodies (one has a body another lacks, or their types differ), so a
    /// call returns an enumeration with one case per 2xx response instead of one body type.
    public var hasSeveralSuccessBodies: Bool {
        let successes = successResponses
        guard let first = successes.first else { return false }
        return successes.dropFirst().contains { !$0.hasSameBody(as: first) }
    }

    /// The headers of the 2xx responses, one per case-insensitive name, in the order first declared: the properties
    /// of the endpoint's headers type. A header is required only when every 2xx response declares it required.
    public var successHeaders: [ResponseHeaderDefinition] {
        let successes = successResponses
        var headers: [ResponseHeaderDefinition] = []
        var indices: [String: Int] = [:]
        for response in successes {
            for header in response.headers {
                let key = header.name.lowercased()
                if indices[key] == nil {
                    indices[key] = headers.count
                    headers.append(header)
                }
            }
        }
        for index in headers.indices where headers[index].isRequired {
            let key = headers[index].name.lowercased()
            headers[index].isRequired = successes.allSatisfy { response in
                response.headers.contains { $0.name.lowercased() == key && $0.isRequired }
            }
        }
        return headers
    }

    /// The responses that are thrown as a typed error: every response that is not a success and declares a body
    /// (codes, ranges and `default`), in spec order.
    public var errorResponses: [ResponseDefinition] {
        responses.filter { !$0.isSuccess && $0.schema != nil }
    }
}

extension ResponseDefinition {
    /// Case names a generated error or success enumeration keeps for its own members.
    public static let reservedCaseNames: Set<String> = [
        "response", "declaredResponses", "statusCode", "rawBody", "body", "headerFields", "message", "description",
        "errorDescription", "localizedDescription", "init",
    ]

    /// Whether both responses have a body of the same type and media type kind, or both have none (descriptions and
    /// locations aside).
    public func hasSameBody(as other: ResponseDefinition) -> Bool {
        switch (schema, other.schema) {
        case (nil, nil): true
        case (let left?, let right?): left.hasSameType(as: right) && mediaType.kind == other.mediaType.kind
        default: false
        }
    }

    /// The Swift case name of this response in a generated error or success enumeration: `swiftName`, else derived
    /// from the status (see ``derivedCaseName(for:)``).
    public var caseName: String {
        swiftName ?? Self.derivedCaseName(for: status)
    }

    /// The case name a status derives: an exact code's reason phrase (`404` → `notFound`, `422` →
    /// `unprocessableContent`, `200` → `ok`; `status499` for a code without a standard phrase), a range's class
    /// (`1XX` `informational`, `2XX` `success`, `3XX` `redirection`, `4XX` `clientError`, `5XX` `serverError`), and
    /// `other` for `default`.
    public static func derivedCaseName(for status: Status) -> String {
        switch status {
        case .code(let code):
            guard let phrase = HTTPSemantics.reasonPhrase(for: code) else { return "status\(code)" }
            return SwiftNaming.memberName(phrase)
        case .range(let digit):
            let classes = [1: "informational", 2: "success", 3: "redirection", 4: "clientError", 5: "serverError"]
            return classes[digit] ?? "status\(digit)XX"
        case .default:
            return "other"
        }
    }
}

extension Schema {
    /// Whether both schemas describe the same Swift type: the same kind and nullability, whatever their
    /// descriptions, defaults and locations.
    public func hasSameType(as other: Schema) -> Bool {
        guard isNullable == other.isNullable else { return false }
        switch (kind, other.kind) {
        case (.array(let left), .array(let right)), (.map(let left), .map(let right)):
            return left.hasSameType(as: right)
        default:
            return kind == other.kind
        }
    }
}

extension Collection<ResponseDefinition> {
    /// The response that describes `status`: the exact code, else its range (`4XX`), else `default`.
    public func response(forStatus status: Int) -> ResponseDefinition? {
        first { $0.status == .code(status) }
            ?? first { $0.status == .range(status / 100) }
            ?? first { $0.status == .default }
    }
}

extension ResponseDefinition.Status: CustomStringConvertible {
    /// The key as a spec writes it: `200`, `4XX` or `default`.
    public var description: String {
        switch self {
        case .code(let code): String(code)
        case .range(let digit): "\(digit)XX"
        case .default: "default"
        }
    }
}
