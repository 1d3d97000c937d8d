import EndpointCodegen
import EndpointSpec
import Testing

@Suite("HTML descriptions become DocC Markdown")
struct HTMLDocumentationTests {
    private func markdown(_ html: String, base: String? = "https://docs.example.com/api/reference/") -> String {
        HTMLDocumentation.markdown(from: html, linkBase: base)
    }

    // MARK: Unchanged

    @Test(arguments: [
        "Plain text.",
        "Markdown with `code`, *emphasis* and a [link](https://example.com).\n\n- one\n- two",
        "A value < 10 and > 2, or <your-api-key>.",
        "Use <ab> and <pre-release> tags literally.",
    ])
    func textWithoutKnownMarkupIsUnchanged(_ text: String) {
        #expect(markdown(text) == text)
    }

    // MARK: Blocks

    @Test func paragraphsBecomeBlankLineSeparatedBlocks() {
        let html = "<p>Creates a user.</p> <p>The user\n   gets an ID.</p>"
        #expect(markdown(html) == "Creates a user.\n\nThe user\ngets an ID.")
    }

    @Test func lineBreaksAreHardBreaks() {
        #expect(markdown("First line<br>second line<br/>") == "First line\\\nsecond line")
    }

    @Test func listsNestAndNumber() {
        let html =
            "<p>Kinds:</p><ul><li>a <b>bold</b> one</li><li>nested:<ol><li>first</li><li>second</li></ol></li></ul>"
        #expect(markdown(html) == "Kinds:\n\n- a **bold** one\n- nested:\n  1. first\n  2. second")
    }

    @Test func unclosedListItemsEndAtTheNextItem() {
        #expect(markdown("<ul><li>one<li>two</ul>after") == "- one\n- two\n\nafter")
    }

    @Test func awsNotesBecomeAsides() {
        let html = "<p>Deletes it.</p> <note> <p>You can't undo this.</p> <p>Really.</p> </note>"
        #expect(markdown(html) == "Deletes it.\n\n> Note: You can't undo this.\n>\n> Really.")
        #expect(markdown("<important>Billing applies.</important>") == "> Important: Billing applies.")
    }

    @Test func preformattedTextIsAFencedBlockKeptAsWritten() {
        let html = "<p>Example:</p><pre>\n{\n  \"id\": 1 &amp; 2\n}\n</pre>"
        #expect(markdown(html) == "Example:\n\n```\n{\n  \"id\": 1 & 2\n}\n```")
        #expect(markdown("<pre>a ``` b</pre>") == "````\na ``` b\n````")
    }

    @Test func headingsAreBoldParagraphs() {
        #expect(markdown("<h2>Errors</h2><p>None.</p>") == "**Errors**\n\nNone.")
    }

    @Test func tablesBecomeMarkdownTables() {
        let html = "<table><tr><th>Code</th><th>Meaning</th></tr><tr><td>1</td><td>a | b</td></tr></table>"
        #expect(markdown(html) == "| Code | Meaning |\n| --- | --- |\n| 1 | a \\| b |")
    }

    // MARK: Inline

    @Test func codeBecomesCodeVoiceWithALongEnoughFence() {
        #expect(markdown("Set <code>max_items</code> to <code>a`b</code>.") == "Set `max_items` to ``a`b``.")
        #expect(markdown("<code><a href=\"/x\">Link</a></code>") == "`Link`")
    }

    @Test func emphasisKeepsSpacesOutsideItsMarkers() {
        #expect(markdown("A<i> very </i>big<b></b> deal.") == "A *very* big deal.")
        #expect(markdown("<b><strong>Twice</strong></b>") == "**Twice**")
    }

    @Test func emphasisSpanningParagraphsIsReopened() {
        #expect(markdown("<b>one<p>two</p></b>") == "**one**\n\n**two**")
    }

