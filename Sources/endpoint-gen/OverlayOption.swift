import CommandLineSupport

/// The `--overlay <file>` option (repeatable), read the same way by every subcommand that takes it.
enum OverlayOption {
    /// Whether `argument` is `--overlay` or `--overlay=<file>`.
    static func matches(_ argument: String) -> Bool {
        argument == "--overlay" || argument.hasPrefix("--overlay=")
    }

    /// Reads `argument` (`--overlay`, with its value from `remaining`, or `--overlay=<file>`) and appends the file to
    /// `overlays`; a usage error (of `subcommand`, when given) for a missing value.
    static func parse(
        _ argument: String,
        from remaining: inout ArraySlice<String>,
        into overlays: inout [String],
        subcommand: String? = nil
    ) throws {
        let value = argument == "--overlay" ? remaining.popFirst() : String(argument.dropFirst("--overlay=".count))
        guard let value, !value.isEmpty, !value.hasPrefix("-") else {
            throw UsageError(message: "Missing value for '--overlay <file>'.", subcommand: subcommand)
        }
        overlays.append(value)
    }
}
