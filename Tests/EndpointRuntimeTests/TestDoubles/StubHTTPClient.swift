import EndpointRuntime
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Answers every request with the same canned body and response.
struct StubHTTPClient: HTTPClient {
    let data: Data
    let response: HTTPURLResponse

    init(_ answer: (Data, HTTPURLResponse)) {
        (data, response) = answer
    }

    func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        (data, response)
    }
}
