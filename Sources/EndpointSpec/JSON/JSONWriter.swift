/// Writes a ``SpecValue`` as JSON text: the one JSON writer of the package (generated default values, stub
/// server bodies, spec documents written by the OpenAPI importer).
///
/// Member order and duplicate members are kept as they are, numbers are written as their literal text and strings
/// as ``JSONString/quoted(_:)`` writes them, so `JSONParser` reads back exactly the value that was written.
///
/// ```swift
/// JSONWriter.text(value)                          // {"id":"p-1","tags":["a","b"]}
/// JSONWriter.text(value, layout: .pretty())       // {\n  "id": "p-1",\n  "tags": ["a", "b"]\n}\n
/// JSONWriter.text(spec, layout: .specDocument)    // the layout of a hand-written spec
/// ```
public enum JSONWriter {
    /// `value` as JSON text laid out as `layout` says.
    public static func text(_ value: SpecValue, layout: JSONLayout = .compact) -> String {
        String(decoding: bytes(value, layout: layout), as: UTF8.self)
    }

    /// `value` as UTF-8 encoded JSON text laid out as `layout` says.
    public static func bytes(_ value: SpecValue, layout: JSONLayout = .compact) -> [UInt8] {
        var output = JSONOutput()
        switch layout.style {
        case .compact:
            writeCompact(value, into: &output)
        case .pretty(let pretty):
            var writer = PrettyWriter(layout: pretty, output: output)
            writer.write(value, indent: 0, prefixWidth: 0)
            writer.output.append(UInt8(ascii: "\n"))
            output = writer.output
        }
        return output.bytes
    }

    // MARK: - Compact

    private static func writeCompact(_ value: SpecValue, into output: inout JSONOutput) {
        switch value {
        case .null: output.append("null")
        case .bool(let flag): output.append(flag ? "true" : "false")
        case .number(let literal): output.append(literal)
        case .string(let text): output.appendQuoted(text)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                writeCompact(element, into: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                output.appendQuoted(member.key)
                output.append(UInt8(ascii: ":"))
                writeCompact(member.value, into: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    // MARK: - Pretty

    /// Writes the pretty layout: each array or object is written on one line, measured, and taken back to be
    /// written one element or member a line when it is too wide (or always, for objects the layout expands).
    private struct PrettyWriter {
        let layout: JSONLayout.Pretty
        var output: JSONOutput
        /// The path of the value being written, kept only when the layout asks about paths.
        var path: [JSONPathComponent] = []

        init(layout: JSONLayout.Pretty, output: JSONOutput) {
            self.layout = layout
            self.output = output
        }

        /// Writes `value` at `indent` spaces, after `prefixWidth` characters already on its first line.
        mutating func write(_ value: SpecValue, indent: Int, prefixWidth: Int) {
            switch value {
            case .array(let elements):
                if elements.isEmpty { return output.append("[]") }
                if writesOnOneLine(value, width: layout.lineWidth - indent - prefixWidth) { return }
                output.append(UInt8(ascii: "["))
                for (index, element) in elements.enumerated() {
                    output.append(index > 0 ? ",\n" : "\n")
                    output.appendSpaces(indent + layout.indentWidth)
                    enter(.index(index))
                    write(element, indent: indent + layout.indentWidth, prefixWidth: 0)
                    leave()
                }
                output.append(UInt8(ascii: "\n"))
                output.appendSpaces(indent)
                output.append(UInt8(ascii: "]"))
            case .object(let members):
                if members.isEmpty { return output.append("{}") }
                if writesOnOneLine(value, width: layout.lineWidth - indent - prefixWidth) { return }
                output.append(UInt8(ascii: "{"))
                for (index, member) in members.enumerated() {
                    output.append(index > 0 ? ",\n" : "\n")
                    output.appendSpaces(indent + layout.indentWidth)
                    let keyStart = output.count
                    output.appendQuoted(member.key)
                    output.append(": ")
                    let keyWidth = output.width(from: keyStart)
                    enter(.key(member.key))
                    write(member.value, indent: indent + layout.indentWidth, prefixWidth: keyWidth)
                    leave()
                }
                output.append(UInt8(ascii: "\n"))
                output.appendSpaces(indent)
                output.append(UInt8(ascii: "}"))
            default:
                JSONWriter.writeCompact(value, into: &output)
            }
        }

        /// Writes `value` on one line and keeps it when it takes at most `width` characters and holds no object
        /// the layout always expands; otherwise takes it back and answers `false`.
        ///
        /// The attempt stops once it has written more than four bytes a character (UTF-8's longest scalar) past
        /// `width`, so a value too wide for its line costs at most about a line of output, whatever its size: the
        /// writer stays linear in the size of the document, however deeply it is nested.
        private mutating func writesOnOneLine(_ value: SpecValue, width: Int) -> Bool {
            let start = output.count
            let byteLimit = start + 4 * max(width, 0)
            if writeSingleLine(value, byteLimit: byteLimit), output.width(from: start) <= width { return true }
            output.removeAll(from: start)
            return false
        }

        /// Writes `value` on one line: `{ "type": "string" }`, `["a", "b"]`; `false` when it holds a non-empty
        /// object the layout always expands, or once the output has grown past `byteLimit` bytes.
        private mutating func writeSingleLine(_ value: SpecValue, byteLimit: Int) -> Bool {
            guard output.count <= byteLimit else { return false }
            switch value {
            case .array(let elements):
                output.append(UInt8(ascii: "["))
                for (index, element) in elements.enumerated() {
                    if index > 0 { output.append(", ") }
                    enter(.index(index))
                    defer { leave() }
                    guard writeSingleLine(element, byteLimit: byteLimit) else { return false }
                }
                output.append(UInt8(ascii: "]"))
            case .object(let members):
                if members.isEmpty {
                    output.append("{}")
                    return true
                }
                if let expands = layout.alwaysExpands, expands(path) { return false }
                output.append("{ ")
                for (index, member) in members.enumerated() {
                    if index > 0 { output.append(", ") }
                    output.appendQuoted(member.key)
                    output.append(": ")
                    enter(.key(member.key))
                    defer { leave() }
                    guard writeSingleLine(member.value, byteLimit: byteLimit) else { return false }
                }
                output.append(" }")
            case .string(let text) where output.count + text.utf8.count > byteLimit:
                return false
            default:
                JSONWriter.writeCompact(value, into: &output)
            }
            return output.count <= byteLimit
        }

        private mutating func enter(_ component: JSONPathComponent) {
            if layout.alwaysExpands != nil { path.append(component) }
        }

        private mutating func leave() {
            if layout.alwaysExpands != nil { path.removeLast() }
        }
    }
}
