import EdgeCasesAPI
@_spi(Generated) import EndpointRuntime
import Foundation
import Testing

import struct EndpointTestSupport.OwnExecutorTrait

/// The edge-case spec's `anyOf` models, generated through the plugin: an object that matches several alternatives
/// keeps the members of each, and encodes back to the JSON it came from.
@Suite(.ownExecutor) struct AnyOfUnionTests {
    /// `value` encoded, then parsed, so objects compare whatever their key order.
    private func json(_ value: some Encodable) throws -> NSDictionary? {
        try JSONSerialization.jsonObject(with: JSONEncoder().encode(value)) as? NSDictionary
    }

    @Test func anObjectMatchingBothAlternativesKeepsTheMembersOfEach() throws {
        let body = Data(#"{"next":"/p/3","last":"/p/9","prev":"/p/1","first":"/p/0"}"#.utf8)

        let links = try JSONDecoder().decode(LinksDTO.self, from: body)

        #expect(links.pageLinks?.next == "/p/3")
        #expect(links.pageLinks?.last == "/p/9")
        #expect(links.cursorLinks?.prev == "/p/1")
        #expect(links.cursorLinks?.first == "/p/0")
        #expect(links.array == nil)
        #expect(try json(links) == (try JSONSerialization.jsonObject(with: body) as? NSDictionary))
    }

    @Test func aValueMatchingOneAlternativeSetsOnlyThatOne() throws {
        let links = try JSONDecoder().decode(LinksDTO.self, from: Data(#"["/p/1","/p/2"]"#.utf8))

        #expect(links.array == ["/p/1", "/p/2"])
        #expect(links.pageLinks == nil)
        #expect(links.cursorLinks == nil)
        #expect(String(decoding: try JSONEncoder().encode(links), as: UTF8.self) == #"["\/p\/1","\/p\/2"]"#)
    }

    @Test func aValueMatchingNoAlternativeIsAnErrorNamingEachFailure() throws {
        let error = #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(LinksDTO.self, from: Data("42".utf8))
        }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected dataCorrupted, got \(String(describing: error))")
            return
        }
        #expect(context.debugDescription.hasPrefix("the value matches none of the alternatives of `Links`: "))
        #expect(context.debugDescription.contains("PageLinksDTO: "))
        #expect(context.debugDescription.contains("Array<String>: "))
    }

    @Test func valuesBuiltInCodeEncodeTheirObjectsMerged() throws {
        let links = LinksDTO(pageLinks: PageLinksDTO(next: "/n"), cursorLinks: CursorLinksDTO(prev: "/p"))

        #expect(try json(links) == ["next": "/n", "prev": "/p"] as NSDictionary)
        #expect(String(decoding: try JSONEncoder().encode(LinksDTO()), as: UTF8.self) == "null")
    }

    @Test func alternativesThatCannotOverlapStayAnEnum() throws {
        let id = try JSONDecoder().decode(KeyDTO.self, from: Data("7".utf8))

        guard case .integer(7) = id else {
            Issue.record("expected .integer(7), got \(id)")
            return
        }
    }

    @Test func theClientDecodesBothAlternativesOverLoopback() async throws {
        let (stub, client) = try EdgeCasesStub.start()
        defer { stub.stop() }

        let links = try await client.getLinks()

        #expect(links.pageLinks == PageLinksDTO(next: "/p/3", last: "/p/9"))
        #expect(links.cursorLinks == CursorLinksDTO(prev: "/p/1", first: "/p/0"))
    }
}
