/// A readable line diff for test failures: `-` lines expected, `+` lines generated, with context.
enum LineDiff {
    /// The differing region of `expected` and `actual` with two lines of context, numbered by expected line.
    static func describe(expected: String, actual: String, context: Int = 2) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var prefix = 0
        while prefix < min(old.count, new.count), old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(old.count, new.count) - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        var lines: [String] = []
        let start = max(0, prefix - context)
        for index in start..<prefix { lines.append("  \(index + 1)  \(old[index])") }
        for index in prefix..<(old.count - suffix) { lines.append("- \(index + 1)  \(old[index])") }
        for index in prefix..<(new.count - suffix) { lines.append("+ \(index + 1)  \(new[index])") }
        for index in (old.count - suffix)..<min(old.count, old.count - suffix + context) {
            lines.append("  \(index + 1)  \(old[index])")
        }
        return lines.joined(separator: "\n")
    }
}
