// libFuzzer entry: the stream framers (`ServerSentEventParser`, `JSONLinesFramer`, `JSONTextSequenceFramer`) over
// the same bytes, whole and split into chunks at places the first byte chooses. Each must give the same records
// (or the same error) both ways, never trap, and never hold more than its limit.
@_spi(Generated) import EndpointRuntime

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEventStream(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    guard let seed = bytes.first else { return 0 }
    let stream = Array(bytes.dropFirst())
    let limit = 8 + Int(seed % 64)
    check(ServerSentEventParser(maximumEventSize: limit), stream, seed: seed)
    check(JSONLinesFramer(maximumLineSize: limit), stream, seed: seed)
    check(JSONTextSequenceFramer(maximumRecordSize: limit), stream, seed: seed)
    return 0
}

private func check<Framer: StreamFramer>(_ framer: Framer, _ stream: [UInt8], seed: UInt8)
where Framer.Record: Equatable {
    let whole = outcome(framer, stream, chunkSize: { stream.count })
    var state = UInt32(seed) | 1
    let chunked = outcome(framer, stream) {
        state = state &* 1_103_515_245 &+ 12345  // a small LCG: chunk sizes from 1 to 16
        return Int(state >> 16) % 16 + 1
    }
    if whole != chunked { fatalError("\(Framer.self) gives other records when the stream arrives in chunks") }
}

private func outcome<Framer: StreamFramer>(
    _ framer: Framer,
    _ stream: [UInt8],
    chunkSize: () -> Int
) -> Result<[Framer.Record], StreamFramingError> where Framer.Record: Equatable {
    var framer = framer
    var records: [Framer.Record] = []
    var rest = stream[...]
    do {
        while !rest.isEmpty {
            let size = max(1, chunkSize())
            records += try framer.records(in: rest.prefix(size))
            rest = rest.dropFirst(size)
        }
        records += try framer.finish()
        return .success(records)
    } catch {
        return .failure(error)
    }
}
