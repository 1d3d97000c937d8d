/// The access level of the generated client's declarations, chosen with a configuration's `accessLevel`.
public enum GeneratedAccessLevel: String, CaseIterable, Hashable, Sendable {
    /// Usable from any module that imports the client (the default).
    case `public`
    /// Usable from the modules of the same package only.
    case package
    /// Usable inside the client's own module only: the generated code and the hand-written code beside it.
    case `internal`
}
