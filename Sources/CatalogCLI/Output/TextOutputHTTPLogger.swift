import EndpointRuntime

/// Writes each HTTP exchange, already redacted by ``LoggingHTTPClient``, as one line to a ``TextOutput``, with the
/// rate limit the spec declares when the response carries it (``RateLimitNote``).
struct TextOutputHTTPLogger: HTTPLogger {
    var output: any TextOutput

    func log(_ entry: HTTPLogEntry) {
        output.writeLine(entry.description + RateLimitNote.suffix(for: entry))
    }
}
