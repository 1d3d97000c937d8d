/// Writes a ``SpecValue`` as YAML text that ``YAMLDocument`` reads back as exactly that value: the YAML twin of
/// ``JSONWriter`` (`endpoint-gen import-openapi --output spec.yaml`).
///
/// Block style, two spaces a level: mappings one member a line, sequences one `- ` entry a line. A collection
/// that fits on its line (120 characters, indentation and key included) is written in flow style, as
/// `{ type: string }` or `[a, b]`, unless the layout always expands it. Strings are plain where YAML reads them
/// back as the same string (not `true`, `null`, `12`, `yes`, nor text with `: `, ` #` or a leading indicator),
/// literal block scalars (`|`, `|-`, `|+`) when they span lines, and double-quoted with JSON's escapes otherwise.
/// Keys YAML 1.2 or 1.1 would read as something other than a string (`200`, `true`, `on`) are quoted, so other
/// tools read the same document; a key over 1,024 characters is written as an explicit `? key`.
///
/// ```swift
/// YAMLWriter.text(value)                         // name: Shop\nmodels:\n  Item:\n …
/// YAMLWriter.text(spec, layout: .specDocument)   // every model, endpoint, property … on a line of its own
/// ```
public enum YAMLWriter {
    /// `value` as YAML text ending with a newline; collections are expanded where `layout` (a pretty
    /// ``JSONLayout``) always expands them; a compact layout writes every collection that fits in flow style.
    public static func text(_ value: SpecValue, layout: JSONLayout = .pretty()) -> String {
        String(decoding: bytes(value, layout: layout), as: UTF8.self)
    }

    /// `value` as UTF-8 encoded YAML text (see ``text(_:layout:)``).
    public static func bytes(_ value: SpecValue, layout: JSONLayout = .pretty()) -> [UInt8] {
        var writer = BlockWriter(layout: layout)
        writer.writeRoot(value)
        return writer.output.bytes
    }

    // MARK: - Block style

    struct BlockWriter {
        let lineWidth: Int
        let indentWidth: Int
        let alwaysExpands: (@Sendable ([JSONPathComponent]) -> Bool)?
        var output = JSONOutput()
        var path: [JSONPathComponent] = []

        init(layout: JSONLayout) {
            switch layout.style {
            case .compact:
                (lineWidth, indentWidth, alwaysExpands) = (120, 2, nil)
            case .pretty(let pretty):
                // An entry's mapping starts after `- `: two spaces a level at least, so its keys line up.
                (lineWidth, indentWidth, alwaysExpands) = (
                    pretty.lineWidth, min(9, max(2, pretty.indentWidth)), pretty.alwaysExpands
                )
            }
        }

        mutating func writeRoot(_ value: SpecValue) {
            switch value {
            case .object(let members) where !members.isEmpty:
                writeMembers(members, indent: 0, continuesLine: false)
            case .array(let elements) where !elements.isEmpty:
                writeEntries(elements, indent: 0, continuesLine: false)
            default:
                YAMLScalarWriter.appendFlowScalar(value, to: &output)
                output.append(UInt8(ascii: "\n"))
            }
        }

        /// Writes one member a line at `indent`; the first member continues the current line (after `- `) when
        /// `continuesLine`.
        private mutating func writeMembers(_ members: [SpecMember], indent: Int, continuesLine: Bool) {
            for (index, member) in members.enumerated() {
                if index > 0 || !continuesLine { output.appendSpaces(indent) }
                path.append(.key(member.key))
                defer { path.removeLast() }
                if member.key.unicodeScalars.count > YAMLScalarWriter.implicitKeyLimit {
                    // An implicit key is at most 1,024 characters: this one is explicit.
                    output.append("? ")
                    YAMLScalarWriter.appendQuoted(member.key, to: &output)
                    output.append(UInt8(ascii: "\n"))
                    output.appendSpaces(indent)
                    output.append(UInt8(ascii: ":"))
                    writeValue(member.value, indent: indent, prefixWidth: indent + 1)
                } else {
                    let start = output.count
                    YAMLScalarWriter.appendKey(member.key, to: &output)
                    output.append(UInt8(ascii: ":"))
                    writeValue(member.value, indent: indent, prefixWidth: indent + output.width(from: start))
                }
            }
        }

