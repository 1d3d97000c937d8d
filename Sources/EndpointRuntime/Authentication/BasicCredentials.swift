/// A user name and password for HTTP basic authentication (RFC 7617), sent as
/// `Authorization: Basic base64(username:password)`.
public struct BasicCredentials: Sendable, Hashable {
    /// The user name; it must not contain `:`, which separates it from the password.
    public var username: String
    /// The password.
    public var password: String

    /// Creates basic credentials.
    public init(username: String, password: String) {
        self.username = username
        self.password = password
    }

    /// Basic credentials for `username` and `password`, so that a generated client's credentials read
    /// `Credentials(basicAuth: .basic(username: "…", password: "…"))`.
    public static func basic(username: String, password: String) -> BasicCredentials {
        BasicCredentials(username: username, password: password)
    }
}
