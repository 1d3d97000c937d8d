/// Accumulates lines of Swift source with push/pop indentation and tidy blank lines.
///
/// Blank lines never repeat, never open a scope and never precede its closing brace, so callers can ask for
/// separation freely and the output stays clean.
struct CodePrinter {
    /// One level of indentation.
    static let indentation = "    "

    /// The lines written so far, without line terminators.
    private(set) var lines: [String] = []
    /// The current indentation depth.
    private(set) var depth = 0

    /// Creates an empty printer.
    init() {}

    /// The number of columns the current indentation takes.
    var indentWidth: Int { depth * CodePrinter.indentation.count }

    // MARK: Writing

    /// Writes `text` on its own line at the current indentation; an empty `text` writes a blank line.
    mutating func write(_ text: String) {
        if text.isEmpty {
            writeBlankLine()
        } else {
            lines.append(String(repeating: CodePrinter.indentation, count: depth) + text)
        }
    }

    /// Writes a blank line unless the output is empty, already ends with one, or ends by opening a scope.
    mutating func writeBlankLine() {
        guard let last = lines.last, !last.isEmpty, !last.hasSuffix("{") else { return }
        lines.append("")
    }

    /// Writes `header {` and indents what follows.
    mutating func open(_ header: String) {
        write(header + " {")
        push()
    }

    /// Outdents and writes `}` followed by `suffix` (for example ` catch {`, which re-opens a scope).
    mutating func close(_ suffix: String = "") {
        pop()
        write("}" + suffix)
        if suffix.hasSuffix("{") { push() }
    }

    // MARK: Indentation

    /// Indents what follows by one level.
    mutating func push() { depth += 1 }

    /// Outdents what follows by one level, dropping blank lines left at the end of the scope.
    mutating func pop() {
        while lines.last?.isEmpty == true { lines.removeLast() }
        depth = max(0, depth - 1)
    }

    // MARK: Output

    /// The text written, one `\n` after each line and none after trailing blank lines.
    var contents: String {
        var count = lines.count
        while count > 0, lines[count - 1].isEmpty { count -= 1 }
        var result = ""
        result.reserveCapacity(lines[..<count].reduce(count) { $0 + $1.utf8.count })
        for line in lines[..<count] {
            result += line
            result += "\n"
        }
        return result
    }
}
