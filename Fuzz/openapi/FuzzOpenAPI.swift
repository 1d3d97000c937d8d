// libFuzzer entry: the loader with the OpenAPI importer (`SpecLoader.standard`, read as OpenAPI), the diagnostic
// renderer over what it read, then the spec text the import writes, as JSON and as YAML, through `SpecLoader` again.
import EndpointOpenAPI
import EndpointSpec

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOpenAPI(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    let result = SpecLoader.standard.load(bytes: bytes, path: "fuzz.json", as: .openAPI)
    _ = DiagnosticRenderer(sources: result.sources).render(result.diagnostics)
    if let specText = result.specText?() {
        _ = SpecLoader.load(text: Array(specText.utf8), path: "imported.json")
    }
    if let specText = result.specText(in: .yaml)?() {
        _ = SpecLoader.load(text: Array(specText.utf8), path: "imported.yaml")
    }
    return 0
}
