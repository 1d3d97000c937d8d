/// Writes Markdown from the elements and text of an HTML description, in order (``HTMLDocumentation``).
///
/// Whitespace and breaks are written lazily, before the next visible text, so a block never starts or ends with
/// a blank line and breaks requested together count once. Emphasis and link openers are written lazily too (an
/// element without text leaves nothing), and closed before a line break and reopened after it, since Markdown
/// spans do not cross lines' blocks.
struct MarkdownWriter {
    /// How the text written next is separated from what came before.
    private enum Break: Int, Comparable {
        case none, space, line, paragraph
        static func < (lhs: Break, rhs: Break) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// A block whose lines start with a prefix: a list item (its continuation indent) or a quote (`> `).
    private struct Container {
        let element: HTMLElement
        let prefix: String
    }

    /// An open list: its kind, its items so far, and how many containers were open when it started.
    private struct List {
        let isOrdered: Bool
        var items = 0
        let depth: Int
    }

    /// An open inline element: its Markdown opener and closer, and whether the opener is written yet.
    private struct Span {
        let element: HTMLElement
        let opener: String
        let closer: String
        var isOpen = false
    }

    /// An open table: rows written, cells in the current row, whether a row is open.
    private struct Table {
        var rows = 0
        var cells = 0
        var isRowOpen = false
    }

    /// The deepest nesting of list items and quotes, and of emphasis and links, that adds markup: deeper
    /// elements keep their text and their parent's indentation, so hostile nesting costs linear time.
    static let maximumNesting = 16

    private let links: DocumentationLinks
    private var output = ""
    private var linePrefix = ""
    private var pending = Break.none
    private var hardBreak = false
    private var atBlockStart = true
    private var containers: [Container] = [] {
        didSet { linePrefix = containers.map(\.prefix).joined() }
    }
    private var lists: [List] = []
    private var spans: [Span] = []
    private var table: Table?
    private var code: String?
    private var codeDepth = 0
    private var preformatted: String?

    init(links: DocumentationLinks) {
        self.links = links
    }

    // MARK: - Input

    /// Writes `text` (entities decoded) where the elements open so far put it.
    mutating func text(_ text: String) {
        if preformatted != nil {
            preformatted! += text
            return
        }
        if code != nil {
            code! += text
            return
        }
        var word = ""
        var newlines = 0
        var inWhitespace = false
        for character in text {
            if character.isWhitespace {
                if !word.isEmpty { emit(word) }
                word = ""
                inWhitespace = true
                if character.isNewline { newlines += 1 }
                continue
            }
            if inWhitespace {
                request(newlines >= 2 ? .paragraph : newlines == 1 ? .line : .space)
                inWhitespace = false
                newlines = 0
            }
            word.append(escapedInContext(character))
        }
        if !word.isEmpty { emit(word) }
        if inWhitespace { request(newlines >= 2 ? .paragraph : newlines == 1 ? .line : .space) }
    }

    /// Opens `element`.
    mutating func start(_ element: HTMLElement, attributes: [String: String]) {
        if preformatted != nil { return }
        if code != nil {
            if element.isCode { codeDepth += 1 }
            // A block inside code still separates its words, as a browser shows it.
            if !element.isInline { code! += " " }
            if element == .img, let alt = attributes["alt"] { code! += alt }
            return
        }
        if element.isCode {
            code = ""
            codeDepth = 1
            return
        }
        switch element {
        case .pre:
            request(.paragraph)
            preformatted = ""
        case .br:
            if table?.isRowOpen == true {
                request(.space)
            } else if !atBlockStart {
                request(.line)
                hardBreak = true
            }
        case .img:
            if let alt = attributes["alt"] { text(alt) }
        case .ul, .ol:
            request(containers.last?.element == .li ? .line : .paragraph)
            lists.append(List(isOrdered: element == .ol, depth: containers.count))
        case .li:
            startListItem()
        case .dt, .dd:
            request(.line)
        case .blockquote, .note, .important:
            startQuote(element)
        case .table:
            guard table == nil else { return }
            request(.paragraph)
            table = Table()
        case .tr:
            endRow()
        case .td, .th:
            startCell()
        case _ where spans.count >= Self.maximumNesting && (element == .a || element.emphasis != nil):
            return
        case .a:
            guard let destination = attributes["href"].flatMap(links.destination) else { return }
            spans.append(Span(element: .a, opener: "[", closer: "](" + destination + ")"))
        default:
            if element.isParagraph { request(.paragraph) }
            if let marker = element.emphasis {
                // `**` inside `**` would end the first: an element inside one with the same emphasis adds none.
                let marker = spans.contains { $0.opener == marker } ? "" : marker
                spans.append(Span(element: element, opener: marker, closer: marker))
            }
        }
    }

