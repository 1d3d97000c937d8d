@_spi(Generated) import EndpointRuntime
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("RequestBuilder: method, headers and body")
struct RequestBuilderHeaderTests {
    private let builder = RequestBuilder(baseURL: HTTPFixtures.baseURL)

    @Test func methodIsSet() throws {
        let request = try builder.request(
            for: Endpoint<EmptyResponse>(method: .delete, path: "/products/{id}", pathParameters: ["id": "1"])
        )
        #expect(request.httpMethod == "DELETE")
    }

    @Test func acceptsJSONByDefault() throws {
        let request = try builder.request(for: Endpoint<EmptyResponse>(method: .get, path: "/x"))
        #expect(request.value(forHTTPHeaderField: "Accept") == "application/json")
        #expect(request.httpBody == nil)
        #expect(request.value(forHTTPHeaderField: "Content-Type") == nil)
    }

    @Test func endpointHeadersOverrideDefaultsWhateverTheirCase() throws {
        let builder = RequestBuilder(
            baseURL: HTTPFixtures.baseURL,
            defaultHeaders: ["Accept": "application/json", "X-Client": "endpointkit"]
        )
        let endpoint = Endpoint<EmptyResponse>(
            method: .get,
            path: "/x",
            headers: ["accept": "application/problem+json", "X-Trace": "t-1"]
        )
        let request = try builder.request(for: endpoint)
        #expect(request.value(forHTTPHeaderField: "Accept") == "application/problem+json")
        #expect(request.value(forHTTPHeaderField: "X-Client") == "endpointkit")
        #expect(request.value(forHTTPHeaderField: "X-Trace") == "t-1")
    }

    @Test(
        "header values with CR, LF or NUL are rejected",
        arguments: ["a\r\nX-Injected: 1", "a\nb", "a\rb", "a\u{0}b"]
    )
    func headerValueWithLineBreakIsRejected(value: String) throws {
        let endpoint = Endpoint<EmptyResponse>(method: .get, path: "/x", headers: ["X-Note": value])
        #expect(throws: APIError.invalidRequest("the value of header 'X-Note' contains CR, LF or NUL")) {
            try builder.request(for: endpoint)
        }
    }

    @Test("invalid header names are rejected", arguments: ["X-Bad\r\nName", "X Bad", "", "X:Bad", "X\u{0}"])
    func invalidHeaderNameIsRejected(name: String) throws {
        let endpoint = Endpoint<EmptyResponse>(method: .get, path: "/x", headers: [name: "v"])
        #expect(throws: APIError.self) { try builder.request(for: endpoint) }
    }

    @Test func defaultHeaderWithLineBreakIsRejectedToo() throws {
        let builder = RequestBuilder(baseURL: HTTPFixtures.baseURL, defaultHeaders: ["X-Default": "a\r\nb"])
        #expect(throws: APIError.self) { try builder.request(for: Endpoint<EmptyResponse>(method: .get, path: "/x")) }
    }

    @Test func rejectionMessageNeverRepeatsTheValue() throws {
        let endpoint = Endpoint<EmptyResponse>(method: .get, path: "/x", headers: ["Authorization": "Bearer s3cr3t\n"])
        let error = try #require(throws: APIError.self) { try builder.request(for: endpoint) }
        #expect(!error.description.contains("s3cr3t"))
    }

    // MARK: Body

    private struct NewProduct: Encodable, Sendable {
        let name: String
        let priceCents: Int
        let releasedAt: Date
        let path: String
    }

    @Test func bodyIsEncodedAsSortedJSON() throws {
        let body = NewProduct(
            name: "Mug",
            priceCents: 1250,
            releasedAt: Date(timeIntervalSince1970: 1_714_564_800),
            path: "a/b"
        )
        let request = try builder.request(for: Endpoint<EmptyResponse>(method: .post, path: "/products", body: body))
        let text = String(decoding: try #require(request.httpBody), as: UTF8.self)
        #expect(text == #"{"name":"Mug","path":"a/b","priceCents":1250,"releasedAt":"2024-05-01T12:00:00Z"}"#)
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
    }

    @Test func endpointMayChooseItsOwnContentType() throws {
        let endpoint = Endpoint<EmptyResponse>(
            method: .patch,
            path: "/products/1",
            headers: ["Content-Type": "application/merge-patch+json"],
            body: ["name": "Mug"]
        )
        #expect(
            try builder.request(for: endpoint).value(forHTTPHeaderField: "Content-Type")
                == "application/merge-patch+json"
        )
    }

    @Test func unencodableBodyIsEncodingError() throws {
        let endpoint = Endpoint<EmptyResponse>(method: .post, path: "/x", body: ["ratio": Double.nan])
        let error = try #require(throws: APIError.self) { try builder.request(for: endpoint) }
        guard case .encoding(let reason) = error else {
            Issue.record("expected an encoding error, got \(error)")
            return
        }
        #expect(reason.contains("ratio"))
    }
}
