/// The protocol version of a request line, for example `HTTP/1.1`.
public struct HTTPVersion: Sendable, Hashable, CustomStringConvertible {
    /// The major version; always 1 for requests the parser accepts.
    public var major: Int
    /// The minor version: 0 or 1 in practice.
    public var minor: Int

    /// Creates a version.
    public init(major: Int, minor: Int) {
        self.major = major
        self.minor = minor
    }

    /// `HTTP/1.1`.
    public static let http11 = HTTPVersion(major: 1, minor: 1)

    /// `HTTP/1.0`.
    public static let http10 = HTTPVersion(major: 1, minor: 0)

    /// `HTTP/MAJOR.MINOR`.
    public var description: String { "HTTP/\(major).\(minor)" }
}
