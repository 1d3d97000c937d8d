/// What a logged request uploaded, as metadata only: the total size and each part's name and size — never a field's
/// value, a file's name or its contents.
public struct UploadSummary: Sendable, Hashable, CustomStringConvertible {
    /// One part of a multipart body.
    public struct Part: Sendable, Hashable {
        /// The form field's name.
        public var name: String
        /// The part's content size in bytes; `nil` when it could not be measured (a file that went away).
        public var byteCount: Int64?

        /// A part called `name` of `byteCount` bytes.
        public init(name: String, byteCount: Int64?) {
            self.name = name
            self.byteCount = byteCount
        }
    }

    /// The body's size in bytes, as sent.
    public var totalBytes: Int64
    /// The parts of a multipart body, in order.
    public var parts: [Part]

    /// A body of `totalBytes` made of `parts`.
    public init(totalBytes: Int64, parts: [Part]) {
        self.totalBytes = totalBytes
        self.parts = parts
    }

    /// `sent 3000210 bytes in 2 parts: caption (5 bytes), image (3000000 bytes)`.
    public var description: String {
        let parts = parts.map { part in
            "\(part.name) (\(part.byteCount.map(Self.bytes) ?? "size unknown"))"
        }
        let count = self.parts.count == 1 ? "1 part" : "\(self.parts.count) parts"
        return "sent \(Self.bytes(totalBytes)) in \(count): " + parts.joined(separator: ", ")
    }

    /// `1 byte`, `5 bytes`.
    private static func bytes(_ count: Int64) -> String {
        count == 1 ? "1 byte" : "\(count) bytes"
    }
}
