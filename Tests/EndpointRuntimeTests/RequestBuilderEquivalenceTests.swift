@_spi(Generated) import EndpointRuntime
import EndpointTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The optimised `RequestBuilder` (direct URL text, one-pass path templates, headers set in one step) builds
/// exactly the requests, and throws exactly the errors, of the `URLComponents`-based builder it replaced
/// (``LegacyRequestBuilder``), over thousands of generated endpoints.
@Suite("RequestBuilder: same requests as the URLComponents builder")
struct RequestBuilderEquivalenceTests {
    // MARK: Generated inputs

    private static let baseURLs = [
        "https://api.example.com", "https://api.example.com/", "https://api.example.com/v1",
        "https://api.example.com/v1/", "http://127.0.0.1:8080/api/v2//", "https://api.example.com/my%20api/",
        "https://user@api.example.com:8443/v1", "https://user:pw@api.example.com/v1?version=2",
        "https://api.example.com/v1?", "https://api.example.com/v1?a=1&b=%2F", "https://API.Example.COM/V1",
        "http://[::1]:9000/x", "https://api.example.com/%7Euser/a;b=c", "https://api.example.com/v1#frag",
        "relative/path", "file:///tmp/x", "https://xn--e28h.example.com/é",
    ]

    private static let templates = [
        "/products/{id}", "products/{id}", "/products/{id}/reviews", "/shops/{shop}/products/{id}", "", "/",
        "/products/search", "/a b/{x}", "/{a}/{a}", "/{a}{b}", "/é/{id}", "/x{", "/x}", "/{}", "/{a{b}}",
        "/files/%2F{name}", "//double//{id}//", "/{id}", "{id}", "/repos/{owner}/{repo}", "/a:b@c/{id};v=1",
        "/\u{7B}\u{301}id}", "/{id\u{301}}", "/products/{ID}", "/x\r\n/{id}", "/🙂/{id}",
        String(repeating: "/{a}", count: 17),
    ]

    private static let pieces = [
        "p-1", "/", "?", "#", "&", "=", "+", ";", "%", "%2F", ".", "..", " ", "@", ":", "\\", "\r", "\n",
        "\u{0}", "\t", "a", "Z", "9", "-", "_", "~", "é", "e\u{301}", "日本", "🙂", "'", "\"", "{", "}", "[",
    ]

    private static let headerNames = [
        "Accept", "accept", "ACCEPT", "X-Request-ID", "x-request-id", "content-type", "Content-Type", "ETag",
        "x2y", "a.b", "a'b", "a_b", "X-API-KEY", "x~y", "a!b", "WWW-Authenticate", "x-1-2", "-lead", "trail-",
        "a--b", "9abc", "If-None-Match",
    ]

    private static let invalidHeaderNames = ["X Bad", "", "é", "X:Bad", "X\r\nY"]

    private static func text(using generator: inout SeededGenerator, allowEmpty: Bool = false) -> String {
        let count = Int.random(in: (allowEmpty ? 0 : 1)...6, using: &generator)
        return (0..<count).map { _ in pieces.randomElement(using: &generator) ?? "a" }.joined()
    }

    private static func headers(using generator: inout SeededGenerator) -> [String: String] {
        var headers: [String: String] = [:]
        for _ in 0..<Int.random(in: 0...3, using: &generator) {
            let names = Int.random(in: 0..<10, using: &generator) == 0 ? invalidHeaderNames : headerNames
            let name = names.randomElement(using: &generator) ?? "Accept"
            headers[name] =
                Int.random(in: 0..<4, using: &generator) == 0 ? text(using: &generator) : "v-\(headers.count) é\t"
        }
        return headers
    }

