// libFuzzer entry: FormEncoding over arbitrary bytes. Parsing never traps; parsed pairs serialize to bytes that
// parse back to the same pairs; and the bytes, read as a deepObject tree of pairs, serialize by every style without
// trapping, giving only encoded bytes.
@_spi(Generated) import EndpointRuntime

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzForm(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    checkForm(bytes)
    return 0
}

/// The checks of one input, shared with the replay in `Tests/HardeningTests/Support/FuzzHarness.swift`.
func checkForm(_ bytes: [UInt8]) {
    let pairs = FormEncoding.parse(bytes)
    let serialized = FormEncoding.serialize(pairs)
    if FormEncoding.parse(Array(serialized.utf8)) != pairs { fatalError("parse(serialize(pairs)) differs") }
    // The pairs as nested members: each name split at '.', so the styles see objects, lists and text.
    let members = pairs.map { pair -> FormMember in
        let path = pair.name.split(separator: ".", omittingEmptySubsequences: false).prefix(8)
        var value = FormValue.text(pair.value)
        for (depth, name) in path.dropFirst().reversed().enumerated() {
            value = depth % 2 == 0 ? .object([FormMember(String(name), value)]) : .list([value, .text(String(name))])
        }
        return FormMember(String(path.first ?? ""), value)
    }
    let styles: [FormStyle] = [.default, .form(explode: false), .spaceDelimited, .pipeDelimited, .deepObject]
    for style in styles {
        let names = Dictionary(members.map { ($0.name, style) }, uniquingKeysWith: { first, _ in first })
        let encoded = FormEncoding.serialize(FormEncoding.pairs(members, styles: names))
        let isEncoded = encoded.utf8.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                || "*-._+%=&".utf8.contains(byte)
        }
        if !isEncoded { fatalError("\(style) wrote a byte the form serializer must encode") }
    }
}
