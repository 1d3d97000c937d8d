/// Descriptions written in HTML, as many API documents' are, turned into the Markdown that DocC and Xcode's
/// Quick Help read.
///
/// Only the elements ``HTMLElement`` names are markup; any other `<…>` (`<your-api-key>`, `a < b`) is text, and a
/// description without such markup is returned unchanged, so Markdown descriptions (and Markdown with a little
/// HTML in it) keep their line structure. Paragraphs, line breaks, links, code, preformatted blocks, emphasis,
/// lists (nested, numbered), headings, tables, quotes and AWS's `<note>` and `<important>` (as DocC asides) get
/// their Markdown spelling; every other element keeps its text. Nothing of the text is dropped except what
/// `<style>`, `<script>` and comments hold.
public enum HTMLDocumentation {
    /// `text` as Markdown, its relative links resolved against `linkBase` (an absolute `http(s)` URL: the
    /// document's documentation page or its server) or, when there is none, left as plain text.
    public static func markdown(from text: String, linkBase: String?) -> String {
        guard text.contains("<") else { return text }
        let tokens = HTMLToken.tokens(of: text[...])
        guard tokens.contains(where: { if case .text = $0 { false } else { true } }) else { return text }
        var writer = MarkdownWriter(links: DocumentationLinks(base: linkBase))
        for token in tokens {
            switch token {
            case .text(let text): writer.text(HTMLEntities.decoded(text))
            case .start(let element, let attributes): writer.start(element, attributes: attributes)
            case .end(let element): writer.end(element)
            }
        }
        return writer.finished()
    }
}
