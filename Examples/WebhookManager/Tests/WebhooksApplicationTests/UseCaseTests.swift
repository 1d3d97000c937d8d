import Testing
import WebhooksApplication
import WebhooksDomain

/// The use cases over a repository and the cache.
@Suite struct UseCaseTests {
    @Test func listsEnabledWebhooksFirstThenByDeliveryURL() async throws {
        let stored = [
            makeWebhook("c", status: .disabled, host: "a.example"),
            makeWebhook("b", host: "z.example"),
            makeWebhook("a", host: "m.example"),
        ]
        let list = ListWebhooks(repository: StubWebhookRepository(stored: stored), fallback: InMemoryWebhookCache())

        let result = try await list()

        #expect(result.webhooks.compactMap(\.id?.rawValue) == ["a", "b", "c"])
        #expect(!result.isFromCache)
    }

    @Test func answersFromTheCacheWhenTheServiceFails() async throws {
        let cache = InMemoryWebhookCache()
        let online = CachingWebhookRepository(
            decoratee: StubWebhookRepository(stored: [makeWebhook("a")]),
            cache: cache
        )
        _ = try await ListWebhooks(repository: online, fallback: cache)()

        let offline = ListWebhooks(repository: FailingWebhookRepository(), fallback: cache)
        let result = try await offline()

        #expect(result.webhooks == [makeWebhook("a")])
        #expect(result.isFromCache)
    }

    @Test func rethrowsTheServiceErrorWhenNothingIsCached() async throws {
        let list = ListWebhooks(repository: FailingWebhookRepository(), fallback: InMemoryWebhookCache())
        await #expect(throws: TestError.self) { try await list() }
    }

    @Test func cancellationIsNotAnsweredFromTheCache() async throws {
        let cache = InMemoryWebhookCache()
        await cache.save([makeWebhook("a")])
        let list = ListWebhooks(repository: FailingWebhookRepository(error: CancellationError()), fallback: cache)
        await #expect(throws: CancellationError.self) { try await list() }
    }

    @Test func removesAWebhookAndSaysWhenThereWasNone() async throws {
        let remove = RemoveWebhook(repository: StubWebhookRepository(stored: [makeWebhook("a")]))

        #expect(try await remove(Webhook.ID(rawValue: "a")))
        #expect(try await remove(Webhook.ID(rawValue: "missing")) == false)
    }
}
