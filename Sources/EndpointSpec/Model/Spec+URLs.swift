extension Spec {
    /// Whether `text` is `http://` or `https://` followed by a host, with no spaces, query or fragment.
    public static func isAbsoluteHTTPURL(_ text: String) -> Bool {
        let lowered = text.lowercased()
        let rest: Substring
        if lowered.hasPrefix("https://") {
            rest = text.dropFirst(8)
        } else if lowered.hasPrefix("http://") {
            rest = text.dropFirst(7)
        } else {
            return false
        }
        let host = rest.prefix { $0 != "/" && $0 != ":" }
        let allowed: (Character) -> Bool = {
            $0.isASCII && ($0.isLetter || $0.isNumber || "-._~:/@%!$&'()*+,;=[]".contains($0))
        }
        return !host.isEmpty && rest.allSatisfy(allowed) && !rest.contains("?") && !rest.contains("#")
    }
}
