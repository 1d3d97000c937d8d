/// A JSON number held as an exact decimal, so comparisons follow RFC 9535 by mathematical value: `1 == 1.0 ==
/// 10e-1`, `-0 == 0`, and integers of any size compare exactly (not only within I-JSON's ±(2^53 − 1)).
///
/// Make one from a JSON number's literal text (``init(text:)``, the way to keep a parser's numbers exact), an `Int`,
/// a finite `Double` (through its shortest round-tripping text), or a numeric literal. Exponents beyond ±2^52
/// saturate.
public struct JSONPathNumber: Sendable, Hashable {
    /// Whether the number is below zero (never for zero, even `-0`).
    let isNegative: Bool
    /// The significant decimal digits (each 0...9), without leading or trailing zeros; empty for zero.
    let digits: [UInt8]
    /// The power of ten of the last digit: the value is `digits × 10^exponent` (0 for zero).
    let exponent: Int

    /// The largest exponent magnitude kept exactly.
    static let exponentLimit = 1 << 52

    // MARK: - Making numbers

    /// The number written as `text`, a JSON number (RFC 8259: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`),
    /// or nil when `text` is not one.
    public init?(text: some StringProtocol) {
        var bytes = Array(text.utf8)[...]
        let negative = bytes.first == UInt8(ascii: "-")
        if negative { bytes = bytes.dropFirst() }
        let integer = bytes.prefix(while: Self.isDigit)
        guard !integer.isEmpty, integer.count == 1 || integer.first != UInt8(ascii: "0") else { return nil }
        bytes = bytes.dropFirst(integer.count)
        var fraction = ArraySlice<UInt8>()
        if bytes.first == UInt8(ascii: ".") {
            fraction = bytes.dropFirst().prefix(while: Self.isDigit)
            guard !fraction.isEmpty else { return nil }
            bytes = bytes.dropFirst(1 + fraction.count)
        }
        var exponent = 0
        if let marker = bytes.first, marker == UInt8(ascii: "e") || marker == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            let negativeExponent = bytes.first == UInt8(ascii: "-")
            if negativeExponent || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
            let exponentDigits = bytes.prefix(while: Self.isDigit)
            guard !exponentDigits.isEmpty else { return nil }
            bytes = bytes.dropFirst(exponentDigits.count)
            for digit in exponentDigits where exponent < Self.exponentLimit {
                exponent = exponent * 10 + Int(digit - UInt8(ascii: "0"))
            }
            exponent = min(exponent, Self.exponentLimit)
            if negativeExponent { exponent = -exponent }
        }
        guard bytes.isEmpty else { return nil }
        let allDigits = (integer + fraction).map { $0 - UInt8(ascii: "0") }
        self.init(negative: negative, digits: allDigits, exponent: exponent - fraction.count)
    }

    /// The integer `value`.
    public init(_ value: Int) {
        var digits: [UInt8] = []
        var magnitude = value.magnitude
        while magnitude > 0 {
            digits.append(UInt8(magnitude % 10))
            magnitude /= 10
        }
        self.init(negative: value < 0, digits: digits.reversed(), exponent: 0)
    }

    /// The decimal that `value` prints as (its shortest round-tripping digits), or nil for infinities and NaN.
    public init?(_ value: Double) {
        guard value.isFinite else { return nil }
        self.init(text: value.description)
    }

    /// Normalizes `digits × 10^exponent`: strips leading and trailing zeros; zero is never negative.
    init(negative: Bool, digits: [UInt8], exponent: Int) {
        let leadingZeros = digits.prefix(while: { $0 == 0 }).count
        var significant = digits.dropFirst(leadingZeros)
        var exponent = exponent
        while significant.last == 0 {
            significant.removeLast()
            exponent += 1
        }
        if significant.isEmpty {
            self.isNegative = false
            self.digits = []
            self.exponent = 0
        } else {
            self.isNegative = negative
            self.digits = Array(significant)
            self.exponent = max(-Self.exponentLimit, min(Self.exponentLimit, exponent))
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    // MARK: - Reading numbers

    /// The nearest `Double` (an infinity beyond its range).
    public var doubleValue: Double { Double(description) ?? (isNegative ? -.infinity : .infinity) }

    /// The value as an `Int` when it is an integer within `Int`'s range, else nil.
    public var intValue: Int? {
        guard exponent >= 0, digits.count + exponent <= 19 else { return digits.isEmpty ? 0 : nil }
        var result = 0
        for digit in digits + Array(repeating: 0, count: exponent) {
            let (shifted, overflow) = result.multipliedReportingOverflow(by: 10)
            guard !overflow else { return nil }
            let (sum, sumOverflow) = shifted.addingReportingOverflow(isNegative ? -Int(digit) : Int(digit))
            guard !sumOverflow else { return nil }
            result = sum
        }
        return result
    }
}

// MARK: - Order

extension JSONPathNumber: Comparable {
    /// Whether `lhs` is below `rhs` in value.
    public static func < (lhs: JSONPathNumber, rhs: JSONPathNumber) -> Bool {
        if lhs.isNegative != rhs.isNegative { return lhs.isNegative }
        let order = compareMagnitudes(lhs, rhs)
        return lhs.isNegative ? order > 0 : order < 0
    }

    /// -1, 0 or 1 as `|lhs|` is below, equal to or above `|rhs|`.
    private static func compareMagnitudes(_ lhs: JSONPathNumber, _ rhs: JSONPathNumber) -> Int {
        if lhs.digits.isEmpty || rhs.digits.isEmpty {
            return (lhs.digits.isEmpty ? 0 : 1) - (rhs.digits.isEmpty ? 0 : 1)
        }
        let lhsTop = lhs.exponent + lhs.digits.count
        let rhsTop = rhs.exponent + rhs.digits.count
        if lhsTop != rhsTop { return lhsTop < rhsTop ? -1 : 1 }
        for (left, right) in zip(lhs.digits, rhs.digits) where left != right { return left < right ? -1 : 1 }
        return lhs.digits.count == rhs.digits.count ? 0 : (lhs.digits.count < rhs.digits.count ? -1 : 1)
    }
}

// MARK: - Text and literals

extension JSONPathNumber: CustomStringConvertible, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// The number as JSON text: plain digits for moderate magnitudes (`12`, `-0.5`), else `1.5e+40` form.
    public var description: String {
        guard !digits.isEmpty else { return "0" }
        let sign = isNegative ? "-" : ""
        let text = String(decoding: digits.map { $0 + UInt8(ascii: "0") }, as: UTF8.self)
        let top = exponent + digits.count
        if exponent >= 0, top <= 21 {
            return sign + text + String(repeating: "0", count: exponent)
        }
        if exponent < 0, top > -6 {
            if top > 0 {
                return sign + String(text.prefix(top)) + "." + String(text.dropFirst(top))
            }
            return sign + "0." + String(repeating: "0", count: -top) + text
        }
        let mantissa = digits.count == 1 ? text : String(text.prefix(1)) + "." + String(text.dropFirst())
        let power = top - 1
        return sign + mantissa + "e" + (power < 0 ? "-" : "+") + String(power.magnitude)
    }

    /// The integer literal's value.
    public init(integerLiteral value: Int) { self.init(value) }

    /// The float literal's value; it must be finite.
    public init(floatLiteral value: Double) {
        guard let number = JSONPathNumber(value) else { preconditionFailure("a JSON number is finite") }
        self = number
    }
}
