import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// MARK: - Reading a response by its status

extension APIClient {
    /// The success value of `response`, or the error its status calls for (see ``APIClient``).
    static func body<Response, Headers>(
        of response: HTTPURLResponse,
        data: Data,
        for endpoint: EndpointWithHeaders<Response, Headers>
    ) throws -> Response {
        let status = response.statusCode
        guard (200..<300).contains(status) else {
            throw declaredError(of: response, data: data, among: endpoint.errors)
        }
        guard !endpoint.successes.isEmpty else {
            try validateJSON(response, data: data, expectsJSON: endpoint.expectsJSON)
            guard let decodeContent = endpoint.decodeContent else {
                return try decoding(data, status: status) { try endpoint.decode(data) }
            }
            let contentType = response.value(forHTTPHeaderField: "Content-Type")
            return try decoding(data, status: status) { try decodeContent(data, contentType) }
        }
        guard let success = DeclaredStatus.bestMatch(for: status, in: endpoint.successes, statusOf: \.status) else {
            throw APIError.unexpectedStatus(code: status, body: data)
        }
        try validateJSON(response, data: data, expectsJSON: success.expectsJSON)
        let contentType = success.expectsJSON ? nil : response.value(forHTTPHeaderField: "Content-Type")
        return try decoding(data, status: status) { try success.decode(data, contentType) }
    }

    /// The error to throw for a non-2xx `response`: its declared typed error, else `unexpectedStatus`.
    static func declaredError(of response: HTTPURLResponse, data: Data, among errors: [DeclaredError])
        -> any Error
    {
        let status = response.statusCode
        let unexpected = APIError.unexpectedStatus(code: status, body: data)
        guard let declared = DeclaredStatus.bestMatch(for: status, in: errors, statusOf: \.status) else {
            return unexpected
        }
        // An empty or non-JSON answer (a proxy's HTML page) is not the document the spec declares.
        let contentType = response.value(forHTTPHeaderField: "Content-Type")
        if declared.expectsJSON {
            guard !data.isEmpty, contentType == nil || MediaType.isJSON(contentType) else { return unexpected }
        }
        do {
            return try decoding(data, status: status) {
                try declared.makeError(status, data, HeaderFields(response))
            }
        } catch {
            return error
        }
    }

    /// Runs `decode`, turning a decoding failure into ``APIError/decoding(_:)`` that keeps `status` and the body.
    private static func decoding<Value>(_ data: Data, status: Int, _ decode: () throws -> Value) throws -> Value {
        var failure: DecodingFailure
        do {
            return try decode()
        } catch let error as DecodingError {
            failure = DecodingFailure(error, decoding: data)
        } catch let error as DecodingFailure {
            failure = error
        } catch APIError.decoding(let error) {
            failure = error
        }
        failure.statusCode = status
        failure.body = data
        throw APIError.decoding(failure)
    }

    /// Checks that a JSON success response has a body and a JSON `Content-Type`.
    private static func validateJSON(_ response: HTTPURLResponse, data: Data, expectsJSON: Bool) throws {
        guard expectsJSON else { return }
        guard !data.isEmpty else {
            throw APIError.decoding(
                DecodingFailure(
                    codingPath: "",
                    reason: "the body is empty (status \(response.statusCode)) where a JSON value was expected",
                    kind: .notJSON,
                    statusCode: response.statusCode,
                    body: data
                )
            )
        }
        let contentType = response.value(forHTTPHeaderField: "Content-Type")
        guard MediaType.isJSON(contentType) else { throw APIError.unexpectedContentType(contentType) }
    }
}
