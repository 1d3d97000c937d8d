/// How a parameter's value is written, as OpenAPI's `style` says: `form`, `spaceDelimited`, `pipeDelimited` and
/// `deepObject` in the query, `simple`, `label` and `matrix` in the path, `simple` in a header.
public enum ParameterStyle: String, Hashable, Sendable, CaseIterable {
    /// `form` (the query's default): exploded, an array repeats the name and an object's members are items of their
    /// own; not exploded, one comma-joined item.
    case form
    /// `spaceDelimited`: an array (or an object's names and values) joined with spaces.
    case spaceDelimited
    /// `pipeDelimited`: an array (or an object's names and values) joined with `|`.
    case pipeDelimited
    /// `deepObject`: an object's leaves as `name[member]=value`.
    case deepObject
    /// `simple` (the path's and headers' default): `blue,black`.
    case simple
    /// `label`: `.blue,black` (exploded `.blue.black`).
    case label
    /// `matrix`: `;color=blue,black` (exploded `;color=blue;color=black`).
    case matrix

    /// The styles a parameter in `location` may use; the first is its default.
    public static func styles(for location: ParameterDefinition.Location) -> [ParameterStyle] {
        switch location {
        case .query: [.form, .spaceDelimited, .pipeDelimited, .deepObject]
        case .path: [.simple, .label, .matrix]
        case .header: [.simple]
        }
    }

    /// The style a parameter in `location` has when none is declared.
    public static func defaultStyle(for location: ParameterDefinition.Location) -> ParameterStyle {
        location == .query ? .form : .simple
    }

    /// The `explode` a parameter of this style has when none is declared: `true` for `form` and `deepObject`.
    public var defaultExplode: Bool { self == .form || self == .deepObject }
}
