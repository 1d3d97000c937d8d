/// Accumulates lines of Swift source with push/pop indentation and tidy blank lines.
///
/// Blank lines never repeat, never open a scope and never precede its closing brace, so callers can ask for
/// separation freely and the output stays clean. Lines are written straight into one string: a blank line is
/// only remembered until the next line is written (and forgotten when a scope closes or the output ends).
struct CodePrinter {
    /// One level of indentation.
    static let indentation = "    "

    /// The text written so far; every line ends with `\n`, and pending blank lines are not in it yet.
    private(set) var text = ""
    /// The current indentation depth.
    private(set) var depth = 0
    /// Whether a blank line is due before the next line written.
    private var isBlankLinePending = false
    /// Whether the last line written opens a scope (ends with `{`), so no blank line may follow it.
    private var lastLineOpensScope = false
    /// Where the current (or last) line starts in ``text``, in UTF-8 bytes.
    private var lineStart = 0

    /// Creates an empty printer.
    init() {}

    /// Creates an empty printer whose text can grow to `capacity` UTF-8 bytes without reallocating.
    init(reservingCapacity capacity: Int) {
        text.reserveCapacity(capacity)
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
        text += line
        endLine()
    }

    /// Writes `first` and `second` as one line at the current indentation, without joining them first.
    mutating func write(_ first: String, _ second: String) {
        guard !first.isEmpty || !second.isEmpty else {
            writeBlankLine()
            return
        }
        beginLine()
        text += first
        text += second
        endLine()
    }

    /// Writes a blank line unless the output is empty, already ends with one, or ends by opening a scope.
    mutating func writeBlankLine() {
        guard !text.isEmpty, !lastLineOpensScope else { return }
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
    /// ``endLine()``. The line's text must not be empty: write blank lines with ``writeBlankLine()``.
    mutating func beginLine() {
        if isBlankLinePending {
            text += "\n"
            isBlankLinePending = false
        }
        lineStart = text.utf8.count
        for _ in 0..<depth { text += CodePrinter.indentation }
    }

    /// Appends `part` to the line begun with ``beginLine()``.
    mutating func append(_ part: String) {
        text += part
    }

    /// Ends the line begun with ``beginLine()``.
    mutating func endLine() {
        lastLineOpensScope = lastLineEndsWithBrace()
        text += "\n"
    }

    /// Whether the current line ends with the character `{`, as `String.hasSuffix("{")` answers: read from its
    /// last two bytes, since only a non-ASCII character (a prepended mark) can join a `{` that follows it.
    private func lastLineEndsWithBrace() -> Bool {
        let bytes = text.utf8
        guard bytes.last == UInt8(ascii: "{") else { return false }
        let brace = bytes.index(before: bytes.endIndex)
        let lineStartIndex = bytes.index(bytes.startIndex, offsetBy: lineStart)
        guard brace > lineStartIndex, bytes[bytes.index(before: brace)] >= 0x80 else { return true }
        return text[lineStartIndex...].hasSuffix("{")
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
    var contents: String { text }
}
