/// An error that knows how to explain itself to the user; ``UserFacingMessage`` shows its ``userMessage``.
///
/// Technical error types from outer layers conform to it in the composition root, for example the CLI's
/// retroactive conformance of the HTTP runtime's `APIError`.
public protocol DescribedFailure: Error {
    /// One or two plain sentences for the user, without internals such as raw bodies or type names.
    var userMessage: String { get }
}
