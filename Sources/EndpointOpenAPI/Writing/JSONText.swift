import EndpointSpec

/// A JSON value to be written as readable text, with a layout hint for objects and arrays.
indirect enum JSONText: Sendable {
    /// A string.
    case string(String)
    /// A number, as its literal text.
    case number(String)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
    /// An array; written on one line when it fits.
    case array([JSONText])
    /// An object, members in the given order; `expanded` objects always put each member on its own line,
    /// compact ones are written on one line when they fit.
    case object([(key: String, value: JSONText)], expanded: Bool)

    /// The maximum line width compact values may take.
    static let lineWidth = 120

    // MARK: - Rendering

    /// The value as a document: 2-space indentation and a trailing newline.
    var document: String {
        var output = Output()
        write(into: &output, indent: 0, prefixWidth: 0)
        output.append(UInt8(ascii: "\n"))
        return output.text
    }

    /// Writes the value rendered at `indent` spaces, after `prefixWidth` characters already on its first line:
    /// compact values are written on one line, measured, and taken back to be expanded when they are too wide.
    private func write(into output: inout Output, indent: Int, prefixWidth: Int) {
        switch self {
        case .string(let string): output.appendQuoted(string)
        case .number(let number): output.append(number)
        case .bool(let flag): output.append(flag ? "true" : "false")
        case .null: output.append("null")
        case .array(let elements):
            if elements.isEmpty {
                output.append("[]")
                return
            }
            let start = output.count
            writeSingleLine(into: &output)
            if indent + prefixWidth + output.width(from: start) <= Self.lineWidth { return }
            output.removeAll(from: start)
            output.append("[\n")
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(",\n") }
                output.appendSpaces(indent + 2)
                element.write(into: &output, indent: indent + 2, prefixWidth: 0)
            }
            output.append(UInt8(ascii: "\n"))
            output.appendSpaces(indent)
            output.append(UInt8(ascii: "]"))
        case .object(let members, let expanded):
            if members.isEmpty {
                output.append("{}")
                return
            }
            if !expanded {
                let start = output.count
                writeSingleLine(into: &output)
                if indent + prefixWidth + output.width(from: start) <= Self.lineWidth { return }
                output.removeAll(from: start)
            }
            output.append("{\n")
            for (index, member) in members.enumerated() {
                if index > 0 { output.append(",\n") }
                output.appendSpaces(indent + 2)
                let keyStart = output.count
                output.appendQuoted(member.key)
                output.append(": ")
                let keyWidth = output.width(from: keyStart)
                member.value.write(into: &output, indent: indent + 2, prefixWidth: keyWidth)
            }
            output.append(UInt8(ascii: "\n"))
            output.appendSpaces(indent)
            output.append(UInt8(ascii: "}"))
        }
    }

    /// Writes the value on one line: `{ "type": "string" }`, `["a", "b"]`.
    private func writeSingleLine(into output: inout Output) {
        switch self {
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(", ") }
                element.writeSingleLine(into: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members, _):
            if members.isEmpty {
                output.append("{}")
                return
            }
            output.append("{ ")
            for (index, member) in members.enumerated() {
                if index > 0 { output.append(", ") }
                output.appendQuoted(member.key)
                output.append(": ")
                member.value.writeSingleLine(into: &output)
            }
            output.append(" }")
        default:
            write(into: &output, indent: 0, prefixWidth: 0)
        }
    }

    /// `text` as a JSON string literal (see ``JSONString/quoted(_:)``).
    static func quoted(_ text: String) -> String { JSONString.quoted(text) }

    // MARK: - Output

    /// The UTF-8 text being written: one buffer for the whole document.
    private struct Output {
        private var bytes: [UInt8] = []

        /// The bytes written so far.
        var count: Int { bytes.count }

        /// The text written.
        var text: String { String(decoding: bytes, as: UTF8.self) }

        mutating func append(_ byte: UInt8) { bytes.append(byte) }

        mutating func append(_ text: String) {
            let appended: Void? = text.utf8.withContiguousStorageIfAvailable { bytes.append(contentsOf: $0) }
            if appended == nil { bytes.append(contentsOf: text.utf8) }
        }

        /// Appends `text` as a JSON string literal, exactly as ``JSONString/quoted(_:)`` writes it.
        mutating func appendQuoted(_ text: String) {
            let plain: Bool? = text.utf8.withContiguousStorageIfAvailable { utf8 in
                guard !utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F || $0 == 0x22 || $0 == 0x5C }) else {
                    return false
                }
                bytes.append(0x22)
                bytes.append(contentsOf: utf8)
                bytes.append(0x22)
                return true
            }
            if plain != true { append(JSONString.quoted(text)) }
        }

        mutating func appendSpaces(_ count: Int) {
            for _ in 0..<count { bytes.append(0x20) }
        }

        /// Takes back everything written from byte `start` on.
        mutating func removeAll(from start: Int) {
            bytes.removeSubrange(start...)
        }

        /// How many characters the text written from byte `start` on takes: `String.count` of it, read from the
        /// byte count when it is ASCII without a carriage return.
        func width(from start: Int) -> Int {
            let written = bytes[start...]
            guard written.contains(where: { $0 >= 0x80 || $0 == 0x0D }) else { return written.count }
            return String(decoding: written, as: UTF8.self).count
        }
    }
}
