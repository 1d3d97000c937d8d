import WebhooksDomain

/// A ``WebhookCache`` (and its ``CachedWebhooksLoader``) in memory, for the life of the process.
public actor InMemoryWebhookCache: WebhookCache, CachedWebhooksLoader {
    private var webhooks: [Webhook] = []

    /// An empty cache.
    public init() {}

    /// Replaces what is kept with `webhooks`.
    public func save(_ webhooks: [Webhook]) {
        self.webhooks = webhooks
    }

    /// The webhooks last saved.
    public func cachedWebhooks() -> [Webhook] {
        webhooks
    }
}
