import HTTPSemantics

/// Checks header names and values before they reach the wire, so no value can inject another header.
enum HeaderValidation {
    /// Throws ``APIError/invalidRequest(_:)`` when `name` is not an HTTP token or `value` contains CR, LF or NUL.
    ///
    /// The message names the header but never repeats the value, which may be a secret.
    static func validate(name: String, value: String) throws {
        guard HTTPToken.isValid(name) else {
            throw APIError.invalidRequest(
                "the header name '\(printable(name))' is not a valid HTTP token (letters, digits and !#$%&'*+-.^_`|~)"
            )
        }
        guard HTTPFieldValue.isSafe(value) else {
            throw APIError.invalidRequest("the value of header '\(name)' contains CR, LF or NUL")
        }
    }

    /// The name with control characters shown as escapes, so an error message stays on one line.
    private static func printable(_ name: String) -> String {
        name.unicodeScalars.map { $0.properties.generalCategory == .control ? $0.escaped(asASCII: true) : String($0) }
            .joined()
    }
}
