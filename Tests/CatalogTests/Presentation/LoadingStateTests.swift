import CatalogPresentation
import Testing

@Suite("LoadingState")
struct LoadingStateTests {
    @Test("exposes the value, the message and whether it is loading")
    func exposesItsParts() {
        let states: [LoadingState<Int>] = [.idle, .loading, .loaded(7), .failed("No.")]
        #expect(states.map(\.value) == [nil, nil, 7, nil])
        #expect(states.map(\.errorMessage) == [nil, nil, nil, "No."])
        #expect(states.map(\.isLoading) == [false, true, false, false])
    }

    @Test("compares by case and payload")
    func comparesByCaseAndPayload() {
        #expect(LoadingState<Int>.loaded(1) == .loaded(1))
        #expect(LoadingState<Int>.loaded(1) != .loaded(2))
        #expect(LoadingState<Int>.failed("a") != .failed("b"))
        #expect(LoadingState<Int>.idle != .loading)
    }
}
