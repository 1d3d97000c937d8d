@_spi(Generated) import EndpointRuntime
import EndpointTestSupport
import Foundation
import Testing

/// The containers' methods named for each type (`decodeString(forKey:)`, `encodeValue(_:forKey:)`, …) that generated
/// models code their properties with: they must read and write what the standard library's `decode(_:forKey:)` and
/// `encode(_:forKey:)` do, errors included.
@Suite struct KeyedContainerJSONKeyTests {
    // MARK: Fixtures

    /// Every standard type, required and optional, with synthesized coding: the reference.
    private struct SynthesizedCoded: Codable, Equatable {
        var bool: Bool
        var optionalBool: Bool?
        var string: String
        var optionalString: String?
        var double: Double
        var optionalDouble: Double?
        var float: Float
        var optionalFloat: Float?
        var int: Int
        var optionalInt: Int?
        var int8: Int8
        var optionalInt8: Int8?
        var int16: Int16
        var optionalInt16: Int16?
        var int32: Int32
        var optionalInt32: Int32?
        var int64: Int64
        var optionalInt64: Int64?
        var uInt: UInt
        var optionalUInt: UInt?
        var uInt8: UInt8
        var optionalUInt8: UInt8?
        var uInt16: UInt16
        var optionalUInt16: UInt16?
        var uInt32: UInt32
        var optionalUInt32: UInt32?
        var uInt64: UInt64
        var optionalUInt64: UInt64?
    }

    /// The same properties coded the way generated code codes them.
    private struct HelperCoded: Codable, Equatable {
        var value: SynthesizedCoded

