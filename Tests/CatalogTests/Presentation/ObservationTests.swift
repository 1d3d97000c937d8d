import CatalogApplication
import CatalogDomain
import CatalogPresentation
import Foundation
import Observation
import Testing

/// The view models forward `state` from an internal helper; these tests prove observers still hear about changes.
@MainActor
@Suite("View model observation")
struct ObservationTests {
    /// Counts the change notifications of one observation, from whichever thread reports them.
    final class ChangeCounter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0

        var changes: Int { lock.withLock { count } }

        func record() {
            lock.withLock { count += 1 }
        }
    }

    @Test("observers of the search state are told when it changes")
    func searchStateIsObservable() async {
        let viewModel = ProductSearchViewModel(
            searchProducts: SearchProductsUseCase(repository: StubProductRepository(searchResults: [.book]))
        )
        let counter = ChangeCounter()
        withObservationTracking {
            _ = viewModel.state
        } onChange: {
            counter.record()
        }
        await viewModel.search("swift")
        #expect(counter.changes == 1)
        #expect(viewModel.state == .loaded([.book]))
    }

    @Test("observers of the detail state are told when it changes")
    func detailStateIsObservable() async {
        let viewModel = ProductDetailViewModel(
            loadProduct: LoadProductUseCase(repository: StubProductRepository(products: [.book]))
        )
        let counter = ChangeCounter()
        withObservationTracking {
            _ = viewModel.state
        } onChange: {
            counter.record()
        }
        await viewModel.load(id: "p-1")
        #expect(counter.changes == 1)
    }
}
