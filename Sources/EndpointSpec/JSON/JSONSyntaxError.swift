/// A JSON syntax error: parsing stops at the first one because nothing after it can be trusted.
struct JSONSyntaxError: Error, Sendable {
    /// What is wrong.
    var message: String
    /// Where it is wrong.
    var location: SourceLocation
}