        init(_ value: SynthesizedCoded) {
            self.value = value
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: JSONKey.self)
            value = try SynthesizedCoded(
                bool: container.decodeBool(forKey: "bool"),
                optionalBool: container.decodeBoolIfPresent(forKey: "optionalBool"),
                string: container.decodeString(forKey: "string"),
                optionalString: container.decodeStringIfPresent(forKey: "optionalString"),
                double: container.decodeDouble(forKey: "double"),
                optionalDouble: container.decodeDoubleIfPresent(forKey: "optionalDouble"),
                float: container.decodeFloat(forKey: "float"),
                optionalFloat: container.decodeFloatIfPresent(forKey: "optionalFloat"),
                int: container.decodeInt(forKey: "int"),
                optionalInt: container.decodeIntIfPresent(forKey: "optionalInt"),
                int8: container.decodeInt8(forKey: "int8"),
                optionalInt8: container.decodeInt8IfPresent(forKey: "optionalInt8"),
                int16: container.decodeInt16(forKey: "int16"),
                optionalInt16: container.decodeInt16IfPresent(forKey: "optionalInt16"),
                int32: container.decodeInt32(forKey: "int32"),
                optionalInt32: container.decodeInt32IfPresent(forKey: "optionalInt32"),
                int64: container.decodeInt64(forKey: "int64"),
                optionalInt64: container.decodeInt64IfPresent(forKey: "optionalInt64"),
                uInt: container.decodeUInt(forKey: "uInt"),
                optionalUInt: container.decodeUIntIfPresent(forKey: "optionalUInt"),
                uInt8: container.decodeUInt8(forKey: "uInt8"),
                optionalUInt8: container.decodeUInt8IfPresent(forKey: "optionalUInt8"),
                uInt16: container.decodeUInt16(forKey: "uInt16"),
                optionalUInt16: container.decodeUInt16IfPresent(forKey: "optionalUInt16"),
                uInt32: container.decodeUInt32(forKey: "uInt32"),
                optionalUInt32: container.decodeUInt32IfPresent(forKey: "optionalUInt32"),
                uInt64: container.decodeUInt64(forKey: "uInt64"),
                optionalUInt64: container.decodeUInt64IfPresent(forKey: "optionalUInt64")
            )
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: JSONKey.self)
            try container.encodeBool(value.bool, forKey: "bool")
            try container.encodeBoolIfPresent(value.optionalBool, forKey: "optionalBool")
            try container.encodeString(value.string, forKey: "string")
            try container.encodeStringIfPresent(value.optionalString, forKey: "optionalString")
            try container.encodeDouble(value.double, forKey: "double")
            try container.encodeDoubleIfPresent(value.optionalDouble, forKey: "optionalDouble")
            try container.encodeFloat(value.float, forKey: "float")
            try container.encodeFloatIfPresent(value.optionalFloat, forKey: "optionalFloat")
            try container.encodeInt(value.int, forKey: "int")
            try container.encodeIntIfPresent(value.optionalInt, forKey: "optionalInt")
            try container.encodeInt8(value.int8, forKey: "int8")
            try container.encodeInt8IfPresent(value.optionalInt8, forKey: "optionalInt8")
            try container.encodeInt16(value.int16, forKey: "int16")
            try container.encodeInt16IfPresent(value.optionalInt16, forKey: "optionalInt16")
            try container.encodeInt32(value.int32, forKey: "int32")
            try container.encodeInt32IfPresent(value.optionalInt32, forKey: "optionalInt32")
            try container.encodeInt64(value.int64, forKey: "int64")
            try container.encodeInt64IfPresent(value.optionalInt64, forKey: "optionalInt64")
            try container.encodeUInt(value.uInt, forKey: "uInt")
            try container.encodeUIntIfPresent(value.optionalUInt, forKey: "optionalUInt")
            try container.encodeUInt8(value.uInt8, forKey: "uInt8")
            try container.encodeUInt8IfPresent(value.optionalUInt8, forKey: "optionalUInt8")
            try container.encodeUInt16(value.uInt16, forKey: "uInt16")
            try container.encodeUInt16IfPresent(value.optionalUInt16, forKey: "optionalUInt16")
            try container.encodeUInt32(value.uInt32, forKey: "uInt32")
            try container.encodeUInt32IfPresent(value.optionalUInt32, forKey: "optionalUInt32")
            try container.encodeUInt64(value.uInt64, forKey: "uInt64")
            try container.encodeUInt64IfPresent(value.optionalUInt64, forKey: "optionalUInt64")
        }
    }

    /// A value with every property random and each optional one present or not.
    private static func randomValue(using generator: inout SeededGenerator) -> SynthesizedCoded {
        SynthesizedCoded(
            bool: Bool.random(using: &generator),
            optionalBool: Bool.random(using: &generator) ? Bool.random(using: &generator) : nil,
            string: randomString(using: &generator),
            optionalString: Bool.random(using: &generator) ? randomString(using: &generator) : nil,
            double: Double.random(in: -1e12...1e12, using: &generator),
            optionalDouble: Bool.random(using: &generator) ? Double.random(in: -1e12...1e12, using: &generator) : nil,
            float: Float.random(in: -1e6...1e6, using: &generator),
            optionalFloat: Bool.random(using: &generator) ? Float.random(in: -1e6...1e6, using: &generator) : nil,
            int: Int.random(in: Int.min...Int.max, using: &generator),
            optionalInt: Bool.random(using: &generator) ? Int.random(in: Int.min...Int.max, using: &generator) : nil,
            int8: Int8.random(in: Int8.min...Int8.max, using: &generator),
            optionalInt8: Bool.random(using: &generator)
                ? Int8.random(in: Int8.min...Int8.max, using: &generator) : nil,
            int16: Int16.random(in: Int16.min...Int16.max, using: &generator),
            optionalInt16: Bool.random(using: &generator)
                ? Int16.random(in: Int16.min...Int16.max, using: &generator) : nil,
            int32: Int32.random(in: Int32.min...Int32.max, using: &generator),
            optionalInt32: Bool.random(using: &generator)
                ? Int32.random(in: Int32.min...Int32.max, using: &generator) : nil,
            int64: Int64.random(in: Int64.min...Int64.max, using: &generator),
            optionalInt64: Bool.random(using: &generator)
                ? Int64.random(in: Int64.min...Int64.max, using: &generator) : nil,
            uInt: UInt.random(in: UInt.min...UInt.max, using: &generator),
            optionalUInt: Bool.random(using: &generator)
                ? UInt.random(in: UInt.min...UInt.max, using: &generator) : nil,
            uInt8: UInt8.random(in: UInt8.min...UInt8.max, using: &generator),
            optionalUInt8: Bool.random(using: &generator)
                ? UInt8.random(in: UInt8.min...UInt8.max, using: &generator) : nil,
            uInt16: UInt16.random(in: UInt16.min...UInt16.max, using: &generator),
            optionalUInt16: Bool.random(using: &generator)
                ? UInt16.random(in: UInt16.min...UInt16.max, using: &generator) : nil,
            uInt32: UInt32.random(in: UInt32.min...UInt32.max, using: &generator),
            optionalUInt32: Bool.random(using: &generator)
                ? UInt32.random(in: UInt32.min...UInt32.max, using: &generator) : nil,
            uInt64: UInt64.random(in: UInt64.min...UInt64.max, using: &generator),
            optionalUInt64: Bool.random(using: &generator)
                ? UInt64.random(in: UInt64.min...UInt64.max, using: &generator) : nil
        )
    }

    private static func randomString(using generator: inout SeededGenerator) -> String {
        let alphabet: [Character] = ["a", "Z", "é", "\"", "\\", "\n", "\u{0}", "😀", " "]
        return String(
            (0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
        )
    }

    /// One property coded through `decodeValue`/`encodeValue`, as a required nullable or a model-typed one is.
    private struct ValueCoded: Codable, Equatable {
        var nullable: String?
        var date: Date?

        init(nullable: String?, date: Date?) {
            self.nullable = nullable
            self.date = date
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: JSONKey.self)
            nullable = try container.decodeValue(String?.self, forKey: "nullable")
            date = try container.decodeValueIfPresent(Date.self, forKey: "date")
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: JSONKey.self)
            try container.encodeValue(nullable, forKey: "nullable")
            try container.encodeValueIfPresent(date, forKey: "date")
        }
    }

    private static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }

    // MARK: Same wire format as the standard overloads

    @Test func helperCodingWritesAndReadsWhatSynthesizedCodingDoes() throws {
        var generator = SeededGenerator(seed: 17)
        for _ in 0..<300 {
            let value = Self.randomValue(using: &generator)
            let helperJSON = try Self.encoder().encode(HelperCoded(value))
            let synthesizedJSON = try Self.encoder().encode(value)
            #expect(helperJSON == synthesizedJSON)
            #expect(try JSONDecoder().decode(HelperCoded.self, from: synthesizedJSON).value == value)
            #expect(try JSONDecoder().decode(SynthesizedCoded.self, from: helperJSON) == value)
        }
    }

    @Test func absentOptionalsAreLeftOutAndANilValueIsWrittenAsNull() throws {
        let json = try Self.encoder().encode(ValueCoded(nullable: nil, date: nil))
        #expect(String(decoding: json, as: UTF8.self) == #"{"nullable":null}"#)
        let decoded = try JSONDecoder().decode(ValueCoded.self, from: Data(#"{"nullable":null,"date":null}"#.utf8))
        #expect(decoded == ValueCoded(nullable: nil, date: nil))
    }

    // MARK: Errors

    @Test func aMissingRequiredKeyIsKeyNotFoundNamingIt() throws {
        let error = #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(ValueCoded.self, from: Data(#"{"date":0}"#.utf8))
        }
        guard case .keyNotFound(let key, _) = error else {
            Issue.record("expected keyNotFound, got \(String(describing: error))")
            return
        }
        #expect(key.stringValue == "nullable")
    }

    @Test func nullForARequiredStandardTypeIsValueNotFoundAtItsKey() throws {
        var generator = SeededGenerator(seed: 3)
        let json = try Self.encoder().encode(HelperCoded(Self.randomValue(using: &generator)))
        var object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        object["int32"] = NSNull()
        let broken = try JSONSerialization.data(withJSONObject: object)
        let error = #expect(throws: DecodingError.self) { try JSONDecoder().decode(HelperCoded.self, from: broken) }
        guard case .valueNotFound(_, let context) = error else {
            Issue.record("expected valueNotFound, got \(String(describing: error))")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["int32"])
    }

    @Test(arguments: ["optionalUInt8", "int64", "bool", "string", "optionalDouble"])
    func aValueOfTheWrongTypeFailsAsSynthesizedCodingFails(key: String) throws {
        var generator = SeededGenerator(seed: 4)
        let json = try Self.encoder().encode(HelperCoded(Self.randomValue(using: &generator)))
        var object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        object[key] = key == "string" ? 12 : "twelve"
        let broken = try JSONSerialization.data(withJSONObject: object)
        let error = #expect(throws: DecodingError.self) { try JSONDecoder().decode(HelperCoded.self, from: broken) }
        guard case .typeMismatch(_, let context) = error else {
            Issue.record("expected typeMismatch, got \(String(describing: error))")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == [key])
        let reference = #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(SynthesizedCoded.self, from: broken)
        }
        #expect(String(describing: reference).contains(context.debugDescription))
    }
}
