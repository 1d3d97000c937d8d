/// Renders diagnostics the way compilers do: `path:line:column: error: message`, optionally followed by the
/// offending source line and a caret under the column.
public struct DiagnosticRenderer: Sendable {
    /// The spec's text, used to show source excerpts; `nil` renders one line per diagnostic.
    public var source: [UInt8]?

    /// Creates a renderer; pass the spec's `source` to include an excerpt under each diagnostic.
    public init(source: [UInt8]? = nil) {
        self.source = source
    }

    /// `path:line:column: severity: message`, plus the source line and a caret when the source is known.
    public func render(_ diagnostic: Diagnostic) -> String {
        guard let line = sourceLine(diagnostic.location.line) else { return diagnostic.description }
        let prefix = line.unicodeScalars.prefix(max(0, diagnostic.location.column - 1))
        let padding = String(String.UnicodeScalarView(prefix.map { $0 == "\t" ? "\t" : " " }))
        return "\(diagnostic.description)\n\(line)\n\(padding)^"
    }

    /// Every diagnostic rendered, one after another, each ending in a newline.
    public func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { render($0) + "\n" }.joined()
    }

    /// `2 errors, 1 warning`, or `no problems`.
    public static func summary(of diagnostics: [Diagnostic]) -> String {
        let errors = diagnostics.count { $0.severity == .error }
        let warnings = diagnostics.count { $0.severity == .warning }
        guard errors + warnings > 0 else { return "no problems" }
        var parts: [String] = []
        if errors > 0 { parts.append("\(errors) error\(errors == 1 ? "" : "s")") }
        if warnings > 0 { parts.append("\(warnings) warning\(warnings == 1 ? "" : "s")") }
        return parts.joined(separator: ", ")
    }

    private func sourceLine(_ number: Int) -> String? {
        guard let source, number >= 1 else { return nil }
        var currentLine = 1
        var start = 0
        var index = 0
        while index < source.count, currentLine < number {
            let isBreak =
                source[index] == UInt8(ascii: "\n")
                || (source[index] == UInt8(ascii: "\r")
                    && (index + 1 == source.count || source[index + 1] != UInt8(ascii: "\n")))
            if isBreak {
                currentLine += 1
                start = index + 1
            }
            index += 1
        }
        guard currentLine == number, start <= source.count else { return nil }
        var end = start
        while end < source.count, source[end] != UInt8(ascii: "\n"), source[end] != UInt8(ascii: "\r") { end += 1 }
        return String(decoding: source[start..<end], as: UTF8.self)
    }
}
