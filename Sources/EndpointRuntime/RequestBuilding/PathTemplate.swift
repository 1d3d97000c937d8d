import HTTPSemantics

// The runtime renders `Endpoint.path` with the package's one parse of a path template (`HTTPSemantics`), the one
// the spec decoder validates, the code generator reads and the stub server routes with, so a path the spec accepts
// is a path the runtime renders.

extension PathTemplate {
    /// Parses `template`; throws ``APIError/invalidRequest(_:)`` naming the first problem (an unclosed `{`, a stray
    /// `}`, a nested `{` or `{}`).
    static func parsed(_ template: String) throws -> PathTemplate {
        let parsed = PathTemplate(template)
        if let problem = parsed.syntaxError {
            throw APIError.invalidRequest("the path '\(template)' has \(problem)")
        }
        return parsed
    }

    // MARK: Rendering

    /// The percent-encoded path with every placeholder replaced by its encoded value: a value of `values`
    /// encoded as one segment, a value of `percentEncoded` (a styled parameter) as it is.
    ///
    /// An empty value is an empty segment, as RFC 6570's simple expansion writes it.
    ///
    /// - Throws: ``APIError/invalidRequest(_:)`` when a placeholder has no value, when a
    ///   value is given for a name the template does not contain, or when a percent-encoded value holds a
    ///   character a path segment cannot (`/`, `?`, `#`, a space, a `%` not before two hexadecimal digits).
    func render(
        with values: [String: String],
        percentEncoded: [String: String] = [:],
        multiSegment: Set<String> = []
    ) throws -> String {
        let names = placeholderNames
        let given = Set(values.keys).union(percentEncoded.keys)
        if given.contains(where: { !names.contains($0) }),
            let unused = given.sorted().first(where: { !names.contains($0) })
        {
            throw APIError.invalidRequest("the path parameter '\(unused)' does not appear in the path template")
        }
        var path = text.hasPrefix("/") ? "/" : ""
        for (index, segment) in segments.enumerated() {
            if index > 0 { path += "/" }
            for part in segment.parts {
                try append(part, with: values, percentEncoded: percentEncoded, multiSegment: multiSegment, to: &path)
            }
        }
        return path
    }

    /// Appends `part` encoded: literal text as it is (percent-encoded where needed), a placeholder's value as
    /// exactly one path segment.
    private func append(
        _ part: Part,
        with values: [String: String],
        percentEncoded: [String: String],
        multiSegment: Set<String>,
        to path: inout String
    ) throws {
        switch part {
        case .literal(let text):
            path += PercentEncoding.encodePathLiteral(text)
        case .placeholder(let name) where percentEncoded[name] != nil:
            let value = percentEncoded[name] ?? ""
            guard PercentEncoding.isPercentEncoded(value, allowing: PercentEncoding.pathSegmentDelimiters) else {
                throw APIError.invalidRequest(
                    "the percent-encoded path parameter '\(name)' holds a character a path segment must encode"
                )
            }
            // A value of dots alone would be a dot segment, which moves up the route.
            path += value.allSatisfy { $0 == "." } ? String(repeating: "%2E", count: value.count) : value
        case .placeholder(let name):
            // An empty value is an empty segment (RFC 6570 simple expansion): `/contents/` for the root.
            guard let value = values[name] else {
                throw APIError.invalidRequest("the path parameter '\(name)' has no value")
            }
            guard multiSegment.contains(name) else {
                path += PercentEncoding.encodePathSegment(value)
                return
            }
            path += try Self.encodedSegments(of: value, name: name)
        }
    }

    /// A multi-segment value percent-encoded segment by segment, its slashes kept; a `.` or `..` segment would
    /// move the request up the path, so it is refused.
    private static func encodedSegments(of value: String, name: String) throws -> String {
        let segments = value.split(separator: "/", omittingEmptySubsequences: false)
        if let dots = segments.first(where: { $0 == "." || $0 == ".." }) {
            throw APIError.invalidRequest(
                "the path parameter '\(name)' holds a '\(dots)' segment, which would move the request up the path"
            )
        }
        return segments.map { PercentEncoding.encodePathSegment(String($0)) }.joined(separator: "/")
    }
}

// MARK: - Rendering in one pass

extension PathTemplate {
    /// Appends the rendered path of `template` to `bytes` in one pass over its UTF-8 form, exactly as
    /// `try PathTemplate.parsed(template).render(with: values)` would write it.
    ///
    /// Returns `false` (with `bytes` in an unspecified state) instead of deciding anything unusual: a non-ASCII
    /// template, a malformed placeholder, a missing value, a placeholder used twice or an unused value.
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
                        guard let value = values[name] else { return false }
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
