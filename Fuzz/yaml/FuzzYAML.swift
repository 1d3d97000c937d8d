// libFuzzer entry: the YAML parser (`YAMLDocument.parse`) and the diagnostic renderer over the same bytes; for a
// document that parses without errors, a round trip: its JSON text must parse as YAML to the same value.
import EndpointSpec

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzYAML(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    let document = YAMLDocument.parse(bytes, file: "fuzz.yaml")
    _ = DiagnosticRenderer(source: bytes).render(document.diagnostics)
    if let root = document.root, !document.diagnostics.contains(where: { $0.severity == .error }) {
        let json = JSONWriter.bytes(root.specValue)
        let reparsed = YAMLDocument.parse(json, file: "fuzz.json")
        if reparsed.root?.specValue != root.specValue {
            fatalError("the JSON text of a parsed YAML document does not parse back to the same value")
        }
    }
    return 0
}
