import EndpointSpec

/// Decides whether a request carries the parameter values and body fields an ``ExampleDefinition`` lists.
struct ExampleMatcher: Sendable {
    var endpoint: EndpointDefinition
    var request: HTTPServerRequest
    var pathParameters: [String: String]
    /// The spec's security schemes by name, to read the credentials an example's `credentials` name.
    var schemes: [String: SecurityScheme] = [:]
    /// Whether an example's `credentials` are ignored (to tell "no example" from "not these credentials").
    var ignoresCredentials = false
    /// The fields of the request's form or multipart body (``RequestBodyFields``); empty for any other body.
    var bodyFields: [String: [String]] = [:]

    /// The first example whose listed parameters and fields all match, else the first example without either.
    func selectExample() -> ExampleDefinition? {
        matchingExample() ?? fallbackExample()
    }

    /// The first example that lists parameters or fields and whose listed ones all match.
    func matchingExample() -> ExampleDefinition? {
        endpoint.examples.first { !Self.matchesAny($0) && matches($0) && carriesCredentials(of: $0) }
    }

    /// The first example without parameters and fields (whose `credentials`, if any, the request carries).
    func fallbackExample() -> ExampleDefinition? {
        endpoint.examples.first { Self.matchesAny($0) && carriesCredentials(of: $0) }
    }

    /// Whether `example` answers any request: it lists no parameters and no fields.
    private static func matchesAny(_ example: ExampleDefinition) -> Bool {
        example.parameters.isEmpty && example.fields.isEmpty
    }

    /// Whether the request carries every credential `example` lists, with its value.
    func carriesCredentials(of example: ExampleDefinition) -> Bool {
        ignoresCredentials
            || example.credentials.allSatisfy { credential in
                guard let scheme = schemes[credential.key], case .string(let expected) = credential.value else {
                    return false
                }
                return CredentialCheck.credential(of: scheme, in: request) == expected
            }
    }

    /// Whether every parameter and body field of `example` has the listed value in the request.
    func matches(_ example: ExampleDefinition) -> Bool {
        example.parameters.allSatisfy { parameter in
            Self.values(receivedValues(named: parameter.key), match: parameter.value)
        }
            && example.fields.allSatisfy { field in
                Self.values(bodyFields[field.name] ?? [], match: field.value)
            }
    }

    /// The request's values for the parameter with wire name `name`: from where the endpoint declares it, or for an
    /// undeclared name from the path placeholder, else the query.
    private func receivedValues(named name: String) -> [String] {
        let location = endpoint.parameters.first { $0.name == name }?.location
        switch location {
        case .path: return pathParameters[name].map { [$0] } ?? []
        case .query: return request.queryValues(for: name)
        case .header: return request.headers.values(for: name)
        case nil: return pathParameters[name].map { [$0] } ?? request.queryValues(for: name)
        }
    }

    /// Compares received text with an example value: strings exactly, numbers by literal text or numeric value,
    /// booleans as `true`/`false`, arrays element by element (a repeated query key), `null` as absent.
    static func values(_ received: [String], match expected: SpecValue) -> Bool {
        switch expected {
        case .null:
            return received.isEmpty
        case .array(let elements):
            return received.count == elements.count
                && zip(received, elements).allSatisfy { scalar($0, matches: $1) }
        default:
            return received.count == 1 && scalar(received[0], matches: expected)
        }
    }

    private static func scalar(_ received: String, matches expected: SpecValue) -> Bool {
        switch expected {
        case .string(let text): return received == text
        case .bool(let flag): return received == (flag ? "true" : "false")
        case .number(let literal): return received == literal || numericallyEqual(received, literal)
        case .null, .array, .object: return false
        }
    }

    /// `10` equals `10.0` and `1e1`; only plain decimal notation is considered (no `inf`, `nan` or hex).
    private static func numericallyEqual(_ lhs: String, _ rhs: String) -> Bool {
        let isDecimalText: (String) -> Bool = { text in
            !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }
        }
        guard isDecimalText(lhs), isDecimalText(rhs), let left = Double(lhs), let right = Double(rhs) else {
            return false
        }
        return left == right
    }
}
