/// `typealias Name = Type`.
struct TypeAliasDeclaration: Equatable, Sendable {
    /// `///` lines without the slashes.
    var documentation: [String] = []
    /// The access level, or `nil` for none.
    var access: AccessLevel? = .public
    /// The alias name.
    var name: String
    /// The aliased type.
    var type: SwiftType
}
