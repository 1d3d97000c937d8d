@_spi(Generated) import EndpointRuntime
import EndpointSpec
import Foundation
import HTTPSemantics
import Testing

@testable import EndpointStubServer

/// The spec validator, the runtime and the stub server read charset names through one `TextCharset`, so a charset the
/// spec accepts is one the generated client can code and the stub server writes in the bytes the client reads back.
@Suite("The spec, the runtime and the stub server agree on charsets")
struct CharsetAgreementTests {
    private static let aliases = [
        "utf-8", "UTF-8", "utf8", "us-ascii", "ASCII", "iso-8859-1", "ISO_8859-1", "latin1", "windows-1252", "CP1252",
        "utf-16", "utf-16le", "UTF-16BE",
    ]
    private static let unsupported = ["utf-32", "shift_jis", "koi8-r", "", "utf 8", "iso-8859-15"]

    @Test(arguments: aliases)
    func everyNameTheSpecAcceptsTheRuntimeCodes(name: String) throws {
        let charset = try #require(TextCharset(name: name))
        #expect(BodyMediaType.isSupportedCharset(name))
        #expect(TextCoding.encoding(forCharset: name) != nil)
        #expect(TextCharset(name: charset.preferredName) == charset)
    }

    @Test(arguments: unsupported)
    func aNameNoneOfThemKnowsIsRefusedByAll(name: String) {
        #expect(TextCharset(name: name) == nil)
        #expect(!BodyMediaType.isSupportedCharset(name))
        #expect(TextCoding.encoding(forCharset: name) == nil)
    }

    @Test(arguments: TextCharset.allCases)
    func textTheStubServerWritesDecodesToTheSameText(charset: TextCharset) throws {
        let text: String =
            switch charset {
            case .usASCII: "plain text, 100% ASCII\n"
            case .isoLatin1: "café, naïve, ÿ ©"
            case .windows1252: "€5 – “quoted” ‚low‘ Ÿ Œuvre™ café"
            case .utf8, .utf16, .utf16LittleEndian, .utf16BigEndian: "€ 😀 日本 café"
            }
        let contentType = "text/plain; charset=\(charset.preferredName)"
        let bytes = ExampleBody.encode(text, charset: charset.preferredName)
        #expect(try TextCoding.decode(Data(bytes), contentType: contentType) == text)
        #expect(try TextCoding.encode(text, contentType: contentType) != Data())
    }

    @Test func aCharacterWindows1252CannotHoldIsAQuestionMarkFromTheStubAndAnErrorFromTheClient() throws {
        let bytes = ExampleBody.encode("a😀€", charset: "windows-1252")
        #expect(bytes == [UInt8(ascii: "a"), UInt8(ascii: "?"), 0x80])
        #expect(throws: APIError.self) {
            try TextCoding.encode("a😀", contentType: "text/plain; charset=windows-1252")
        }
    }
}
