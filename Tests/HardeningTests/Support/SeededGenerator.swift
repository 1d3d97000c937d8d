/// A deterministic SplitMix64 random number generator, so property tests replay the same cases on every run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    /// Creates a generator whose sequence is fixed by `seed`.
    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

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
