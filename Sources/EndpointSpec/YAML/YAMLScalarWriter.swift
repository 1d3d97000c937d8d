/// How ``YAMLWriter`` writes keys and scalars: plain where that reads back as the same value, otherwise
/// double-quoted with JSON's escapes (a JSON string literal is a valid YAML double-quoted scalar), multi-line
/// strings as literal block scalars.
enum YAMLScalarWriter {
    /// The longest implicit key YAML allows, in characters.
    static let implicitKeyLimit = 1024

    /// Scalars YAML 1.1 readers take for booleans: quoted, so every tool reads the document alike.
    private static let yaml11Booleans: Set<String> = ["y", "n", "yes", "no", "on", "off"]

    // MARK: - Writing

    /// Appends a mapping key: plain when it is safe and every YAML reader takes it for a string, else quoted.
    static func appendKey(_ key: String, inFlow: Bool = false, to output: inout JSONOutput) {
        if isPlainSafe(key, inFlow: inFlow) { output.append(key) } else { appendQuoted(key, to: &output) }
    }

    /// Appends `value` on one line: `null`, `true`, a number's literal text, a plain or double-quoted string. A
    /// collection is written in flow style (the caller writes block collections itself).
    static func appendFlowScalar(_ value: SpecValue, inFlow: Bool = false, to output: inout JSONOutput) {
        switch value {
        case .null: output.append("null")
        case .bool(let flag): output.append(flag ? "true" : "false")
        case .number(let literal): output.append(literal)
        case .string(let text):
            if isPlainSafe(text, inFlow: inFlow) { output.append(text) } else { appendQuoted(text, to: &output) }
        case .array, .object:
            output.append(JSONWriter.text(value))
        }
    }

    /// Appends `text` double-quoted, escaped as JSON escapes it.
    static func appendQuoted(_ text: String, to output: inout JSONOutput) {
        output.appendQuoted(text)
    }

    /// Whether `text` reads best as a literal block scalar: it spans lines, has content, and holds only
    /// characters a block scalar can show (tabs included, carriage returns and other controls not).
    static func isLiteralCandidate(_ text: String) -> Bool {
        guard text.utf8.contains(UInt8(ascii: "\n")) else { return false }
        var hasContent = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n", " ", "\t": continue
            default:
                guard isPrintable(scalar) else { return false }
                hasContent = true
            }
        }
        return hasContent
    }

    /// Appends `text` as a literal block scalar whose lines are indented `indent` spaces: the header (`|`, with
    /// an indentation indicator when the first line starts with a blank, and `-` or `+` for the trailing line
    /// breaks), a line break, the lines.
    ///
    /// - Parameter indicator: How much deeper `indent` is than the node the scalar belongs to (its key's or its
    ///   entry's `-` column), written as the indentation indicator when one is needed.
    static func appendLiteral(_ text: String, indent: Int, indicator: Int, to output: inout JSONOutput) {
        var body = Substring(text)
        var trailingBreaks = 0
        while body.hasSuffix("\n") {
            body.removeLast()
            trailingBreaks += 1
        }
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false)
        output.append(UInt8(ascii: "|"))
        // Auto-detection takes the indentation from the first non-empty line: say it when that line starts
        // with a blank or a line of blanks comes before it.
        let firstContent = lines.firstIndex { $0.contains { $0 != " " } }
        let leadingBlankLines = lines[..<(firstContent ?? lines.endIndex)]
        if let firstContent,
            lines[firstContent].first == " " || lines[firstContent].first == "\t"
                || leadingBlankLines.contains(where: { !$0.isEmpty })
        {
            output.append(String(indicator))
        }
        switch trailingBreaks {
        case 0: output.append(UInt8(ascii: "-"))
        case 1: break
        default: output.append(UInt8(ascii: "+"))
        }
        output.append(UInt8(ascii: "\n"))
        for line in lines {
            if !line.isEmpty {
                output.appendSpaces(indent)
                output.append(String(line))
            }
            output.append(UInt8(ascii: "\n"))
        }
        for _ in 1..<max(1, trailingBreaks) { output.append(UInt8(ascii: "\n")) }
    }

    // MARK: - Deciding

    /// Whether `text` can be written as a plain scalar that YAML reads back as the string `text` (in flow
    /// context when `inFlow`): one line of printable characters without blanks at either end, no leading
    /// indicator, no `: ` or ` #`, and not a scalar the core schema (or YAML 1.1) would take for a null, a
    /// boolean or a number.
    static func isPlainSafe(_ text: String, inFlow: Bool) -> Bool {
        let scalars = text.unicodeScalars
        guard let first = scalars.first, let last = scalars.last, first != " ", last != " ", last != ":" else {
            return false
        }
        if text.hasPrefix("---") || text.hasPrefix("...") { return false }
        var previous: Unicode.Scalar = " "
        for scalar in scalars {
            guard isPrintable(scalar) else { return false }
            switch scalar {
            case ",", "[", "]", "{", "}":
                if inFlow { return false }
            case ":":
                if inFlow { return false }
            case "#":
                if previous == " " { return false }
            case " ":
                if previous == ":" { return false }
            default: break
            }
            previous = scalar
        }
        switch first {
        case "-", "?", ":":
            guard let second = scalars.dropFirst().first, second != " " else { return false }
            if inFlow, [",", "[", "]", "{", "}"].contains(second) { return false }
        case ",", "[", "]", "{", "}", "#", "&", "*", "!", "|", ">", "'", "\"", "%", "@", "`":
            return false
        default: break
        }
        guard case .string = YAMLScalarResolver.resolvePlain(text) else { return false }
        return !YAMLScalarResolver.isSpecialFloat(text) && text != "<<"
            && !yaml11Booleans.contains(text.lowercased())
    }

    /// Whether `scalar` may appear as it is in plain or block scalar text: printable, and not one of the
    /// characters JSON's escaping or other readers treat specially (line and paragraph separators, the byte
    /// order mark, non-characters).
    private static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E: true
        case 0xA0...0xD7FF: scalar.value != 0x2028 && scalar.value != 0x2029
        case 0xE000...0xFFFD: scalar.value != 0xFEFF
        case 0x10000...0x10FFFF: true
        default: false
        }
    }
}
