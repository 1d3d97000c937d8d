// libFuzzer entry: LinkHeader (the RFC 8288 `Link` field a paginated call follows) over arbitrary bytes read as
// UTF-8. Parsing never traps and is bounded by `maximumLength`; every link's target is non-empty and holds no `>`;
// every relation is lowercased without spaces; `target(relation:)` answers the first link holding the relation.
import EndpointRuntime

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLinkHeader(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    checkLinkHeader(bytes)
    return 0
}

/// The checks of one input, shared with the replay in `Tests/HardeningTests/Support/FuzzHarness.swift`.
func checkLinkHeader(_ bytes: [UInt8]) {
    let field = String(decoding: bytes, as: UTF8.self)
    let header = LinkHeader(field)
    for link in header.links {
        if link.target.isEmpty || link.target.contains(">") { fatalError("a target is empty or holds '>'") }
        for relation in link.relations where relation != relation.lowercased() || relation.contains(" ") {
            fatalError("a relation is not lowercased or holds a space")
        }
    }
    if let next = header.target(relation: "next") {
        let first = header.links.first { $0.relations.contains("next") }?.target
        if first != next { fatalError("target(relation:) is not the first link with the relation") }
    }
}
