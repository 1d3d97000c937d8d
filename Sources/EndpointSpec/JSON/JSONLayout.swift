/// How ``JSONWriter`` lays out JSON text.
public struct JSONLayout: Sendable {
    /// The layout's rules.
    enum Style: Sendable {
        case compact
        case pretty(Pretty)
    }

    /// The rules of the pretty layout.
    struct Pretty: Sendable {
        var indentWidth: Int
        var lineWidth: Int
        var alwaysExpands: (@Sendable ([JSONPathComponent]) -> Bool)?
    }

    let style: Style

    /// One line without spaces: `{"id":"p-1","tags":["a","b"]}`. For bodies on the wire and JSON embedded in
    /// generated code.
    public static let compact = JSONLayout(style: .compact)

    /// Readable text that ends with a newline: an array or object is written on one line when it fits in
    /// `lineWidth` characters (counting its indentation and key), as `["a", "b"]` or `{ "type": "string" }`;
    /// otherwise one element or member a line, indented by `indentWidth` spaces more than its parent.
    ///
    /// - Parameters:
    ///   - indentWidth: Spaces per nesting level.
    ///   - lineWidth: The widest a line written on one line may be, in characters.
    ///   - alwaysExpands: Objects for whose path (the keys and indices leading to them from the root) this
    ///     answers `true` are written one member a line even when they would fit; so are their parents.
    public static func pretty(
        indentWidth: Int = 2,
        lineWidth: Int = 120,
        alwaysExpands: (@Sendable (_ path: [JSONPathComponent]) -> Bool)? = nil
    ) -> JSONLayout {
        JSONLayout(
            style: .pretty(
                Pretty(indentWidth: max(0, indentWidth), lineWidth: lineWidth, alwaysExpands: alwaysExpands)
            )
        )
    }

    /// The layout of a spec document as people write it: ``pretty(indentWidth:lineWidth:alwaysExpands:)`` with
    /// the document's structure always expanded (the root, `models`, each model and its `properties`,
    /// `endpoints`, each endpoint and its `parameters` and `responses`), so every model, property, endpoint,
    /// parameter and response starts a line, while small schemas stay on one line.
    public static let specDocument = pretty(alwaysExpands: isSpecStructure)

    /// Whether `path` names an object of a spec document's structure (see ``specDocument``).
    static func isSpecStructure(_ path: [JSONPathComponent]) -> Bool {
        switch path.count {
        case 0: return true
        case 1: return path[0] == .key("models") || path[0] == .key("endpoints")
        case 2: return path[0] == .key("models") || path[0] == .key("endpoints")
        case 3:
            switch path[0] {
            case .key("models"): return path[2] == .key("properties")
            case .key("endpoints"): return path[2] == .key("parameters") || path[2] == .key("responses")
            default: return false
            }
        default: return false
        }
    }
}

/// One step on the way from the root of a JSON value to one of its parts.
public enum JSONPathComponent: Hashable, Sendable {
    /// An object member, by key.
    case key(String)
    /// An array element, by zero-based index.
    case index(Int)
}
