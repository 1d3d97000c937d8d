import JSONPath

/// An OpenAPI Overlay (Overlay Specification 1.0 or 1.1): an ordered list of actions, each a JSONPath (RFC 9535)
/// `target` with an `update` merged in, a `copy` of another node merged in (1.1), or `remove: true`, applied to a
/// document before anything reads it — so a user fixes a vendor's document without forking it.
///
/// ```swift
/// let loaded = Overlay.load(fileAt: "fixes.overlay.yaml")     // located errors for a malformed overlay
/// if let overlay = loaded.overlay {
///     let applied = overlay.apply(to: document, documentPath: "openapi.yaml")  // warnings: a target selects nothing…
///     applied.document
/// }
/// ```
///
/// ``SpecLoader`` applies a spec's overlays between bundling and import (``SpecLoader/load(fileAt:as:configuration:overlays:)``),
/// so targets address the document as one tree, and every diagnostic keeps its place: a value an `update` brings
/// is located in the overlay.
public struct Overlay: Sendable {
    /// The overlay file's path, as given.
    public var path: String
    /// `overlay`: the version of the Overlay Specification, `1.0.x` or `1.1.x`.
    public var version: String
    /// `info.title`.
    public var title: String
    /// `actions`, in the order they apply.
    public var actions: [Action]

    /// One action: what it selects, and what it does there.
    public struct Action: Sendable {
        /// What an action does to each node its target selects.
        public enum Change: Sendable {
            /// Merges the value in (objects member by member, arrays concatenated, primitives replaced).
            case update(JSONNode)
            /// Merges in the one node the query selects in the document as it is before the action (1.1).
            case copy(JSONPathQuery, written: JSONNode)
            /// Removes each selected node from the object or array holding it.
            case remove
            /// Nothing (an action with only a `target` is valid, and changes nothing).
            case none
        }

        /// The position of the action in `actions`, from 1.
        public var number: Int
        /// `target`, parsed.
        public var target: JSONPathQuery
        /// The `target` string as written, for its location.
        public var targetNode: JSONNode
        /// What the action does.
        public var change: Change
        /// Where the action object is written.
        public var location: SourceLocation
    }
}

/// What reading an overlay file produced.
public struct OverlayLoadResult: Sendable {
    /// The overlay, or `nil` when it has errors.
    public var overlay: Overlay?
    /// Every problem, located in the overlay file.
    public var diagnostics: [Diagnostic]
    /// The file's bytes by path, for excerpts in rendered diagnostics.
    public var sources: [String: [UInt8]]
}

/// What applying an overlay to a document produced.
public struct OverlayApplication: Sendable {
    /// The document with every action applied.
    public var document: JSONNode
    /// Warnings (a target that selects nothing, an `update` of the wrong JSON type for its target) and errors,
    /// located in the overlay, with notes at the document's nodes they concern.
    public var diagnostics: [Diagnostic]

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
