@_spi(Generated) import EndpointRuntime
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("RequestBuilder: base URL and path")
struct RequestBuilderPathTests {
    private func url(
        base: String = "https://api.example.com",
        path: String,
        parameters: [String: String] = [:]
    ) throws -> String {
        let builder = RequestBuilder(baseURL: try #require(URL(string: base)))
        let endpoint = Endpoint<EmptyResponse>(method: .get, path: path, pathParameters: parameters)
        return try builder.request(for: endpoint).url?.absoluteString ?? ""
    }

    // MARK: Base URL

    @Test(
        "base URL with or without a path prefix and trailing slash",
        arguments: [
            ("https://api.example.com", "https://api.example.com/products"),
            ("https://api.example.com/", "https://api.example.com/products"),
            ("https://api.example.com/v1", "https://api.example.com/v1/products"),
            ("https://api.example.com/v1/", "https://api.example.com/v1/products"),
            ("http://127.0.0.1:8080/api/v2//", "http://127.0.0.1:8080/api/v2/products"),
            ("https://api.example.com/my%20api/", "https://api.example.com/my%20api/products"),
            ("https://user@api.example.com:8443/v1", "https://user@api.example.com:8443/v1/products"),
        ]
    )
    func baseURLJoinsPath(base: String, expected: String) throws {
        #expect(try url(base: base, path: "/products") == expected)
    }

    @Test func pathWithoutLeadingSlashIsJoinedWithOne() throws {
        #expect(try url(base: "https://api.example.com/v1", path: "products") == "https://api.example.com/v1/products")
    }

    @Test func baseURLWithoutHostIsInvalid() throws {
        let builder = RequestBuilder(baseURL: try #require(URL(string: "relative/path")))
        #expect(throws: APIError.self) {
            try builder.request(for: Endpoint<EmptyResponse>(method: .get, path: "/x"))
        }
    }

    // MARK: Path parameters

    static let reservedCharacters: [(character: String, encoded: String)] = [
        ("/", "%2F"), ("?", "%3F"), ("#", "%23"), ("%", "%25"), (" ", "%20"), ("&", "%26"), ("=", "%3D"),
        ("+", "%2B"), (";", "%3B"), (":", "%3A"), ("@", "%40"), ("!", "%21"), ("$", "%24"), ("'", "%27"),
        ("(", "%28"), (")", "%29"), ("*", "%2A"), (",", "%2C"), ("[", "%5B"), ("]", "%5D"), ("\\", "%5C"),
        ("\"", "%22"), ("<", "%3C"), (">", "%3E"), ("{", "%7B"), ("}", "%7D"), ("|", "%7C"), ("^", "%5E"),
        ("`", "%60"), ("\n", "%0A"), ("é", "%C3%A9"), ("😀", "%F0%9F%98%80"), ("日", "%E6%97%A5"),
    ]

    @Test("every reserved character in a path parameter stays inside one segment", arguments: reservedCharacters)
    func pathParameterIsEncodedAsOneSegment(character: String, encoded: String) throws {
        let result = try url(path: "/products/{id}/reviews", parameters: ["id": "a\(character)b"])
        #expect(result == "https://api.example.com/products/a\(encoded)b/reviews")
        let parsed = try #require(URL(string: result))
        #expect(parsed.query == nil)
        #expect(parsed.fragment == nil)
    }

    @Test("unreserved characters are left as they are", arguments: ["p-1", "A_b.c~9", "ABCxyz0123456789"])
    func unreservedCharactersAreKept(value: String) throws {
        #expect(
            try url(path: "/products/{id}", parameters: ["id": value]) == "https://api.example.com/products/\(value)"
        )
    }

    @Test(
        "dot segments are encoded so they cannot move up the route",
        arguments: [(".", "%2E"), ("..", "%2E%2E"), ("...", "%2E%2E%2E")]
    )
    func dotSegmentsAreEncoded(value: String, encoded: String) throws {
        let result = try url(base: "https://api.example.com/v1", path: "/products/{id}", parameters: ["id": value])
        #expect(result == "https://api.example.com/v1/products/\(encoded)")
    }

    @Test func dotsInsideAValueAreKept() throws {
        #expect(
            try url(path: "/files/{name}", parameters: ["name": "../a.json"])
                == "https://api.example.com/files/..%2Fa.json"
        )
    }

    @Test func traversalAttemptCannotEscapeTheSegment() throws {
        let result = try url(path: "/users/{id}/profile", parameters: ["id": "../admin?x=1#frag"])
        #expect(result == "https://api.example.com/users/..%2Fadmin%3Fx%3D1%23frag/profile")
    }

    @Test func severalPlaceholdersAreFilled() throws {
        let result = try url(path: "/shops/{shop}/products/{id}", parameters: ["shop": "s 1", "id": "p/2"])
        #expect(result == "https://api.example.com/shops/s%201/products/p%2F2")
    }

    @Test func missingPathParameterIsInvalidRequest() throws {
        #expect(throws: APIError.invalidRequest("the path parameter 'id' has no value")) {
            try url(path: "/products/{id}")
        }
    }

    @Test func unusedPathParameterIsInvalidRequest() throws {
        #expect(throws: APIError.invalidRequest("the path parameter 'extra' does not appear in the path template")) {
            try url(path: "/products/{id}", parameters: ["id": "1", "extra": "2"])
        }
    }

    /// RFC 6570 simple expansion writes an empty value as an empty segment: `GET /repos/o/r/contents/` lists the
    /// root directory.
    @Test func emptyPathParameterIsAnEmptySegment() throws {
        let root = try url(
            path: "/repos/{owner}/{repo}/contents/{path}",
            parameters: ["owner": "o", "repo": "r", "path": ""]
        )
        #expect(root == "https://api.example.com/repos/o/r/contents/")
        #expect(try url(path: "/users/{id}/posts", parameters: ["id": ""]) == "https://api.example.com/users//posts")
    }

    @Test("malformed templates are invalid requests", arguments: ["/products/{id", "/products/id}", "/products/{}"])
    func malformedTemplateIsInvalidRequest(path: String) throws {
        #expect(throws: APIError.self) { try url(path: path, parameters: ["id": "1"]) }
    }
}
