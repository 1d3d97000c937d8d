import EndpointSpec

/// The name of an error enumeration several endpoints share: what it holds, never the name of one of them.
///
/// - The enumeration that more than half of the endpoints with an error enumeration throw is the API's error:
///   ``apiWide(apiName:)`` (`DigitalOceanError`).
/// - Any other is named after its cases, in status order. A case is named after the `components/responses` entry
///   an imported response refers to (`NotFoundResponse` → `notFoundResponse`), else after its status (`notFound`,
///   `other` for `default`), so the name says which responses the enumeration holds. Each gives a word without a
///   trailing `Error`, `Errors`, `Response` or `Exception` (`NotFound`; ``word(for:)`` when that says nothing);
///   one word is `NotFoundError`, two or three are joined with `Or` before the last (`UnauthorizedOrNotFoundError`,
///   `BadRequestUnauthorizedOrNotFoundError`), and more keep the first two (`BadRequestUnauthorizedOrMoreError`),
///   so no name grows with the responses.
///
/// The caller makes the name unique with ``SwiftNaming/unique(_:isTaken:)``.
enum SharedErrorTypeName {
    /// How many words a name spells out before it ends in `OrMore`.
    static let maximumWords = 3

    /// Word endings that say nothing in an error type's name, trimmed from a case's word.
    private static let uninformativeSuffixes = ["Exception", "Response", "Errors", "Error"]

    /// The name of the error enumeration most of the API throws: `<API>Error`.
    static func apiWide(apiName: String) -> String { apiName + "Error" }

    /// One error response as the name sees it: its status, its case name and the model its body refers to.
    struct Case {
        /// The response's status.
        var status: ResponseDefinition.Status
        /// The case name in the enumeration.
        var name: String
        /// The model a `$ref` body names, if any.
        var bodyModel: String? = nil
        /// The response's description, if any.
        var description: String? = nil
    }

    /// The name of an error enumeration with `cases`, in status order.
    static func describing(_ cases: [Case], acronyms: Acronyms = .none) -> String {
        var words: [String] = []
        for errorCase in cases {
            let word = self.word(for: errorCase, acronyms: acronyms)
            if !words.contains(word) { words.append(word) }
        }
        guard let last = words.last else { return "Error" }
        if words.count == 1 { return last + "Error" }
        if words.count <= maximumWords { return words.dropLast().joined() + "Or" + last + "Error" }
        return words.prefix(2).joined() + "OrMoreError"
    }

    /// The word a case gives the name: its name's, unless that says nothing (`error`, `_400Error` from a component
    /// called `400Error`, `status480` for a code without a phrase); then its status's phrase (`BadRequest`), else
    /// its body model's name (`ResourceNotFoundException` → `ResourceNotFound`), else its description when that is
    /// one word (AWS documents describe each exception's text body so: `LimitExceededException`), else its name's
    /// after all.
    static func word(for errorCase: Case, acronyms: Acronyms = .none) -> String {
        let candidates = [
            errorCase.name, ResponseDefinition.derivedCaseName(for: errorCase.status), errorCase.bodyModel,
            errorCase.description.flatMap(identifierWord),
        ]
        for candidate in candidates.compactMap({ $0 }) {
            let word = self.word(forCase: candidate, acronyms: acronyms)
            if isInformative(word) { return word }
        }
        return word(forCase: errorCase.name, acronyms: acronyms)
    }

    /// `description` when it is one identifier-like word (`LimitExceededException`, as AWS documents describe
    /// their exceptions' text bodies), else `nil`.
    private static func identifierWord(_ description: String) -> String? {
        guard (2...64).contains(description.utf8.count), let first = description.unicodeScalars.first,
            ("A"..."Z").contains(first) || ("a"..."z").contains(first),
            description.unicodeScalars.allSatisfy({
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))
            })
        else { return nil }
        return description
    }

    /// Whether `word` says what a response is: not a number (`_400`), a bare status (`Status480`) or an
    /// uninformative ending on its own (`Error`).
    private static func isInformative(_ word: String) -> Bool {
        guard let first = word.first, first != "_", !uninformativeSuffixes.contains(word) else { return false }
        if word.hasPrefix("Status"), word.dropFirst(6).allSatisfy(\.isNumber) { return false }
        return true
    }

    /// The word a case named `caseName` gives: its type-name spelling without uninformative endings
    /// (`notFoundErrorResponse` → `NotFound`), or the whole spelling when nothing else would be left (`error` →
    /// `Error`).
    static func word(forCase caseName: String, acronyms: Acronyms = .none) -> String {
        let typeName = SwiftNaming.typeName(caseName, acronyms: acronyms)
        var word = Substring(typeName)
        var trimmed = true
        while trimmed {
            trimmed = false
            for suffix in uninformativeSuffixes where word.count > suffix.count && word.hasSuffix(suffix) {
                word = word.dropLast(suffix.count)
                trimmed = true
                break
            }
        }
        return String(word)
    }
}
