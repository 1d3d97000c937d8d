/// A path template such as `/products/{id}/reviews`, split into literal text and `{placeholders}`.
struct PathTemplate {
    /// One piece of the template.
    enum Part: Equatable {
        /// Text written as it is (percent-encoded where needed), `/` kept as the separator.
        case literal(String)
        /// A `{name}` whose value becomes exactly one encoded path segment.
        case placeholder(String)
    }

    /// The pieces in order.
    let parts: [Part]

    // MARK: Parsing

    /// Parses `template`; throws ``APIError/invalidRequest(_:)`` for an unclosed `{`, a stray `}` or `{}`.
    init(_ template: String) throws {
        var parts: [Part] = []
        var literal = ""
        var remaining = template[...]
        while let character = remaining.first {
            remaining = remaining.dropFirst()
            switch character {
            case "{":
                guard let close = remaining.firstIndex(of: "}") else {
                    throw APIError.invalidRequest("the path '\(template)' has a '{' without a closing '}'")
                }
                let name = String(remaining[..<close])
                guard !name.isEmpty, !name.contains("{") else {
                    throw APIError.invalidRequest("the path '\(template)' has an empty or nested placeholder")
                }
                if !literal.isEmpty { parts.append(.literal(literal)) }
                literal = ""
                parts.append(.placeholder(name))
                remaining = remaining[remaining.index(after: close)...]
            case "}":
                throw APIError.invalidRequest("the path '\(template)' has a '}' without an opening '{'")
            default:
                literal.append(character)
            }
        }
        if !literal.isEmpty { parts.append(.literal(literal)) }
        self.parts = parts
    }

    /// The placeholder names in order of appearance.
    var placeholderNames: [String] {
        parts.compactMap { if case .placeholder(let name) = $0 { name } else { nil } }
    }

    // MARK: Rendering

    /// The percent-encoded path with every placeholder replaced by its encoded value.
    ///
    /// - Throws: ``APIError/invalidRequest(_:)`` when a placeholder has no value or an empty one, or when a
    ///   value is given for a name the template does not contain.
    func render(with values: [String: String]) throws -> String {
        let names = placeholderNames
        if values.keys.contains(where: { !names.contains($0) }),
            let unused = values.keys.sorted().first(where: { !names.contains($0) })
        {
            throw APIError.invalidRequest("the path parameter '\(unused)' does not appear in the path template")
        }
        var path = ""
        for part in parts {
            switch part {
            case .literal(let text):
                path += PercentEncoding.encodePathLiteral(text)
            case .placeholder(let name):
                guard let value = values[name] else {
                    throw APIError.invalidRequest("the path parameter '\(name)' has no value")
                }
                guard !value.isEmpty else {
                    throw APIError.invalidRequest("the path parameter '\(name)' is empty")
                }
                path += PercentEncoding.encodePathSegment(value)
            }
        }
        return path
    }
}
