import CatalogApplication
import CatalogCache
import CatalogPresentation
import EndpointRuntime
import EndpointStubServer
import Foundation

/// The composition root of `product` and `search`: builds the repository graph for one command.
enum CatalogComposition {
    /// Opens the catalog at `settings.baseURL`, or starts the built-in stub server when there is none.
    static func open(_ settings: CatalogConnectionSettings, retryPolicy: RetryPolicy) async throws
        -> CatalogConnection
    {
        throw CompositionPendingError()
    }
}

/// Stands in until the generated `HTTPProductRepository` is on main.
struct CompositionPendingError: Error, DescribedFailure {
    var userMessage: String { "The HTTP catalog client is not available in this build yet." }
}
