import CatalogAPI
import EndpointRuntime

/// What `--verbose` adds to a logged exchange about the rate limit the catalog spec declares
/// (`X-RateLimit-Remaining` on its 2xx responses), read through the generated typed headers.
enum RateLimitNote {
    /// `"; 59 requests left in the rate limit"` when the response carries the header, a sentence naming the header
    /// when its value is malformed, and nothing otherwise.
    static func suffix(for entry: HTTPLogEntry) -> String {
        guard case .response(let statusCode, let headers, _) = entry.outcome else { return "" }
        let fields = HeaderFields(headers)
        do {
            // Both catalog endpoints declare the header alike; either generated type reads it.
            guard
                let remaining = try CatalogEndpoints.GetProductHeaders(headerFields: fields, statusCode: statusCode)
                    .xRateLimitRemaining
            else { return "" }
            return "; \(remaining) \(remaining == 1 ? "request" : "requests") left in the rate limit"
        } catch {
            return "; \(error)"
        }
    }
}
