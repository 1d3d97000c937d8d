/// The exit status of `catalog`, documented in the help's EXIT CODES section.
public enum CatalogExitCode: Int32, Sendable, CaseIterable {
    /// The command did what was asked.
    case success = 0
    /// The product does not exist, or the catalog holds an invalid one.
    case productFailure = 1
    /// A technical failure: the service could not be reached or answered unexpectedly.
    case technicalFailure = 3
    /// The command line is invalid (BSD `EX_USAGE`); nothing was sent.
    case usage = 64
    /// The command was interrupted before it finished.
    case interrupted = 130

    /// One line for the help text.
    var meaning: String {
        switch self {
        case .success: "Success."
        case .productFailure: "The product was not found, or the catalog holds an invalid one."
        case .technicalFailure: "Technical failure: the service could not be reached or answered unexpectedly."
        case .usage: "Usage error: unknown option, missing argument or invalid value; nothing was sent."
        case .interrupted: "Interrupted before finishing."
        }
    }
}
