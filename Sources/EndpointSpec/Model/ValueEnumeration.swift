/// An enumeration of integers, numbers or booleans: a model with `"type": "integer"` (`"number"`, `"boolean"`)
/// and `enum`. Like a string enumeration it is open: a value the spec does not list decodes to `unknown`.
public struct ValueEnumeration: Hashable, Sendable {
    /// The JSON type of the values.
    public enum ValueType: Hashable, Sendable {
        /// `"type": "integer"`, with the width of `format`.
        case integer(Schema.IntegerFormat?)
        /// `"type": "number"`, with the precision of `format`.
        case number(Schema.NumberFormat)
        /// `"type": "boolean"`.
        case boolean
    }

    /// One listed value and the Swift case name the spec gives it, if any.
    public struct Case: Hashable, Sendable {
        /// The value: ``SpecValue/number(_:)`` (its literal text) or ``SpecValue/bool(_:)``.
        public var value: SpecValue
        /// `caseNames`: the Swift case name written for this value; `nil` derives one from the value.
        public var swiftName: String?

        /// Creates a case.
        public init(value: SpecValue, swiftName: String? = nil) {
            self.value = value
            self.swiftName = swiftName
        }
    }

    /// The JSON type of the values.
    public var type: ValueType
    /// The listed values in source order; a valid spec lists none twice (``SpecValidator`` decides).
    public var cases: [Case]

    /// Creates an enumeration.
    public init(type: ValueType, cases: [Case]) {
        self.type = type
        self.cases = cases
    }

    /// The schema kind of one value (`integer`, `number` or `boolean`).
    public var valueKind: Schema.Kind {
        switch type {
        case .integer(let format): .integer(format)
        case .number(let format): .number(format)
        case .boolean: .boolean
        }
    }

    /// `value` spelled as the cases spell it, so that `1`, `1.0` and `1e0` of a number enumeration are one value.
    public func canonical(_ value: SpecValue) -> SpecValue {
        guard case .number(let text) = value else { return value }
        switch type {
        case .integer: return Int64(text).map { .number(String($0)) } ?? value
        case .number:
            guard let number = Double(text), number.isFinite else { return value }
            if number == number.rounded(), abs(number) < 1e15 { return .number(String(Int64(number))) }
            return .number(String(number))
        case .boolean: return value
        }
    }

    /// The text of a listed value: `1`, `-2.5`, `true`.
    public static func text(of value: SpecValue) -> String {
        switch value {
        case .bool(let flag): flag ? "true" : "false"
        case .number(let text): text
        default: ""
        }
    }

    /// The case name a value gets without `caseNames`: `1` → `value1`, `-2.5` → `valueMinus2Point5`, `true` →
    /// `valueTrue`.
    public static func derivedCaseName(of value: SpecValue) -> String {
        let text = Self.text(of: value)
        switch text {
        case "true": return "valueTrue"
        case "false": return "valueFalse"
        default: break
        }
        var name = "value"
        for character in text {
            switch character {
            case "-": name += "Minus"
            case "+": break
            case ".": name += "Point"
            case "e", "E": name += "E"
            default: if character.isNumber { name.append(character) }
            }
        }
        return name
    }
}
