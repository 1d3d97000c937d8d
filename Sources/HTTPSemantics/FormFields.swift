/// The `application/x-www-form-urlencoded` parser of the WHATWG URL standard: the package's one reading of a form
/// body, used by the runtime (`FormEncoding.parse`) and by the stub server to match examples.
package enum FormFields {
    /// The `(name, value)` fields of `body` in order: split at `&` with empty pieces skipped, the name before the
    /// first `=` (a piece without `=` is a name with an empty value), each decoded by
    /// ``PercentDecoding/decodeFormComponent(_:)``.
    package static func parse(_ body: some Collection<UInt8>) -> [(name: String, value: String)] {
        body.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true).map { piece in
            let equals = piece.firstIndex(of: UInt8(ascii: "="))
            let name = equals.map { piece[piece.startIndex..<$0] } ?? piece[...]
            let value = equals.map { piece[piece.index(after: $0)...] } ?? piece[piece.endIndex...]
            return (PercentDecoding.decodeFormComponent(name), PercentDecoding.decodeFormComponent(value))
        }
    }
}
