/// What a header field value may hold before it reaches the wire: the package's one check that no value can end its
/// line and inject another header (CR, LF) or cut the head short (NUL). Used by the runtime's header checks, the
/// authenticator's credentials and multipart part headers.
package enum HTTPFieldValue {
    /// Whether `value` is free of CR, LF and NUL, so it can be written as one header line.
    package static func isSafe(_ value: some StringProtocol) -> Bool {
        !value.utf8.contains { $0 == 0x0D || $0 == 0x0A || $0 == 0x00 }
    }
}
