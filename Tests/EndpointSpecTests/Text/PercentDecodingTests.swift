import EndpointSpec
import HTTPSemantics
import Testing

@Suite("Percent-decoding of URL components")
struct PercentDecodingTests {
    @Test func textWithoutEscapesIsReturnedAsIs() {
        #expect(PercentDecoding.decode("files/report.json") == "files/report.json")
    }

    @Test func escapesBecomeTheirBytes() {
        #expect(PercentDecoding.decode("p%201") == "p 1")
        #expect(PercentDecoding.decode("%7Bname%7d") == "{name}")
    }

    @Test func multiByteUTF8IsDecoded() {
        #expect(PercentDecoding.decode("caf%C3%A9") == "café")
    }

    @Test func plusStaysAPlus() {
        #expect(PercentDecoding.decode("a+b%2B") == "a+b+")
    }

    @Test(arguments: ["%", "%4", "abc%", "%zz", "%+1", "%-1"])
    func malformedEscapesAreRejected(text: String) {
        #expect(PercentDecoding.decode(text) == nil)
    }

    @Test(arguments: ["%FF", "%C3", "%C3%28", "%ED%A0%80"])
    func bytesThatAreNotUTF8AreRejected(text: String) {
        #expect(PercentDecoding.decode(text) == nil)
    }

    @Test func anEscapedReplacementCharacterIsKept() {
        #expect(PercentDecoding.decode("%EF%BF%BD") == "\u{FFFD}")
    }
}
