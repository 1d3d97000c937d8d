/// One place where a JSON body does not fit the spec: found by ``BodyChecker``.
///
/// Each mismatch says where it is in the body (a JSON path and the body file's line and column), what the spec
/// says, what the body has, and which spec key to change so that the spec fits what the server sends.
public struct BodyMismatch: Hashable, Sendable, CustomStringConvertible {
    /// How much the mismatch matters to the generated client.
    public enum Severity: String, Hashable, Sendable {
        /// The generated client fails to decode the body.
        case error
        /// The body decodes, but not as the spec intends (for example a value an open enum does not list,
        /// which decodes as `unknown`).
        case warning
    }

    /// Whether the generated client fails to decode the body.
    public var severity: Severity
    /// The JSON path of the value, for example `hits[0].url`; empty for the whole body.
    public var path: String
    /// What the spec says the value is, for example ``string` with format `uri``.
    public var expected: String
    /// What the body has there, for example `null` or `a string "12"`.
    public var found: String
    /// The spec change that makes the spec fit the body, for example "mark `url` nullable in model `Hit`".
    public var fix: String
    /// Where the value is written in the body file.
    public var location: SourceLocation
    /// Where the spec declares what `fix` changes (the property, model or schema), when known.
    public var specLocation: SourceLocation?
    /// What `fix` changes at `specLocation`, for a tool that writes the change in another format's terms (an
    /// OpenAPI Overlay action, ``OverlaySuggestion``); `nil` when the fix is not one of these.
    public var correction: Correction?

    /// A change to the declaration at ``specLocation`` that makes it accept the body.
    public enum Correction: Hashable, Sendable {
        /// The object schema there requires `property`, which the body leaves out: stop requiring it.
        case notRequired(property: String)
        /// The schema there does not allow `null`: allow it.
        case nullable
        /// The enumeration there does not list the value: add it.
        case enumerationValue(SpecValue)
        /// The string format there does not fit the value: drop the format.
        case noFormat
        /// The value is of another JSON type: declare that type (`integer`, `number`, `string`, `boolean`).
        case type(String)
    }

    /// Creates a mismatch.
    public init(
        _ severity: Severity = .error,
        path: String,
        expected: String,
        found: String,
        fix: String,
        location: SourceLocation,
        specLocation: SourceLocation? = nil,
        correction: Correction? = nil
    ) {
        self.severity = severity
        self.path = path
        self.expected = expected
        self.found = found
        self.fix = fix
        self.location = location
        self.specLocation = specLocation
        self.correction = correction
    }

    /// The JSON path as shown in messages: `the body` for the whole body.
    public var displayPath: String { path.isEmpty ? "the body" : path }

    /// One sentence: `at hits[0].url: the spec says …, the body has …; fix: …`.
    public var message: String { "at \(displayPath): the spec says \(expected), the body has \(found); \(fix)" }

    /// The mismatch as a diagnostic located in the body file.
    public var diagnostic: Diagnostic {
        Diagnostic(severity == .error ? .error : .warning, message, at: location)
    }

    /// `BODY:LINE:COLUMN: error: at PATH: …`, the format editors recognise.
    public var description: String { diagnostic.description }
}
