/// An endpoint's `path` such as `/files/{name}.json`, parsed into `/`-separated segments of literal text and
/// `{placeholders}`.
///
/// The one parse of a path template: the spec decoder validates it, the code generator reads its placeholders, the
/// stub server routes requests with it and the runtime renders `Endpoint.path` with it (`public`, unlike the rest
/// of `HTTPSemantics`, because `EndpointSpec`'s model exposes it). A placeholder stands for exactly one path segment (the runtime
/// percent-encodes its value, `/` included), so it can share a segment with literal text (`{name}.json`,
/// `{a}-{b}`) but never spans two.
///
/// Parsing never fails: a malformed template records its first problem in ``syntaxError`` and keeps the
/// offending braces as literal text.
public struct PathTemplate: Hashable, Sendable, CustomStringConvertible {
    /// One piece of a segment.
    public enum Part: Hashable, Sendable {
        /// Text that a request must contain exactly; never contains `/`.
        case literal(String)
        /// `{name}`: the value of the path parameter `name`.
        case placeholder(String)
    }

    /// One `/`-separated part of the template; `/` alone has one empty segment.
    public struct Segment: Hashable, Sendable {
        /// The literal text and placeholders of the segment, in order; no two literals are adjacent.
        public var parts: [Part]

        /// Creates a segment of `parts`.
        public init(_ parts: [Part]) { self.parts = parts }

        /// Whether the segment has no placeholder.
        public var isLiteral: Bool {
            parts.allSatisfy { if case .literal = $0 { true } else { false } }
        }
    }

    /// A `{placeholder}` and where it is written.
    public struct Placeholder: Hashable, Sendable {
        /// The text between the braces.
        public var name: String
        /// The offset of its `{` in the template, counted in Unicode scalars.
        public var offset: Int

        /// Creates a placeholder named `name` whose `{` is at `offset`.
        public init(name: String, offset: Int) {
            self.name = name
            self.offset = offset
        }
    }

    /// The first thing that makes a template malformed.
    public struct SyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
        /// What is wrong.
        public enum Kind: Hashable, Sendable {
            /// A `{` that no `}` closes.
            case unclosedBrace
            /// A `}` that no `{` opens.
            case unopenedBrace
            /// A `{` inside a placeholder.
            case nestedBrace
            /// `{}`.
            case emptyPlaceholder
        }

        /// What is wrong.
        public var kind: Kind
        /// The offset of the offending brace, counted in Unicode scalars.
        public var offset: Int

        /// Creates an error of `kind` at `offset`.
        public init(kind: Kind, offset: Int) {
            self.kind = kind
            self.offset = offset
        }

        /// A sentence naming the problem, for example "a '{' without a closing '}'".
        public var description: String {
            switch kind {
            case .unclosedBrace: "a '{' without a closing '}'"
            case .unopenedBrace: "a '}' without an opening '{'"
            case .nestedBrace: "a '{' inside a placeholder"
            case .emptyPlaceholder: "an empty placeholder '{}'"
            }
        }
    }

    /// The template as written.
    public let text: String
    /// The segments after the leading `/`.
    public let segments: [Segment]
    /// Every placeholder in order of appearance, repeats included.
    public let placeholders: [Placeholder]
    /// The first problem, or `nil` for a well-formed template.
    public let syntaxError: SyntaxError?

    /// Parses `text`.
    public init(_ text: String) {
        self.text = text
        var parser = Parser()
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            parser.consume(scalar, at: offset)
        }
        parser.finish()
        segments = parser.segments
        placeholders = parser.placeholders
        syntaxError = parser.error
    }

    /// The template as written.
    public var description: String { text }

    /// The placeholder names in order of first appearance.
    public var placeholderNames: [String] {
        var names: [String] = []
        for placeholder in placeholders where !names.contains(placeholder.name) {
            names.append(placeholder.name)
        }
        return names
    }
}

// MARK: - Parsing

extension PathTemplate {
    /// Splits the template scalar by scalar: `/` ends a segment outside braces, `{` … `}` is a placeholder.
    private struct Parser {
        var segments: [Segment] = []
        var placeholders: [Placeholder] = []
        var error: SyntaxError?
        private var parts: [Part] = []
        private var literal = ""
        private var open: (offset: Int, name: String)?
        private var isFirst = true

        mutating func consume(_ scalar: Unicode.Scalar, at offset: Int) {
            defer { isFirst = false }
            if var placeholder = open {
                switch scalar {
                case "}":
                    open = nil
                    if placeholder.name.isEmpty {
                        fail(.emptyPlaceholder, at: placeholder.offset)
                        literal += "{}"
                        return
                    }
                    flushLiteral()
                    parts.append(.placeholder(placeholder.name))
                    placeholders.append(Placeholder(name: placeholder.name, offset: placeholder.offset))
                case "{":
                    fail(.nestedBrace, at: offset)
                    abandon(placeholder)
                    consume(scalar, at: offset)
                default:
                    placeholder.name.unicodeScalars.append(scalar)
                    open = placeholder
                }
                return
            }
            switch scalar {
            case "/" where isFirst:
                break
            case "/":
                endSegment()
            case "{":
                open = (offset, "")
            case "}":
                fail(.unopenedBrace, at: offset)
                literal.unicodeScalars.append(scalar)
            default:
                literal.unicodeScalars.append(scalar)
            }
        }

        mutating func finish() {
            if let placeholder = open {
                fail(.unclosedBrace, at: placeholder.offset)
                abandon(placeholder)
            }
            endSegment()
        }

        /// Takes back an unfinished placeholder: its `{` becomes literal text, and the scalars after it are read
        /// again outside braces (so a `/` among them still ends a segment).
        private mutating func abandon(_ placeholder: (offset: Int, name: String)) {
            open = nil
            literal += "{"
            for (index, scalar) in placeholder.name.unicodeScalars.enumerated() {
                consume(scalar, at: placeholder.offset + 1 + index)
            }
        }

        private mutating func fail(_ kind: SyntaxError.Kind, at offset: Int) {
            if error == nil { error = SyntaxError(kind: kind, offset: offset) }
        }

        private mutating func flushLiteral() {
            guard !literal.isEmpty else { return }
            parts.append(.literal(literal))
            literal = ""
        }

        private mutating func endSegment() {
            flushLiteral()
            segments.append(Segment(parts))
            parts = []
        }
    }
}
