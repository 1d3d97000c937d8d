// MARK: - A value as a header field spells it

extension SpecValue {
    /// The value as a header field spells it: a string as itself, an array's elements separated by `", "`,
    /// anything else as JSON (`10`, `true`). The stub server sends a required header's value this way, and a response
    /// header's `default` is read from this text when the server leaves the header out.
    public var headerFieldText: String {
        switch self {
        case .string(let text): text
        case .array(let elements): elements.map(\.headerFieldText).joined(separator: ", ")
        default: JSONWriter.text(self)
        }
    }
}
