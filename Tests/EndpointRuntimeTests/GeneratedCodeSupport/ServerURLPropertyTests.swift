@_spi(Generated) import EndpointRuntime
import Foundation
import Testing

import struct EndpointTestSupport.SeededGenerator

@Suite("ServerURL: a variable's value stays in its place")
struct ServerURLPropertyTests {
    /// Characters that would move a request elsewhere if they went into the URL unencoded, and others.
    private static let alphabet = Array("aZ09-._~/?#@:%[]!$&'()*+,;= {}\\\"<>^`|\u{7F}\u{00E9}\u{4E2D}\u{1F600}")

    private static func randomValue(using generator: inout SeededGenerator) -> String {
        String((0..<Int.random(in: 0...8, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
    }

    @Test func anyValueIsOneHostLabelAndOnePathSegmentOrNoURLAtAll() {
        var generator = SeededGenerator(seed: 38)
        for _ in 0..<2_000 {
            let label = Self.randomValue(using: &generator)
            let segment = Self.randomValue(using: &generator)
            let url = ServerURL.expanding(
                "https://{label}.example.com/{segment}",
                with: ["label": label, "segment": segment]
            )
            guard let host = url.host, url.scheme == "https" else {
                // Only a value that leaves the URL without a usable host may fail, and then every request does.
                #expect(url.scheme == "invalid-server-url" || url.isFileURL, "\(label) \(segment) → \(url)")
                continue
            }
            #expect(host.hasSuffix(".example.com"), "\(label) → \(host)")
            let path = URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedPath ?? ""
            #expect(path.hasPrefix("/") && !path.dropFirst().contains("/"), "\(segment) → \(path)")
            #expect(url.query == nil && url.fragment == nil && url.user == nil && url.port == nil)
        }
    }

    @Test func unreservedCharactersAreKeptAndOthersPercentEncoded() {
        let url = ServerURL.expanding("https://{host}/{path}", with: ["host": "a-b.c_d~e", "path": "x y/ü"])
        #expect(url.absoluteString == "https://a-b.c_d~e/x%20y%2F%C3%BC")
    }
}
