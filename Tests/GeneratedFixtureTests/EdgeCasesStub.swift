import EdgeCasesAPI
@_spi(Generated) import EndpointRuntime
import EndpointSpec
import EndpointStubServer
import Foundation
import Testing

import enum EndpointTestSupport.RepositoryFiles

/// The stub server serving the edge-case spec's examples, with a generated client sending to it through the real
/// `URLSessionHTTPClient`.
enum EdgeCasesStub {
    /// Starts the stub server and a client for it.
    static func start() throws -> (stub: StubServer, client: EdgeCasesClient) {
        let path = RepositoryFiles.path("Tests/EndpointCodegenTests/Fixtures/edge-cases.json")
        let loaded = SpecLoader.load(fileAt: path)
        let spec = try #require(loaded.spec, "\(loaded.diagnostics)")
        let stub = try StubServer.start(spec: spec)
        return (stub, EdgeCasesClient(baseURL: stub.baseURL, httpClient: URLSessionHTTPClient(timeout: .seconds(30))))
    }
}
