@_spi(Generated) import EndpointRuntime
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("RequestBuilder: endpoints with their own server")
struct RequestBuilderServerTests {
    private let builder = RequestBuilder(baseURL: URL(string: "https://api.example.com/v1")!)
    private let upload = Endpoint<EmptyResponse>(
        method: .post,
        path: "/photos/{id}",
        pathParameters: ["id": "a b"],
        queryItems: [URLQueryItem(name: "size", value: "1+1")]
    )
    .sent(toServer: "https://uploads.example.com/v2/")

    @Test func anEndpointWithAServerIgnoresTheBaseURL() throws {
        #expect(try builder.url(for: upload).absoluteString == "https://uploads.example.com/v2/photos/a%20b?size=1%2B1")
        let plain = Endpoint<EmptyResponse>(method: .get, path: "/photos")
        #expect(try builder.url(for: plain).absoluteString == "https://api.example.com/v1/photos")
    }

    @Test func anOverrideRedirectsTheServerByItsSpecURL() throws {
        var staging = builder
        staging.serverOverrides["https://uploads.example.com/v2/"] = URL(string: "http://127.0.0.1:9000/uploads")
        #expect(try staging.url(for: upload).absoluteString == "http://127.0.0.1:9000/uploads/photos/a%20b?size=1%2B1")
        staging.serverOverrides = ["https://other.example.com": URL(string: "http://127.0.0.1:1")!]
        #expect(try staging.url(for: upload).host == "uploads.example.com")
    }

    @Test func aServerThatIsNotAURLIsAnInvalidURLError() {
        let broken = upload.sent(toServer: "not a url")
        #expect {
            try builder.url(for: broken)
        } throws: { error in
            guard case APIError.invalidURL = error else { return false }
            return true
        }
    }
}
