import CatalogApplication
import CatalogDomain
import CatalogPresentation
import EndpointTestSupport
import Testing

@MainActor
@Suite("ProductSearchViewModel", .timeLimit(.minutes(1)))
struct ProductSearchViewModelTests {
    // MARK: Outcomes

    @Test("starts idle")
    func startsIdle() {
        let viewModel = makeViewModel(repository: SpyProductRepository())
        #expect(viewModel.state == .idle)
    }

    @Test("shows the repository's results for the trimmed query")
    func showsResults() async {
        let spy = SpyProductRepository(searchResult: .success([.book, .mug]))
        let viewModel = makeViewModel(repository: spy)
        await viewModel.search(" swift ", limit: 2)
        #expect(viewModel.state == .loaded([.book, .mug]))
        #expect(await spy.searchRequests == [.init(text: "swift", limit: 2)])
    }

    @Test("shows loading while the search is in flight")
    func showsLoadingInFlight() async {
        let gated = GatedProductRepository()
        let viewModel = makeViewModel(repository: gated)
        let search = Task { await viewModel.search("swift") }
        await gated.searchGate.waitUntilEntered(1)
        #expect(viewModel.state == .loading)
        await gated.searchGate.release(0, with: .success([.poster]))
        await search.value
        #expect(viewModel.state == .loaded([.poster]))
    }

    @Test("a failure shows the user-facing message")
    func failureShowsMessage() async {
        let viewModel = makeViewModel(repository: FailingProductRepository(error: ProductError.invalidProduct))
        await viewModel.search("swift")
        #expect(viewModel.state == .failed("The catalog returned an invalid product."))
    }

    // MARK: Validation

    @Test("a short query fails with a message and sends no request")
    func shortQueryFailsWithoutRequest() async {
        let spy = SpyProductRepository()
        let viewModel = makeViewModel(repository: spy)
        await viewModel.search(" s ")
        #expect(viewModel.state == .failed("The search query must be at least 2 characters."))
        #expect(await spy.requestCount == 0)
    }

    @Test("a limit of zero fails with a message and sends no request")
    func zeroLimitFailsWithoutRequest() async {
        let spy = SpyProductRepository()
        let viewModel = makeViewModel(repository: spy)
        await viewModel.search("swift", limit: 0)
        #expect(viewModel.state == .failed("The result limit must be a positive number, not 0."))
        #expect(await spy.requestCount == 0)
    }

    // MARK: Superseding and cancelling

    @Test("a new search cancels the one in flight")
    func newSearchCancelsInFlight() async {
        let gated = GatedProductRepository()
        let viewModel = makeViewModel(repository: gated)
        let first = Task { await viewModel.search("swift") }
        await gated.searchGate.waitUntilEntered(1)
        let second = Task { await viewModel.search("poster") }
        await first.value
        #expect(await gated.searchGate.cancelledCount == 1)
        #expect(viewModel.state == .loading)

        await gated.searchGate.release(1, with: .success([.poster]))
        await second.value
        #expect(viewModel.state == .loaded([.poster]))
    }

    @Test("stale results never overwrite newer ones, even when the repository ignores cancellation")
    func staleResultsNeverOverwrite() async {
        let gated = GatedProductRepository(honorsCancellation: false)
        let viewModel = makeViewModel(repository: gated)
        let first = Task { await viewModel.search("swift") }
        await gated.searchGate.waitUntilEntered(1)
        let second = Task { await viewModel.search("poster") }
        await gated.searchGate.waitUntilEntered(2)

        await gated.searchGate.release(1, with: .success([.poster]))
        await second.value
        await gated.searchGate.release(0, with: .success([.book, .mug]))
        await first.value
        #expect(viewModel.state == .loaded([.poster]))
    }

    @Test("invalid input cancels the search in flight and keeps its message")
    func invalidInputCancelsInFlight() async {
        let gated = GatedProductRepository(honorsCancellation: false)
        let viewModel = makeViewModel(repository: gated)
        let first = Task { await viewModel.search("swift") }
        await gated.searchGate.waitUntilEntered(1)
        await viewModel.search("s")
        await gated.searchGate.release(0, with: .success([.book]))
        await first.value
        #expect(viewModel.state == .failed("The search query must be at least 2 characters."))
    }

    @Test("cancel returns to the previous results and drops the cancelled search's results")
    func cancelReturnsToPreviousResults() async {
        let gated = GatedProductRepository(honorsCancellation: false)
        let viewModel = makeViewModel(repository: gated)
        let first = Task { await viewModel.search("swift") }
        await gated.searchGate.waitUntilEntered(1)
        await gated.searchGate.release(0, with: .success([.book]))
        await first.value

        let second = Task { await viewModel.search("poster") }
        await gated.searchGate.waitUntilEntered(2)
        viewModel.cancel()
        #expect(viewModel.state == .loaded([.book]))
        await gated.searchGate.release(1, with: .success([.poster]))
        await second.value
        #expect(viewModel.state == .loaded([.book]))
    }

    @Test("cancelling the calling task is not an error: the state returns to idle")
    func cancellingCallerReturnsToIdle() async {
        let gated = GatedProductRepository()
        let viewModel = makeViewModel(repository: gated)
        let search = Task { await viewModel.search("swift") }
        await gated.searchGate.waitUntilEntered(1)
        search.cancel()
        await search.value
        #expect(viewModel.state == .idle)
        #expect(await gated.searchGate.cancelledCount == 1)
    }

    // MARK: Helpers

    private func makeViewModel(repository: any ProductRepository) -> ProductSearchViewModel {
        ProductSearchViewModel(searchProducts: SearchProductsUseCase(repository: repository))
    }
}
