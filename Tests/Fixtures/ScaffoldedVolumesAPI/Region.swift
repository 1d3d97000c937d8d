// A starting point written by `endpoint-gen scaffold-domain`: yours to edit.

/// A `Region`, as the app's domain sees it.
public struct Region: Sendable, Equatable {
    /// The `slug`.
    public var slug: String
    /// The `name`.
    public var name: String
    /// The `available`.
    public var available: Bool?

    /// A `Region`.
    public init(
        slug: String,
        name: String,
        available: Bool?
    ) {
        self.slug = slug
        self.name = name
        self.available = available
    }
}