    private static func endpoint(using generator: inout SeededGenerator) -> Endpoint<EmptyResponse> {
        let template = templates.randomElement(using: &generator) ?? "/"
        var parameters: [String: String] = [:]
        for name in ["id", "a", "b", "x", "name", "shop", "owner", "repo", "extra"]
        where Int.random(in: 0..<40, using: &generator) < 2 * (template.contains("{\(name)}") ? 19 : 0) + 1 {
            parameters[name] = Int.random(in: 0..<12, using: &generator) == 0 ? "" : text(using: &generator)
        }
        let queryItems = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
            URLQueryItem(
                name: text(using: &generator, allowEmpty: true),
                value: Bool.random(using: &generator) ? text(using: &generator, allowEmpty: true) : nil
            )
        }
        let methods: [HTTPMethod] = [.get, .get, .post, .put, .delete, .patch, "propfind"]
        return Endpoint(
            method: methods.randomElement(using: &generator) ?? .get,
            path: template,
            pathParameters: parameters,
            queryItems: queryItems,
            headers: headers(using: &generator),
            body: Int.random(in: 0..<4, using: &generator) == 0 ? ["note": text(using: &generator)] : nil
        )
    }

    // MARK: Properties

    @Test func requestsAndErrorsMatchTheURLComponentsBuilder() async throws {
        // 3,000 cases compute for a while: on a thread of their own, so loopback tests beside them keep running.
        let outcome = try await DedicatedThread.run { Self.compareWithTheURLComponentsBuilder(cases: 3000) }
        #expect(outcome.mismatches.isEmpty, "\(outcome.mismatches.prefix(10))")
        // The generated cases must exercise the success path, not only errors.
        #expect(outcome.built > 1000)
    }

    /// Builds `cases` random requests with both builders; returns each difference and how many requests built.
    private static func compareWithTheURLComponentsBuilder(cases: Int) -> (mismatches: [String], built: Int) {
        var generator = SeededGenerator(seed: 0x0DD5_EED1)
        var built = 0
        var mismatches: [String] = []
        for _ in 0..<cases {
            let baseText = baseURLs.randomElement(using: &generator) ?? ""
            guard let base = URL(string: baseText) else {
                mismatches.append("base URL \(baseText) does not parse")
                continue
            }
            let defaults =
                Int.random(in: 0..<4, using: &generator) == 0
                ? headers(using: &generator) : ["Accept": "application/json"]
            let builder = RequestBuilder(baseURL: base, defaultHeaders: defaults)
            let legacy = LegacyRequestBuilder(baseURL: base, defaultHeaders: defaults)
            let endpoint = endpoint(using: &generator)

            let expected = Result { try legacy.request(for: endpoint) }
            let actual = Result { try builder.request(for: endpoint) }
            let context =
                "\(base) \(endpoint.path.debugDescription) \(endpoint.pathParameters) "
                + "\(endpoint.queryItems) \(endpoint.headers) defaults \(defaults)"
            switch (expected, actual) {
            case (.success(let expected), .success(let actual)):
                built += 1
                if actual.url?.absoluteString != expected.url?.absoluteString || actual.url != expected.url {
                    mismatches.append(
                        "URL \(String(describing: actual.url)), expected \(String(describing: expected.url)): \(context)"
                    )
                }
                if actual.httpMethod != expected.httpMethod { mismatches.append("method: \(context)") }
                if actual.allHTTPHeaderFields != expected.allHTTPHeaderFields {
                    mismatches.append("headers \(String(describing: actual.allHTTPHeaderFields)): \(context)")
                }
                if actual.httpBody != expected.httpBody { mismatches.append("body: \(context)") }
                if (try? builder.url(for: endpoint)) != expected.url { mismatches.append("url(for:): \(context)") }
            case (.failure(let expected), .failure(let actual)):
                if !(expected is APIError) || actual as? APIError != expected as? APIError {
                    mismatches.append("error \(actual), expected \(expected): \(context)")
                }
            default:
                mismatches.append("legacy \(expected) but now \(actual): \(context)")
            }
        }
        return (mismatches, built)
    }

    @Test func headerNamesAreStoredAsSetValueStoresThem() throws {
        var generator = SeededGenerator(seed: 0x4EAD_E125)
        let alphabet = Array("abcxyzABCXYZ0129-!#$%&'*+.^_`|~")
        for _ in 0..<3000 {
            let name = String(
                (0..<Int.random(in: 1...10, using: &generator)).map { _ in
                    alphabet.randomElement(using: &generator) ?? "a"
                }
            )
            let endpoint = Endpoint<EmptyResponse>(method: .get, path: "/x", headers: [name: "v", "accept": "w"])
            let base = HTTPFixtures.baseURL
            let expected = try LegacyRequestBuilder(baseURL: base, defaultHeaders: ["Accept": "a"])
                .request(for: endpoint)
            let actual = try RequestBuilder(baseURL: base, defaultHeaders: ["Accept": "a"]).request(for: endpoint)
            #expect(actual.allHTTPHeaderFields == expected.allHTTPHeaderFields, "name \(name.debugDescription)")
        }
    }

    @Test func changingTheBaseURLOrDefaultHeadersAppliesToLaterRequests() throws {
        var builder = RequestBuilder(baseURL: try #require(URL(string: "https://old.example.com/v1")))
        builder.baseURL = try #require(URL(string: "https://new.example.com/v2/"))
        builder.defaultHeaders["X-Client"] = "kit"
        let request = try builder.request(
            for: Endpoint<EmptyResponse>(method: .get, path: "/p/{id}", pathParameters: ["id": "a b"])
        )
        #expect(request.url?.absoluteString == "https://new.example.com/v2/p/a%20b")
        #expect(request.value(forHTTPHeaderField: "x-client") == "kit")
        #expect(request.value(forHTTPHeaderField: "Accept") == "application/json")
    }
}
