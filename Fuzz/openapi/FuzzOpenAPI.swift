// libFuzzer entry: the OpenAPI importer (`OpenAPIImporter.convert(text:path:)`), then the spec it writes
// through `SpecLoader` again.
import EndpointOpenAPI
import EndpointSpec

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOpenAPI(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    let result = OpenAPIImporter.convert(text: bytes, path: "fuzz.json")
    _ = DiagnosticRenderer(source: bytes).render(result.diagnostics)
    if let specText = result.specText {
        _ = SpecLoader.load(text: Array(specText.utf8), path: "imported.json")
    }
    return 0
}
