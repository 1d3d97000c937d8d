// libFuzzer entry: CurlResponseHead (the Linux transport's reading of a response head, one line at a time as libcurl
// hands it over) over arbitrary bytes split after each LF. Reading never traps; a bare LF refuses the head; a
// completed head has a final status and stays as it is; field names are tokens and values hold no CR, LF or NUL; and
// the response it makes is nil or has a status in 100...999 and every field it read.
#if os(Linux)
    import EndpointRuntime
    import Foundation
    import FoundationNetworking
    import HTTPSemantics

    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzCurlHead(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
        let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
        checkCurlHead(bytes)
        return 0
    }

    /// The checks of one input, shared with the replay in `Tests/HardeningTests/Support/FuzzHarness.swift`.
    func checkCurlHead(_ bytes: [UInt8]) {
        var head = CurlResponseHead()
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            lines.append(bytes[start...index])
            start = index + 1
        }
        if start < bytes.count { lines.append(bytes[start...]) }
        for line in lines {
            let wasComplete = head.isComplete
            let fieldsBefore = head.fields.count
            let progress = line.withUnsafeBytes { head.read(line: $0) }
            if wasComplete {
                if progress != .incomplete || head.fields.count != fieldsBefore {
                    fatalError("a complete head changed")
                }
                continue
            }
            let bareLF =
                line.last == UInt8(ascii: "\n") && (line.count < 2 || line[line.endIndex - 2] != UInt8(ascii: "\r"))
            if bareLF, progress != .malformed { fatalError("a bare LF was accepted") }
            if progress == .malformed { return }
            if progress == .complete, !head.isComplete || (head.statusCode ?? 0) < 200 {
                fatalError("a completed head has no final status")
            }
            for (name, value) in head.fields {
                if !HTTPToken.isValid(name) {
                    fatalError("field name \(name.debugDescription) is not a token")
                }
                if value.unicodeScalars.contains(where: { "\r\n\0".unicodeScalars.contains($0) }) {
                    fatalError("field value \(value.debugDescription) holds a line break or NUL")
                }
            }
        }
        guard let url = URL(string: "https://fuzz.example.com/") else { return }
        guard let response = head.response(for: url) else { return }
        if !(100...999).contains(response.statusCode) { fatalError("status \(response.statusCode) out of range") }
        for (name, _) in head.fields where response.value(forHTTPHeaderField: name) == nil {
            fatalError("field \(name.debugDescription) is missing from the response")
        }
    }
#else
    // The Curl transport is Linux-only: elsewhere there is nothing to feed.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzCurlHead(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt { 0 }
#endif
