/// One reported figure: a named value with its unit, optionally compared with a baseline.
struct BenchMeasurement: Sendable {
    /// A dotted name, for example `generator.generate.n10000`; `--filter` matches against it.
    var name: String
    /// The measured value, usually a median.
    var value: Double
    /// The unit of ``value`` and ``baseline``, for example `ms`, `us/op`, `MB` or `req/s`.
    var unit: String
    /// The value of the reference implementation measured the same way, for comparisons.
    var baseline: Double?
    /// A short note printed after the value in text mode, for example an assertion's outcome.
    var note: String?

    /// `value / baseline` for comparisons.
    var ratio: Double? {
        guard let baseline, baseline > 0 else { return nil }
        return value / baseline
    }

    // MARK: Rendering

    /// One JSON object: `name`, `value`, `unit`, and for comparisons `baseline` and `ratio`.
    var jsonLine: String {
        var fields = [
            "\"name\":\(Self.quoted(name))",
            "\"value\":\(Self.number(value))",
            "\"unit\":\(Self.quoted(unit))",
        ]
        if let baseline, let ratio {
            fields.append("\"baseline\":\(Self.number(baseline))")
            fields.append("\"ratio\":\(Self.number(ratio, digits: 4))")
        }
        if let note { fields.append("\"note\":\(Self.quoted(note))") }
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// One aligned line for people: name, value, unit, and the comparison or note.
    var textLine: String {
        var line = name.padding(toLength: max(44, name.count + 1), withPad: " ", startingAt: 0)
        let valueText = Self.number(value)
        line += String(repeating: " ", count: max(0, 12 - valueText.count)) + valueText + " " + unit
        if let baseline, let ratio {
            line += "  (baseline \(Self.number(baseline)) \(unit), ratio \(Self.number(ratio, digits: 3)))"
        }
        if let note { line += "  " + note }
        return line
    }

    /// A number with `digits` significant decimals, without exponent notation.
    static func number(_ value: Double, digits: Int = 3) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded(), abs(value) >= 1_000 { return String(Int(value)) }
        let decimals = abs(value) >= 100 ? 1 : digits
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        return String(rounded)
    }

    /// `text` as a JSON string literal.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
