/// An expression the renderer can wrap across lines: calls and collection literals break one element per line.
///
/// Only the cases that contain an expression directly are `indirect`; names and literals are stored inline.
enum Expression: Equatable, Sendable {
    /// Swift a user wrote in the spec (a `using` conversion, an `invalid` or repository error), printed as it is.
    case raw(String)
    /// A name: a parameter, local, property or type, for example `id`, `self`, `$0` or `Endpoint`.
    case identifier(String)
    /// A literal already spelled as Swift: `"text"`, `10`, `true`, `nil`.
    case literal(String)
    /// `.name`: an implicit member, for example `.get` or `.wrapped`.
    case implicitMember(String)
    /// A type in expression position, for example the base of `String.self` or the callee of `UUID(uuidString:)`.
    case type(SwiftType)
    /// `\.name`.
    case keyPath(String)
    /// `base.name`.
    indirect case member(Expression, String)
    /// `base?`, the start of an optional chain such as `value?.toDomain()`.
    indirect case optionalChain(Expression)
    /// `base[index]`.
    indirect case subscripted(Expression, Expression)
    /// `callee(label: value, …)`.
    indirect case call(Expression, [Argument])
    /// `callee { body }`: a call whose only argument is a one-expression trailing closure, for example
    /// `items.map { try $0.toDomain() }`.
    indirect case trailingClosure(Expression, body: Expression)
    /// `{ body }`: a closure of one expression, its parameters `$0`, `$1`… (a pagination rule's `{ $0.data }`).
    indirect case closure(Expression)
    /// `try expression`.
    indirect case `try`(Expression)
    /// `try? expression`.
    indirect case tryOptional(Expression)
    /// `await expression`.
    indirect case await(Expression)
    /// `[element, …]`.
    case array([Expression])
    /// `[key: value, …]`; empty prints `[:]`.
    case dictionary([DictionaryEntry])
    /// `lhs op rhs`; when too long, `op rhs` continues on the next line, for example `?? defaultValue`.
    indirect case infix(Expression, String, Expression)
    /// An expression the layout never breaks, printed on one line even past the column limit; an assignment of
    /// one is not broken after its `=` either. Coding calls, conversions and parameter values are printed this
    /// way: one line each, the shape generated code has always had.
    indirect case singleLine(Expression)
    /// `if case .name(let name)? = subject { body } else if … else { fallback }`: an `if` expression matching enum
    /// cases, as a closure's whole body (`if` expressions are not operands).
    indirect case ifCase([IfCaseBranch], else: Expression)

    /// One `if case` of an ``Expression/ifCase(_:else:)``.
    struct IfCaseBranch: Equatable, Sendable {
        /// The enum case matched (escaped as needed).
        var caseName: String
        /// The name its payload is bound to.
        var binding: String
        /// The value matched.
        var subject: Expression
        /// Whether `subject` is optional, so the pattern ends in `?`.
        var subjectIsOptional: Bool
        /// The value when the case matches.
        var body: Expression

        /// `case .name(let name)? = subject`.
        var condition: String {
            "case ." + caseName + "(let " + binding + ")" + (subjectIsOptional ? "?" : "") + " = " + subject.text
        }
    }

    // MARK: Building

    /// `self.name`.
    func member(_ name: String) -> Expression { .member(self, name) }

    /// `self?.name` when `isOptional`, `self.name` otherwise.
    func member(_ name: String, optionalChaining isOptional: Bool) -> Expression {
        .member(isOptional ? .optionalChain(self) : self, name)
    }

    /// `self(arguments…)`.
    func call(_ arguments: [Argument] = []) -> Expression { .call(self, arguments) }

    /// `Type.self`.
    static func metatype(_ type: SwiftType) -> Expression { .member(.type(type), "self") }

    /// A string literal for `text`, escaped as needed.
    static func string(_ text: String) -> Expression { .literal(SwiftLiteral.string(text)) }

    /// `nil`.
    static let `nil` = Expression.literal("nil")
}

/// One argument of an ``Expression/call(_:_:)``.
struct Argument: Equatable, Sendable {
    /// The argument label as written in the call (see ``callLabel(_:)``), or `nil` for an unlabeled argument.
    var label: String?
    /// The argument value.
    var value: Expression

    /// Creates an argument; `label` may be escaped (`` `default` ``), as a parameter name is.
    init(_ label: String?, _ value: Expression) {
        self.label = label.map(Self.callLabel)
        self.value = value
    }

    /// `label` as an argument list writes it: a keyword needs no backticks there (`f(default: 1)`; escaping it is
    /// a compiler warning), except `inout`, `var` and `let`, and `_`, which would mean no label.
    static func callLabel(_ label: String) -> String {
        guard label.count > 2, label.hasPrefix("`"), label.hasSuffix("`") else { return label }
        let word = String(label.dropFirst().dropLast())
        return keywordsEscapedInArguments.contains(word) ? label : word
    }

    /// The keywords an argument label still writes in backticks.
    private static let keywordsEscapedInArguments: Set<String> = ["inout", "var", "let", "_"]
}

/// One `key: value` entry of an ``Expression/dictionary(_:)``.
struct DictionaryEntry: Equatable, Sendable {
    /// The key expression.
    var key: Expression
    /// The value expression.
    var value: Expression
}
