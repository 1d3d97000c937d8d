import CatalogPresentation
import EndpointRuntime

/// A technical failure of the HTTP stack, told to the user with the runtime's secret-free sentence and how many
/// attempts the retrying client made: "The server answered 503 Service Unavailable after 3 attempts."
///
/// The CLI wraps `APIError` instead of declaring a retroactive `DescribedFailure` conformance, which would change
/// ``UserFacingMessage`` for every module in the process.
struct RetriedRequestFailure: Error, DescribedFailure {
    /// The runtime's error.
    var error: APIError
    /// The attempts the last request took, or `nil` when no retrying client reported any.
    var attempts: Int?

    var userMessage: String { error.description(attempts: attempts) }
}
