/// The `token` grammar of RFC 9110 (method names, header field names, media type names and parameters): the
/// package's one test of it, used by the stub server, the runtime's header checks and response-head reading, and the
/// spec's media types.
package enum HTTPToken {
    /// Whether `text` is a non-empty token.
    package static func isValid(_ text: some StringProtocol) -> Bool {
        !text.utf8.isEmpty && text.utf8.allSatisfy(isTokenByte)
    }

    /// Whether `byte` is a `tchar`: a letter, digit or one of ``!#$%&'*+-.^_`|~``.
    package static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
        }
    }
}
