import HTTPSemantics

/// The media type of a request or response body (`contentType` in the spec) and how generated code carries it.
public struct BodyMediaType: Hashable, Sendable {
    /// How a body of this media type is represented in Swift.
    public enum Kind: String, Hashable, Sendable {
        /// `application/json` or a `+json` type: the body's schema, encoded and decoded as JSON.
        case json
        /// `text/*`: a `String`, encoded and decoded with the media type's `charset` (UTF-8 by default).
        case text
        /// Any other media type (`application/octet-stream`, `image/png`, …): raw bytes, `Data`.
        case binary
        /// `application/x-www-form-urlencoded` request bodies: a model's properties as form fields (raw `Data` when
        /// the body has no schema); a form response is read as ``binary``.
        case form
        /// `text/event-stream` responses: a stream of server-sent events, each event's `data` decoded as the
        /// response's schema (the text as it is for a `string` schema); a request body is ``binary``.
        case eventStream
        /// JSON Lines responses (`application/jsonl`, `application/x-ndjson`, `application/jsonlines`): a stream of
        /// JSON values, one a line, each decoded as the response's schema; a request body is ``binary``.
        case jsonLines
        /// `application/json-seq` responses (RFC 7464): a stream of JSON values, each decoded as the response's
        /// schema; a request body is ``binary``.
        case jsonSequence

        /// Whether a response of this kind is delivered as a stream of values rather than one body.
        public var isStreaming: Bool {
            self == .eventStream || self == .jsonLines || self == .jsonSequence
        }
    }

    /// The media type as written, for example `text/plain; charset=utf-8`.
    public var text: String
    /// `type/subtype`, lowercased, without parameters: `text/plain`.
    public var essence: String
    /// The parameters in source order, names lowercased, values unquoted.
    public var parameters: [Parameter]
    /// How the body is represented in Swift.
    public var kind: Kind

    /// One `name=value` parameter of a media type.
    public struct Parameter: Hashable, Sendable {
        /// The name, lowercased.
        public var name: String
        /// The value, unquoted.
        public var value: String

        /// Creates a parameter.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// `application/json`: the default of every body and response.
    public static let json = BodyMediaType(
        text: "application/json",
        essence: "application/json",
        parameters: [],
        kind: .json
    )

    /// Creates a media type from its parts; ``parse(_:)`` reads one from text.
    public init(text: String, essence: String, parameters: [Parameter], kind: Kind) {
        self.text = text
        self.essence = essence
        self.parameters = parameters
        self.kind = kind
    }

    /// The `charset` parameter, lowercased, if written.
    public var charset: String? {
        parameters.first { $0.name == "charset" }?.value.lowercased()
    }

    /// Whether this is exactly `application/x-www-form-urlencoded`, which a form body sends by default.
    public var isForm: Bool {
        text == "application/x-www-form-urlencoded"
    }

    /// This media type as a response's: a form response is raw bytes.
    public var forResponse: BodyMediaType {
        var copy = self
        if copy.kind == .form { copy.kind = .binary }
        return copy
    }

    /// This media type as a request body's: a streaming media type (an event stream, JSON Lines, a JSON text
    /// sequence) is raw bytes the caller prepares.
    public var forRequest: BodyMediaType {
        var copy = self
        if copy.kind.isStreaming { copy.kind = .binary }
        return copy
    }

    /// The essences of the JSON Lines media types.
    public static let jsonLinesEssences: Set<String> = [
        "application/jsonl", "application/x-ndjson", "application/jsonlines", "application/x-jsonlines",
    ]

    /// Whether this is the default `application/json` (with no parameters), which a spec need not write.
    public var isDefaultJSON: Bool {
        essence == "application/json" && parameters.isEmpty
    }
}

// MARK: - Parsing

extension BodyMediaType {
    /// Why a media type's text is not usable as a body's media type.
    public enum ParseError: Error, Hashable, Sendable {
        /// Not `type/subtype` made of HTTP tokens, with `; name=value` parameters.
        case malformed(String)
        /// A wildcard (`*/*`, `text/*`), which names no concrete type a body can have.
        case wildcard
    }

