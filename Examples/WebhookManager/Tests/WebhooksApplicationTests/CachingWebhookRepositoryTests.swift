import Testing
import WebhooksApplication
import WebhooksDomain

/// The cache decorator saves the lists its decoratee answers and passes everything else through.
@Suite struct CachingWebhookRepositoryTests {
    @Test func savesTheListItReturns() async throws {
        let stored = [makeWebhook("a"), makeWebhook("b")]
        let cache = SpyWebhookCache()
        let repository = CachingWebhookRepository(decoratee: StubWebhookRepository(stored: stored), cache: cache)

        let webhooks = try await repository.webhooks()

        #expect(webhooks == stored)
        #expect(await cache.saved == [stored])
    }

    @Test func savesNothingWhenTheDecorateeFails() async throws {
        let cache = SpyWebhookCache()
        let repository = CachingWebhookRepository(decoratee: FailingWebhookRepository(), cache: cache)

        await #expect(throws: TestError.self) { try await repository.webhooks() }
        #expect(await cache.saved.isEmpty)
    }

    @Test func aCacheThatFailsDoesNotFailTheList() async throws {
        let stored = [makeWebhook("a")]
        let repository = CachingWebhookRepository(
            decoratee: StubWebhookRepository(stored: stored),
            cache: FailingWebhookCache()
        )

        #expect(try await repository.webhooks() == stored)
    }

    @Test func passesLookupsAndDeletionsThrough() async throws {
        let spy = SpyWebhookRepository(stub: StubWebhookRepository(stored: [makeWebhook("a")]))
        let cache = SpyWebhookCache()
        let repository = CachingWebhookRepository(decoratee: spy, cache: cache)
        let id = Webhook.ID(rawValue: "a")

        #expect(try await repository.webhook(id: id) == makeWebhook("a"))
        try await repository.deleteWebhook(id: id)

        #expect(await spy.calls == [.webhook(id), .delete(id)])
        #expect(await cache.saved.isEmpty)
    }
}
