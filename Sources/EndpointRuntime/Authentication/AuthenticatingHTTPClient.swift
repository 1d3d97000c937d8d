import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Adds `Authorization: Bearer <token>` from a ``TokenProvider`` to every request.
///
/// - A `nil` or empty token sends the request as it is, without `Authorization`.
/// - A token containing CR, LF or NUL is rejected with ``APIError/invalidRequest(_:)`` and nothing is sent;
///   the message never contains the token.
/// - Errors from the provider propagate unchanged; nothing is sent.
public struct AuthenticatingHTTPClient: HTTPClient {
    /// The client that sends the authenticated requests.
    public let decoratee: any HTTPClient
    private let tokenProvider: any TokenProvider

    /// Creates an authenticating client.
    public init(decoratee: any HTTPClient, tokenProvider: any TokenProvider) {
        self.decoratee = decoratee
        self.tokenProvider = tokenProvider
    }

    // MARK: HTTPClient

    /// Sends `request` with the current bearer token.
    public func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        try await decoratee.data(for: authorized(request))
    }

    /// Opens a stream for `request` with the current bearer token; the body streams as the decoratee's does.
    public func stream(for request: URLRequest) async throws -> HTTPStreamingResponse {
        try await decoratee.stream(for: authorized(request))
    }

    // MARK: Token

    /// `request` with `Authorization: Bearer <token>` when the provider has a token.
    private func authorized(_ request: URLRequest) async throws -> URLRequest {
        try Task.checkCancellation()
        guard let token = try await tokenProvider.token(), !token.isEmpty else { return request }
        guard !token.utf8.contains(where: { $0 == 0x0D || $0 == 0x0A || $0 == 0x00 }) else {
            throw APIError.invalidRequest("the access token contains CR, LF or NUL")
        }
        var request = request
        request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        return request
    }
}
