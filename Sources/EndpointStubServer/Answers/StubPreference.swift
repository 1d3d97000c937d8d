/// What a request's `Prefer` header asks the mock server for, in Prism's spelling: `Prefer: code=404`,
/// `Prefer: example=notFound`, or both (`Prefer: code=404, example=notFound`). Other preferences (`dynamic=true`,
/// `return=minimal`) are ignored.
struct StubPreference: Sendable, Hashable {
    /// `code=N`: the status of the response to answer with.
    var code: Int?
    /// `example=name`: the name of the example to answer with.
    var exampleName: String?

    /// Whether the request asks for nothing in particular.
    var isEmpty: Bool { code == nil && exampleName == nil }

    /// The preferences in the `Prefer` header values `values` (comma- or semicolon-separated `key=value` pairs,
    /// values optionally quoted; keys compared case-insensitively; the first of each wins).
    init(headerValues values: [String]) {
        for value in values {
            for item in value.split(whereSeparator: { $0 == "," || $0 == ";" }) {
                let parts = item.split(separator: "=", maxSplits: 1)
                guard parts.count == 2 else { continue }
                let key = parts[0].trimmingWhitespace.lowercased()
                var text = parts[1].trimmingWhitespace
                if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") {
                    text = String(text.dropFirst().dropLast())
                }
                switch key {
                case "code": if code == nil { code = Int(text).flatMap { (100...599).contains($0) ? $0 : nil } }
                case "example": if exampleName == nil, !text.isEmpty { exampleName = text }
                default: break
                }
            }
        }
    }

    init(code: Int? = nil, exampleName: String? = nil) {
        self.code = code
        self.exampleName = exampleName
    }
}

extension Substring {
    /// The text without leading and trailing spaces and tabs.
    fileprivate var trimmingWhitespace: String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        return String(drop(while: isBlank).reversed().drop(while: isBlank).reversed())
    }
}
