// libFuzzer entry: typed responses from arbitrary answers. The input is a status (two bytes), a header value, NUL,
// and a body: the header value is parsed as every header type a spec can declare, and the catalog client, its
// `withResponse(_:)` and the generated repository read the answer (declared error bodies, typed headers,
// undeclared statuses).
import CatalogAPI
import CatalogApplication
import CatalogDomain
@_spi(Generated) import EndpointRuntime
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Answers every request with the fuzzed status, `X-RateLimit-Remaining` header and JSON body.
private struct StubHTTPClient: HTTPClient {
    let status: Int
    let headerValue: String
    let body: Data

    func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let url = request.url ?? URL(fileURLWithPath: "/")
        let headers = ["Content-Type": "application/json", "X-RateLimit-Remaining": headerValue]
        guard
            let response = HTTPURLResponse(
                url: url,
                statusCode: status,
                httpVersion: "HTTP/1.1",
                headerFields: headers
            )
        else { throw APIError.invalidResponse }
        return (body, response)
    }
}

private func exercise(_ bytes: [UInt8]) async {
    let status = 100 + Int(bytes.prefix(2).reduce(0) { $0 * 256 + Int($1) } % 500)
    let rest = bytes.dropFirst(2)
    let separator = rest.firstIndex(of: 0) ?? rest.endIndex
    let headerValue = String(decoding: rest[..<separator], as: UTF8.self)
    let body = Data(rest[separator...].dropFirst())
    let fields = HeaderFields(["X-Value": headerValue])
    _ = try? fields.value("x-value", as: Int.self)
    _ = try? fields.value("X-VALUE", as: Int32.self)
    _ = try? fields.value("X-Value", as: Int64.self)
    _ = try? fields.value("X-Value", as: Double.self)
    _ = try? fields.value("X-Value", as: Float.self)
    _ = try? fields.value("X-Value", as: Bool.self)
    _ = try? fields.value("X-Value", as: Date.self)
    _ = try? fields.value("X-Value", as: CalendarDate.self)
    _ = try? fields.value("X-Value", as: UUID.self)
    _ = try? fields.value("X-Value", as: URL.self)
    _ = try? fields.value("X-Value", as: Data.self)
    _ = try? fields.value("X-Value", as: [Int].self)
    _ = try? fields.required("X-Value", as: [String].self)
    guard let baseURL = URL(string: "https://catalog.example.com") else { return }
    let http = StubHTTPClient(status: status, headerValue: headerValue, body: body)
    let client = CatalogClient(baseURL: baseURL, httpClient: http)
    do {
        _ = try await client.getProduct(id: "p-1")
    } catch let error as CatalogEndpoints.GetProductError {
        _ = error.description
    } catch {
        _ = HTTPStatus.code(of: error)
    }
    _ = try? await client.withResponse(CatalogEndpoints.getProduct(id: "p-1"))
    _ = try? await HTTPProductRepository(client: client).product(id: Product.ID(rawValue: "p-1"))
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzResponses(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    runTaskToTheEnd { await exercise(bytes) }
    return 0
}
