import Foundation
import WebhooksApplication
import WebhooksDomain

// MARK: - Values

/// A webhook with `id`, `status` and a delivery URL on `host`.
func makeWebhook(_ id: String, status: Webhook.Status = .enabled, host: String = "example.com") -> Webhook {
    Webhook(
        id: Webhook.ID(rawValue: id),
        deliveryURL: URL(string: "https://\(host)/hooks/\(id)")!,
        description: nil,
        status: status,
        events: ["*"],
        createdAt: nil
    )
}

/// An error a double throws.
struct TestError: Error, Equatable {}

// MARK: - Repositories

/// Answers fixed webhooks; `webhook(id:)` finds one among them or throws `notFound`.
struct StubWebhookRepository: WebhookRepository {
    let stored: [Webhook]

    func webhooks() async throws -> [Webhook] { stored }

    func webhook(id: Webhook.ID) async throws -> Webhook {
        guard let found = stored.first(where: { $0.id == id }) else { throw WebhookError.notFound(id) }
        return found
    }

    func deleteWebhook(id: Webhook.ID) async throws {
        guard stored.contains(where: { $0.id == id }) else { throw WebhookError.notFound(id) }
    }
}

/// Throws `error` from every method.
struct FailingWebhookRepository: WebhookRepository {
    var error: any Error = TestError()

    func webhooks() async throws -> [Webhook] { throw error }
    func webhook(id: Webhook.ID) async throws -> Webhook { throw error }
    func deleteWebhook(id: Webhook.ID) async throws { throw error }
}

/// Records every call, then forwards it to `stub`.
actor SpyWebhookRepository: WebhookRepository {
    enum Call: Equatable {
        case webhooks
        case webhook(Webhook.ID)
        case delete(Webhook.ID)
    }

    private(set) var calls: [Call] = []
    let stub: StubWebhookRepository

    init(stub: StubWebhookRepository) { self.stub = stub }

    func webhooks() async throws -> [Webhook] {
        calls.append(.webhooks)
        return try await stub.webhooks()
    }

    func webhook(id: Webhook.ID) async throws -> Webhook {
        calls.append(.webhook(id))
        return try await stub.webhook(id: id)
    }

    func deleteWebhook(id: Webhook.ID) async throws {
        calls.append(.delete(id))
        try await stub.deleteWebhook(id: id)
    }
}

// MARK: - Cache

/// Records every list saved.
actor SpyWebhookCache: WebhookCache {
    private(set) var saved: [[Webhook]] = []

    func save(_ webhooks: [Webhook]) async throws { saved.append(webhooks) }
}

/// A cache whose every call throws.
struct FailingWebhookCache: WebhookCache, CachedWebhooksLoader {
    func save(_ webhooks: [Webhook]) async throws { throw TestError() }
    func cachedWebhooks() async throws -> [Webhook] { throw TestError() }
}
