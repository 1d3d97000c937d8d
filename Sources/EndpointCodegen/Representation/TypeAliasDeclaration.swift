/// `typealias Name = Type`.
struct TypeAliasDeclaration: Equatable, Sendable {
    /// `///` lines without the slashes.
    var documentation: [String] = []
    /// Attributes written on their own line before the declaration, for example `@available(*, deprecated)`.
    var attributes: [String] = []
    /// The access level, or `nil` for none.
    var access: AccessLevel? = .public
    /// The alias name.
    var name: String
    /// The aliased type.
    var type: SwiftType
}
