import EndpointStubServer
import Testing

@Suite("HTTPHeaders")
struct HTTPHeadersTests {
    @Test func looksUpNamesCaseInsensitivelyKeepingOrder() {
        let headers = HTTPHeaders([("Accept", "a"), ("X-Tag", "1"), ("x-tag", "2")])
        #expect(headers["ACCEPT"] == "a")
        #expect(headers.values(for: "X-TAG") == ["1", "2"])
        #expect(headers.contains("accept"))
        #expect(!headers.contains("Accept-Language"))
        #expect(headers.fields.map(\.name) == ["Accept", "X-Tag", "x-tag"])
    }

    @Test func settingReplacesEveryFieldOfTheNameInPlace() {
        var headers = HTTPHeaders([("A", "1"), ("B", "2"), ("a", "3")])
        headers["a"] = "new"
        #expect(headers.fields == [.init(name: "A", value: "new"), .init(name: "B", value: "2")])
        headers["C"] = "4"
        #expect(headers.fields.last == .init(name: "C", value: "4"))
        headers["b"] = nil
        #expect(headers.fields.map(\.name) == ["A", "C"])
    }

    @Test func addKeepsExistingFields() {
        var headers: HTTPHeaders = ["Vary": "Accept"]
        headers.add(name: "vary", value: "Origin")
        #expect(headers.values(for: "Vary") == ["Accept", "Origin"])
        headers.remove("VARY")
        #expect(headers.fields.isEmpty)
    }

    @Test func findsTokensInCommaSeparatedFields() {
        let headers = HTTPHeaders([("Connection", "Upgrade , Keep-Alive"), ("Connection", "x")])
        #expect(headers.containsToken("keep-alive", inField: "connection"))
        #expect(headers.containsToken("X", inField: "Connection"))
        #expect(!headers.containsToken("close", inField: "Connection"))
        #expect(!headers.containsToken("keep", inField: "Connection"))
    }
}
