/// The UTF-8 text ``JSONWriter`` writes: one buffer for the whole value.
struct JSONOutput {
    private(set) var bytes: [UInt8] = []

    /// The bytes written so far.
    var count: Int { bytes.count }

    mutating func append(_ byte: UInt8) { bytes.append(byte) }

    mutating func append(_ text: String) {
        let appended: Void? = text.utf8.withContiguousStorageIfAvailable { bytes.append(contentsOf: $0) }
        if appended == nil { bytes.append(contentsOf: text.utf8) }
    }

    /// Appends `text` as a JSON string literal, exactly as ``JSONString/quoted(_:)`` writes it.
    mutating func appendQuoted(_ text: String) {
        let plain: Bool? = text.utf8.withContiguousStorageIfAvailable { utf8 in
            guard !utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F || $0 == 0x22 || $0 == 0x5C }) else {
                return false
            }
            bytes.append(0x22)
            bytes.append(contentsOf: utf8)
            bytes.append(0x22)
            return true
        }
        if plain != true { append(JSONString.quoted(text)) }
    }

    mutating func appendSpaces(_ count: Int) {
        for _ in 0..<count { bytes.append(0x20) }
    }

    /// Takes back everything written from byte `start` on.
    mutating func removeAll(from start: Int) {
        bytes.removeSubrange(start...)
    }

    /// How many characters the text written from byte `start` on takes: `String.count` of it, read from the
    /// byte count when it is ASCII without a carriage return.
    func width(from start: Int) -> Int {
        let written = bytes[start...]
        guard written.contains(where: { $0 >= 0x80 || $0 == 0x0D }) else { return written.count }
        return String(decoding: written, as: UTF8.self).count
    }
}
