import CatalogPresentation
import EndpointStubServer

extension HTTPServerError: DescribedFailure {
    /// Why the built-in stub server could not start, for example a port already in use.
    public var userMessage: String {
        "The stub server could not start: \(description)"
    }
}
