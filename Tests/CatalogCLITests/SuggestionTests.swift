import Testing

@testable import CatalogCLI

@Suite("did-you-mean suggestions")
struct SuggestionTests {
    @Test(arguments: [
        ("", "abc", 3), ("abc", "abc", 0), ("kitten", "sitting", 3), ("--lmit", "--limit", 1), ("ab", "ba", 2),
    ])
    func measuresEditDistance(lhs: String, rhs: String, distance: Int) {
        #expect(Suggestion.editDistance(lhs, rhs) == distance)
        #expect(Suggestion.editDistance(rhs, lhs) == distance)
    }

    @Test func suggestsOnlyCloseCandidates() {
        #expect(Suggestion.closest(to: "--prot", among: ["--port", "--json"]) == "--port")
        #expect(Suggestion.closest(to: "--zzzzzz", among: ["--port", "--json"]) == nil)
        #expect(Suggestion.closest(to: "-x", among: ["-h"]) == nil)
    }
}
