// libFuzzer entry: the YAML parser (`YAMLDocument.parse`), the diagnostic renderer over the same bytes, and the
// forgiving outline the build plugin reads (`YAMLOutline`, which must never trap); for a document that parses
// without errors, two round trips: its JSON text and its YAML text (`YAMLWriter`, every layout) must parse as YAML
// to the same value.
import EndpointSpec

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzYAML(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    let document = YAMLDocument.parse(bytes, file: "fuzz.yaml")
    _ = DiagnosticRenderer(source: bytes).render(document.diagnostics)
    outline(bytes)
    if let root = document.root, !document.diagnostics.contains(where: { $0.severity == .error }) {
        let value = root.specValue
        let json = JSONWriter.bytes(value)
        if YAMLDocument.parse(json, file: "fuzz.json").root?.specValue != value {
            fatalError("the JSON text of a parsed YAML document does not parse back to the same value")
        }
        for layout in [JSONLayout.pretty(), .compact, .specDocument, .pretty(indentWidth: 3, lineWidth: 30)] {
            let yaml = YAMLWriter.bytes(value, layout: layout)
            let reparsed = YAMLDocument.parse(yaml, file: "written.yaml")
            if reparsed.root?.specValue != value || !reparsed.diagnostics.isEmpty {
                fatalError("the YAML text written for a parsed YAML document does not parse back to the same value")
            }
        }
    }
    return 0
}

/// Walks the outline three levels deep, reading every member's string, as the build plugin's planner does.
private func outline(_ bytes: [UInt8]) {
    let outline = YAMLOutline(bytes)
    guard let root = outline.root else { return }
    for member in outline.members(ofObjectAt: root) {
        _ = outline.string(at: member.value)
        for nested in outline.members(ofObjectAt: member.value) {
            _ = outline.string(at: nested.value)
            for deeper in outline.members(ofObjectAt: nested.value) { _ = outline.string(at: deeper.value) }
        }
    }
}
