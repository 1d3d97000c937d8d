import EndpointRuntime
import Testing

import struct EndpointTestSupport.SeededGenerator

/// RFC 8288 `Link` fields as servers write them, and malformed ones, which never fail.
@Suite struct LinkHeaderTests {
    @Test func theNextTargetIsFoundAmongSeveralLinks() {
        let field =
            "<https://api.github.com/repositories/1/issues?page=2>; rel=\"next\", "
            + "<https://api.github.com/repositories/1/issues?page=5>; rel=\"last\""
        #expect(LinkHeader(field).target(relation: "next") == "https://api.github.com/repositories/1/issues?page=2")
        #expect(LinkHeader(field).target(relation: "LAST") == "https://api.github.com/repositories/1/issues?page=5")
    }

    @Test func relationsMayBeBareOrSeveralAndOtherParametersAreSkipped() {
        #expect(LinkHeader("</a>; rel=next").target(relation: "next") == "/a")
        #expect(LinkHeader("</a>; title=\"x, y; z\"; rel=\"prev next\"").target(relation: "next") == "/a")
        #expect(LinkHeader("</a,b;c>; rel=\"next\"").target(relation: "next") == "/a,b;c")
        #expect(LinkHeader("</a>; REL = \"Next\"").target(relation: "next") == "/a")
    }

    @Test func malformedFieldsYieldWhatCanBeRead() {
        #expect(LinkHeader("").links.isEmpty)
        #expect(LinkHeader("rel=next").links.isEmpty)
        #expect(LinkHeader("</a; rel=next").links.isEmpty)
        #expect(LinkHeader("<>; rel=next, </b>; rel=next").target(relation: "next") == "/b")
        #expect(LinkHeader("</a>; rel=\"next").target(relation: "next") == "/a")
        #expect(LinkHeader("</a>; rel=\"prev\"").target(relation: "next") == nil)
    }

    @Test func arbitraryBytesNeverCrashAndEveryTargetComesFromBetweenAngleBrackets() {
        var generator = SeededGenerator(seed: 35)
        let alphabet = Array("<>;,=\" relnxt/ab\\")
        for _ in 0..<2000 {
            let length = Int.random(in: 0..<40, using: &generator)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            for link in LinkHeader(text).links {
                #expect(!link.target.isEmpty && !link.target.contains(">") && text.contains("<"))
            }
        }
    }
}
