import CatalogApplication
import CatalogCache
import EndpointStubServer
import Foundation

/// The composition root of `product` and `search`: builds the repository graph for one command.
enum CatalogComposition {
    /// Opens the catalog at `settings.baseURL`, or starts the built-in stub server when there is none.
    static func open(_ settings: CatalogConnectionSettings) async throws -> CatalogConnection {
        throw CompositionPendingError()
    }
}

/// Placeholder until the HTTP stack and the generated repository are on main.
struct CompositionPendingError: Error {}
