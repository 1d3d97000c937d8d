/// How generated object models declare their properties, chosen with the spec's (or configuration's)
/// `modelProperties`.
public enum ModelProperties: String, CaseIterable, Hashable, Sendable {
    /// `var` (the default): a decoded value can be changed and sent back (`dto.status = .sold`).
    case variable = "var"
    /// `let`: values are built whole with the memberwise initializer. Each property is one accessor function
    /// instead of four, so a large spec's client builds about a quarter faster, in debug and in release.
    case constant = "let"
}
