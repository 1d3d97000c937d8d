import EndpointRuntime
import EndpointSpec
import EndpointStubServer
import EndpointTesting
import Foundation
import ServersAPI
import Testing

import struct EndpointTestSupport.OwnExecutorTrait
import enum EndpointTestSupport.RepositoryFiles

/// The servers fixture's client, generated through the plugin: a server chosen by name, with variables, calling the
/// stub server over loopback with the real `URLSessionHTTPClient`.
@Suite(.ownExecutor) struct ServersClientLoopbackTests {
    private static func startStub() throws -> StubServer {
        let loaded = SpecLoader.load(fileAt: RepositoryFiles.path("Tests/Fixtures/ServersAPI/servers.endpoints.json"))
        let spec = try #require(loaded.spec, "\(loaded.diagnostics)")
        return try StubServer.start(spec: spec)
    }

    @Test func aServerChosenByNameWithItsVariablesReachesTheStubServer() async throws {
        let stub = try Self.startStub()
        defer { stub.stop() }
        let port = try #require(stub.baseURL.port)
        let client = ServersClient(
            server: .local(port: String(port)),
            httpClient: URLSessionHTTPClient(timeout: .seconds(30))
        )
        #expect(try await client.getStatus().status == "ok")
    }

    @Test func eachServerHasItsURLWithTheVariablesFilledIn() {
        #expect(ServersClient.Server.production.url.absoluteString == "https://api.servers.example.com/v1")
        #expect(ServersClient.Server.regional().url.absoluteString == "https://eu.servers.example.com/v1")
        #expect(
            ServersClient.Server.regional(region: .usEast, version: .v2).url.absoluteString
                == "https://us-east.servers.example.com/v2"
        )
        #expect(ServersClient.Server.local().url.absoluteString == "http://127.0.0.1:8080")
        #expect(ServersClient.Server.Region.allCases.map(\.rawValue) == ["eu", "us-east", "ap"])
        #expect(ServersClient.defaultBaseURL == ServersClient.Server.production.url)
    }

    @Test func aVariableCannotMoveTheRequestToAnotherHostOrPath() {
        let url = ServersClient.Server.local(host: "evil.example.com/x?y#", port: "80").url
        #expect(url.absoluteString == "http://evil.example.com%2Fx%3Fy%23:80")
        #expect(url.host != "evil.example.com")
    }

    @Test func aValueThatMakesNoURLFailsEveryRequestInsteadOfCrashing() async throws {
        let http = SpyHTTPClient(json: #"{"status": "ok"}"#)
        let client = ServersClient(server: .local(host: ""), httpClient: http)
        await #expect(throws: APIError.self) { try await client.getStatus() }
        #expect(http.requests.isEmpty)
    }

    @Test func theDefaultServerIsTheFirstAndAPerEndpointServerStays() async throws {
        let http = SpyHTTPClient([.json(#"{"status": "ok"}"#), .status(204)])
        let client = ServersClient(httpClient: http)
        _ = try await client.getStatus()
        try await client.uploadLog(body: "line")
        #expect(
            http.requests.map { $0.url?.absoluteString } == [
                "https://api.servers.example.com/v1/status", "https://uploads.servers.example.com/logs",
            ]
        )
    }
}
