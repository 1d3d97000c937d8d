/// Media-type checks for response `Content-Type` headers.
public enum MediaType {
    /// Whether `contentType` is `application/json` or a `+json` type (parameters such as `charset` ignored).
    public static func isJSON(_ contentType: String?) -> Bool {
        guard let contentType else { return false }
        let essence = contentType.split(separator: ";", maxSplits: 1).first.map {
            $0.trimmingCharacters(in: .whitespaces).lowercased()
        }
        guard let essence else { return false }
        return essence == "application/json" || (essence.hasPrefix("application/") && essence.hasSuffix("+json"))
    }
}