    @Test func entitiesAreDecoded() {
        #expect(
            markdown("<p>Tom &amp; Jerry &lt;3 &#8212; &#x41;&hellip; &bogus;</p>") == "Tom & Jerry <3 — A… &bogus;"
        )
    }

    @Test func styleScriptAndCommentsAreDropped() {
        #expect(markdown("<p>Shown<!-- hidden --></p><style>p { color: red }</style><script>x()</script>") == "Shown")
        #expect(markdown("<p>Unclosed <!-- comment stays</p>") == "Unclosed <!-- comment stays")
    }

    @Test func imagesShowTheirAlternativeText() {
        #expect(markdown("<p>See <img src=\"x.png\" alt=\"the diagram\"> here.</p>") == "See the diagram here.")
    }

    // MARK: Links

    @Test func absoluteLinksAreKept() {
        #expect(
            markdown("<a href=\"https://example.com/a b(c)\">Docs</a>")
                == "[Docs](https://example.com/a%20b%28c%29)"
        )
        #expect(markdown("<a href='mailto:help@example.com'>mail us</a>") == "[mail us](mailto:help@example.com)")
    }

    @Test func relativeLinksResolveAgainstTheBase() {
        #expect(markdown("<a href=\"/docs/errors\">errors</a>") == "[errors](https://docs.example.com/docs/errors)")
        #expect(
            markdown("<a href=\"../guide/x.html#top\">guide</a>")
                == "[guide](https://docs.example.com/api/guide/x.html#top)"
        )
        #expect(markdown("<a href=\"//cdn.example.com/x\">cdn</a>") == "[cdn](https://cdn.example.com/x)")
    }

    @Test func linksThatCannotBeResolvedArePlainText() {
        #expect(markdown("<a href=\"/docs/errors\">errors</a>", base: nil) == "errors")
        #expect(markdown("<a href=\"#section\">above</a>") == "above")
        #expect(markdown("<a href=\"javascript:alert(1)\">click</a>") == "click")
        #expect(markdown("<a>no address</a>") == "no address")
    }

    @Test func linkTextIsEscapedAndAnEmptyLinkShowsItsAddress() {
        #expect(markdown("<a href=\"https://x.io\">[beta] API</a>") == "[\\[beta\\] API](https://x.io)")
        #expect(markdown("See <a href=\"https://x.io\"></a>.") == "See <https://x.io>.")
    }

    // MARK: Bounds

    @Test func anUnclosedTagIsText() {
        #expect(markdown("<p>a <a href=\"x\" b") == "a <a href=\"x\" b")
    }

    @Test func manyUnclosedCommentsStayLinear() {
        let html = "<p>" + String(repeating: "<!-- ", count: 20_000)
        #expect(markdown(html).hasPrefix("<!--"))
    }
}

/// HTML descriptions reach the generated doc comments as Markdown, their links resolved against the spec.
@Suite("HTML descriptions in generated code")
struct HTMLDescriptionCodegenTests {
    private typealias B = SpecBuilders

    private func product(description: String, propertyDescription: String) -> Spec {
        Snippets.spec(models: [
            B.object(
                "Product",
                description: description,
                [B.property("sku", B.schema(.string, description: propertyDescription))]
            )
        ])
    }

    @Test func modelAndPropertyDocumentationIsMarkdown() {
        let spec = product(
            description: "<p>A product.</p><note><p>Prices are <b>net</b>.</p></note>",
            propertyDescription: "The <code>sku</code>; see <a href=\"/docs/skus\">SKUs</a>."
        )
        let model = Snippets.model("Product", in: spec)
        #expect(model.hasPrefix("/// A product.\n///\n/// > Note: Prices are **net**.\npublic struct ProductDTO"))
        #expect(model.contains("    /// The `sku`; see [SKUs](https://shop.example.com/docs/skus).\n"))
    }

    @Test func theDocumentationURLWinsOverTheServer() {
        var spec = product(description: "A product.", propertyDescription: "See <a href=\"skus.html\">SKUs</a>.")
        spec.documentationURL = "https://docs.example.com/shop/guide.html"
        let model = Snippets.model("Product", in: spec)
        #expect(model.contains("/// See [SKUs](https://docs.example.com/shop/skus.html)."))
    }
}