    /// Closes `element` (and any element opened inside it and not closed).
    mutating func end(_ element: HTMLElement) {
        if preformatted != nil {
            if element == .pre { writePreformatted() }
            return
        }
        if code != nil {
            if element.isCode {
                codeDepth -= 1
                if codeDepth == 0 { writeCode() }
            }
            return
        }
        switch element {
        case .ul, .ol:
            guard let list = lists.popLast() else { return }
            closeContainers(downTo: list.depth)
            request(containers.last?.element == .li ? .line : .paragraph)
        case .li:
            if let index = containers.lastIndex(where: { $0.element == .li }), index >= (lists.last?.depth ?? 0) {
                closeContainers(downTo: index)
            }
            request(.line)
        case .dt, .dd:
            request(.line)
        case .blockquote, .note, .important:
            if let index = containers.lastIndex(where: { $0.element == element }) { closeContainers(downTo: index) }
            request(.paragraph)
        case .table:
            endRow()
            table = nil
            request(.paragraph)
        case .tr:
            endRow()
        default:
            if let index = spans.lastIndex(where: { $0.element == element }) {
                while spans.count > index { closeSpan() }
            }
            if element.isParagraph { request(.paragraph) }
        }
    }

    /// The Markdown written, with anything still open closed and without trailing whitespace.
    mutating func finished() -> String {
        if preformatted != nil { writePreformatted() }
        if code != nil { writeCode() }
        while !spans.isEmpty { closeSpan() }
        while let last = output.last, last.isWhitespace { output.removeLast() }
        return output
    }

    // MARK: - Blocks

    private mutating func startListItem() {
        if table?.isRowOpen == true {
            request(.space)
            return
        }
        guard var list = lists.popLast() else {
            request(.line)
            emit("- ", isStructure: true)
            return
        }
        // An item not closed before the next one (`<li>a<li>b`) ends here.
        closeContainers(downTo: list.depth)
        request(.line)
        list.items += 1
        let marker = list.isOrdered ? "\(list.items). " : "- "
        lists.append(list)
        emit(marker, isStructure: true)
        if containers.count < Self.maximumNesting {
            containers.append(Container(element: .li, prefix: String(repeating: " ", count: marker.count)))
        }
        atBlockStart = true
    }

    private mutating func startQuote(_ element: HTMLElement) {
        request(.paragraph)
        guard containers.count < Self.maximumNesting else { return }
        emit("> ", isStructure: true)
        containers.append(Container(element: element, prefix: "> "))
        if let aside = element.asideName, !aside.isEmpty { output += aside + ": " }
        atBlockStart = true
    }

    private mutating func closeContainers(downTo depth: Int) {
        guard containers.count > depth else { return }
        closeSpansForBreak()
        containers.removeLast(containers.count - depth)
    }

    private mutating func writePreformatted() {
        guard let text = preformatted else { return }
        preformatted = nil
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
        }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        guard !lines.isEmpty else { return }
        let fence = String(repeating: "`", count: max(3, Self.longestBacktickRun(in: text) + 1))
        request(.paragraph)
        emit(fence, isStructure: true)
        let prefix = linePrefix
        for line in lines { output += "\n" + (line.isEmpty ? trimmed(prefix) : prefix + line) }
        output += "\n" + prefix + fence
        pending = .paragraph
    }

