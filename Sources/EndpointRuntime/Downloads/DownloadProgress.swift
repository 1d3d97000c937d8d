/// Hears a download's progress after each chunk written: the bytes written so far, and the size the server
/// announced (its `Content-Length`; `nil` when it sent none).
public typealias DownloadProgress = @Sendable (_ received: Int64, _ expected: Int64?) -> Void
