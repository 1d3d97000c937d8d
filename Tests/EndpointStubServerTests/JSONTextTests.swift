import EndpointSpec
import Foundation
import Testing

@testable import EndpointStubServer

@Suite("JSONText")
struct JSONTextTests {
    @Test func escapesQuotesBackslashesAndControlCharacters() {
        #expect(JSONText.quoted("a\"b\\c") == #""a\"b\\c""#)
        #expect(JSONText.quoted("line\nnext\r\ttab") == #""line\nnext\r\ttab""#)
        #expect(JSONText.quoted("\u{0}\u{1F}\u{7F}\u{08}\u{0C}") == #""\u0000\u001F\u007F\b\f""#)
        #expect(JSONText.quoted("\u{2028}") == #""\u2028""#)
    }

    @Test func keepsNonASCIITextAsIs() {
        #expect(JSONText.quoted("Café ☕️ 𝄞") == "\"Café ☕️ 𝄞\"")
    }

    @Test func rendersSpecValuesCompactlyInMemberOrderWithLiteralNumbers() {
        let value = SpecValue.object([
            SpecMember("z", .number("29.90")),
            SpecMember("a", .array([.null, .bool(true), .bool(false), .number("-1e3"), .string("x")])),
            SpecMember("m", .object([])),
        ])
        #expect(JSONText.render(value) == #"{"z":29.90,"a":[null,true,false,-1e3,"x"],"m":{}}"#)
    }

    @Test func rendersTextThatFoundationParsesBack() throws {
        let tricky = "quote \" backslash \\ newline \n nul \u{0} emoji 🎉"
        let text = JSONText.render(.object([SpecMember("k", .string(tricky))]))
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: String]
        #expect(object == ["k": tricky])
    }
}
