import EndpointOpenAPI
import EndpointRuntime
import EndpointSpec
import EndpointStubServer
import Foundation
import Testing
import WebhooksAPI
import WebhooksDomain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The generated `HTTPWebhookRepository`, seen only as the domain's `WebhookRepository`, against the project's mock
/// server serving the same Apideck document (its overlay and configuration applied), over loopback with the real
/// `URLSessionHTTPClient`: the `{ "data": … }` envelope read, the schema's examples mapped into domain values.
@Suite struct WebhookRepositoryLoopbackTests {
    /// The directory of the document, its overlay and its configuration.
    static let apiDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/WebhooksAPI")

    /// Runs `body` with the repository calling a mock server of the document; `prefer` asks the server for another
    /// answer (`code=404`).
    private func withRepository(
        prefer: String? = nil,
        _ body: (any WebhookRepository, SpyHTTPClient) async throws -> Void
    ) async throws {
        let document = Self.apiDirectory.appendingPathComponent("openapi.yaml").path
        let loaded = SpecLoader.standard.load(
            fileAt: document,
            configurationAt: Self.apiDirectory.appendingPathComponent("openapi.endpointkit.yaml").path,
            overlays: [Self.apiDirectory.appendingPathComponent("openapi.overlay.yaml").path]
        )
        let spec = try #require(loaded.spec, "\(loaded.diagnostics.filter { $0.severity == .error })")
        let server = try StubServer.start(spec: spec)
        defer { server.stop() }
        let spy = SpyHTTPClient(prefer: prefer)
        let client = WebhookClient(
            baseURL: server.baseURL,
            httpClient: ApplicationIDHTTPClient(decoratee: spy, applicationID: "app-1"),
            credentials: .init(apiKey: "Bearer key-1")
        )
        try await body(HTTPWebhookRepository(client: client), spy)
    }

    @Test func listsWebhooksFromTheEnvelopeAsDomainValues() async throws {
        try await withRepository { repository, spy in
            let webhooks = try await repository.webhooks()

            let first = try #require(webhooks.first)
            #expect(first.id == Webhook.ID(rawValue: "1234"))
            #expect(first.deliveryURL == URL(string: "https://example.com/my/webhook/endpoint"))
            #expect(first.status == .enabled)
            #expect(first.events.contains("vault.connection.created"))
            let request = try #require(spy.requests.first)
            #expect(request.url?.path == "/webhook/webhooks")
            #expect(request.value(forHTTPHeaderField: "x-apideck-app-id") == "app-1")
            // The document's `apiKey` scheme is the whole `Authorization` header, sent exactly as given.
            #expect(request.value(forHTTPHeaderField: "Authorization") == "Bearer key-1")
        }
    }

    @Test func readsOneWebhookByItsID() async throws {
        try await withRepository { repository, spy in
            let webhook = try await repository.webhook(id: Webhook.ID(rawValue: "1234"))

            #expect(webhook.id == Webhook.ID(rawValue: "1234"))
            #expect(webhook.deliveryURL.host == "example.com")
            #expect(spy.requests.first?.url?.path == "/webhook/webhooks/1234")
        }
    }

    @Test func aMissingWebhookIsTheDomainsNotFound() async throws {
        try await withRepository(prefer: "code=404") { repository, _ in
            let id = Webhook.ID(rawValue: "nope")
            await #expect(throws: WebhookError.notFound(id)) { try await repository.webhook(id: id) }
            await #expect(throws: WebhookError.notFound(id)) { try await repository.deleteWebhook(id: id) }
        }
    }
}

/// Records each request, optionally adds a `Prefer` header for the mock server, and sends it with
/// `URLSessionHTTPClient`.
final class SpyHTTPClient: HTTPClient, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [URLRequest] = []
    private let prefer: String?
    private let client = URLSessionHTTPClient(timeout: .seconds(30))

    init(prefer: String?) { self.prefer = prefer }

    /// The requests sent so far.
    var requests: [URLRequest] { lock.withLock { recorded } }

    func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        var request = request
        if let prefer { request.setValue(prefer, forHTTPHeaderField: "Prefer") }
        lock.withLock { recorded.append(request) }
        return try await client.data(for: request)
    }
}