    /// Whether generated code can encode and decode text in `charset` (an IANA name or alias, any case).
    public static func isSupportedCharset(_ charset: String) -> Bool {
        TextCharset(name: charset) != nil
    }

    /// Parses `text` as a media type (RFC 9110 §8.3.1): `type "/" subtype *( OWS ";" OWS name "=" value )`, where
    /// the value is a token or a quoted string. Names compare case-insensitively.
    public static func parse(_ text: String) -> Result<BodyMediaType, ParseError> {
        var pieces = splitParameters(text)
        let essenceText = trimmed(pieces.removeFirst())
        let halves = essenceText.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        guard halves.count == 2, HTTPToken.isValid(halves[0]), HTTPToken.isValid(halves[1]) else {
            return .failure(.malformed("'\(essenceText)' is not 'type/subtype'"))
        }
        let type = halves[0].lowercased()
        let subtype = halves[1].lowercased()
        if type == "*" || subtype == "*" { return .failure(.wildcard) }
        var parameters: [Parameter] = []
        for piece in pieces {
            let parameter = trimmed(piece)
            guard let equals = parameter.firstIndex(of: "=") else {
                return .failure(.malformed("the parameter '\(parameter)' has no '='"))
            }
            let name = String(parameter[..<equals])
            var value = String(parameter[parameter.index(after: equals)...])
            guard HTTPToken.isValid(name) else {
                return .failure(.malformed("the parameter name '\(name)' is not an HTTP token"))
            }
            if value.hasPrefix("\"") {
                guard let unquoted = unquote(value) else {
                    return .failure(.malformed("the quoted value of '\(name)' is not closed"))
                }
                value = unquoted
            } else if !HTTPToken.isValid(value) {
                return .failure(.malformed("the value of '\(name)' is neither a token nor a quoted string"))
            }
            parameters.append(Parameter(name: name.lowercased(), value: value))
        }
        let essence = "\(type)/\(subtype)"
        return .success(
            BodyMediaType(
                text: text,
                essence: essence,
                parameters: parameters,
                kind: kind(type: type, essence: essence)
            )
        )
    }

    /// The kind of a media type: JSON for `application/json` and `+json`, the streaming kinds for their media types,
    /// text for `text/*`, else binary.
    static func kind(type: String, essence: String) -> Kind {
        if essence == "application/json" || essence.hasSuffix("+json") { return .json }
        if essence == "text/event-stream" { return .eventStream }
        if jsonLinesEssences.contains(essence) { return .jsonLines }
        if essence == "application/json-seq" { return .jsonSequence }
        if type == "text" { return .text }
        if essence == "application/x-www-form-urlencoded" { return .form }
        return .binary
    }

    /// `text` split at the `;` that are not inside quoted strings.
    private static func splitParameters(_ text: String) -> [Substring] {
        var pieces: [Substring] = []
        var start = text.startIndex
        var index = text.startIndex
        var inQuotes = false
        while index < text.endIndex {
            let character = text[index]
            if inQuotes, character == "\\" {
                index = text.index(after: index)
                if index < text.endIndex { index = text.index(after: index) }
                continue
            }
            if character == "\"" { inQuotes.toggle() }
            if character == ";", !inQuotes {
                pieces.append(text[start..<index])
                start = text.index(after: index)
            }
            index = text.index(after: index)
        }
        pieces.append(text[start...])
        return pieces
    }

    private static func trimmed(_ text: Substring) -> String {
        String(text.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }

    private static func unquote(_ value: String) -> String? {
        var result = ""
        var iterator = value.dropFirst().makeIterator()
        while let character = iterator.next() {
            switch character {
            case "\\":
                guard let escaped = iterator.next() else { return nil }
                result.append(escaped)
            case "\"":
                return iterator.next() == nil ? result : nil
            default:
                result.append(character)
            }
        }
        return nil
    }
}

// MARK: - Equality

extension BodyMediaType {
    /// Media types are equal when their essence, parameters and kind are (the written text aside).
    public static func == (left: BodyMediaType, right: BodyMediaType) -> Bool {
        left.essence == right.essence && left.parameters == right.parameters && left.kind == right.kind
    }

    /// Hashes what ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(essence)
        hasher.combine(parameters)
        hasher.combine(kind)
    }
}
