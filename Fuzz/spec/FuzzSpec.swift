// libFuzzer entry: the input outline the loader and the build plugin detect formats with (`JSONOutline`), the
// spec parser, decoder and validator (`SpecLoader.load(text:path:)`, the bytes read as JSON and as YAML), the
// diagnostic renderer over the same bytes, and code generation for every spec that loads without errors.
import EndpointCodegen
import EndpointSpec

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpec(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    let outline = JSONOutline(bytes)
    for member in outline.root.map(outline.members(ofObjectAt:)) ?? [] {
        _ = outline.string(at: member.value)
        _ = outline.members(ofObjectAt: member.value)
    }
    for path in ["fuzz.json", "fuzz.yaml"] {
        let result = SpecLoader.load(text: bytes, path: path)
        _ = DiagnosticRenderer(source: bytes).render(result.diagnostics)
        _ = DiagnosticRenderer.summary(of: result.diagnostics)
        if let spec = result.spec {
            _ = CodeGenerator.generate(spec)
        }
    }
    return 0
}
