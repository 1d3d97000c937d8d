/// Checks spellings the spec passes straight into generated Swift code.
enum SwiftIdentifier {
    /// Whether `name` is a plain Swift identifier: a letter or `_`, then letters, digits or `_`.
    static func isValid(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, isHead(first) else { return false }
        return name.unicodeScalars.allSatisfy { isHead($0) || ("0"..."9").contains($0) } && name != "_"
    }

    /// Whether `name` is a dotted path of identifiers, such as `ProductError.notFound` or `Product.ID`.
    static func isValidPath(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.allSatisfy { isValid(String($0)) }
    }

    /// Whether `type` looks like a Swift type: a dotted name, optionally generic, array, dictionary or optional.
    static func isPlausibleType(_ type: String) -> Bool {
        let allowed: (Unicode.Scalar) -> Bool = {
            isHead($0) || ("0"..."9").contains($0) || "[]<>:?., ".unicodeScalars.contains($0)
        }
        guard let first = type.unicodeScalars.first, isHead(first) || first == "[" || first == "(" else { return false }
        var depth = 0
        for scalar in type.unicodeScalars {
            if scalar == "[" || scalar == "<" || scalar == "(" { depth += 1 }
            if scalar == "]" || scalar == ">" || scalar == ")" { depth -= 1 }
            guard depth >= 0, allowed(scalar) || scalar == "(" || scalar == ")" else { return false }
        }
        return depth == 0
    }

    private static func isHead(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
            || (scalar.value > 0x7F && scalar.properties.isAlphabetic)
    }
}
