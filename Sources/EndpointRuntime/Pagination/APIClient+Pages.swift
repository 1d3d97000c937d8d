import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// MARK: - Pages

extension APIClient {
    /// ``response(for:)`` with the body's bytes as received, so a ``PageSequence`` can tell a page the server
    /// answered twice.
    func pageResponse<Response, Headers>(
        for endpoint: EndpointWithHeaders<Response, Headers>
    ) async throws -> (APIResponse<Response, Headers>, Data) {
        let (data, response) = try await exchange(endpoint)
        let body = try Self.body(of: response, data: data, for: endpoint)
        let headerFields = HeaderFields(response)
        let page = APIResponse(
            statusCode: response.statusCode,
            headers: try Headers(headerFields: headerFields, statusCode: response.statusCode),
            headerFields: headerFields,
            body: body
        )
        return (page, data)
    }
}
