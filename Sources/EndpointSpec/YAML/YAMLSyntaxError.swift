/// A YAML syntax error: parsing stops at the first one, as for JSON (``JSONSyntaxError``), because nothing after it
/// can be trusted.
struct YAMLSyntaxError: Error, Sendable {
    /// What is wrong.
    var message: String
    /// Where it is wrong.
    var location: SourceLocation
    /// Extra context, for example where a duplicated key or an anchor was first written.
    var notes: [(String, SourceLocation)] = []
}
