import CatalogAPI
import CatalogApplication
import CatalogCache
import EndpointRuntime
import Foundation

/// The composition root of `product`, `search`, `watch` and `upload-image`: builds the repository graph for one
/// command.
///
/// ```
/// CachedProductRepository -> HTTPProductRepository (generated) -> CatalogClient -> APIClient (+ Authenticator:
///   the spec's `catalogToken` from CATALOG_TOKEN) -> RetryingHTTPClient -> LoggingHTTPClient (--verbose)
///   -> CurlHTTPClient on Linux, URLSessionHTTPClient elsewhere
/// ```
///
/// Retrying is outermost so that each attempt is logged; the authenticator adds the token before them. `watch` reads
/// the generated repository's price feed directly (`PriceWatching`), without the cache; `upload-image` sends through
/// the client (`ClientProductImageUploader`, a streamed multipart body); `search --all` walks the generated
/// `searchProductsPages` (`ClientProductSearchPager`), uncached.
enum CatalogComposition {
    /// How long a loaded product stays fresh in the cache.
    static let cacheTimeToLive: Duration = .seconds(60)
    /// The longest one request may take, all its attempts and the waits between them together.
    static let requestTimeout: Duration = .seconds(30)

    /// Opens the catalog at `settings.baseURL`, or starts the built-in stub server when there is none.
    static func open(
        _ settings: CatalogConnectionSettings,
        retryPolicy: RetryPolicy
    ) throws -> CatalogConnection {
        var stub: RunningStubServer?
        let baseURL: URL
        if let configured = settings.baseURL {
            baseURL = configured
        } else {
            let server = try CatalogDependencies.startEmbeddedStubServer(port: 0, log: nil)
            stub = server
            baseURL = server.baseURL
            if settings.isVerbose {
                settings.log.writeLine("Using the built-in stub server at \(baseURL.absoluteString).")
            }
        }
        let client = CatalogClient(
            baseURL: baseURL,
            httpClient: httpClient(settings, retryPolicy: retryPolicy),
            credentials: CatalogClient.Credentials(catalogToken: settings.token.map { StaticTokenProvider($0) })
        )
        let service = HTTPProductRepository(client: client)
        let repository = CachedProductRepository(decoratee: service, timeToLive: cacheTimeToLive)
        // Price changes are live and uploads are writes: both bypass the cache.
        return CatalogConnection(
            repository: repository,
            priceWatcher: service,
            imageUploader: ClientProductImageUploader(client: client),
            searchPager: ClientProductSearchPager(client: client)
        ) { [stub] in stub?.stop() }
    }

    /// The HTTP stack: the platform's transport (``transport()``), optional logging to standard error, retries (the token is the client's
    /// credential). All attempts of one request share ``requestTimeout`` unless `retryPolicy` sets its own total
    /// budget.
    private static func httpClient(_ settings: CatalogConnectionSettings, retryPolicy: RetryPolicy) -> any HTTPClient {
        var retryPolicy = retryPolicy
        if retryPolicy.totalTimeout == nil { retryPolicy.totalTimeout = requestTimeout }
        let transport = transport()
        guard settings.isVerbose else { return transport.retrying(policy: retryPolicy) }
        return transport.logging(to: TextOutputHTTPLogger(output: settings.log)).retrying(policy: retryPolicy)
    }

    /// The transport: on Linux `CurlHTTPClient`, which waits quietly while `watch` holds its stream open (URLSession
    /// there keeps a core busy for as long as a response is pending); URLSession elsewhere.
    private static func transport() -> any HTTPClient {
        #if os(Linux)
            CurlHTTPClient(timeout: requestTimeout)
        #else
            URLSessionHTTPClient(timeout: requestTimeout)
        #endif
    }
}
