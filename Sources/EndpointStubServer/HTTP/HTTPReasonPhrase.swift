import HTTPSemantics

/// Standard reason phrases (RFC 9110) for the status codes a stub is likely to send.
enum HTTPReasonPhrase {
    /// The standard phrase for `status`, or a generic one for its class when the code is unusual.
    static func standard(for status: Int) -> String {
        if let phrase = HTTPSemantics.reasonPhrase(for: status) { return phrase }
        switch status {
        case 100..<200: return "Informational"
        case 200..<300: return "Success"
        case 300..<400: return "Redirection"
        case 400..<500: return "Client Error"
        default: return "Server Error"
        }
    }
}
