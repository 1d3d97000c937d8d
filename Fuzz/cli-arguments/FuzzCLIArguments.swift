// libFuzzer entry: the `catalog` argument parser. The input is split at NUL bytes into arguments, the way
// `argv` arrives.
@testable import CatalogCLI

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCLIArguments(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).map {
        String(decoding: $0, as: UTF8.self)
    }
    _ = try? ArgumentParser(arguments: arguments).parse()
    return 0
}
