import HTTPSemantics
import Testing

/// `FormFields.parse`: the WHATWG `application/x-www-form-urlencoded` parser the runtime and the stub server share.
@Suite("Form fields (WHATWG parser)")
struct FormFieldsTests {
    private func parse(_ body: String) -> [String] {
        FormFields.parse(Array(body.utf8)).map { "\($0.name)=\($0.value)" }
    }

    @Test func emptyPiecesAreSkippedAndAPieceWithoutEqualsIsANameWithAnEmptyValue() {
        #expect(parse("") == [])
        #expect(parse("&&a=1&&b&") == ["a=1", "b="])
        #expect(parse("=x&=") == ["=x", "="])
    }

    @Test func onlyTheFirstEqualsSplitsAndRepeatedNamesKeepTheirOrder() {
        #expect(parse("a=b=c&a=2") == ["a=b=c", "a=2"])
    }

    @Test func plusIsASpaceEscapesAreBytesAndMalformedEscapesStay() {
        #expect(parse("q=a+b%2Bc&n%C3%A9=%zz%4") == ["q=a b+c", "né=%zz%4"])
        #expect(parse("bad=%FF") == ["bad=\u{FFFD}"])
    }
}
