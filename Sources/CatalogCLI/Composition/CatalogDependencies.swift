import CatalogApplication
import Foundation

/// Everything a `catalog` command needs from the outside world; tests replace it with doubles.
public struct CatalogDependencies: Sendable {
    /// Opens the catalog for one `product`, `search`, `watch` or `upload-image` command.
    public var openCatalog: @Sendable (CatalogConnectionSettings) async throws -> CatalogConnection
    /// Starts the stub server for `serve` on 127.0.0.1 and the given port (0 picks a free one); with a log output,
    /// each request it answers is logged there.
    public var startStubServer: @Sendable (_ port: UInt16, _ log: (any TextOutput)?) throws -> RunningStubServer
    /// Returns when the user asks `serve` or `watch` to stop (SIGINT or SIGTERM in the real CLI), or when the
    /// calling task is cancelled.
    public var waitForShutdown: @Sendable () async -> Void

    /// Creates dependencies from their parts.
    public init(
        openCatalog: @escaping @Sendable (CatalogConnectionSettings) async throws -> CatalogConnection,
        startStubServer: @escaping @Sendable (_ port: UInt16, _ log: (any TextOutput)?) throws -> RunningStubServer,
        waitForShutdown: @escaping @Sendable () async -> Void
    ) {
        self.openCatalog = openCatalog
        self.startStubServer = startStubServer
        self.waitForShutdown = waitForShutdown
    }
}

/// How a command reaches the catalog, resolved from options and environment.
public struct CatalogConnectionSettings: Sendable {
    /// `--base-url`, else `CATALOG_BASE_URL`; `nil` means the built-in stub server.
    public var baseURL: URL?
    /// `CATALOG_TOKEN`, sent as a bearer token; `nil` when unset or empty.
    public var token: String?
    /// `--verbose`: log each HTTP exchange to ``log``.
    public var isVerbose: Bool
    /// Where diagnostics go: standard error.
    public var log: any TextOutput

    /// Creates settings.
    public init(baseURL: URL?, token: String?, isVerbose: Bool, log: any TextOutput) {
        self.baseURL = baseURL
        self.token = token
        self.isVerbose = isVerbose
        self.log = log
    }
}

/// An open catalog: the repository to use, the price feed, the image upload, and how to release what opening it
/// started.
public struct CatalogConnection: Sendable {
    /// The products, behind whatever caching and HTTP stack the composition chose.
    public var repository: any ProductRepository
    /// The price feed `watch` reads; `nil` for a catalog without one.
    public var priceWatcher: (any PriceWatching)?
    /// Where `upload-image` sends images; `nil` for a catalog that takes none.
    public var imageUploader: (any ProductImageUploading)?
    /// Every page of a search, for `search --all`; `nil` for a catalog that cannot page.
    public var searchPager: (any ProductSearchPaging)?
    /// Releases resources such as an embedded stub server; called once the command finished.
    public var close: @Sendable () -> Void

    /// Creates a connection.
    public init(
        repository: any ProductRepository,
        priceWatcher: (any PriceWatching)? = nil,
        imageUploader: (any ProductImageUploading)? = nil,
        searchPager: (any ProductSearchPaging)? = nil,
        close: @escaping @Sendable () -> Void = {}
    ) {
        self.searchPager = searchPager
        self.repository = repository
        self.priceWatcher = priceWatcher
        self.imageUploader = imageUploader
        self.close = close
    }
}

/// A stub server started by `serve`.
public struct RunningStubServer: Sendable {
    /// Where the server listens, for example `http://127.0.0.1:8080`.
    public var baseURL: URL
    /// Stops the server.
    public var stop: @Sendable () -> Void

    /// Creates a handle.
    public init(baseURL: URL, stop: @escaping @Sendable () -> Void) {
        self.baseURL = baseURL
        self.stop = stop
    }
}
