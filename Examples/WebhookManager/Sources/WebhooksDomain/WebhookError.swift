/// What can go wrong when the domain asks for webhooks.
public enum WebhookError: Error, Equatable, Sendable {
    /// No webhook has the identifier.
    case notFound(Webhook.ID)
}
