import Testing

@testable import EndpointCodegen

/// Code voice in generated documentation: backticks and control characters never break out of it.
@Suite struct SwiftLiteralTests {
    @Test(arguments: [
        ("price_cents", "`price_cents`"), ("a`b", "`a'b`"), ("line\nbreak", "`line break`"), ("", "\"\""),
        ("`", "`'`"), ("tab\there\u{7F}", "`tab here `"), ("héllo wörld", "`héllo wörld`"),
    ])
    func codeVoiceQuotesNeutralizedText(value: String, expected: String) {
        #expect(SwiftLiteral.codeVoice(value) == expected)
    }

    @Test(arguments: ["price_cents", "a`b", "line\nbreak", "", "`", "tab\there\u{7F}", "héllo wörld", "``x``"])
    func codeVoiceTextIsCodeVoiceWithoutItsBackticks(value: String) {
        #expect(SwiftLiteral.codeVoiceText(value) == SwiftLiteral.codeVoice(value).filter { $0 != "`" })
    }
}
