/// The outcome of parsing a JSON document.
struct JSONParseResult: Sendable {
    /// The document's root value, or `nil` when a syntax error stopped parsing.
    var root: JSONNode?
    /// Syntax errors and recoverable problems such as duplicate keys.
    var log: DiagnosticLog
}
