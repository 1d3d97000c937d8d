import EndpointRuntime
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An `HTTPClient` decorator that sends the app's Apideck application id (`x-apideck-app-id`) on every request,
/// which openapi.overlay.yaml takes out of each operation's parameters.
public struct ApplicationIDHTTPClient: HTTPClient {
    /// The client that sends the request.
    public let decoratee: any HTTPClient
    /// The application id.
    public let applicationID: String

    /// A client sending `applicationID` through `decoratee`.
    public init(decoratee: any HTTPClient, applicationID: String) {
        self.decoratee = decoratee
        self.applicationID = applicationID
    }

    /// Sends `request` with the application id header.
    public func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        var request = request
        request.setValue(applicationID, forHTTPHeaderField: "x-apideck-app-id")
        return try await decoratee.data(for: request)
    }
}
