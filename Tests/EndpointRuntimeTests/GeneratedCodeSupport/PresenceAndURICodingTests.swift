@_spi(Generated) import EndpointRuntime
import Foundation
import Testing

/// The container methods behind issue 45's fidelity: an optional nullable member keeps absent, `null` and a value
/// apart, and a `uri` member is a `URL` only when the URL keeps its text exactly.
@Suite struct PresenceAndURICodingTests {
    /// A model coded as the generator writes an optional nullable member and a `uri` member.
    private struct Coded: Codable, Equatable {
        var note: String??
        var link: URL?

        init(note: String??, link: URL? = nil) {
            self.note = note
            self.link = link
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: JSONKey.self)
            note = try container.decodeNullableIfPresent(String.self, forKey: "note")
            link = try container.decodeValueIfPresent(URL.self, forKey: "link")
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: JSONKey.self)
            try container.encodeNullableIfPresent(note, forKey: "note")
            try container.encodeValueIfPresent(link, forKey: "link")
        }
    }

    @Test(arguments: [#"{}"#, #"{"note":null}"#, #"{"note":"n"}"#, #"{"link":"https://example.com/a?b=c#d"}"#])
    func absentNullAndAValueComeBackAsTheyWere(json: String) throws {
        let value = try JSONCoding.decode(Coded.self, from: Data(json.utf8))
        let encoded = try JSONCoding.makeEncoder().encode(value)
        #expect(
            try JSONCoding.decode(JSONValue.self, from: encoded)
                == JSONCoding.decode(JSONValue.self, from: Data(json.utf8))
        )
    }

    @Test func theThreeStatesDecodeApart() throws {
        #expect(try JSONCoding.decode(Coded.self, from: Data(#"{}"#.utf8)).note == .none)
        #expect(try JSONCoding.decode(Coded.self, from: Data(#"{"note":null}"#.utf8)).note == .some(.none))
        #expect(try JSONCoding.decode(Coded.self, from: Data(#"{"note":"n"}"#.utf8)).note == .some("n"))
    }

    /// A URI template (GitHub's `…/repos{?type,page}`) or a space would be percent-encoded by `URL(string:)`, and the
    /// value would encode to other text: it is a decoding error naming the member, never a changed value.
    @Test(arguments: ["https://api.example.com/user/repos{?type,page}", "https://example.com/a b", "not a uri"])
    func aURIAURLWouldChangeIsADecodingError(text: String) throws {
        let json = Data(#"{"link":"\#(text)"}"#.utf8)
        let error = try #require(throws: APIError.self) { try JSONCoding.decode(Coded.self, from: json) }
        guard case .decoding(let failure) = error else {
            Issue.record("expected a decoding error, got \(error)")
            return
        }
        #expect(failure.codingPath == "link")
        #expect(failure.reason.contains("is not a valid URI"))
    }

    /// A model with `uri` members in collections: an array, a map, and additional properties.
    private struct CodedCollections: Codable, Equatable {
        var mirrors: [URL]?
        var byRegion: [String: URL]?
        var others: [String: URL]

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: JSONKey.self)
            mirrors = try container.decodeValueIfPresent([URL].self, forKey: "mirrors")
            byRegion = try container.decodeValueIfPresent([String: URL].self, forKey: "by_region")
            others = try container.decodeAdditionalProperties(URL.self, excluding: ["mirrors", "by_region"])
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: JSONKey.self)
            try container.encodeValueIfPresent(mirrors, forKey: "mirrors")
            try container.encodeValueIfPresent(byRegion, forKey: "by_region")
            for (key, url) in others { try container.encodeValue(url, forKey: key) }
        }
    }

    /// URLs in arrays, maps and additional properties come back exactly as sent, as a lone `URL` does.
    @Test func urlsInCollectionsComeBackAsTheyWere() throws {
        let json =
            #"{"mirrors":["https://a.example/x?y=1","ftp://b.example/"],"by_region":{"eu":"https://eu.example/"},"#
            + #""home":"https://example.com/#top"}"#
        let value = try JSONCoding.decode(CodedCollections.self, from: Data(json.utf8))
        #expect(value.mirrors?.map(\.absoluteString) == ["https://a.example/x?y=1", "ftp://b.example/"])
        #expect(value.others.mapValues(\.absoluteString) == ["home": "https://example.com/#top"])
        let encoded = try JSONCoding.makeEncoder().encode(value)
        #expect(
            try JSONCoding.decode(JSONValue.self, from: encoded)
                == JSONCoding.decode(JSONValue.self, from: Data(json.utf8))
        )
    }

    /// A URL in a collection that a `URL` would change is a decoding error naming the element, never a changed value.
    @Test(arguments: [
        (#"{"mirrors":["https://a.example/","https://b.example/{id}"]}"#, "mirrors[1]"),
        (#"{"by_region":{"eu":"https://eu.example/a b"}}"#, "by_region.eu"),
        (#"{"home":"https://example.com/{?q}"}"#, "home"),
    ])
    func aURLInACollectionThatWouldChangeIsADecodingError(json: String, path: String) throws {
        let error = try #require(throws: APIError.self) {
            try JSONCoding.decode(CodedCollections.self, from: Data(json.utf8))
        }
        guard case .decoding(let failure) = error else {
            Issue.record("expected a decoding error, got \(error)")
            return
        }
        #expect(failure.codingPath == path)
        #expect(failure.reason.contains("is not a valid URI"))
    }
}
