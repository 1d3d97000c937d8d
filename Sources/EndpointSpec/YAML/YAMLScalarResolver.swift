/// The YAML 1.2 core schema's resolution of scalars into the JSON value model.
///
/// A plain scalar without a tag is `null` (`null`, `Null`, `NULL`, `~`, empty), a boolean (`true`/`false` in
/// those three spellings), an integer (`123`, `-4`, `+5`, `0o17`, `0x1F`), a float (`1.5`, `-.5`, `1e3`, `.inf`,
/// `.nan`) or else a string; a quoted or block scalar is always a string. Numbers become JSON number text
/// (`0x1F` → `31`, `+1.` → `1.0`, `007` → `7`); `.inf` and `.nan` have no JSON form and are an error.
enum YAMLScalarResolver {
    /// A scalar resolved to a value, or why it cannot be.
    enum Resolution {
        case value(JSONNode.Value)
        case failure(String)
    }

    /// Resolves a plain scalar with no tag (or with the non-specific `?` tag).
    static func resolvePlain(_ text: String) -> JSONNode.Value {
        guard let first = text.utf8.first else { return .null }
        // Only scalars starting like a null, boolean or number can be one.
        switch first {
        case UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "~"):
            return isNull(text) ? .null : .string(text)
        case UInt8(ascii: "t"), UInt8(ascii: "T"), UInt8(ascii: "f"), UInt8(ascii: "F"):
            return bool(text).map { .bool($0) } ?? .string(text)
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."):
            return number(text) ?? .string(text)
        default:
            return .string(text)
        }
    }

    /// Resolves a scalar with a standard tag (`str`, `int`, `float`, `bool`, `null`, the part after
    /// `tag:yaml.org,2002:`).
    static func resolve(_ text: String, tag: String) -> Resolution {
        switch tag {
        case "str": return .value(.string(text))
        case "null":
            return isNull(text) ? .value(.null) : .failure("'\(text)' is not a null (null, Null, NULL, ~ or empty)")
        case "bool":
            return bool(text).map { .value(.bool($0)) } ?? .failure("'\(text)' is not a boolean (true or false)")
        case "int":
            if let integer = integer(text) { return .value(.number(integer)) }
            return .failure("'\(text)' is not an integer")
        case "float":
            if let integer = integer(text) { return .value(.number(integer)) }
            if let float = float(text) { return .value(.number(float)) }
            if isSpecialFloat(text) { return .failure(notRepresentable(text)) }
            return .failure("'\(text)' is not a floating-point number")
        default: return .failure("unknown tag")
        }
    }

    /// Why `.inf` or `.nan` cannot be a value.
    static func notRepresentable(_ text: String) -> String {
        "the number '\(text)' is not representable in JSON, so it cannot be used as a value; quote it to make it "
            + "a string"
    }

    // MARK: - Core schema

    static func isNull(_ text: String) -> Bool {
        text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
    }

    static func bool(_ text: String) -> Bool? {
        switch text {
        case "true", "True", "TRUE": true
        case "false", "False", "FALSE": false
        default: nil
        }
    }

    /// A number in JSON text, `nil` when `text` is not one; `.inf`/`.nan` resolve to a failure string through
    /// ``isSpecialFloat(_:)``.
    private static func number(_ text: String) -> JSONNode.Value? {
        if let integer = integer(text) { return .number(integer) }
        if let float = float(text) { return .number(float) }
        return nil
    }

    /// Whether `text` is one of the core schema's infinities or not-a-numbers.
    static func isSpecialFloat(_ text: String) -> Bool {
        switch text {
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF", "-.inf", "-.Inf", "-.INF", ".nan", ".NaN", ".NAN":
            true
        default: false
        }
    }

    /// `[-+]?[0-9]+`, `0o[0-7]+` or `0x[0-9a-fA-F]+` as decimal JSON text (octal and hexadecimal up to 64 bits).
    static func integer(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        if bytes.count > 2, bytes[0] == UInt8(ascii: "0"),
            bytes[1] == UInt8(ascii: "x") || bytes[1] == UInt8(ascii: "o")
        {
            let radix = bytes[1] == UInt8(ascii: "x") ? 16 : 8
            guard bytes[2...].allSatisfy({ $0.isASCIIHexDigit(radix: radix) }),
                let value = UInt64(String(decoding: bytes[2...], as: UTF8.self), radix: radix)
            else { return nil }
            return String(value)
        }
        var position = 0
        var negative = false
        if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            negative = sign == UInt8(ascii: "-")
            position = 1
        }
        guard position < bytes.count, bytes[position...].allSatisfy(isDigit) else { return nil }
        while position < bytes.count - 1, bytes[position] == UInt8(ascii: "0") { position += 1 }
        let digits = String(decoding: bytes[position...], as: UTF8.self)
        return negative ? "-" + digits : digits
    }

    /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?` as JSON text.
    static func float(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        var position = 0
        var result = ""
        if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            if sign == UInt8(ascii: "-") { result = "-" }
            position = 1
        }
        let integerStart = position
        while position < bytes.count, isDigit(bytes[position]) { position += 1 }
        var integerDigits = bytes[integerStart..<position].drop { $0 == UInt8(ascii: "0") }
        if integerDigits.isEmpty { integerDigits = [UInt8(ascii: "0")][...] }
        var fraction: ArraySlice<UInt8> = []
        var hasPoint = false
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            hasPoint = true
            let fractionStart = position
            while position < bytes.count, isDigit(bytes[position]) { position += 1 }
            fraction = bytes[fractionStart..<position]
            guard position > integerStart + 1 else { return nil }  // "." alone, or "-."
        } else if position == integerStart {
            return nil
        }
        var exponent = ""
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            exponent = String(UnicodeScalar(bytes[position]))
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "-") || bytes[position] == UInt8(ascii: "+") {
                exponent += String(UnicodeScalar(bytes[position]))
                position += 1
            }
            let exponentStart = position
            while position < bytes.count, isDigit(bytes[position]) { position += 1 }
            guard position > exponentStart else { return nil }
            exponent += String(decoding: bytes[exponentStart..<position], as: UTF8.self)
        }
        guard position == bytes.count else { return nil }
        result += String(decoding: integerDigits, as: UTF8.self)
        if !fraction.isEmpty {
            result += "." + String(decoding: fraction, as: UTF8.self)
        } else if hasPoint && exponent.isEmpty {
            result += ".0"
        }
        return result + exponent
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}

extension UInt8 {
    /// Whether the byte is a digit of `radix` (8 or 16).
    fileprivate func isASCIIHexDigit(radix: Int) -> Bool {
        switch self {
        case UInt8(ascii: "0")...UInt8(ascii: "7"): true
        case UInt8(ascii: "8"), UInt8(ascii: "9"): radix == 16
        case UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"): radix == 16
        default: false
        }
    }
}
