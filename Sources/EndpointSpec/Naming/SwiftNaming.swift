/// Turns wire names (`price_cents`, `created-at`, `@type`, `2fa_enabled`) into idiomatic, valid Swift names.
///
/// Shared by validation (to report collisions with locations) and code generation (to emit names).
/// The wire name itself is always kept for coding keys; only the Swift spelling changes.
public enum SwiftNaming {
    /// An UpperCamelCase type name, for example `price_cents` → `PriceCents`.
    public static func typeName(_ raw: String) -> String {
        // Placeholder implementation; the codegen work replaces it with the full, tested one.
        let words = raw.split { !$0.isLetter && !$0.isNumber }
        var name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if name.isEmpty { name = "Unnamed" }
        if let first = name.first, first.isNumber { name = "_" + name }
        return name
    }

    /// A lowerCamelCase member name, for example `price_cents` → `priceCents`; not escaped.
    public static func memberName(_ raw: String) -> String {
        let type = typeName(raw)
        guard let first = type.first, first.isUppercase else { return type }
        return first.lowercased() + type.dropFirst()
    }

    /// `name` wrapped in backticks when it is a Swift keyword that needs them in that position.
    public static func escaped(_ name: String) -> String {
        ["class", "default", "func", "in", "is", "let", "var", "self", "Type", "protocol", "return", "struct"]
            .contains(name) ? "`\(name)`" : name
    }
}
