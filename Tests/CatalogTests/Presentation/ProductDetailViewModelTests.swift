import CatalogApplication
import CatalogDomain
import CatalogPresentation
import Testing

@MainActor
@Suite("ProductDetailViewModel", .timeLimit(.minutes(1)))
struct ProductDetailViewModelTests {
    @Test("starts idle")
    func startsIdle() {
        let viewModel = makeViewModel(repository: StubProductRepository())
        #expect(viewModel.state == .idle)
    }

    @Test("shows loading, then the product")
    func showsLoadingThenProduct() async {
        let gated = GatedProductRepository()
        let viewModel = makeViewModel(repository: gated)
        let load = Task { await viewModel.load(id: "p-1") }
        await gated.productGate.waitUntilEntered(1)
        #expect(viewModel.state == .loading)
        await gated.productGate.release(0, with: .success(.book))
        await load.value
        #expect(viewModel.state == .loaded(.book))
    }

    @Test("a missing product shows which identifier was not found")
    func missingProductShowsIdentifier() async {
        let viewModel = makeViewModel(repository: StubProductRepository(products: [.book]))
        await viewModel.load(id: "p-9")
        #expect(viewModel.state == .failed("No product with id 'p-9'."))
    }

    @Test("an empty identifier fails without a request")
    func emptyIdentifierFailsWithoutRequest() async {
        let spy = SpyProductRepository()
        let viewModel = makeViewModel(repository: spy)
        await viewModel.load(id: "")
        #expect(viewModel.state == .failed("No product with id ''."))
        #expect(await spy.requestCount == 0)
    }

    @Test("loading another product supersedes the load in flight")
    func newLoadSupersedesInFlight() async {
        let gated = GatedProductRepository(honorsCancellation: false)
        let viewModel = makeViewModel(repository: gated)
        let first = Task { await viewModel.load(id: "p-1") }
        await gated.productGate.waitUntilEntered(1)
        let second = Task { await viewModel.load(id: "p-2") }
        await gated.productGate.waitUntilEntered(2)
        await gated.productGate.release(1, with: .success(.mug))
        await second.value
        await gated.productGate.release(0, with: .success(.book))
        await first.value
        #expect(viewModel.state == .loaded(.mug))
        #expect(await gated.productGate.cancelledCount == 1)
    }

    @Test("cancel returns to the previous failure instead of showing a new error")
    func cancelReturnsToPreviousFailure() async {
        let gated = GatedProductRepository()
        let viewModel = makeViewModel(repository: gated)
        let failing = Task { await viewModel.load(id: "p-9") }
        await gated.productGate.waitUntilEntered(1)
        await gated.productGate.release(0, with: .failure(ProductError.notFound("p-9")))
        await failing.value

        let cancelled = Task { await viewModel.load(id: "p-1") }
        await gated.productGate.waitUntilEntered(2)
        viewModel.cancel()
        await cancelled.value
        #expect(viewModel.state == .failed("No product with id 'p-9'."))
    }

    // MARK: Helpers

    private func makeViewModel(repository: any ProductRepository) -> ProductDetailViewModel {
        ProductDetailViewModel(loadProduct: LoadProductUseCase(repository: repository))
    }
}
