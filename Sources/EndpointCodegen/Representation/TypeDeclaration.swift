/// A struct or enum declaration.
struct TypeDeclaration: Equatable, Sendable {
    /// `///` lines without the slashes.
    var documentation: [String] = []
    /// Attributes written on their own line before the declaration, for example `@available(*, deprecated)`.
    var attributes: [String] = []
    /// The access level, or `nil` for none.
    var access: AccessLevel? = .public
    /// Whether an enum is `indirect`: its payloads live on the heap, so it may contain its own type.
    var isIndirect = false
    /// The type's name, with generic parameters if any.
    var name: String
    /// Protocols (and for enums, a raw type) after the colon.
    var conformances: [SwiftType] = []
    /// The members, in order.
    var members: [Declaration] = []
}
