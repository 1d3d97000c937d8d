// libFuzzer entry: a spec or OpenAPI document split over several files. The input is split at NUL bytes into the
// entry and up to three files it may refer to (`a.yaml`, `b/c.json`, `b/d.yml` next to it), served from memory;
// `SpecLoader.standard` loads the entry as detected, as OpenAPI and as a spec, resolving its references, and the
// diagnostics (with their reference notes) render against every file read.
import EndpointOpenAPI
import EndpointSpec

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReferences(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    loadSplit(bytes)
    return 0
}

/// The paths of the entry and the files it may refer to, in the order the input holds them.
let splitFileNames = ["/fuzz/split/openapi.yaml", "/fuzz/split/a.yaml", "/fuzz/split/b/c.json", "/fuzz/split/b/d.yml"]

func loadSplit(_ bytes: [UInt8]) {
    let parts = bytes.split(separator: 0, maxSplits: 3, omittingEmptySubsequences: false).map(Array.init)
    var files: [String: [UInt8]] = [:]
    for (name, part) in zip(splitFileNames, parts) { files[name] = part }
    let served = files
    var loader = SpecLoader.standard
    loader.readFile = { path in
        served[path].map { .success($0) } ?? .failure(FileReader.Failure(reason: "no such file"))
    }
    for format in [nil, InputFormat.openAPI, .endpointSpec] {
        let result = loader.load(bytes: parts[0], path: splitFileNames[0], as: format)
        _ = DiagnosticRenderer(sources: result.sources).render(result.diagnostics)
    }
}
