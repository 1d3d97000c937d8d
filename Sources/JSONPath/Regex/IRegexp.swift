/// An I-Regexp (RFC 9485), the pattern language of `match()` and `search()`, with a matcher that never backtracks.
///
/// Supported: branches `|`, groups `(…)`, quantifiers `* + ? {n} {n,} {n,m}`, `.` (any scalar but `\n` and `\r`),
/// classes `[…]` and `[^…]` with ranges, `\p{…}`/`\P{…}` general categories, and the single-character escapes.
/// As the JSONPath Compliance Test Suite expects, `^` and `$` outside a class anchor at the start and end of the
/// string. Patterns beyond the limits below count as invalid, so `match()` and `search()` are false for them.
@usableFromInline struct IRegexp: Sendable {
    /// The longest pattern accepted, in Unicode scalars.
    static let maximumPatternLength = 4096
    /// The largest count in `{n,m}`.
    static let maximumRepetition = 1000
    /// How deeply groups may nest.
    static let maximumGroupDepth = 32
    /// The most NFA instructions a pattern may compile to (repetitions expanded); matching costs at most this
    /// many steps per scalar of the input.
    static let maximumProgramSize = 10_000

    private let program: IRegexpProgram

    /// The compiled `pattern`, or nil if it is not a valid I-Regexp within the limits.
    @usableFromInline init?(_ pattern: String) {
        let scalars = Array(pattern.unicodeScalars)
        guard scalars.count <= Self.maximumPatternLength else { return nil }
        var parser = IRegexpParser(
            scalars: scalars,
            maximumDepth: Self.maximumGroupDepth,
            maximumRepetition: Self.maximumRepetition
        )
        guard let node = try? parser.parsePattern(),
            IRegexpProgram.size(of: node, limit: Self.maximumProgramSize) <= Self.maximumProgramSize
        else { return nil }
        program = IRegexpProgram(node)
    }

    /// The work units a selection charges for running the pattern on `string`: for each of its scalars (and the
    /// end), one unit per eight instructions of the program, about the most a step of the matcher can visit.
    @usableFromInline func cost(of string: String) -> Int {
        (string.unicodeScalars.count + 1) * (program.instructions.count / 8 + 1)
    }

    /// Whether the whole of `string` matches (`match()`).
    @usableFromInline func matches(_ string: String) -> Bool { program.run(string.unicodeScalars, anchored: true) }

    /// Whether some substring of `string` matches (`search()`).
    @usableFromInline func containsMatch(in string: String) -> Bool {
        program.run(string.unicodeScalars, anchored: false)
    }
}
