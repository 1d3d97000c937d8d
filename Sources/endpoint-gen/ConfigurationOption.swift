import CommandLineSupport

/// The `--config <file>` and `--no-config` options, read the same way by every subcommand that takes them.
enum ConfigurationOption {
    /// Reads `option` (`--config`, with its value from `remaining`, or `--no-config`) into `choice`; a usage error
    /// (of `subcommand`, when given) for a missing value or a second choice.
    static func parse(
        _ option: String,
        from remaining: inout ArraySlice<String>,
        into choice: inout ConfigurationChoice?,
        subcommand: String? = nil
    ) throws {
        if choice != nil {
            throw UsageError(message: "Give '--config' or '--no-config' once.", subcommand: subcommand)
        }
        guard option == "--config" else {
            choice = ConfigurationChoice.none
            return
        }
        guard let value = remaining.popFirst(), !value.isEmpty, !value.hasPrefix("-") else {
            throw UsageError(message: "Missing value for '--config <file>'.", subcommand: subcommand)
        }
        choice = .file(value)
    }
}
