import WebhooksDomain

/// Reads the list a ``WebhookCache`` kept (a one-method port).
public protocol CachedWebhooksLoader: Sendable {
    /// The webhooks last saved; empty when none were.
    func cachedWebhooks() async throws -> [Webhook]
}
