import EndpointRuntime

/// Writes each HTTP exchange, already redacted by ``LoggingHTTPClient``, as one line to a ``TextOutput``.
struct TextOutputHTTPLogger: HTTPLogger {
    var output: any TextOutput

    func log(_ entry: HTTPLogEntry) {
        output.writeLine(entry.description)
    }
}
