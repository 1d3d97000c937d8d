// The one decision procedure for what an input file is. It uses only the Swift standard library because the build
// plugins compile this very file into themselves (Plugins/*/InputKind.swift are symlinks to it): the plugin's file
// planner and `SpecLoader` cannot disagree about an input.

/// The text syntax an input is written in: how its bytes become a tree of located values.
///
/// Every syntax produces the same located node model, so decoding, import and diagnostics do not depend on it.
public enum InputSyntax: String, Hashable, Sendable, CaseIterable {
    /// JSON (RFC 8259).
    case json = "JSON"
}

/// The document format an input follows: what its tree means.
public enum InputFormat: String, Hashable, Sendable, CaseIterable {
    /// An EndpointKit endpoint spec (docs/spec-format.md).
    case endpointSpec = "endpoint spec"
    /// An OpenAPI document (3.0 or 3.1; a Swagger 2.0 document is detected as one so that its import can say why
    /// it is not supported).
    case openAPI = "OpenAPI document"

    /// The top-level keys that mark an OpenAPI (or Swagger) document.
    static let openAPIMarkers: Set<String> = ["openapi", "swagger"]

    /// Whether `fileName` follows the OpenAPI naming convention: `openapi.json` or `*.openapi.json`.
    public static func isOpenAPIFileName(_ fileName: String) -> Bool {
        fileName == "openapi.json" || fileName.hasSuffix(".openapi.json")
    }
}

/// What an input file is: its syntax and its format, decided once from its bytes and its name.
public struct InputKind: Hashable, Sendable, CustomStringConvertible {
    /// The text syntax.
    public var syntax: InputSyntax
    /// The document format.
    public var format: InputFormat

    /// Creates a kind.
    public init(syntax: InputSyntax, format: InputFormat) {
        self.syntax = syntax
        self.format = format
    }

    /// `OpenAPI document (JSON)`.
    public var description: String { "\(format.rawValue) (\(syntax.rawValue))" }

    /// Decides what the file named `fileName` (its last path component) with contents `bytes` is.
    ///
    /// The content decides: a JSON object with a top-level `openapi` or `swagger` key is an OpenAPI document,
    /// anything else is an endpoint spec. A file named like an OpenAPI document (`openapi.json`, `*.openapi.json`)
    /// whose content has no marker is read as an OpenAPI document too, so the error it gets is that its `openapi`
    /// version is missing, not a list of keys the spec format does not know. Only the top level is scanned, never
    /// built; malformed input is decided on what could be read, and the parser that runs next reports the problem.
    public static func detect(_ bytes: [UInt8], fileName: String) -> InputKind {
        let outline = JSONOutline(bytes)
        var hasMarker = false
        if let root = outline.root {
            outline.forEachMember(ofObjectAt: root) { key, _ in
                hasMarker = InputFormat.openAPIMarkers.contains(key)
                return !hasMarker
            }
        }
        let format: InputFormat = hasMarker || InputFormat.isOpenAPIFileName(fileName) ? .openAPI : .endpointSpec
        return InputKind(syntax: .json, format: format)
    }
}
