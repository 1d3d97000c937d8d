import EndpointCodegen
import EndpointTestSupport
import Testing

/// Random HTML descriptions, built from the elements API documents use, keep every word of their text, in order,
/// and leave no markup behind.
@Suite("HTML descriptions: properties")
struct HTMLDocumentationPropertyTests {
    /// A random description and the words a reader sees in it, in order.
    private struct Sample {
        var html = ""
        var words: [String] = []
    }

    private static let containers = ["p", "div", "li", "note", "important", "blockquote", "h3", "td", "dd"]
    private static let inline = ["b", "strong", "i", "em", "span", "u", "code", "sup"]

    private static func word(_ random: inout SeededGenerator) -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        return String((0..<Int.random(in: 1...8, using: &random)).map { _ in letters.randomElement(using: &random)! })
    }

    /// Appends a random run of content, `depth` levels of elements deep at most.
    private static func content(_ sample: inout Sample, depth: Int, random: inout SeededGenerator) {
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            switch Int.random(in: 0..<10, using: &random) {
            case 0 where depth > 0:
                let kind = ["ul", "ol"].randomElement(using: &random)!
                sample.html += "<\(kind)>"
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    sample.html += "<li>"
                    content(&sample, depth: depth - 1, random: &random)
                    if Bool.random(using: &random) { sample.html += "</li>" }
                }
                sample.html += "</\(kind)>"
            case 1 where depth > 0:
                let name = containers.randomElement(using: &random)!
                sample.html += "<\(name)>"
                content(&sample, depth: depth - 1, random: &random)
                sample.html += "</\(name)>"
            case 2 where depth > 0:
                let name = inline.randomElement(using: &random)!
                sample.html += "<\(name)>"
                content(&sample, depth: depth - 1, random: &random)
                sample.html += "</\(name)>"
            case 3:
                let text = word(&random)
                sample.html += "<a href=\"https://example.com/\(word(&random))\">\(text)</a> "
                sample.words.append(text)
            case 4:
                sample.html += ["<br>", " &amp; ", "\n", "<hr>", " <!-- hidden --> "].randomElement(using: &random)!
            case 5:
                let alt = word(&random)
                sample.html += "<img src=\"x.png\" alt=\"\(alt)\"> "
                sample.words.append(alt)
            default:
                let text = word(&random)
                sample.html += [" ", "", "\n  "].randomElement(using: &random)! + text + " "
                sample.words.append(text)
            }
        }
    }

    /// The lowercase words of `markdown`, link destinations left out.
    private static func words(ofMarkdown markdown: String) -> [String] {
        var text = ""
        var rest = Substring(markdown)
        while let start = rest.firstRange(of: "](") ?? rest.firstRange(of: "<https") {
            text += rest[..<start.lowerBound] + " "
            let closer: Character = rest[start].hasPrefix("]") ? ")" : ">"
            rest = rest[start.upperBound...].drop { $0 != closer }.dropFirst()
        }
        text += rest
        return text.split { !$0.isLetter }.map(String.init).filter { $0 == $0.lowercased() }
    }

    @Test func everyWordSurvivesInOrderAndNoMarkupRemains() {
        var random = SeededGenerator(seed: 0x4854_4D4C)
        var failures: [String] = []
        for number in 0..<2000 {
            var sample = Sample(html: "<p>")
            Self.content(&sample, depth: 4, random: &random)
            let markdown = HTMLDocumentation.markdown(from: sample.html, linkBase: nil)
            if Self.words(ofMarkdown: markdown) != sample.words {
                failures.append("case \(number): words differ\n\(sample.html)\n---\n\(markdown)")
            }
            let leftover = ["<p>", "</p>", "<li>", "<b>", "</b>", "<code>", "<br>", "<note>", "<a "].filter {
                markdown.contains($0)
            }
            if !leftover.isEmpty { failures.append("case \(number): \(leftover) left in\n\(markdown)") }
            if markdown.contains("\n\n\n") { failures.append("case \(number): more than one blank line\n\(markdown)") }
        }
        let failed = failures.count
        #expect(failed == 0, "first of the failures: \(failures.first ?? "")")
    }

    @Test func convertingIsLinearInTheInput() {
        // Nested unclosed elements, 20,000 deep, and a long run of `<` that are text, convert without recursion.
        let deep = String(repeating: "<ul><li><b>x", count: 20_000)
        #expect(HTMLDocumentation.markdown(from: deep, linkBase: nil).count > 20_000)
        let brackets = String(repeating: "<a", count: 50_000) + "<p>"
        #expect(HTMLDocumentation.markdown(from: brackets, linkBase: nil).hasPrefix("<a<a"))
    }
}
