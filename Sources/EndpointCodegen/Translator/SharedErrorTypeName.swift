import EndpointSpec

/// The name of an error enumeration several endpoints share: what it holds, never the name of one of them.
///
/// - The enumeration that more than half of the endpoints with an error enumeration throw is the API's error:
///   ``apiWide(apiName:)`` (`DigitalOceanError`).
/// - Any other is named after its cases, in status order. A case is named after the `components/responses` entry
///   an imported response refers to (`NotFoundResponse` → `notFoundResponse`), else after its status (`notFound`,
///   `other` for `default`), so the name says which responses the enumeration holds. Each gives a word without a
///   trailing `Error`, `Errors`, `Response` or `Exception` (`NotFound`); one word is `NotFoundError`, two or three
///   are joined with `Or` before the last (`UnauthorizedOrNotFoundError`, `BadRequestUnauthorizedOrNotFoundError`),
///   and more keep the first two (`BadRequestUnauthorizedOrMoreError`), so no name grows with the responses.
///
/// The caller makes the name unique with ``SwiftNaming/unique(_:isTaken:)``.
enum SharedErrorTypeName {
    /// How many words a name spells out before it ends in `OrMore`.
    static let maximumWords = 3

    /// Word endings that say nothing in an error type's name, trimmed from a case's word.
    private static let uninformativeSuffixes = ["Exception", "Response", "Errors", "Error"]

    /// The name of the error enumeration most of the API throws: `<API>Error`.
    static func apiWide(apiName: String) -> String { apiName + "Error" }

    /// The name of an error enumeration with `cases` (each response's status and case name), in status order.
    static func describing(cases: [(status: ResponseDefinition.Status, name: String)]) -> String {
        var words: [String] = []
        for (status, name) in cases {
            var word = self.word(forCase: name)
            if word.hasPrefix("_") {
                // Not a word (`_400Error`, from a component called `400Error`): the status's phrase says more.
                word = self.word(forCase: ResponseDefinition.derivedCaseName(for: status))
            }
            if !words.contains(word) { words.append(word) }
        }
        guard let last = words.last else { return "Error" }
        if words.count == 1 { return last + "Error" }
        if words.count <= maximumWords { return words.dropLast().joined() + "Or" + last + "Error" }
        return words.prefix(2).joined() + "OrMoreError"
    }

    /// The word a case named `caseName` gives: its type-name spelling without uninformative endings
    /// (`notFoundErrorResponse` → `NotFound`), or the whole spelling when nothing else would be left (`error` →
    /// `Error`).
    static func word(forCase caseName: String) -> String {
        let typeName = SwiftNaming.typeName(caseName)
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
