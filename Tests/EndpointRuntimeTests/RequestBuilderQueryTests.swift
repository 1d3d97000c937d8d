@_spi(Generated) import EndpointRuntime
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("RequestBuilder: query")
struct RequestBuilderQueryTests {
    private func query(_ items: [URLQueryItem], base: String = "https://api.example.com") throws -> String? {
        let builder = RequestBuilder(baseURL: try #require(URL(string: base)))
        let endpoint = Endpoint<EmptyResponse>(method: .get, path: "/search", queryItems: items)
        return try builder.request(for: endpoint).url?.query(percentEncoded: true)
    }

    @Test(
        "every reserved character in a query name and value is percent-encoded",
        arguments: RequestBuilderPathTests.reservedCharacters
    )
    func reservedCharacterIsEncoded(character: String, encoded: String) throws {
        let result = try query([URLQueryItem(name: "k\(character)", value: "v\(character)w")])
        #expect(result == "k\(encoded)=v\(encoded)w")
    }

    @Test func plusIsNotLeftForServersToReadAsSpace() throws {
        #expect(try query([URLQueryItem(name: "q", value: "c++ & swift")]) == "q=c%2B%2B%20%26%20swift")
    }

    @Test func arraysRepeatTheKeyInOrder() throws {
        var items = QueryItems()
        items.append("tag", ["b", "a", "c"])
        items.append("limit", 10)
        items.append("missing", String?.none)
        #expect(try query(items.items) == "tag=b&tag=a&tag=c&limit=10")
    }

    @Test func itemWithoutValueIsWrittenAsBareName() throws {
        #expect(try query([URLQueryItem(name: "flag", value: nil), URLQueryItem(name: "a", value: "")]) == "flag&a=")
    }

    @Test func noItemsMeansNoQuestionMark() throws {
        let builder = RequestBuilder(baseURL: try #require(URL(string: "https://api.example.com")))
        let url = try builder.request(for: Endpoint<EmptyResponse>(method: .get, path: "/search")).url
        #expect(url?.absoluteString == "https://api.example.com/search")
    }

    @Test func baseURLQueryIsKeptFirst() throws {
        let result = try query([URLQueryItem(name: "q", value: "x")], base: "https://api.example.com/v1?version=2")
        #expect(result == "version=2&q=x")
    }

    @Test func aMapIsOneItemPerEntryInKeyOrderWhateverItsInsertionOrder() throws {
        let entries = [("b", "2"), ("a", "1 & 2"), ("B", "0"), ("a=b", "c")]
        for order in [entries, entries.reversed(), [entries[2], entries[0], entries[3], entries[1]]] {
            var items = QueryItems()
            items.append("q", "x")
            items.append("options", Dictionary(uniqueKeysWithValues: order), style: .form(explode: true))
            items.append("none", [String: Int]?.none, style: .form(explode: true))
            items.append("empty", [String: Int](), style: .form(explode: true))
            #expect(items.items.map { "\($0.name)=\($0.value ?? "")" } == ["q=x", "B=0", "a=1 & 2", "a=b=c", "b=2"])
            #expect(
                items.percentEncodedItems.map { $0.map { "\($0.name)=\($0.value ?? "")" } }
                    == ["q=x", "B=0", "a=1%20%26%202", "a%3Db=c", "b=2"]
            )
        }
    }

    @Test func parameterValuesUseTheirWireForm() throws {
        var items = QueryItems()
        items.append("on", true)
        items.append("day", CalendarDate(year: 2024, month: 5, day: 1))
        items.append("at", Date(timeIntervalSince1970: 0))
        items.append("ratio", 0.5)
        #expect(try query(items.items) == "on=true&day=2024-05-01&at=1970-01-01T00%3A00%3A00Z&ratio=0.5")
    }
}