        /// Writes one `- ` entry a line at `indent`; the first continues the current line when `continuesLine`.
        private mutating func writeEntries(_ elements: [SpecValue], indent: Int, continuesLine: Bool) {
            for (index, element) in elements.enumerated() {
                if index > 0 || !continuesLine { output.appendSpaces(indent) }
                path.append(.index(index))
                defer { path.removeLast() }
                output.append(UInt8(ascii: "-"))
                writeValue(element, indent: indent, prefixWidth: indent + 1, isEntry: true)
            }
        }

        /// Writes the value after a key's `:` or an entry's `-` (already written, `prefixWidth` characters into
        /// the line), then the line break; nested block collections go `indentWidth` deeper (an entry's mapping
        /// or sequence starts on the entry's line).
        private mutating func writeValue(_ value: SpecValue, indent: Int, prefixWidth: Int, isEntry: Bool = false) {
            let nested = indent + indentWidth
            switch value {
            case .object(let members) where !members.isEmpty:
                if writesOnOneLine(value, width: lineWidth - prefixWidth - 1) { return }
                if isEntry {
                    output.appendSpaces(indentWidth - 1)
                    writeMembers(members, indent: nested, continuesLine: true)
                } else {
                    output.append(UInt8(ascii: "\n"))
                    writeMembers(members, indent: nested, continuesLine: false)
                }
            case .array(let elements) where !elements.isEmpty:
                if writesOnOneLine(value, width: lineWidth - prefixWidth - 1) { return }
                if isEntry {
                    output.appendSpaces(indentWidth - 1)
                    writeEntries(elements, indent: nested, continuesLine: true)
                } else {
                    output.append(UInt8(ascii: "\n"))
                    writeEntries(elements, indent: nested, continuesLine: false)
                }
            case .string(let text) where YAMLScalarWriter.isLiteralCandidate(text):
                output.append(UInt8(ascii: " "))
                YAMLScalarWriter.appendLiteral(text, indent: nested, indicator: indentWidth, to: &output)
            default:
                output.append(UInt8(ascii: " "))
                YAMLScalarWriter.appendFlowScalar(value, to: &output)
                output.append(UInt8(ascii: "\n"))
            }
        }

        // MARK: - Flow style

        /// Writes ` ` + `value` in flow style and a line break, and keeps it when it takes at most `width`
        /// characters and holds no collection the layout always expands; otherwise takes it back and answers
        /// `false`. The attempt stops once it passes four bytes a character past `width`, so it costs at most
        /// about a line of output whatever the value's size.
        private mutating func writesOnOneLine(_ value: SpecValue, width: Int) -> Bool {
            let start = output.count
            output.append(UInt8(ascii: " "))
            let byteLimit = output.count + 4 * max(width, 0)
            if writeFlow(value, byteLimit: byteLimit), output.width(from: start + 1) <= width {
                output.append(UInt8(ascii: "\n"))
                return true
            }
            output.removeAll(from: start)
            return false
        }

        private mutating func writeFlow(_ value: SpecValue, byteLimit: Int) -> Bool {
            guard output.count <= byteLimit else { return false }
            switch value {
            case .array(let elements):
                if elements.isEmpty {
                    output.append("[]")
                    return true
                }
                output.append(UInt8(ascii: "["))
                for (index, element) in elements.enumerated() {
                    if index > 0 { output.append(", ") }
                    path.append(.index(index))
                    defer { path.removeLast() }
                    guard writeFlow(element, byteLimit: byteLimit) else { return false }
                }
                output.append(UInt8(ascii: "]"))
            case .object(let members):
                if members.isEmpty {
                    output.append("{}")
                    return true
                }
                if let expands = alwaysExpands, expands(path) { return false }
                output.append("{ ")
                for (index, member) in members.enumerated() {
                    if index > 0 { output.append(", ") }
                    guard member.key.unicodeScalars.count <= YAMLScalarWriter.implicitKeyLimit else { return false }
                    YAMLScalarWriter.appendKey(member.key, inFlow: true, to: &output)
                    output.append(": ")
                    path.append(.key(member.key))
                    defer { path.removeLast() }
                    guard writeFlow(member.value, byteLimit: byteLimit) else { return false }
                }
                output.append(" }")
            case .string(let text) where output.count + text.utf8.count > byteLimit:
                return false
            default:
                YAMLScalarWriter.appendFlowScalar(value, inFlow: true, to: &output)
            }
            return output.count <= byteLimit
        }
    }
}
