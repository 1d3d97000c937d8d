// RailClient is generated at build time by EndpointGenPlugin from train-travel.openapi.json (the document
// TrainTravelAPI builds as written) as endpointkit.yaml configures it: named `Rail`, `package` access, only the
// Stations operations and `get-trips`, with an operation, a model and a property renamed, and the document's
// `Problem` schema replaced by the hand-written `RailProblem` below.

/// An RFC 9457 problem-details body as this app models it. The configuration's `typeOverrides` makes the generated
/// client decode the document's `Problem` error bodies into this type instead of generating a `ProblemDTO`.
package struct RailProblem: Codable, Hashable, Sendable {
    /// A URI reference that identifies the problem type.
    package var type: String?
    /// A short summary of the problem type.
    package var title: String?
    /// The HTTP status code the server sent with the problem.
    package var status: Int?
    /// An explanation specific to this occurrence.
    package var detail: String?
    /// A URI reference that identifies this occurrence.
    package var instance: String?

    /// A problem with the given members.
    package init(
        type: String? = nil,
        title: String? = nil,
        status: Int? = nil,
        detail: String? = nil,
        instance: String? = nil
    ) {
        self.type = type
        self.title = title
        self.status = status
        self.detail = detail
        self.instance = instance
    }
}
