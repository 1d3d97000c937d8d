/// Collects diagnostics while a spec is parsed, decoded and validated, keeping each note with its error.
struct DiagnosticLog: Sendable {
    /// One error or warning and the notes that explain it.
    struct Entry: Sendable {
        /// The error or warning.
        var primary: Diagnostic
        /// Notes shown right after it, for example where a duplicated key was first written.
        var notes: [Diagnostic]
    }

    /// Everything logged so far, in the order it was logged.
    private(set) var entries: [Entry] = []

    /// Whether any error was logged.
    var hasErrors: Bool { entries.contains { $0.primary.severity == .error } }

    // MARK: - Logging

    /// Logs an error, optionally with notes as `(message, location)` pairs.
    mutating func error(_ message: String, at location: SourceLocation, notes: [(String, SourceLocation)] = []) {
        append(.error, message, at: location, notes: notes)
    }

    /// Logs a warning, optionally with notes as `(message, location)` pairs.
    mutating func warning(_ message: String, at location: SourceLocation, notes: [(String, SourceLocation)] = []) {
        append(.warning, message, at: location, notes: notes)
    }

    /// Appends every entry of `other`.
    mutating func append(contentsOf other: DiagnosticLog) {
        entries.append(contentsOf: other.entries)
    }

    /// Appends `diagnostics`, a flat list as ``sortedDiagnostics`` produces it: each note stays with the error or
    /// warning before it.
    mutating func append(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            if diagnostic.severity == .note, !entries.isEmpty {
                entries[entries.count - 1].notes.append(diagnostic)
            } else {
                entries.append(Entry(primary: diagnostic, notes: []))
            }
        }
    }

    private mutating func append(
        _ severity: Diagnostic.Severity,
        _ message: String,
        at location: SourceLocation,
        notes: [(String, SourceLocation)]
    ) {
        let primary = Diagnostic(severity, message, at: location)
        entries.append(Entry(primary: primary, notes: notes.map { Diagnostic(.note, $0.0, at: $0.1) }))
    }

    /// Appends the notes `notes` gives for each error or warning logged from entry `start` on.
    mutating func annotate(from start: Int, _ notes: (Diagnostic) -> [Diagnostic]) {
        guard start < entries.count else { return }
        for index in start..<entries.count {
            entries[index].notes.append(contentsOf: notes(entries[index].primary))
        }
    }

    /// How many entries are logged.
    var count: Int { entries.count }

    // MARK: - Reading

    /// Every diagnostic sorted by the location of its error or warning, each followed by its notes;
    /// exact repeats of an entry are dropped.
    var sortedDiagnostics: [Diagnostic] {
        var seen = Set<Diagnostic>()
        let unique = entries.filter { seen.insert($0.primary).inserted }
        let sorted = unique.enumerated().sorted { lhs, rhs in
            lhs.element.primary.location == rhs.element.primary.location
                ? lhs.offset < rhs.offset : lhs.element.primary.location < rhs.element.primary.location
        }
        return sorted.flatMap { [$0.element.primary] + $0.element.notes }
    }
}
