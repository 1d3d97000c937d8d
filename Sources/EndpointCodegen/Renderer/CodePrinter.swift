/// Accumulates lines of Swift source with push/pop indentation and tidy blank lines.
///
/// Blank lines never repeat, never open a scope and never precede its closing brace, so callers can ask for
/// separation freely and the output stays clean. Lines go straight into one UTF-8 buffer: a blank line is only
/// remembered until the next line is written (and forgotten when a scope closes or the output ends), and a line
/// can be written in parts (``beginLine()``, ``append(_:)``, ``endLine()``), measured, and taken back
/// (``discardLine()``) to be written differently when it is too wide.
struct CodePrinter: TextBuffer {
    /// One level of indentation.
    static let indentation = "    "

    /// The UTF-8 text written so far; every finished line ends with `\n`; pending blank lines are not in it yet.
    private var bytes: [UInt8] = []
    /// The current indentation depth.
    private(set) var depth = 0
    /// Whether a blank line is due before the next line written.
    private var isBlankLinePending = false
    /// Whether the last line written opens a scope (ends with `{`), so no blank line may follow it.
    private var lastLineOpensScope = false
    /// Where the current (or last) line starts in ``bytes``, before its indentation.
    private var lineStart = 0
    /// Where the current (or last) line's text starts in ``bytes``, after its indentation.
    private var lineTextStart = 0
    /// Whether the current line was begun by writing the pending blank line before it.
    private var lineWritesBlankLine = false

    /// Creates an empty printer.
    init() {}

    /// Creates an empty printer whose buffer can grow to `capacity` UTF-8 bytes without reallocating.
    init(reservingCapacity capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// The number of columns the current indentation takes.
    var indentWidth: Int { depth * 4 }

    // MARK: Writing

    /// Writes `line` on its own line at the current indentation; an empty `line` writes a blank line.
    mutating func write(_ line: String) {
        guard !line.isEmpty else {
            writeBlankLine()
            return
        }
        beginLine()
        append(line)
        endLine()
    }

    /// Writes `first` and `second` as one line at the current indentation, without joining them first.
    mutating func write(_ first: String, _ second: String) {
        guard !first.isEmpty || !second.isEmpty else {
            writeBlankLine()
            return
        }
        beginLine()
        append(first)
        append(second)
        endLine()
    }

    /// Writes a blank line unless the output is empty, already ends with one, or ends by opening a scope.
    mutating func writeBlankLine() {
        guard !bytes.isEmpty, !lastLineOpensScope else { return }
        isBlankLinePending = true
    }

    /// Writes `header {` and indents what follows.
    mutating func open(_ header: String) {
        write(header, " {")
        push()
    }

    /// Outdents and writes `}` followed by `suffix` (for example ` catch {`, which re-opens a scope).
    mutating func close(_ suffix: String = "") {
        pop()
        write("}", suffix)
        if suffix.hasSuffix("{") { push() }
    }

    // MARK: Lines in parts

    /// Starts a line at the current indentation (after a pending blank line); ``append(_:)`` its text, then
    /// ``endLine()`` or ``discardLine()``. The line's text must not be empty: blank lines come from
    /// ``writeBlankLine()``.
    mutating func beginLine() {
        lineWritesBlankLine = isBlankLinePending
        if isBlankLinePending {
            bytes.append(UInt8(ascii: "\n"))
            isBlankLinePending = false
        }
        lineStart = bytes.count
        for _ in 0..<depth * 4 { bytes.append(UInt8(ascii: " ")) }
        lineTextStart = bytes.count
    }

    /// Appends `part` to the line begun with ``beginLine()``.
    mutating func append(_ part: String) {
        let appended: Void? = part.utf8.withContiguousStorageIfAvailable { bytes.append(contentsOf: $0) }
        if appended == nil { bytes.append(contentsOf: part.utf8) }
    }

    /// Ends the line begun with ``beginLine()``.
    mutating func endLine() {
        lastLineOpensScope = lineEndsWithBrace()
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Takes back the line begun with ``beginLine()``, and the blank line it wrote first (pending again).
    mutating func discardLine() {
        bytes.removeSubrange(lineStart...)
        if lineWritesBlankLine {
            bytes.removeLast()
            isBlankLinePending = true
        }
    }

    /// Takes back the current line's text after its first `length` UTF-8 bytes, to write it on differently.
    mutating func truncateLine(toLength length: Int) {
        bytes.removeSubrange((lineTextStart + length)...)
    }

    /// The current line's text so far (after its indentation).
    var lineText: String { String(decoding: bytes[lineTextStart...], as: UTF8.self) }

    /// The UTF-8 length of the current line's text so far (after its indentation).
    var lineLength: Int { bytes.count - lineTextStart }

    /// The number of characters of the current line's text so far (after its indentation): exactly
    /// `String.count` of that text, read from the byte count when the text is ASCII without a carriage return.
    var lineWidth: Int {
        let isSingleByte = bytes.withUnsafeBufferPointer { buffer in
            ByteScan.isSingleByteText(UnsafeBufferPointer(rebasing: buffer[lineTextStart...]))
        }
        if isSingleByte { return bytes.count - lineTextStart }
        return String(decoding: bytes[lineTextStart...], as: UTF8.self).count
    }

    /// Whether the current line ends with the character `{`, as `String.hasSuffix("{")` answers: read from its
    /// last two bytes, since only a non-ASCII character (a prepended mark) can join a `{` that follows it.
    private func lineEndsWithBrace() -> Bool {
        guard let last = bytes.last, last == UInt8(ascii: "{") else { return false }
        let brace = bytes.count - 1
        guard brace > lineStart, bytes[brace - 1] >= 0x80 else { return true }
        return String(decoding: bytes[lineStart...], as: UTF8.self).hasSuffix("{")
    }

    // MARK: Indentation

    /// Indents what follows by one level.
    mutating func push() { depth += 1 }

    /// Outdents what follows by one level, dropping blank lines left at the end of the scope.
    mutating func pop() {
        isBlankLinePending = false
        depth = max(0, depth - 1)
    }

    // MARK: Output

    /// The text written, one `\n` after each line and none after trailing blank lines.
    var contents: String { String(decoding: bytes, as: UTF8.self) }
}
