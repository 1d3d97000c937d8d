/// A stored or computed property.
struct VariableDeclaration: Equatable, Sendable {
    /// `///` lines without the slashes.
    var documentation: [String] = []
    /// Attributes written on their own line before the declaration.
    var attributes: [String] = []
    /// The access level, or `nil` for none.
    var access: AccessLevel? = .public
    /// Whether the property is `static`.
    var isStatic = false
    /// `var` when `true`, `let` otherwise; computed properties are always `var`.
    var isMutable = false
    /// The property name, escaped where needed.
    var name: String
    /// The declared type, or `nil` to infer it from `value`.
    var type: SwiftType?
    /// The initial value of a stored property.
    var value: Expression?
    /// The getter body of a computed property.
    var getter: [Statement]?
    /// The setter body of a computed property (which then prints `get { … }` and `set { … }`), with `newValue`.
    var setter: [Statement]?
}
