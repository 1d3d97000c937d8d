/// Media-type checks for response `Content-Type` headers.
@_spi(Generated) public enum MediaType {
    /// Whether `contentType` is `application/json` or a `+json` type (parameters such as `charset` ignored).
    public static func isJSON(_ contentType: String?) -> Bool {
        guard let contentType else { return false }
        // The essence is everything before the first `;`, without surrounding spaces or tabs, compared
        // ASCII-case-insensitively (header values are ASCII). Working on UTF-8 bytes keeps this check, which runs
        // for every response, clear of Foundation's Unicode trimming and lowercasing.
        var essence = contentType.utf8.prefix { $0 != UInt8(ascii: ";") }
        while let first = essence.first, isSpaceOrTab(first) { essence = essence.dropFirst() }
        while let last = essence.last, isSpaceOrTab(last) { essence = essence.dropLast() }
        let lowercased = essence.lazy.map(asciiLowercased)
        if lowercased.elementsEqual("application/json".utf8) { return true }
        return lowercased.starts(with: "application/".utf8)
            && essence.suffix(5).lazy.map(asciiLowercased).elementsEqual("+json".utf8)
    }

    private static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        UInt8(ascii: "A") <= byte && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }

    private static func isSpaceOrTab(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }
}
