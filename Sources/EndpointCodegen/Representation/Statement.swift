/// One statement inside a function or accessor body.
///
/// Not `indirect`: statements nest only through arrays, so no statement needs a heap box of its own.
enum Statement: Equatable, Sendable {
    /// A single line of code, printed as it is.
    case line(String)
    /// An expression, wrapped across lines when it does not fit.
    case expression(Expression)
    /// `target = value`; when too long, the value continues indented on the next lines.
    case assignment(target: String, value: Expression)
    /// `header {` body `}`, for example `for item in items {`.
    case block(header: String, body: [Statement])
    /// `head { parameter in` body `}`: a multi-statement closure, for example
    /// `let price = try self.priceCents.map { value in`.
    case closure(head: String, parameter: String, body: [Statement])
    /// `guard condition else { body }`, on one line when the body is one short line.
    case guardElse(condition: String, body: [Statement])
    /// `do { body } catch pattern { … }`.
    case doCatch(body: [Statement], catches: [CatchClause])
    /// `switch subject { cases }`.
    case switchOver(subject: String, cases: [SwitchCase])
}

/// One `catch` clause of a ``Statement/doCatch(body:catches:)``.
struct CatchClause: Equatable, Sendable {
    /// What follows `catch`, for example `let error as APIError where error.statusCode == 404`.
    var pattern: String
    /// The statements run when the clause matches.
    var body: [Statement]
}

/// One clause of a ``Statement/switchOver(subject:cases:)``.
struct SwitchCase: Equatable, Sendable {
    /// `case .value` or `default`, without the colon.
    var label: String
    /// The statements; one short line is printed on the label's line.
    var body: [Statement]
}
