// A starting point written by `endpoint-gen scaffold-domain`: yours to edit.

/// What can go wrong when the domain asks for `Volume`, `Region`.
public enum VolumeError: Error, Equatable, Sendable {
    /// The service answered 404 (`get_volume`, `delete_volume`).
    case notFound
    /// The service answered 422 with `code` `name_taken` (`create_volume`).
    case nameTaken
    /// The service answered 422 with `code` `quota_exceeded` (`create_volume`).
    case quotaExceeded
    /// The service answered 422 (`create_volume`).
    case unprocessableContent
}
