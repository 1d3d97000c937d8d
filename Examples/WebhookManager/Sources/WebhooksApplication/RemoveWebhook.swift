import WebhooksDomain

/// The use case "remove a webhook": deletes it, and answers whether there was one to delete.
public struct RemoveWebhook: Sendable {
    private let repository: any WebhookRepository

    /// The use case over `repository`.
    public init(repository: any WebhookRepository) {
        self.repository = repository
    }

    /// Deletes the webhook `id`; `false` when the service has no such webhook.
    public func callAsFunction(_ id: Webhook.ID) async throws -> Bool {
        do {
            try await repository.deleteWebhook(id: id)
            return true
        } catch WebhookError.notFound {
            return false
        }
    }
}
