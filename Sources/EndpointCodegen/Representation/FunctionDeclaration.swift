/// A function or initializer declaration.
struct FunctionDeclaration: Equatable, Sendable {
    /// What is declared.
    enum Kind: Equatable, Sendable {
        /// `func name(…)`.
        case function(String)
        /// `init(…)`.
        case initializer
    }

    /// `///` lines without the slashes.
    var documentation: [String] = []
    /// Attributes written on their own line before the declaration.
    var attributes: [String] = []
    /// The access level, or `nil` for none.
    var access: AccessLevel? = .public
    /// Whether the function is `static`.
    var isStatic = false
    /// A function or an initializer.
    var kind: Kind
    /// Generic parameters (`<Body, Headers>`), written after the name.
    var genericParameters: [String] = []
    /// The parameters, in order.
    var parameters: [FunctionParameter] = []
    /// Whether the function is `async`.
    var isAsync = false
    /// Whether the function `throws`.
    var isThrowing = false
    /// The return type, or `nil` for none.
    var returnType: SwiftType?
    /// The body statements, or `nil` for a requirement without a body.
    var body: [Statement]?
}

/// One parameter of a function signature: `label name: Type = default`.
struct FunctionParameter: Equatable, Sendable {
    /// The argument label when it differs from `name` (`_` for unlabeled), otherwise `nil`.
    var label: String?
    /// The parameter name used inside the body, escaped where needed.
    var name: String
    /// The parameter's type.
    var type: SwiftType
    /// The default value expression, if any.
    var defaultValue: Expression?

    /// Creates a parameter.
    init(label: String? = nil, name: String, type: SwiftType, defaultValue: Expression? = nil) {
        self.label = label
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
    }
}
