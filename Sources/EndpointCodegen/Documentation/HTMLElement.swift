/// The HTML elements a description's conversion to Markdown understands: what API documents use (paragraphs,
/// links, code, lists, emphasis, tables, AWS's `<note>` and `<important>`). A tag with another name is text.
enum HTMLElement: String, CaseIterable, Sendable {
    // MARK: Blocks
    case p, div, center, section, article, header, footer, main, html, body, head, title
    case h1, h2, h3, h4, h5, h6
    case blockquote, note, important, pre
    case ul, ol, li, dl, dt, dd
    case table, thead, tbody, tfoot, tr, th, td, caption
    case br, hr

    // MARK: Inline
    case a, code, tt, kbd, samp, `var`
    case em, i, strong, b, u, s, strike, del, ins, mark
    case span, font, small, big, sup, sub, abbr, cite, q, label, fullname
    case img, meta, link

    // MARK: Hidden
    case style, script

    /// Whether the element sits inside a line of text rather than separating blocks or lines.
    var isInline: Bool {
        switch self {
        case .a, .code, .tt, .kbd, .samp, .var, .em, .i, .strong, .b, .u, .s, .strike, .del, .ins, .mark: true
        case .span, .font, .small, .big, .sup, .sub, .abbr, .cite, .q, .label, .fullname, .img, .meta, .link: true
        case .style, .script: true
        default: false
        }
    }

    /// Whether the element has no end tag (`<br>`).
    var isVoid: Bool { self == .br || self == .hr || self == .img || self == .meta || self == .link }

    /// Whether what the element holds is not text a reader sees (`<style>`, `<script>`).
    var hidesContent: Bool { self == .style || self == .script }

    /// Whether the element starts and ends a block of its own (a paragraph break around it).
    var isParagraph: Bool {
        switch self {
        case .p, .div, .center, .section, .article, .header, .footer, .main, .caption, .dl, .table, .hr: true
        case .h1, .h2, .h3, .h4, .h5, .h6: true
        default: false
        }
    }

    /// Whether the element's text is code voice.
    var isCode: Bool { self == .code || self == .tt || self == .kbd || self == .samp || self == .var }

    /// The Markdown emphasis the element's text gets (`*`, `**`), if any.
    var emphasis: String? {
        switch self {
        case .em, .i, .cite: "*"
        case .strong, .b: "**"
        case .h1, .h2, .h3, .h4, .h5, .h6: "**"
        default: nil
        }
    }

    /// The DocC aside a quoting element opens (`Note`, `Important`), `""` for a plain quote, `nil` for none.
    var asideName: String? {
        switch self {
        case .note: "Note"
        case .important: "Important"
        case .blockquote: ""
        default: nil
        }
    }
}
