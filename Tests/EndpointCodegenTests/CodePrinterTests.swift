import Testing

@testable import EndpointCodegen

/// The printer's indentation and blank-line rules.
@Suite struct CodePrinterTests {
    @Test func indentsScopesByFourSpaces() {
        var printer = CodePrinter()
        printer.open("struct A")
        printer.open("func f()")
        printer.write("return")
        printer.close()
        printer.close()
        #expect(printer.contents == "struct A {\n    func f() {\n        return\n    }\n}\n")
    }

    @Test func blankLinesNeverRepeatOpenAScopeOrPrecedeItsEnd() {
        var printer = CodePrinter()
        printer.writeBlankLine()
        printer.open("enum E")
        printer.writeBlankLine()
        printer.write("case a")
        printer.writeBlankLine()
        printer.writeBlankLine()
        printer.write("case b")
        printer.writeBlankLine()
        printer.close()
        printer.writeBlankLine()
        #expect(printer.contents == "enum E {\n    case a\n\n    case b\n}\n")
    }

    @Test func closeWithASuffixReopensTheScope() {
        var printer = CodePrinter()
        printer.open("do")
        printer.write("try f()")
        printer.close(" catch {")
        printer.write("g()")
        printer.close()
        #expect(printer.contents == "do {\n    try f()\n} catch {\n    g()\n}\n")
    }

    @Test func popNeverGoesBelowZero() {
        var printer = CodePrinter()
        printer.pop()
        printer.write("x")
        #expect(printer.indentWidth == 0)
        #expect(printer.contents == "x\n")
    }

    @Test func aDiscardedLineTakesBackItsBlankLineToo() {
        var printer = CodePrinter()
        printer.write("a")
        printer.writeBlankLine()
        printer.beginLine()
        printer.append("too wide")
        printer.discardLine()
        printer.writeBlankLine()
        printer.write("b")
        #expect(printer.contents == "a\n\nb\n")
    }

    @Test func aLineIsMeasuredInCharactersAndCanBeCutBack() {
        var printer = CodePrinter()
        printer.push()
        printer.beginLine()
        printer.append("func f")
        let head = printer.lineLength
        printer.append("(é: Int) {")
        #expect(printer.lineWidth == 16)
        #expect(printer.lineLength == 17)
        printer.truncateLine(toLength: head)
        printer.append("() {")
        printer.endLine()
        printer.writeBlankLine()
        printer.write("x")
        #expect(printer.contents == "    func f() {\n    x\n")
    }
}
