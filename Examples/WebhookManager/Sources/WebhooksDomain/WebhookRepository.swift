// Started from `endpoint-gen scaffold-domain` (see the README); the methods renamed for the domain.

/// Where the domain gets webhooks from. `HTTPWebhookRepository` (generated in WebhooksAPI from
/// openapi.endpointkit.yaml) calls the Apideck service; `CachingWebhookRepository` decorates any of them.
public protocol WebhookRepository: Sendable {
    /// Every webhook of the application.
    func webhooks() async throws -> [Webhook]
    /// The webhook with identifier `id`; ``WebhookError/notFound(_:)`` when there is none.
    func webhook(id: Webhook.ID) async throws -> Webhook
    /// Deletes the webhook with identifier `id`; ``WebhookError/notFound(_:)`` when there is none.
    func deleteWebhook(id: Webhook.ID) async throws
}
