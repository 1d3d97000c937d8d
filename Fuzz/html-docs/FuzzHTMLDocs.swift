// libFuzzer entry: HTMLDocumentation, which turns HTML descriptions into Markdown doc comments. Any bytes convert
// without trapping; text without `<` comes back unchanged; the Markdown holds no control character but line
// feeds and tabs the input did not; converting the Markdown again does not trap either.
import EndpointCodegen

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHTMLDocs(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    checkHTMLDocs(bytes)
    return 0
}

/// The checks of one input, shared with the replay in `Tests/HardeningTests/Support/FuzzHarness.swift`.
func checkHTMLDocs(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    // The first byte picks the link base: none, a server, or a documentation page with a path.
    let bases: [String?] = [nil, "https://api.example.com", "http://docs.example.com/guide/intro.html"]
    let base = bases[Int(bytes.first ?? 0) % bases.count]
    let markdown = HTMLDocumentation.markdown(from: text, linkBase: base)
    if !text.contains("<"), markdown != text { fatalError("text without markup changed") }
    let inputControls = Set(text.unicodeScalars.filter { $0.value < 0x20 })
    for scalar in markdown.unicodeScalars where scalar.value < 0x20 && scalar != "\n" && scalar != "\t" {
        if !inputControls.contains(scalar) { fatalError("the Markdown holds U+\(scalar.value) the input did not") }
    }
    _ = HTMLDocumentation.markdown(from: markdown, linkBase: base)
}
