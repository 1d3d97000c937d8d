import WebhooksDomain

/// A ``WebhookRepository`` decorator that saves every list its `decoratee` answers into a cache; lookups and
/// deletions pass through. A cache that fails to save does not fail the list: the caller still gets what the
/// service said.
public struct CachingWebhookRepository: WebhookRepository {
    /// The repository that answers.
    public let decoratee: any WebhookRepository
    /// Where lists are saved.
    public let cache: any WebhookCache

    /// A decorator saving `decoratee`'s lists into `cache`.
    public init(decoratee: any WebhookRepository, cache: any WebhookCache) {
        self.decoratee = decoratee
        self.cache = cache
    }

    /// The decoratee's webhooks, saved into the cache first.
    public func webhooks() async throws -> [Webhook] {
        let webhooks = try await decoratee.webhooks()
        try? await cache.save(webhooks)
        return webhooks
    }

    /// The decoratee's webhook with identifier `id`.
    public func webhook(id: Webhook.ID) async throws -> Webhook {
        try await decoratee.webhook(id: id)
    }

    /// Deletes through the decoratee.
    public func deleteWebhook(id: Webhook.ID) async throws {
        try await decoratee.deleteWebhook(id: id)
    }
}
