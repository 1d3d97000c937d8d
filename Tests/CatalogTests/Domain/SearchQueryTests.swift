import CatalogDomain
import Testing

@Suite("SearchQuery")
struct SearchQueryTests {
    @Test(
        "trims surrounding whitespace and newlines but keeps inner spaces",
        arguments: [
            ("swift", "swift"), ("  swift  ", "swift"), ("\n\tswift mug \r\n", "swift mug"), ("sw", "sw"),
            ("\u{00A0}ab\u{2003}", "ab"),
        ]
    )
    func trims(raw: String, expected: String) throws {
        #expect(try SearchQuery(raw).text == expected)
    }

    @Test("rejects fewer than two characters after trimming", arguments: ["", " ", "a", "  a \n", "\n\n\t", "é"])
    func rejectsShortQueries(raw: String) {
        #expect(throws: SearchError.queryTooShort) { try SearchQuery(raw) }
    }

    @Test("counts characters, not code units")
    func countsCharacters() throws {
        #expect(throws: SearchError.queryTooShort) { try SearchQuery("👍🏽") }
        #expect(try SearchQuery("👍🏽👍").text == "👍🏽👍")
    }
}
