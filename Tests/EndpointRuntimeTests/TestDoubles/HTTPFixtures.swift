import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Builders for the HTTP values tests pass around.
enum HTTPFixtures {
    static let baseURL = URL(string: "https://api.example.com/v1")!

    /// An HTTP response for `url` with `status` and `headers`.
    static func response(
        status: Int,
        headers: [String: String] = [:],
        url: URL = baseURL
    ) -> HTTPURLResponse {
        HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)!
    }

    /// A JSON response with `body`.
    static func json(_ body: String, status: Int = 200, contentType: String = "application/json") -> (
        Data, HTTPURLResponse
    ) {
        (Data(body.utf8), response(status: status, headers: ["Content-Type": contentType]))
    }

    /// A request for `url` with `method`.
    static func request(_ method: String = "GET", url: URL = baseURL) -> URLRequest {
        var request = URLRequest(url: url)
        request.httpMethod = method
        return request
    }
}
