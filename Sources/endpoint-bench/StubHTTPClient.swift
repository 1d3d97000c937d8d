import EndpointRuntime
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An ``HTTPClient`` that answers every request with the same canned body, instantly and without copying:
/// what is left of a call is the runtime's own work.
struct StubHTTPClient: HTTPClient {
    /// The body every request receives.
    let body: Data
    /// The response every request receives: `200` with `Content-Type: application/json`.
    let response: HTTPURLResponse

    /// Creates a client answering `200 application/json` with `body`.
    init(body: Data) {
        self.body = body
        // A constant, valid URL: the response's URL is informational only.
        let url = URL(string: "https://stub.invalid/")!
        // `HTTPURLResponse.init` returns `nil` only for invalid status codes; 200 is valid.
        self.response = HTTPURLResponse(
            url: url,
            statusCode: 200,
            httpVersion: "HTTP/1.1",
            headerFields: ["Content-Type": "application/json; charset=utf-8"]
        )!
    }

    /// Returns the canned body and response.
    func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        (body, response)
    }
}
