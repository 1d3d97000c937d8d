/// How a generated client arranges its calls, chosen with the spec's (or configuration's) `grouping`.
public enum ClientGrouping: String, CaseIterable, Hashable, Sendable {
    /// `none` (the default): every call is a method of the client (`client.dropletsList()`).
    case none
    /// `tags`: each call is a method of the group its first tag names (`client.droplets.list()`), named after its
    /// endpoint without the group's words; calls without a tag stay methods of the client.
    case tags
}
