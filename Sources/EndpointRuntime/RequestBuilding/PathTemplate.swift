/// A path template such as `/products/{id}/reviews`, split into literal text and `{placeholders}`.
///
/// ``appendRendered(_:with:to:)`` renders the common case in one pass without building the parts; the parsed
/// form (``init(_:)`` and ``render(with:)``) is the reference, and the one that names the problem in errors.
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

// MARK: - Rendering in one pass

extension PathTemplate {
    /// Appends the rendered path of `template` to `bytes` in one pass over its UTF-8 form, exactly as
    /// `try PathTemplate(template).render(with: values)` would write it.
    ///
    /// Returns `false` (with `bytes` in an unspecified state) instead of deciding anything unusual: a non-ASCII
    /// template, a malformed placeholder, a missing or empty value, a placeholder used twice or an unused value.
    /// The caller then runs the parsed form, which gives the same result or the precise error.
    static func appendRendered(_ template: String, with values: [String: String], to bytes: inout [UInt8]) -> Bool {
        var template = template
        return template.withUTF8 { utf8 in
            // Where each placeholder's name lies in `utf8`, to find a name used twice without building strings.
            withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: maximumPlaceholders) { names in
                var placeholderCount = 0
                var index = 0
                while index < utf8.count {
                    let byte = utf8[index]
                    switch byte {
                    case UInt8(ascii: "{"):
                        var close = index + 1
                        while close < utf8.count, utf8[close] != UInt8(ascii: "}") {
                            let inner = utf8[close]
                            guard inner != UInt8(ascii: "{"), inner < 0x80 else { return false }
                            close += 1
                        }
                        guard close < utf8.count, close > index + 1, placeholderCount < maximumPlaceholders else {
                            return false
                        }
                        let range = (index + 1)..<close
                        let name = String(decoding: UnsafeBufferPointer(rebasing: utf8[range]), as: UTF8.self)
                        guard let value = values[name], !value.isEmpty else { return false }
                        PercentEncoding.append(encodingPathSegment: value, to: &bytes)
                        names.initializeElement(at: placeholderCount, to: range)
                        placeholderCount += 1
                        index = close + 1
                    case UInt8(ascii: "}"), 0x80...:
                        return false
                    default:
                        PercentEncoding.append(pathLiteralByte: byte, to: &bytes)
                        index += 1
                    }
                }
                // Every placeholder found its value, so a value is unused exactly when there are more values than
                // distinct placeholder names.
                guard placeholderCount == values.count else { return false }
                for later in 0..<placeholderCount {
                    for earlier in 0..<later where utf8[names[earlier]].elementsEqual(utf8[names[later]]) {
                        return false
                    }
                }
                return true
            }
        }
    }

    /// The most placeholders the one-pass rendering handles; longer templates take the parsed route.
    private static let maximumPlaceholders = 16
}
