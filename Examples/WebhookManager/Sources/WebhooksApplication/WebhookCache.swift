import WebhooksDomain

/// Keeps the last list of webhooks the service answered (a one-method port).
public protocol WebhookCache: Sendable {
    /// Replaces what is kept with `webhooks`.
    func save(_ webhooks: [Webhook]) async throws
}
