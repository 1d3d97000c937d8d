/// A problem found in a spec, located at the offending key or value.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious a problem is.
    public enum Severity: String, Hashable, Sendable {
        /// The spec cannot be used; generation does not run.
        case error
        /// The spec can be used, but something is probably not what the author meant.
        case warning
        /// Extra context attached to a preceding error or warning.
        case note
    }

    /// How serious the problem is.
    public var severity: Severity
    /// A one-sentence description that names the offending key or value.
    public var message: String
    /// Where the problem is.
    public var location: SourceLocation
    /// For a warning of an importer: what the imported spec lost (`nil` when nothing was).
    public var loss: Loss?

    /// Creates a diagnostic.
    public init(_ severity: Severity, _ message: String, at location: SourceLocation) {
        self.severity = severity
        self.message = message
        self.location = location
    }

    /// `FILE:LINE:COLUMN: error: MESSAGE`, the format SwiftPM, Xcode and editors recognise.
    public var description: String { "\(location): \(severity.rawValue): \(message)" }
}
