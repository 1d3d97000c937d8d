// libFuzzer entry: the YAML parser (`YAMLDocument.parse`) and the diagnostic renderer over the same bytes; for a
// document that parses without errors, a round trip: its JSON text must parse as YAML to the same value.
import EndpointSpec

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzYAML(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    let document = YAMLDocument.parse(bytes, file: "fuzz.yaml")
    _ = DiagnosticRenderer(source: bytes).render(document.diagnostics)
    if let root = document.root, !document.diagnostics.contains(where: { $0.severity == .error }) {
        var json = ""
        write(root.specValue, to: &json)
        let reparsed = YAMLDocument.parse(Array(json.utf8), file: "fuzz.json")
        if reparsed.root?.specValue != root.specValue {
            fatalError("the JSON text of a parsed YAML document does not parse back to the same value: \(json)")
        }
    }
    return 0
}

/// Compact JSON text of `value`.
private func write(_ value: SpecValue, to output: inout String) {
    switch value {
    case .null: output += "null"
    case .bool(let flag): output += flag ? "true" : "false"
    case .number(let text): output += text
    case .string(let text): JSONString.appendQuoted(text, to: &output)
    case .array(let elements):
        output += "["
        for (index, element) in elements.enumerated() {
            if index > 0 { output += "," }
            write(element, to: &output)
        }
        output += "]"
    case .object(let members):
        output += "{"
        for (index, member) in members.enumerated() {
            if index > 0 { output += "," }
            JSONString.appendQuoted(member.key, to: &output)
            output += ":"
            write(member.value, to: &output)
        }
        output += "}"
    }
}
