/// Renders diagnostics the way compilers do: `path:line:column: error: message`, followed by the offending source
/// line and a caret under the column when the file's text is known.
///
/// ```
/// spec.json:4:7: error: unknown key 'metod' in endpoint 'getProduct'; did you mean 'method'?
///       "metod": "GET",
///       ^
/// ```
public struct DiagnosticRenderer: Sendable {
    /// The widest excerpt shown, in Unicode scalars; longer lines (a minified document) are cut around the column.
    public static let maximumExcerptWidth = 120

    /// The text of each file by path, used to show source excerpts.
    public var sources: [String: [UInt8]]
    /// A text shown for every diagnostic whose file is not in ``sources``.
    public var source: [UInt8]?

    /// Creates a renderer; pass the spec's `source` to include an excerpt under each diagnostic.
    public init(source: [UInt8]? = nil) {
        self.sources = [:]
        self.source = source
    }

    /// Creates a renderer that shows excerpts from `sources`, the text of each file by the path diagnostics name
    /// (``SpecLoadResult/sources``); diagnostics in other files are rendered as one line.
    public init(sources: [String: [UInt8]]) {
        self.sources = sources
        self.source = nil
    }

    // MARK: - Rendering

    /// `path:line:column: severity: message`, plus the source line and a caret when the source is known.
    public func render(_ diagnostic: Diagnostic) -> String {
        var tables: [String: LineTable] = [:]
        return render(diagnostic, tables: &tables)
    }

    /// Every diagnostic rendered, one after another, each ending in a newline; each file's lines are found once.
    public func render(_ diagnostics: [Diagnostic]) -> String {
        var tables: [String: LineTable] = [:]
        return diagnostics.map { render($0, tables: &tables) + "\n" }.joined()
    }

    private func render(_ diagnostic: Diagnostic, tables: inout [String: LineTable]) -> String {
        let file = diagnostic.location.file
        guard let text = sources[file] ?? source else { return diagnostic.description }
        if tables[file] == nil { tables[file] = LineTable(text) }
        guard let line = tables[file]?.line(diagnostic.location.line, in: text) else {
            return diagnostic.description
        }
        let (excerpt, caretOffset) = Self.excerpt(of: line, column: diagnostic.location.column)
        // Tabs stay tabs under the excerpt so the caret lines up whatever the terminal's tab width.
        let padding = String(
            String.UnicodeScalarView(excerpt.unicodeScalars.prefix(caretOffset).map { $0 == "\t" ? "\t" : " " })
        )
        let overhang = String(repeating: " ", count: max(0, caretOffset - excerpt.unicodeScalars.count))
        return "\(diagnostic.description)\n\(excerpt)\n\(padding)\(overhang)^"
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

    // MARK: - Excerpts

    /// The part of `line` to show and how many of its scalars come before the caret for the 1-based `column`
    /// (which may lie past the end of the line, for a problem at its end).
    static func excerpt(of line: String, column: Int) -> (text: String, caretOffset: Int) {
        let scalars = Array(line.unicodeScalars)
        let offset = max(0, column - 1)
        guard scalars.count > maximumExcerptWidth else { return (line, offset) }
        let ellipsis = "..."
        let context = maximumExcerptWidth / 2
        let start = max(0, min(offset - context, scalars.count - maximumExcerptWidth))
        let end = min(scalars.count, start + maximumExcerptWidth)
        var text = String(String.UnicodeScalarView(scalars[start..<end]))
        var caretOffset = offset - start
        if start > 0 {
            text = ellipsis + text
            caretOffset += ellipsis.count
        }
        if end < scalars.count { text += ellipsis }
        return (text, caretOffset)
    }
}
