@_spi(Generated) import EndpointRuntime
import EndpointStubServer
import Foundation
import SecuredAPI
import Testing

import struct EndpointTestSupport.OwnExecutorTrait

/// The authentication fixture's client, generated through the plugin, against a loopback server with the real
/// `URLSessionHTTPClient`: every call carries exactly the credentials its endpoint requires, nothing else.
@Suite(.ownExecutor) struct SecuredClientLoopbackTests {
    /// The credentials one request arrived with: the credential headers and the query.
    struct Arrival: Equatable, Sendable {
        var path: String
        var headers: [String: String]
        var query: String?
    }

    /// Starts a loopback server answering every request `{"text": "ok"}` and returns a client with `credentials`
    /// and what the server received, call by call.
    private func exchange(
        credentials: SecuredClient.Credentials,
        _ calls: @Sendable (SecuredClient) async throws -> Void
    ) async throws -> [Arrival] {
        let arrivals = ArrivalLog()
        let server = HTTPServer { request in
            var headers: [String: String] = [:]
            for field in request.headers
            where ["authorization", "x-api-key", "cookie"].contains(field.name.lowercased()) {
                headers[field.name.lowercased()] = field.value
            }
            let query = request.target.split(separator: "?", maxSplits: 1).dropFirst().first.map(String.init)
            await arrivals.add(Arrival(path: request.path, headers: headers, query: query))
            return HTTPServerResponse(
                status: 200,
                headers: ["Content-Type": "application/json"],
                body: Array(#"{"text": "ok"}"#.utf8)
            )
        }
        let port = try server.start()
        defer { server.stop() }
        let baseURL = try #require(URL(string: "http://127.0.0.1:\(port)/v1"))
        let client = SecuredClient(
            baseURL: baseURL,
            httpClient: URLSessionHTTPClient(timeout: .seconds(30)),
            credentials: credentials
        )
        try await calls(client)
        return await arrivals.all
    }

    private static let every = SecuredClient.Credentials(
        apiKey: "key-1",
        basic: .basic(username: "ada", password: "lovelace"),
        oauth: StaticTokenProvider("oauth-1"),
        queryKey: "query-1",
        session: "session-1",
        token: StaticTokenProvider("token-1")
    )

    @Test func everyCallCarriesExactlyWhatItsEndpointRequires() async throws {
        let arrivals = try await exchange(credentials: Self.every) { client in
            _ = try await client.health()
            _ = try await client.getAccount()
            _ = try await client.search(q: "swift")
            _ = try await client.getProfile()
            _ = try await client.postTransfer(body: MessageDTO(text: "1 €"))
            _ = try await client.getFeed()
            _ = try await client.listOrders()
        }
        #expect(
            arrivals == [
                Arrival(path: "/v1/health", headers: [:], query: nil),
                Arrival(path: "/v1/account", headers: ["x-api-key": "key-1"], query: nil),
                Arrival(path: "/v1/search", headers: [:], query: "q=swift&api_key=query-1"),
                Arrival(path: "/v1/profile", headers: ["cookie": "session_id=session-1"], query: nil),
                Arrival(
                    path: "/v1/transfers",
                    headers: ["authorization": "Bearer token-1", "x-api-key": "key-1"],
                    query: nil
                ),
                Arrival(path: "/v1/feed", headers: ["authorization": "Bearer token-1"], query: nil),
                Arrival(path: "/v1/orders", headers: ["authorization": "Bearer oauth-1"], query: nil),
            ]
        )
    }

    @Test func alternativesFallBackAndAMissingOptionalTokenSendsNothing() async throws {
        let basicOnly = SecuredClient.Credentials(basic: .basic(username: "ada", password: "lovelace"))
        let arrivals = try await exchange(credentials: basicOnly) { client in
            _ = try await client.getAccount()
            _ = try await client.getFeed()
        }
        let basic = "Basic " + Data("ada:lovelace".utf8).base64EncodedString()
        #expect(
            arrivals == [
                Arrival(path: "/v1/account", headers: ["authorization": basic], query: nil),
                Arrival(path: "/v1/feed", headers: [:], query: nil),
            ]
        )
    }

    @Test func aClientWithoutCredentialsSendsNone() async throws {
        let arrivals = try await exchange(credentials: SecuredClient.Credentials()) { client in
            _ = try await client.getAccount()
            _ = try await client.search(q: nil)
        }
        #expect(
            arrivals == [
                Arrival(path: "/v1/account", headers: [:], query: nil),
                Arrival(path: "/v1/search", headers: [:], query: nil),
            ]
        )
    }
}

/// What a loopback server received, in order.
private actor ArrivalLog {
    private(set) var all: [SecuredClientLoopbackTests.Arrival] = []

    func add(_ arrival: SecuredClientLoopbackTests.Arrival) { all.append(arrival) }
}
