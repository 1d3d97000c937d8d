import EndpointTestSupport

/// Random strings biased towards the characters that break URLs and HTTP: reserved and control characters,
/// percent signs, dot segments and non-ASCII text.
enum HostileStrings {
    private static let pieces: [String] = [
        "/", "?", "#", "&", "=", "+", ";", "%", "%2F", "%2e", ".", "..", "../", " ", "@", ":", "//", "\\", "[", "]",
        "\r", "\n", "\r\n", "\u{0}", "\t", "a", "Z", "9", "-", "_", "~", "é", "日本", "🙂", "\u{202E}", "'", "\"",
        "<", ">", "{id}", "{", "}", "|", "^", "`", "$", "!", "*", "(", ")", ",",
    ]

    /// A non-empty string of one to twelve random pieces.
    static func next(using generator: inout SeededGenerator) -> String {
        let count = Int.random(in: 1...12, using: &generator)
        return (0..<count).map { _ in pieces.randomElement(using: &generator) ?? "a" }.joined()
    }
}
