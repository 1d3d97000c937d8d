import WebhooksDomain

/// The use case "show my webhooks": enabled ones first, each group by delivery URL; when the service cannot be
/// reached, the list last cached, marked as such. Cancellation is never answered from the cache.
public struct ListWebhooks: Sendable {
    /// What the use case answers.
    public struct Result: Sendable, Equatable {
        /// The webhooks, in display order.
        public var webhooks: [Webhook]
        /// Whether they came from the cache because the service failed.
        public var isFromCache: Bool
    }

    private let repository: any WebhookRepository
    private let fallback: any CachedWebhooksLoader

    /// The use case over `repository`, falling back to `fallback`.
    public init(repository: any WebhookRepository, fallback: any CachedWebhooksLoader) {
        self.repository = repository
        self.fallback = fallback
    }

    /// Runs the use case; rethrows the repository's error when the cache has nothing either.
    public func callAsFunction() async throws -> Result {
        do {
            return Result(webhooks: Self.ordered(try await repository.webhooks()), isFromCache: false)
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            let cached = (try? await fallback.cachedWebhooks()) ?? []
            guard !cached.isEmpty else { throw error }
            return Result(webhooks: Self.ordered(cached), isFromCache: true)
        }
    }

    /// Enabled webhooks first, then by delivery URL.
    static func ordered(_ webhooks: [Webhook]) -> [Webhook] {
        webhooks.sorted { lhs, rhs in
            let lhsEnabled = lhs.status == .enabled
            let rhsEnabled = rhs.status == .enabled
            if lhsEnabled != rhsEnabled { return lhsEnabled }
            return lhs.deliveryURL.absoluteString < rhs.deliveryURL.absoluteString
        }
    }
}
