/// The outcome of parsing a JSON document.
struct JSONParseResult: Sendable {
    /// The document's root value, or `nil` when a syntax error stopped parsing.
    var root: JSONNode?
    /// Syntax errors and recoverable problems such as duplicate keys.
    var log: DiagnosticLog
    /// `false` only when the parser saw that no `$ref` in the document holds a string other than a local pointer
    /// (`#…`), so no other file can be referenced and bundling (``ReferenceBundler``) has nothing to do.
    var mayReferToOtherFiles = true
}
