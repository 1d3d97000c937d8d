import HTTPSemantics

// MARK: - Header names

extension SpecValidator {
    /// Reports a header name that is not an RFC 9110 token (`HTTPToken`), the one rule for the names of header
    /// parameters, response headers and examples' headers; `description` names the header as the message starts.
    mutating func checkHeaderName(_ name: String, description: String, at location: SourceLocation) {
        guard !HTTPToken.isValid(name) else { return }
        log.error(
            "\(description) is not a valid HTTP header name; use letters, digits and !#$%&'*+-.^_`|~ only",
            at: location
        )
    }
}
