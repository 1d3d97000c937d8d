/// A YAML syntax error: parsing stops at the first one, as for JSON (``JSONSyntaxError``), because nothing after it
/// can be trusted.
///
/// A class, so that a thrown error is one pointer: every `try` in the parser's recursion reserves room for the
/// error it may throw, and the frames on that path bound how deeply a document can nest (YAMLStackDepthTests).
final class YAMLSyntaxError: Error, Sendable {
    /// What is wrong.
    let message: String
    /// Where it is wrong.
    let location: SourceLocation
    /// Extra context, for example where a duplicated key or an anchor was first written.
    let notes: [(String, SourceLocation)]

    init(message: String, location: SourceLocation, notes: [(String, SourceLocation)] = []) {
        self.message = message
        self.location = location
        self.notes = notes
    }
}
