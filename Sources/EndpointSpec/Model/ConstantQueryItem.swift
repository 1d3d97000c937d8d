/// One query item an endpoint always sends, whatever the call's arguments (`constantQuery`): `view=status` of an
/// OpenAPI path key such as `/request/{id}?view=status`.
public struct ConstantQueryItem: Hashable, Sendable {
    /// The item's name, as sent (before percent-encoding).
    public var name: String
    /// The item's value, as sent (before percent-encoding); `nil` sends the name alone (`?restore`).
    public var value: String?
    /// Where the item is written.
    public var location: SourceLocation

    /// Creates a constant query item.
    public init(name: String, value: String?, location: SourceLocation) {
        self.name = name
        self.value = value
        self.location = location
    }

    /// The item as a query string would write it, before percent-encoding: `view=status`, or `restore`.
    public var text: String { value.map { "\(name)=\($0)" } ?? name }
}
