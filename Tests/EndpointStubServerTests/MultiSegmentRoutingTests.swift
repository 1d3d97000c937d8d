import EndpointSpec
import HTTPSemantics
import Testing

@testable import EndpointStubServer

/// The stub server routes a path whose multi-segment parameter spans any number of segments, as the generated client
/// sends it, and gives the parameter the segments joined by `/`.
@Suite("Routing multi-segment path parameters")
struct MultiSegmentRoutingTests {
    private static let template = PathTemplate("/repos/{owner}/contents/{path}")

    @Test(arguments: [
        (["repos", "o", "contents", "src", "main.swift"], "src/main.swift"),
        (["repos", "o", "contents", "README.md"], "README.md"),
        (["repos", "o", "contents", ""], ""),
        (["repos", "o", "contents", "a b", "c%2Fd"], "a b/c%2Fd"),
    ])
    func theValueIsTheSegmentsJoined(segments: [String], path: String) {
        #expect(Self.template.match(segments, multiSegment: ["path"]) == ["owner": "o", "path": path])
    }

    @Test func aSingleSegmentParameterStillTakesOneSegment() {
        #expect(Self.template.match(["repos", "o", "contents", "src", "main.swift"]) == nil)
        #expect(Self.template.match(["repos", "o", "contents", "src"]) == ["owner": "o", "path": "src"])
    }

    @Test func segmentsAfterTheParameterAreMatchedToo() {
        let template = PathTemplate("/git/{ref}/commits")
        #expect(template.match(["git", "heads", "main", "commits"], multiSegment: ["ref"]) == ["ref": "heads/main"])
        #expect(template.match(["git", "commits"], multiSegment: ["ref"]) == nil)
    }
}
