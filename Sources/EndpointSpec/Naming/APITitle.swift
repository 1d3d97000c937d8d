/// How an OpenAPI document's `info.title` names the API when no configuration's `name` does: the title without
/// the words every title repeats, so `Swagger Petstore - OpenAPI 3.0` names `Petstore` (`PetstoreClient`), not
/// `SwaggerPetstoreOpenAPI30`.
///
/// The rule, in order (each step is skipped when it would leave no letters):
/// 1. Text in parentheses or brackets goes: `Hacker News Search API (Algolia)` → `Hacker News Search API`.
/// 2. A trailing part after ` - `, ` – `, ` — `, ` | ` or `: ` goes when it holds only generic words or versions:
///    `DataTypes | v1` → `DataTypes`, but `Twilio - Oauth` stays.
/// 3. Leading `The`, `Swagger` and `OpenAPI` go, then trailing generic words and versions: `API`, `APIs`, `REST`,
///    `RESTful`, `HTTP`, `JSON`, `OpenAPI`, `Swagger`, `Service`, `Services`, `Server`, `Spec`, `Specification`,
///    `Definition`, `Documentation`, `Docs`, `Version` and versions such as `v2` or `3.0`.
///
/// The build plugin compiles this file in through a symlink (standard library only), so the files it declares are
/// named as the importer names the API.
public enum APITitle {
    /// Words a title may end with that say nothing about the API (compared in lowercase).
    static let genericWords: Set<String> = [
        "api", "apis", "rest", "restful", "http", "json", "openapi", "swagger", "service", "services", "server",
        "spec", "specification", "definition", "documentation", "docs", "version",
    ]
    /// Words a title may start with that say nothing about the API (compared in lowercase).
    static let leadingWords: Set<String> = ["the", "swagger", "openapi"]
    /// The separators before a subtitle.
    static let subtitleSeparators = [" - ", " – ", " — ", " | ", ": "]

    /// The short name for `title`, as words separated by spaces (a type name is made from them afterwards).
    public static func shortName(_ title: String) -> String {
        var text = withoutBracketedText(title)
        if !hasLetters(text) { text = title }
        // Subtitles made only of generic words, from the end.
        while let separator = lastSeparator(in: text) {
            let subtitle = text[separator.upperBound...]
            let head = String(text[..<separator.lowerBound])
            guard hasLetters(head), words(subtitle).allSatisfy(isGeneric) else { break }
            text = head
        }
        var kept = words(Substring(text))
        while let first = kept.first, kept.count > 1, leadingWords.contains(first.lowercased()) { kept.removeFirst() }
        while let last = kept.last, kept.count > 1, isGeneric(last) { kept.removeLast() }
        let short = kept.joined(separator: " ")
        return hasLetters(short) ? short : title
    }

    // MARK: Steps

    /// `text` without `(…)` and `[…]` parts (unbalanced brackets are kept as written).
    static func withoutBracketedText(_ text: String) -> String {
        var result = ""
        var depth = 0
        var pending = ""
        for character in text {
            switch character {
            case "(", "[":
                depth += 1
                pending.append(character)
            case ")" where depth > 0, "]" where depth > 0:
                depth -= 1
                if depth == 0 { pending = "" } else { pending.append(character) }
            default:
                if depth > 0 { pending.append(character) } else { result.append(character) }
            }
        }
        return result + pending
    }

    /// The range of the last subtitle separator in `text`, if any.
    static func lastSeparator(in text: String) -> Range<String.Index>? {
        subtitleSeparators.compactMap { text.ranges(of: $0).last }.max { $0.lowerBound < $1.lowerBound }
    }

    /// The words of `text`: runs between spaces, without punctuation at their ends.
    static func words(_ text: Substring) -> [String] {
        text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map { word in
            String(word.drop { !isWordCharacter($0) }.reversed().drop { !isWordCharacter($0) }.reversed())
        }
        .filter { !$0.isEmpty }
    }

    /// Whether `word` is generic: one of ``genericWords`` or a version (`v1`, `2`, `3.0.1`).
    static func isGeneric(_ word: String) -> Bool {
        let lowered = word.lowercased()
        if genericWords.contains(lowered) { return true }
        let digits = lowered.hasPrefix("v") ? lowered.dropFirst() : Substring(lowered)
        return !digits.isEmpty && digits.first?.isNumber == true && digits.allSatisfy { $0.isNumber || $0 == "." }
    }

    private static func hasLetters(_ text: String) -> Bool { text.contains { $0.isLetter } }

    private static func isWordCharacter(_ character: Character) -> Bool { character.isLetter || character.isNumber }
}
