import Foundation

/// Receives one entry per HTTP exchange from ``LoggingHTTPClient``.
public protocol HTTPLogger: Sendable {
    /// Records `entry`; entries are already redacted.
    func log(_ entry: HTTPLogEntry)
}

/// Writes each entry's one-line ``HTTPLogEntry/description`` to standard error.
public struct StandardErrorHTTPLogger: HTTPLogger {
    /// Creates the logger.
    public init() {}

    /// Writes `entry` as one line.
    public func log(_ entry: HTTPLogEntry) {
        FileHandle.standardError.write(Data((entry.description + "\n").utf8))
    }
}
