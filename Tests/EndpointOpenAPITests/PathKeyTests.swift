import Testing

import struct EndpointTestSupport.SeededGenerator

@testable import EndpointOpenAPI

/// `PathKey` splits an OpenAPI path key into the path sent, its query's items and its fragment.
struct PathKeyTests {
    @Test func splitsTheFragmentAndTheQuery() {
        let aws = PathKey("/#Action=CreateQueue")
        #expect(aws.path == "/")
        #expect(aws.fragment == "Action=CreateQueue")
        #expect(aws.queryItems.isEmpty)
        #expect(aws.distinguishingWords == "Action CreateQueue")

        let key = PathKey("/request/{id}?view=status&flag&&x=%20y%2&=v&page={page}#frag")
        #expect(key.path == "/request/{id}")
        #expect(key.fragment == "frag")
        #expect(
            key.queryItems == [
                .init(name: "view", value: "status"), .init(name: "flag", value: nil), .init(name: "x", value: " y%2"),
                .init(name: "page", value: "{page}"),
            ]
        )
        #expect(key.constantItems.map(PathKey.text) == ["view=status", "flag", "x= y%2"])
        #expect(key.queryItems.last?.placeholder == "page")
        #expect(PathKey("/plain").hasQueryOrFragment == false)
        #expect(PathKey("/a?#").hasQueryOrFragment)
    }

    @Test func anyKeySplitsIntoAPathWithoutQueryOrFragmentThatPrefixesIt() {
        var generator = SeededGenerator(seed: 33)
        let pieces = ["/", "a", "{id}", "?", "#", "&", "=", "%", "%2F", "%zz", "é", "{", "}", " "]
        for _ in 0..<2_000 {
            let key = (0..<Int.random(in: 0...12, using: &generator))
                .map { _ in pieces.randomElement(using: &generator)! }.joined()
            let split = PathKey(key)
            #expect(key.hasPrefix(split.path))
            #expect(!split.path.contains("?") && !split.path.contains("#"))
            #expect(split.queryItems.allSatisfy { !$0.name.isEmpty })
            #expect(split.hasQueryOrFragment == (key.contains("?") || key.contains("#")))
        }
    }
}
