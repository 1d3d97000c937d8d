/// One statement inside a function or accessor body.
///
/// Not `indirect`: statements nest only through arrays, so no statement needs a heap box of its own.
enum Statement: Equatable, Sendable {
    /// An expression, wrapped across lines when it does not fit.
    case expression(Expression)
    /// `let name: Type = value` (`var` when `isMutable`).
    case variable(isMutable: Bool, name: String, type: SwiftType?, value: Expression)
    /// `target = value`; when too long, the value continues indented on the next lines.
    case assignment(target: Expression, value: Expression)
    /// `_ = value`: runs the expression and drops its result.
    case discard(Expression)
    /// `return value`, or a bare `return`.
    case `return`(Expression?)
    /// `throw error`.
    case `throw`(Expression)
    /// `let name = head { parameter in` body `}`: a local bound to a call with a multi-statement trailing closure,
    /// for example `let price = try self.priceCents.map { value in`.
    case closureBinding(name: String, head: Expression, parameter: String, body: [Statement])
    /// `guard let name = value else { body }`, on one line when the body is one short line.
    case guardLet(name: String, value: Expression, elseBody: [Statement])
    /// `do { body } catch pattern { … }`.
    case doCatch(body: [Statement], catches: [CatchClause])
    /// `switch subject { cases }`.
    case switchOver(subject: Expression, cases: [SwitchCase])
}

/// One `catch` clause of a ``Statement/doCatch(body:catches:)``: `catch let name as Type where condition`, or
/// `catch Type.enumCase(let name) where condition`.
struct CatchClause: Equatable, Sendable {
    /// The name the error (or the case's payload) is bound to.
    var name: String
    /// The error type the clause matches (`as Type`), or `nil` for every error.
    var type: SwiftType?
    /// The case of `type` the clause matches, binding its payload to `name`; `nil` matches any value of `type`.
    var enumCase: String? = nil
    /// The `where` condition, if any.
    var condition: Expression?
    /// The statements run when the clause matches.
    var body: [Statement]
}

/// One clause of a ``Statement/switchOver(subject:cases:)``.
struct SwitchCase: Equatable, Sendable {
    /// What a clause matches.
    enum Pattern: Equatable, Sendable {
        /// `case a, b`: any of the expressions.
        case values([Expression])
        /// `case .name(let binding)`: an enum case, its payload bound to a name when `binding` is set.
        case enumCase(String, binding: String?)
        /// `default`.
        case `default`
    }

    /// What the clause matches.
    var pattern: Pattern
    /// The statements; one short line is printed on the label's line.
    var body: [Statement]
}
