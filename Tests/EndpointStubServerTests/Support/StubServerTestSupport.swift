import EndpointStubServer
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Handlers and URLSession helpers shared by the loopback tests.
enum TestHandlers {
    /// Answers `text/plain` with `METHOD PATH?QUERY|BODY`, so tests can see what the server parsed.
    static let echo: HTTPServer.Handler = { request in
        let query = request.queryItems.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
        let text = "\(request.method) \(request.pathSegments.joined(separator: "/"))?\(query)|"
        return HTTPServerResponse(
            status: 200,
            headers: ["Content-Type": "text/plain"],
            body: Array(text.utf8) + request.body
        )
    }
}

/// A decoded URLSession exchange.
struct FetchedResponse {
    var status: Int
    var response: HTTPURLResponse
    var data: Data

    var text: String { String(decoding: data, as: UTF8.self) }

    func header(_ name: String) -> String? { response.value(forHTTPHeaderField: name) }
}

/// Sends one request with a fresh ephemeral URLSession (FoundationNetworking on Linux).
func fetch(_ url: URL, method: String = "GET", body: Data? = nil) async throws -> FetchedResponse {
    var request = URLRequest(url: url)
    request.httpMethod = method
    request.httpBody = body
    let session = URLSession(configuration: .ephemeral)
    defer { session.finishTasksAndInvalidate() }
    let (data, response) = try await session.data(for: request)
    guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
    return FetchedResponse(status: http.statusCode, response: http, data: data)
}