    private mutating func writeCode() {
        guard let text = code else { return }
        code = nil
        codeDepth = 0
        let content = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        // Whitespace at the code's edges separates it from the words around it.
        if text.first?.isWhitespace == true { request(.space) }
        defer { if text.last?.isWhitespace == true { request(.space) } }
        guard !content.isEmpty else { return }
        let ticks = String(repeating: "`", count: Self.longestBacktickRun(in: content) + 1)
        let pad = content.first == "`" || content.last == "`" ? " " : ""
        emit(ticks + pad + content + pad + ticks)
    }

    // MARK: - Tables

    private mutating func startCell() {
        guard var current = table else {
            request(.space)
            return
        }
        if !current.isRowOpen {
            request(.line)
            pending = max(pending, .line)
            current.isRowOpen = true
            current.cells = 0
            table = current
            emit("|", isStructure: true)
        } else {
            closeSpansForBreak()
            output += " |"
        }
        output += " "
        table?.cells += 1
        pending = .none
        atBlockStart = true
    }

    private mutating func endRow() {
        guard var current = table, current.isRowOpen else { return }
        closeSpansForBreak()
        output += " |"
        current.isRowOpen = false
        current.rows += 1
        if current.rows == 1 {
            output += "\n" + linePrefix + "|" + String(repeating: " --- |", count: max(1, current.cells))
        }
        table = current
        pending = .line
        atBlockStart = false
    }

    // MARK: - Inline

    private mutating func closeSpan() {
        guard let span = spans.popLast() else { return }
        if span.isOpen {
            output += span.closer
        } else if span.element == .a, let destination = span.closer.dropFirst(2).dropLast().nonEmptyString {
            // A link without text shows its address.
            emit("<" + destination + ">")
        }
    }

    /// Closes the open spans before a line break (they reopen at the next text).
    private mutating func closeSpansForBreak() {
        for index in spans.indices.reversed() where spans[index].isOpen {
            output += spans[index].closer
            spans[index].isOpen = false
        }
    }

    /// `character`, escaped where the element around it would read it as markup: brackets in link text, a pipe
    /// in a table cell.
    private func escapedInContext(_ character: Character) -> String {
        if (character == "[" || character == "]"), spans.contains(where: { $0.element == .a }) {
            return "\\" + String(character)
        }
        if character == "|", table?.isRowOpen == true { return "\\|" }
        return String(character)
    }

    // MARK: - Writing

    private mutating func request(_ separation: Break) {
        var separation = separation
        if table?.isRowOpen == true { separation = min(separation, .space) }
        if atBlockStart { return }
        pending = max(pending, separation)
    }

    /// Writes `text` after the pending break and, unless it is block structure (a list marker, a quote's `>`, a
    /// fence, a table's `|`), after the openers of spans not yet open.
    private mutating func emit(_ text: String, isStructure: Bool = false) {
        if !output.isEmpty {
            if pending >= .line { closeSpansForBreak() }
            switch pending {
            case .none: break
            case .space: output += " "
            case .line: output += (hardBreak ? "\\" : "") + "\n" + linePrefix
            case .paragraph: output += "\n" + trimmed(linePrefix) + "\n" + linePrefix
            }
        }
        pending = .none
        hardBreak = false
        for index in spans.indices where !isStructure && !spans[index].isOpen {
            output += spans[index].opener
            spans[index].isOpen = true
        }
        output += text
        atBlockStart = false
    }

    private func trimmed(_ prefix: String) -> String {
        String(prefix.reversed().drop { $0 == " " }.reversed())
    }

    private static func longestBacktickRun(in text: String) -> Int {
        var longest = 0
        var run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }
}

extension Substring {
    fileprivate var nonEmptyString: String? { isEmpty ? nil : String(self) }
}
