/// One decoded `name=value` pair of a request's query string.
public struct HTTPQueryItem: Sendable, Hashable {
    /// The percent-decoded name.
    public var name: String
    /// The percent-decoded value; empty when the pair has no `=`.
    public var value: String

    /// Creates an item.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}
