/// Hears an upload's progress as the body is handed to the transport: the bytes sent so far and the body's total
/// size (its `Content-Length`).
public typealias UploadProgress = @Sendable (_ sent: Int64, _ expected: Int64) -> Void
