/// One piece of an HTML description: text (entities still encoded), or a start or end tag of an element
/// ``HTMLElement`` knows. Anything else that looks like markup (`<your-key>`, `a < b`) is text.
enum HTMLToken: Equatable {
    /// Text as written, entities not yet decoded.
    case text(Substring)
    /// `<name …>`; the attributes a conversion reads (`href`, `alt`), their values entity-decoded.
    case start(HTMLElement, attributes: [String: String])
    /// `</name>`.
    case end(HTMLElement)
}

// MARK: - Tokenizing

extension HTMLToken {
    /// The longest tag read as one: a longer `<…` is text. Bounds the work a hostile `<a` without `>` costs.
    static let maximumTagLength = 1024

    /// The tokens of `html`, in order. Comments, `<!DOCTYPE …>` and `<?…?>` are dropped; the contents of
    /// `<style>` and `<script>` are dropped with them (they are not text a reader sees). Linear in the length.
    static func tokens(of html: Substring) -> [HTMLToken] {
        var tokens: [HTMLToken] = []
        var textStart = html.startIndex
        var index = html.startIndex
        var skippingUntil: HTMLElement?
        // Once a `<!--` has no `-->` after it, no later one has: they are text, found without another search.
        var commentsClose = true
        func flushText(upTo end: Substring.Index) {
            if textStart < end, skippingUntil == nil { tokens.append(.text(html[textStart..<end])) }
        }
        while let open = html[index...].firstIndex(of: "<") {
            guard let (token, after) = tag(in: html, at: open, commentsClose: &commentsClose) else {
                index = html.index(after: open)
                continue
            }
            if let skipped = skippingUntil {
                if case .end(skipped) = token { skippingUntil = nil }
                textStart = after
                index = after
                continue
            }
            flushText(upTo: open)
            switch token {
            case .start(let element, _) where element.hidesContent: skippingUntil = element
            case .start, .end: tokens.append(token)
            case .text: break
            }
            textStart = after
            index = after
        }
        flushText(upTo: html.endIndex)
        return tokens
    }

    /// The tag (or dropped markup, as empty text) that starts at `open`, and the index after it; `nil` when the
    /// `<` there is text.
    private static func tag(
        in html: Substring,
        at open: Substring.Index,
        commentsClose: inout Bool
    ) -> (HTMLToken, Substring.Index)? {
        let whole = html[html.index(after: open)...]
        if whole.hasPrefix("!--") {
            guard commentsClose, let close = whole.dropFirst(3).firstRange(of: "-->") else {
                commentsClose = false
                return nil
            }
            return (.text(""), close.upperBound)
        }
        let rest = whole.prefix(maximumTagLength)
        if rest.hasPrefix("!") || rest.hasPrefix("?") {
            guard let close = rest.firstIndex(of: ">") else { return nil }
            return (.text(""), rest.index(after: close))
        }
        let isEnd = rest.first == "/"
        let nameStart = isEnd ? rest.index(after: rest.startIndex) : rest.startIndex
        let name = rest[nameStart...].prefix { $0.isASCII && ($0.isLetter || $0.isNumber) }
        guard name.first?.isLetter == true, let element = HTMLElement(rawValue: name.lowercased()) else { return nil }
        let afterName = rest[name.endIndex...]
        // `<ab>` is not `<a>`: the name must end at a space, `/` or `>`.
        guard let next = afterName.first, next == ">" || next == "/" || next.isWhitespace else { return nil }
        guard let close = closingBracket(in: afterName) else { return nil }
        let after = rest.index(after: close)
        if isEnd { return (.end(element), after) }
        return (.start(element, attributes: attributes(afterName[..<close])), after)
    }

    /// The `>` that ends a tag, skipping `>` inside quoted attribute values; `nil` at a `<` outside quotes (the
    /// `<` was text).
    private static func closingBracket(in text: Substring) -> Substring.Index? {
        var quote: Character?
        for index in text.indices {
            let character = text[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == ">" {
                return index
            } else if character == "<" {
                return nil
            }
        }
        return nil
    }

    /// The attributes of a start tag's text after its name (`href="…" alt=x`), names lowercased, values
    /// entity-decoded; only those a conversion reads are kept.
    private static func attributes(_ text: Substring) -> [String: String] {
        var attributes: [String: String] = [:]
        var rest = text
        while true {
            rest = rest.drop { $0.isWhitespace || $0 == "/" }
            let name = rest.prefix { !$0.isWhitespace && $0 != "=" && $0 != ">" && $0 != "/" }
            guard !name.isEmpty else { return attributes }
            rest = rest[name.endIndex...].drop(while: \.isWhitespace)
            var value: Substring = ""
            if rest.first == "=" {
                rest = rest.dropFirst().drop(while: \.isWhitespace)
                if let quote = rest.first, quote == "\"" || quote == "'" {
                    let body = rest.dropFirst()
                    let end = body.firstIndex(of: quote) ?? body.endIndex
                    value = body[..<end]
                    rest = end < body.endIndex ? body[body.index(after: end)...] : body[end...]
                } else {
                    value = rest.prefix { !$0.isWhitespace }
                    rest = rest[value.endIndex...]
                }
            }
            let key = name.lowercased()
            if key == "href" || key == "alt" { attributes[key] = HTMLEntities.decoded(value) }
        }
    }
}
