import EndpointRuntime
import EndpointStubServer
import Foundation
import OpenAPIDropletsAPI
import Testing

/// The Droplets fixture's generated repository (`Tests/Fixtures/OpenAPIDropletsAPI`) against a loopback server, seen
/// only as the domain's `DropletRepository`: what the configured-repository loopback suites share.
enum DropletsLoopback {
    /// The document's error body for a droplet that does not exist.
    static let notFound = HTTPServerResponse.json(
        status: 404,
        #"{"id":"not_found","message":"The resource you requested could not be found."}"#
    )

    /// Runs `body` with the generated repository over `URLSessionHTTPClient`, against a server answering with
    /// `answer`; the server stops when `body` returns or throws.
    static func withRepository(
        answering answer: @escaping @Sendable (HTTPServerRequest) -> HTTPServerResponse,
        _ body: @Sendable (any DropletRepository) async throws -> Void
    ) async throws {
        let server = HTTPServer { request in answer(request) }
        let port = try server.start()
        defer { server.stop() }
        let baseURL = try #require(URL(string: "http://127.0.0.1:\(port)"))
        let client = DropletsClient(baseURL: baseURL, httpClient: URLSessionHTTPClient(timeout: .seconds(30)))
        try await body(HTTPDropletRepository(client: client))
    }
}
