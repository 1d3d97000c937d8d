import CatalogDomain
import Testing

@Suite("Price")
struct PriceTests {
    @Test("rejects negative amounts", arguments: [-1, -100, Int.min])
    func rejectsNegativeAmounts(cents: Int) {
        #expect(Price(cents) == nil)
    }

    @Test("keeps non-negative amounts in cents", arguments: [0, 1, 2990, Int.max])
    func keepsNonNegativeAmounts(cents: Int) throws {
        let price = try #require(Price(cents))
        #expect(price.cents == cents)
    }

    @Test(
        "formats with two decimals",
        arguments: [
            (0, "0.00"), (5, "0.05"), (10, "0.10"), (99, "0.99"), (100, "1.00"), (350, "3.50"), (2990, "29.90"),
            (123_456_789, "1234567.89"), (Int.max, "92233720368547758.07"),
        ]
    )
    func formatsWithTwoDecimals(cents: Int, expected: String) throws {
        let price = try #require(Price(cents))
        #expect(price.formatted == expected)
        #expect(price.description == expected)
        #expect("\(price)" == expected)
    }

    @Test("orders by amount")
    func ordersByAmount() throws {
        let cheap = try #require(Price(350))
        let dear = try #require(Price(2990))
        #expect(cheap < dear)
        #expect([dear, cheap].sorted() == [cheap, dear])
        #expect(try #require(Price(350)) == cheap)
    }
}
