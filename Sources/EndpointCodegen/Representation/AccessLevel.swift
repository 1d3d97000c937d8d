/// The access level written before a generated declaration.
enum AccessLevel: String, Equatable, Sendable {
    /// Visible to importing modules.
    case `public`
    /// Visible inside the module.
    case `internal`
    /// Visible inside the enclosing declaration.
    case `private`
}
