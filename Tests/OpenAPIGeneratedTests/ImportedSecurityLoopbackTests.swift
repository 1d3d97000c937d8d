import EndpointOpenAPI
@_spi(Generated) import EndpointRuntime
import EndpointSpec
import EndpointStubServer
import Foundation
import OpenAPIHelpdeskAPI
import Testing

import struct EndpointTestSupport.OwnExecutorTrait
import enum EndpointTestSupport.RepositoryFiles

/// A client the plugin imports from an OpenAPI document with an API key and HTTP basic (either suffices by default,
/// one operation needs both, one is public), against the stub server requiring those credentials, over loopback
/// with `URLSessionHTTPClient`: each call carries exactly what its operation requires.
@Suite(.ownExecutor) struct ImportedSecurityLoopbackTests {
    private static let login = BasicCredentials.basic(username: "ada@example.com", password: "pw-1")
    private static let token = "tok-1"
    private static let oauthToken = "oauth-1"

    /// The credential headers one request arrived with, by lowercased name.
    private typealias Arrival = [String: String]

    private final class Arrivals: Sendable {
        private let log = Log()
        func add(_ arrival: Arrival) { log.add(arrival) }
        var all: [Arrival] { log.all }

        private final class Log: @unchecked Sendable {
            // @unchecked: guarded by `lock`.
            private let lock = NSLock()
            private var arrivals: [Arrival] = []
            func add(_ arrival: Arrival) { lock.withLock { arrivals.append(arrival) } }
            var all: [Arrival] { lock.withLock { arrivals } }
        }
    }

    /// Runs `calls` with a client holding `credentials` against the stub server, which accepts only ``login`` and
    /// ``token``; returns the credential headers of every request it received.
    private func run(
        credentials: HelpdeskClient.Credentials,
        _ calls: @Sendable (HelpdeskClient) async throws -> Void
    ) async throws -> [Arrival] {
        let path = RepositoryFiles.path("Tests/Fixtures/OpenAPIHelpdeskAPI/helpdesk.openapi.json")
        let loaded = SpecLoader.standard.load(fileAt: path)
        let spec = try #require(loaded.spec, "\(loaded.diagnostics)")
        let arrivals = Arrivals()
        let stub = try StubServer.start(
            spec: spec,
            credentials: .accepting([
                "agentLogin": "ada@example.com:pw-1", "integrationToken": Self.token, "agentOAuth": Self.oauthToken,
                "agentOAuthCode": Self.oauthToken,
            ])
        ) { request, _ in
            var headers: Arrival = [:]
            for field in request.headers
            where ["authorization", "x-helpdesk-token", "cookie"].contains(field.name.lowercased()) {
                headers[field.name.lowercased()] = field.value
            }
            arrivals.add(headers)
        }
        defer { stub.stop() }
        let client = HelpdeskClient(
            baseURL: stub.baseURL,
            httpClient: URLSessionHTTPClient(timeout: .seconds(30)),
            credentials: credentials
        )
        try await calls(client)
        return arrivals.all
    }

    private static let basic = "Basic " + Data("ada@example.com:pw-1".utf8).base64EncodedString()

    @Test func eachOperationGetsExactlyTheCredentialsItRequires() async throws {
        let arrivals = try await run(credentials: .init(agentLogin: Self.login, integrationToken: Self.token)) {
            client in
            let status = try await client.getStatus()
            #expect(status.status == "ok")
            let tickets = try await client.listTickets()
            #expect(tickets.map(\.id) == [17])
            let merged = try await client.mergeTicket(ticketID: 17, body: MergeRequestDTO(into: 3))
            #expect(merged.status == .solved)
        }
        #expect(
            arrivals == [
                [:],
                ["authorization": Self.basic],
                ["authorization": Self.basic, "x-helpdesk-token": Self.token],
            ]
        )
    }

    @Test func theOtherAlternativeServesAndAMissingPartOfACombinationIs401() async throws {
        let arrivals = try await run(credentials: .init(integrationToken: Self.token)) { client in
            let open = try await client.listTickets(status: .open)
            #expect(open.count == 1)
            let error = try await #require(throws: APIError.self) {
                try await client.mergeTicket(ticketID: 17, body: MergeRequestDTO(into: 3))
            }
            #expect(error.statusCode == 401)
        }
        // No requirement of `mergeTicket` is satisfiable, so it goes without credentials (never the token alone).
        #expect(arrivals == [["x-helpdesk-token": Self.token], [:]])
    }

    @Test func noOrWrongCredentialsAre401ExceptForThePublicOperation() async throws {
        let arrivals = try await run(credentials: .init()) { client in
            let status = try await client.getStatus()
            #expect(status.status == "ok")
            let error = try await #require(throws: APIError.self) { try await client.listTickets() }
            #expect(error.statusCode == 401)
        }
        #expect(arrivals == [[:], [:]])

        _ = try await run(credentials: .init(integrationToken: "tok-wrong")) { client in
            let error = try await #require(throws: APIError.self) { try await client.listTickets() }
            #expect(error.statusCode == 401)
            #expect(!error.description.contains("tok-wrong"))
        }
    }

    @Test func aRequirementNamingTwoOAuthSchemesSendsTheTokenOfEitherProvider() async throws {
        let provider = StaticTokenProvider(Self.oauthToken)
        var arrivals = try await run(credentials: .init(agentOAuthCode: provider)) { client in
            let ticket = try await client.getTicket(ticketID: 17)
            #expect(ticket.id == 17)
        }
        arrivals += try await run(credentials: .init(agentOAuth: provider)) { client in
            _ = try await client.getTicket(ticketID: 17)
        }
        arrivals += try await run(credentials: .init(integrationToken: Self.token)) { client in
            let error = try await #require(throws: APIError.self) { try await client.getTicket(ticketID: 17) }
            #expect(error.statusCode == 401)
        }
        #expect(arrivals == [["authorization": "Bearer oauth-1"], ["authorization": "Bearer oauth-1"], [:]])
    }
}
