import EndpointRuntime
import EndpointStubServer
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension CatalogDependencies {
    /// The real world: the HTTP stack against the configured service or the built-in stub server, and
    /// SIGINT/SIGTERM to stop `serve`. Failed requests are retried as `retryPolicy` allows.
    public static func live(retryPolicy: RetryPolicy = .default) -> CatalogDependencies {
        CatalogDependencies(
            openCatalog: { settings in try CatalogComposition.open(settings, retryPolicy: retryPolicy) },
            startStubServer: { port, log in try startEmbeddedStubServer(port: port, log: log) },
            waitForShutdown: { await waitForTerminationSignal() }
        )
    }

    /// The one `CATALOG_TOKEN` the built-in stub server accepts; it answers `401` to any other (none is fine: the
    /// spec makes the token optional).
    public static let stubToken = "catalog-demo-token"

    /// Serves the embedded catalog spec's examples on 127.0.0.1:`port`, logging each exchange to `log` if given,
    /// refusing any token but ``stubToken``.
    ///
    /// - Throws: ``ServeError`` when the server cannot listen, ``EmbeddedSpecError`` when the spec does not load.

    static func startEmbeddedStubServer(port: UInt16, log: (any TextOutput)?) throws -> RunningStubServer {
        let spec = try EmbeddedCatalogSpec.load()
        do {
            let stub = try StubServer.start(
                spec: spec,
                port: port,
                // Bodies up to 64 MiB, so `upload-image` works with real photos.
                configuration: .mockServer,
                credentials: .accepting(["catalogToken": stubToken])
            ) { request, response in
                log?.writeLine("\(request.method) \(request.target) -> \(response.status)")
            }
            return RunningStubServer(baseURL: stub.baseURL, stop: { stub.stop() })
        } catch .socketFailure(_, errno: EADDRINUSE) {
            throw ServeError.portInUse(port)
        } catch {
            throw ServeError.cannotStart(error)
        }
    }

    /// Returns when the process receives SIGINT (Ctrl-C) or SIGTERM, which no longer terminate it from then on.
    static func waitForTerminationSignal() async {
        await TerminationSignals().wait()
    }
}
