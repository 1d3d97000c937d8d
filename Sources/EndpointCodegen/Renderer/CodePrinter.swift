/// Accumulates lines of Swift source with push/pop indentation and tidy blank lines.
///
/// Blank lines never repeat, never open a scope and never precede its closing brace, so callers can ask for
/// separation freely and the output stays clean. Lines go straight into one UTF-8 buffer: a blank line is only
/// remembered until the next line is written (and forgotten when a scope closes or the output ends), and a line
/// can be written in parts (``beginLine()``, ``append(_:)``, ``endLine()``), measured, and taken back
/// (``discardLine()``) to be written differently when it is too wide.
///
/// The buffer is raw memory the printer owns (it cannot be copied): appending a string is one `memcpy`, with no
/// generic `Array` call, which matters in the build plugin's debug (`-Onone`) generator.
struct CodePrinter: ~Copyable {
    /// One level of indentation.
    static let indentation = "    "

    /// The UTF-8 text written so far (``count`` bytes of ``capacity``); every finished line ends with `\n`;
    /// pending blank lines are not in it yet.
    private var base: UnsafeMutablePointer<UInt8>
    /// The number of bytes written.
    private var count = 0
    /// The number of bytes ``base`` holds.
    private var capacity: Int
    /// The current indentation depth.
    private(set) var depth = 0
    /// Whether a blank line is due before the next line written.
    private var isBlankLinePending = false
    /// Whether the last line written opens a scope (ends with `{`), so no blank line may follow it.
    private var lastLineOpensScope = false
    /// Where the current (or last) line starts in ``base``, before its indentation.
    private var lineStart = 0
    /// Where the current (or last) line's text starts in ``base``, after its indentation.
    private var lineTextStart = 0
    /// Whether the current line was begun by writing the pending blank line before it.
    private var lineWritesBlankLine = false

    /// Creates an empty printer.
    init() {
        self.init(reservingCapacity: 256)
    }

    /// Creates an empty printer whose buffer can grow to `capacity` UTF-8 bytes without reallocating.
    init(reservingCapacity capacity: Int) {
        self.capacity = max(capacity, 16)
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
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
        guard count > 0, !lastLineOpensScope else { return }
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
        let indentation = depth * 4
        reserve(indentation + 1)
        if isBlankLinePending {
            base[count] = CodePrinter.newline
            count += 1
            isBlankLinePending = false
        }
        lineStart = count
        var index = 0
        while index < indentation {
            base[count + index] = CodePrinter.space
            index += 1
        }
        count += indentation
        lineTextStart = count
    }

    /// Appends `part` to the line begun with ``beginLine()``.
    mutating func append(_ part: String) {
        var part = part
        part.withUTF8 { appendBytes($0) }
    }

    /// Appends the UTF-8 `bytes`.
    private mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        reserve(bytes.count)
        UnsafeMutableRawPointer(base + count).copyMemory(from: source, byteCount: bytes.count)
        count += bytes.count
    }

    /// Ends the line begun with ``beginLine()``.
    mutating func endLine() {
        lastLineOpensScope = lineEndsWithBrace()
        reserve(1)
        base[count] = CodePrinter.newline
        count += 1
    }

    /// Takes back the line begun with ``beginLine()``, and the blank line it wrote first (pending again).
    mutating func discardLine() {
        count = lineStart
        if lineWritesBlankLine {
            count -= 1
            isBlankLinePending = true
        }
    }

    /// Takes back the current line's text after its first `length` UTF-8 bytes, to write it on differently.
    mutating func truncateLine(toLength length: Int) {
        count = lineTextStart + length
    }

    /// The current line's text so far (after its indentation).
    var lineText: String { String(decoding: bytes(from: lineTextStart), as: UTF8.self) }

    /// The UTF-8 length of the current line's text so far (after its indentation).
    var lineLength: Int { count - lineTextStart }

    /// The number of characters of the current line's text so far (after its indentation): exactly
    /// `String.count` of that text, read from the byte count when the text is ASCII without a carriage return.
    var lineWidth: Int {
        let text = bytes(from: lineTextStart)
        if ByteScan.isSingleByteText(text) { return text.count }
        return String(decoding: text, as: UTF8.self).count
    }

    /// Whether the current line ends with the character `{`, as `String.hasSuffix("{")` answers: read from its
    /// last two bytes, since only a non-ASCII character (a prepended mark) can join a `{` that follows it.
    private func lineEndsWithBrace() -> Bool {
        guard count > 0, base[count - 1] == CodePrinter.openingBrace else { return false }
        let brace = count - 1
        guard brace > lineStart, base[brace - 1] >= 0x80 else { return true }
        return String(decoding: bytes(from: lineStart), as: UTF8.self).hasSuffix("{")
    }

    // MARK: Storage

    /// `\n`, ` ` and `{`, as constants (`UInt8(ascii:)` is a call at `-Onone`).
    private static let newline: UInt8 = 0x0A
    private static let space: UInt8 = 0x20
    private static let openingBrace: UInt8 = 0x7B

    /// The bytes written from `start` on.
    private func bytes(from start: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: base + start, count: count - start)
    }

    /// Makes room for `additional` more bytes, at least doubling the buffer when it grows.
    private mutating func reserve(_ additional: Int) {
        guard count + additional > capacity else { return }
        let newCapacity = max(capacity * 2, count + additional)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        UnsafeMutableRawPointer(newBase).copyMemory(from: base, byteCount: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
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
    var contents: String { String(decoding: bytes(from: 0), as: UTF8.self) }
}
