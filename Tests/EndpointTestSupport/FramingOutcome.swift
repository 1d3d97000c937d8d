@_spi(Generated) import EndpointRuntime

/// What a ``StreamFramer`` makes of a whole stream fed in chunks: the property tests and the fuzz harness compare
/// the outcome of one chunk with that of many.
package enum FramingOutcome {
    /// The records `framer` finds in `stream` fed in chunks of the sizes `nextChunkSize` returns (at least one
    /// byte each), then at its end; or the error that stopped it.
    package static func of<Framer: StreamFramer>(
        _ framer: Framer,
        _ stream: [UInt8],
        nextChunkSize: () -> Int
    ) -> Result<[Framer.Record], StreamFramingError> {
        var framer = framer
        var records: [Framer.Record] = []
        var rest = stream[...]
        do {
            while !rest.isEmpty {
                let size = max(1, nextChunkSize())
                records += try framer.records(in: rest.prefix(size))
                rest = rest.dropFirst(size)
            }
            records += try framer.finish()
            return .success(records)
        } catch {
            return .failure(error)
        }
    }
}
