/// A strict RFC 8259 JSON parser over raw bytes that records the line and column of every value and key.
///
/// It never traps: malformed input (truncation, invalid UTF-8, bad escapes, lone surrogates, control characters,
/// trailing commas or garbage, leading zeros, excessive nesting) becomes a located error, and duplicate keys are
/// reported with a note pointing at the first occurrence. Columns count Unicode scalars, starting at 1.
struct JSONParser {
    /// How deeply arrays and objects may nest before parsing stops with an error.
    static let defaultMaximumDepth = 256

    /// The input; valid only during `parse`, which owns the parser.
    let bytes: UnsafeBufferPointer<UInt8>
    let file: String
    let maximumDepth: Int
    var index = 0
    var line = 1
    var column = 1
    var log = DiagnosticLog()
    /// Whether the string parsed last contained no escape sequences.
    var lastStringWasVerbatim = true
    /// Whether a `$ref` member so far holds a string that is not a local pointer (`#…`).
    var sawNonlocalReference = false

    /// Parses `bytes`, the contents of the file at `file`, as one JSON document.
    static func parse(_ bytes: [UInt8], file: String, maximumDepth: Int = defaultMaximumDepth) -> JSONParseResult {
        bytes.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: buffer, file: file, maximumDepth: maximumDepth)
            return parser.run()
        }
    }

    private mutating func run() -> JSONParseResult {
        do {
            let root = try parseDocument()
            return JSONParseResult(root: root, log: log, mayReferToOtherFiles: sawNonlocalReference)
        } catch {
            log.error(error.message, at: error.location)
            return JSONParseResult(root: nil, log: log)
        }
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, file: String, maximumDepth: Int) {
        self.bytes = bytes
        self.file = file
        self.maximumDepth = maximumDepth
    }

    // MARK: - Document

    private mutating func parseDocument() throws(JSONSyntaxError) -> JSONNode {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipWhitespace()
        guard index < bytes.count else {
            throw JSONSyntaxError(
                message: "the spec is empty; expected a JSON object",
                location: SourceLocation(file: file, line: 1, column: 1)
            )
        }
        let root = try parseValue(depth: 0)
        skipWhitespace()
        guard index >= bytes.count else {
            throw failure("unexpected \(describeCurrent()) after the end of the JSON document")
        }
        return root
    }

    // MARK: - Values

    private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONNode {
        let location = here
        guard let byte = current else {
            throw failure("unexpected end of input; expected a value")
        }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""):
            let text = try parseString()
            return JSONNode(value: .string(text), location: location, isVerbatim: lastStringWasVerbatim)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(value: .number(try parseNumber()), location: location)
        case UInt8(ascii: "a")...UInt8(ascii: "z"):
            return JSONNode(value: try parseLiteral(), location: location)
        default:
            throw failure("expected a value, found \(describeCurrent())")
        }
    }

    private mutating func parseLiteral() throws(JSONSyntaxError) -> JSONNode.Value {
        let word = currentWord()
        switch word {
        case "true":
            advance(by: 4)
            return .bool(true)
        case "false":
            advance(by: 5)
            return .bool(false)
        case "null":
            advance(by: 4)
            return .null
        default: throw failure("expected a value, found \(describeCurrent())")
        }
    }

    // MARK: - Objects

    private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONNode {
        let location = here
        try checkDepth(depth)
        advance()
        skipWhitespace()
        var members: [JSONNode.Member] = []
        // `members` holds the first occurrence of every key: searched directly while short, indexed once long.
        var memberIndex: [String: Int] = [:]
        if current == UInt8(ascii: "}") {
            advance()
            return JSONNode(value: .object([]), location: location)
        }
        while true {
            guard current == UInt8(ascii: "\"") else {
                let expectation = members.isEmpty ? "a string key or '}'" : "a string key"
                throw failure("expected \(expectation), found \(describeCurrent())")
            }
            let keyLocation = here
            let key = try parseString()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else {
                throw failure("expected ':' after key '\(key)', found \(describeCurrent())")
            }
            advance()
            skipWhitespace()
            let value = try parseValue(depth: depth)
            if key.utf8.first == UInt8(ascii: "$"), key == "$ref", case .string(let reference) = value.value,
                reference.utf8.first != UInt8(ascii: "#")
            {
                sawNonlocalReference = true
            }
            if let first = Self.firstMember(named: key, in: members, index: &memberIndex) {
                log.error(
                    "duplicate key '\(key)'",
                    at: keyLocation,
                    notes: [("'\(key)' was first defined here", members[first].keyLocation)]
                )
            } else {
                members.append(JSONNode.Member(key: key, keyLocation: keyLocation, value: value))
            }
            if try consumeSeparator(closing: "}", after: "object member") {
                return JSONNode(value: .object(members), location: location)
            }
        }
    }

    /// The position in `members` of the member called `key`, if any. Short objects are searched directly;
    /// from ``indexedMemberCount`` members on, `keyIndex` (built up here) maps every key to its position. The YAML
    /// parser's mappings use it too.
    static func firstMember(
        named key: String,
        in members: [JSONNode.Member],
        index keyIndex: inout [String: Int]
    ) -> Int? {
        guard members.count >= indexedMemberCount else { return members.firstIndex { $0.key == key } }
        if keyIndex.count < members.count {
            for position in keyIndex.count..<members.count { keyIndex[members[position].key] = position }
        }
        return keyIndex[key]
    }

    /// How many members an object has before its keys are looked up through a dictionary.
    private static let indexedMemberCount = 12

    // MARK: - Arrays

    private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONNode {
        let location = here
        try checkDepth(depth)
        advance()
        skipWhitespace()
        var elements: [JSONNode] = []
        if current == UInt8(ascii: "]") {
            advance()
            return JSONNode(value: .array([]), location: location)
        }
        while true {
            elements.append(try parseValue(depth: depth))
            if try consumeSeparator(closing: "]", after: "array element") {
                return JSONNode(value: .array(elements), location: location)
            }
        }
    }

    /// After an object member or array element: consumes `,` and returns `false` (a comma right before `closing`
    /// is a trailing comma), or consumes `closing` and returns `true`; anything else is an error naming `after`.
    private mutating func consumeSeparator(
        closing: Unicode.Scalar,
        after element: String
    ) throws(JSONSyntaxError) -> Bool {
        skipWhitespace()
        switch current {
        case UInt8(ascii: ","):
            let commaLocation = here
            advance()
            skipWhitespace()
            if current == UInt8(ascii: closing) {
                throw JSONSyntaxError(message: "trailing comma before '\(closing)'", location: commaLocation)
            }
            return false
        case UInt8(ascii: closing):
            advance()
            return true
        default:
            throw failure("expected ',' or '\(closing)' after \(element), found \(describeCurrent())")
        }
    }

    private mutating func checkDepth(_ depth: Int) throws(JSONSyntaxError) {
        if depth > maximumDepth {
            throw failure("arrays and objects are nested more than \(maximumDepth) levels deep")
        }
    }

    // MARK: - Numbers

    private mutating func parseNumber() throws(JSONSyntaxError) -> String {
        let start = index
        let location = here
        if current == UInt8(ascii: "-") { advance() }
        guard let first = current, isDigit(first) else {
            throw failure("expected a digit after '-', found \(describeCurrent())")
        }
        advance()
        if first == UInt8(ascii: "0"), let next = current, isDigit(next) {
            throw JSONSyntaxError(message: "numbers must not have leading zeros", location: location)
        }
        skipDigits()
        if current == UInt8(ascii: ".") {
            advance()
            guard let next = current, isDigit(next) else {
                throw failure("expected a digit after '.' in a number, found \(describeCurrent())")
            }
            skipDigits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            advance()
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
            guard let next = current, isDigit(next) else {
                throw failure("expected a digit in the exponent of a number, found \(describeCurrent())")
            }
            skipDigits()
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func skipDigits() {
        while let byte = current, isDigit(byte) { advance() }
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    // MARK: - Position

    /// The byte at the current position, or `nil` at the end of input.
    /// (A mutating getter, so unoptimized builds do not copy the parser on every read.)
    var current: UInt8? {
        mutating get { index < bytes.count ? bytes[index] : nil }
    }

    /// The current position as a source location.
    var here: SourceLocation {
        mutating get { SourceLocation(file: file, line: line, column: column) }
    }

    /// Moves past `count` ASCII bytes on the current line.
    mutating func advance(by count: Int = 1) {
        index += count
        column += count
    }

    private mutating func skipWhitespace() {
        while let byte = current {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                advance()
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                column = 1
            case UInt8(ascii: "\r"):
                index += 1
                if current == UInt8(ascii: "\n") { index += 1 }
                line += 1
                column = 1
            default:
                return
            }
        }
    }

    /// An error at the current position.
    mutating func failure(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(message: message, location: here)
    }
}
