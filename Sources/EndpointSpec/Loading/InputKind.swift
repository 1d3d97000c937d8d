// The one decision procedure for what an input file is. It uses only the Swift standard library because the build
// plugins compile this very file into themselves (Plugins/*/InputKind.swift are symlinks to it): the plugin's file
// planner and `SpecLoader` cannot disagree about an input.

/// The text syntax an input is written in: how its bytes become a tree of located values.
///
/// Every syntax produces the same located node model, so decoding, import and diagnostics do not depend on it.
public enum InputSyntax: String, Hashable, Sendable, CaseIterable {
    /// JSON (RFC 8259).
    case json = "JSON"
    /// YAML 1.2 (docs/yaml.md).
    case yaml = "YAML"

    /// The syntax of the file named `fileName` with contents `bytes`.
    ///
    /// The extension decides: `.json` is JSON, `.yaml` and `.yml` are YAML (in any letter case). Without one of
    /// them the content does: text whose first character (after a byte order mark and whitespace) is `{`, `[` or
    /// `"` is JSON, anything else is YAML. (JSON is YAML too, so a JSON text named `.yaml` parses as well.)
    public static func detect(_ bytes: [UInt8], fileName: String) -> InputSyntax {
        if let syntax = InputSyntax(fileName: fileName) { return syntax }
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): index += 1
            case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "\""): return .json
            default: return .yaml
            }
        }
        return .json
    }

    /// The syntax the extension of `fileName` (a name or a path) names: `.json`, `.yaml`, `.yml`, in any letter
    /// case; `nil` for any other name.
    public init?(fileName: String) {
        let name = fileName.split(separator: "/", omittingEmptySubsequences: false).last ?? Substring(fileName)
        guard let dot = name.lastIndex(of: ".") else { return nil }
        switch name[name.index(after: dot)...].lowercased() {
        case "json": self = .json
        case "yaml", "yml": self = .yaml
        default: return nil
        }
    }

    /// The extensions of files written in this syntax, the preferred one first: `["json"]`, `["yaml", "yml"]`.
    public var fileExtensions: [String] {
        switch self {
        case .json: ["json"]
        case .yaml: ["yaml", "yml"]
        }
    }

    /// A forgiving outline of `bytes` in this syntax (``JSONOutline`` or ``YAMLOutline``).
    public func outline(of bytes: [UInt8]) -> any DocumentOutline {
        switch self {
        case .json: JSONOutline(bytes)
        case .yaml: YAMLOutline(bytes)
        }
    }
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

    /// The extensions a spec or OpenAPI file may have: `json`, `yaml`, `yml`.
    public static let fileExtensions = InputSyntax.allCases.flatMap(\.fileExtensions)

    /// Whether `fileName` follows the OpenAPI naming convention: `openapi.EXT` or `*.openapi.EXT`, where `EXT` is
    /// `json`, `yaml` or `yml`.
    public static func isOpenAPIFileName(_ fileName: String) -> Bool {
        hasConventionalName(fileName, stem: "openapi")
    }

    /// Whether `fileName` follows the endpoint spec naming convention: `endpoints.EXT` or `*.endpoints.EXT`, where
    /// `EXT` is `json`, `yaml` or `yml`.
    public static func isEndpointSpecFileName(_ fileName: String) -> Bool {
        hasConventionalName(fileName, stem: "endpoints")
    }

    /// Whether `fileName` is `STEM.EXT` or ends in `.STEM.EXT` for one of the ``fileExtensions``.
    private static func hasConventionalName(_ fileName: String, stem: String) -> Bool {
        fileExtensions.contains { fileExtension in
            let name = stem + "." + fileExtension
            return fileName == name || fileName.hasSuffix("." + name)
        }
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
    /// The syntax comes from ``InputSyntax/detect(_:fileName:)``. The content decides the format: a document whose
    /// root is a mapping with a top-level `openapi` or `swagger` key is an OpenAPI document, anything else is an
    /// endpoint spec. A file named like an OpenAPI document (`openapi.json`, `*.openapi.yaml`, …) whose content has
    /// no marker is read as an OpenAPI document too, so the error it gets is that its `openapi` version is missing,
    /// not a list of keys the spec format does not know. Only the top level is scanned (``JSONOutline``,
    /// ``YAMLOutline``), never built; malformed input is decided on what could be read, and the parser that runs
    /// next reports the problem.
    public static func detect(_ bytes: [UInt8], fileName: String) -> InputKind {
        let syntax = InputSyntax.detect(bytes, fileName: fileName)
        let outline = syntax.outline(of: bytes)
        var hasMarker = false
        if let root = outline.root {
            outline.forEachMember(ofObjectAt: root) { key, _ in
                hasMarker = InputFormat.openAPIMarkers.contains(key)
                return !hasMarker
            }
        }
        let format: InputFormat = hasMarker || InputFormat.isOpenAPIFileName(fileName) ? .openAPI : .endpointSpec
        return InputKind(syntax: syntax, format: format)
    }
}
