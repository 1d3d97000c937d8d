/// The initialisms ``SwiftNaming`` spells uniformly cased, as the Swift API Design Guidelines ask: all capitals
/// (`storyURL`, `parentID`, `HTMLURL`, `UserIDs`), or all lower case as the first word of a member name (`url`,
/// `id`, `uuidString`). A word is an initialism when it equals one of ``all`` in any case, or one of them
/// followed by a plural `s` (`ids` → `IDs`).
///
/// The list is documented in docs/spec-format.md ("Swift names"); it holds only words that are initialisms in
/// API names, never ordinary English words (`OS`, `IT` and `US` are left out), so a name is never capitalised by
/// accident. `swiftName` on a property or parameter overrides the derived name.
public enum Initialisms {
    /// Every initialism, in capitals.
    public static let all: [String] = [
        "API", "CPU", "CSS", "CSV", "DNS", "GPS", "GUID", "HTML", "HTTP", "HTTPS", "ID", "IP", "JSON", "JWT", "PDF",
        "SDK", "SHA", "SKU", "SMS", "SQL", "SSH", "SSL", "TCP", "TLS", "TTL", "UDP", "UI", "URI", "URL", "UTC", "UUID",
        "XML",
    ]

    /// How a word matches the list.
    enum Match {
        /// The word is an initialism.
        case exact
        /// The word is an initialism followed by a plural `s`.
        case plural
    }

    /// Whether the ASCII bytes of a word (any case) are an initialism or its plural.
    static func match(_ word: UnsafeBufferPointer<UInt8>) -> Match? {
        guard (2...7).contains(word.count) else { return nil }
        if let key = key(word, count: word.count), keys.contains(key) { return .exact }
        guard word.count > 2, word[word.count - 1] == UInt8(ascii: "s") else { return nil }
        if let key = key(word, count: word.count - 1), keys.contains(key) { return .plural }
        return nil
    }

    /// Whether `word` (any case) is an initialism or its plural.
    static func match(_ word: String) -> Match? {
        var contiguous = word
        return contiguous.withUTF8 { match($0) }
    }

    /// The first `count` bytes of `word`, lowercased and packed into one integer; `nil` when one is not an ASCII
    /// letter or digit (or there are more than eight).
    static func key(_ word: UnsafeBufferPointer<UInt8>, count: Int) -> UInt64? {
        guard count <= 8 else { return nil }
        var key: UInt64 = 0
        for index in 0..<count {
            var byte = word[index]
            if byte >= 0x41 && byte <= 0x5A { byte += 0x20 }
            guard (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) else { return nil }
            key = key << 8 | UInt64(byte)
        }
        return key
    }

    /// ``all``, lowercased and packed as ``key(_:count:)`` packs a word.
    private static let keys: Set<UInt64> = Set(
        all.compactMap { initialism in
            var bytes = Array(initialism.utf8)
            return bytes.withUnsafeMutableBufferPointer { key(UnsafeBufferPointer($0), count: $0.count) }
        }
    )
}
