// libFuzzer entry: JSONPath (RFC 9535). The bytes, read as UTF-8, are a query; a first byte 0x01 makes the rest an
// I-Regexp pattern instead. The checks are in JSONPathFuzzChecks.swift, which Tests/JSONPathTests compiles too (a
// symlink) to replay the seeds and regressions on every `swift test`.
import JSONPath

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONPath(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    checkJSONPath(bytes)
    return 0
}
