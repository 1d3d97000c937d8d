import Foundation
import HTTPSemantics

/// Writes `application/x-www-form-urlencoded` bodies (and query strings) by OpenAPI's serialization rules, and
/// reads them back.
///
/// Names and values are percent-encoded as the WHATWG URL standard's form serializer does: UTF-8 bytes,
/// `A–Z a–z 0–9 * - . _` kept, a space as `+`, every other byte `%XX` (uppercase hexadecimal). The `,`, ` ` and `|`
/// that join an unexploded array are part of the value and encoded with it (`tag=a%2Cb`), and so are the brackets
/// of a `deepObject` name (`filter%5Bsize%5D=1`). Every byte outside the kept set is encoded, so the result is also
/// valid in an RFC 3986 query.
@_spi(Generated) public enum FormEncoding {
    // MARK: Encoding

    /// The body for `value` (an `Encodable` whose top level is an object), each field written by its style in
    /// `styles` (by name; ``FormStyle/default`` otherwise).
    ///
    /// - Throws: ``APIError/encoding(_:)`` when the top level is not an object or a value cannot be written.
    public static func encode(_ value: some Encodable, styles: [String: FormStyle] = [:]) throws -> Data {
        Data(serialize(try pairs(value, styles: styles)).utf8)
    }

    /// The `name=value` pairs for `value`, before percent-encoding.
    ///
    /// - Throws: ``APIError/encoding(_:)`` when the top level is not an object or a value cannot be written.
    public static func pairs(_ value: some Encodable, styles: [String: FormStyle] = [:]) throws -> [FormPair] {
        guard case .object(let members) = try FormValueEncoder.value(of: value) else {
            throw APIError.encoding("a form body must be an object of named fields")
        }
        return pairs(members, styles: styles)
    }

    /// The `name=value` pairs for the fields `members`, each written by its style in `styles`.
    public static func pairs(_ members: [FormMember], styles: [String: FormStyle] = [:]) -> [FormPair] {
        var pairs: [FormPair] = []
        for member in members {
            append(member.name, member.value, style: styles[member.name] ?? .default, to: &pairs)
        }
        return pairs
    }

    /// Appends the pairs of one field written in `style`.
    static func append(_ name: String, _ value: FormValue, style: FormStyle, to pairs: inout [FormPair]) {
        switch (value, style) {
        case (.absent, _):
            return
        case (.text(let text), _):
            pairs.append(FormPair(name, text))
        case (_, .deepObject):
            appendDeep(name, value, to: &pairs)
        case (.list(let elements), .form(explode: true)):
            for element in elements { append(name, element, style: .form(explode: false), to: &pairs) }
        case (.list(let elements), .form(explode: false)):
            pairs.append(FormPair(name, elements.map(flatText).joined(separator: ",")))
        case (.list(let elements), .spaceDelimited):
            pairs.append(FormPair(name, elements.map(flatText).joined(separator: " ")))
        case (.list(let elements), .pipeDelimited):
            pairs.append(FormPair(name, elements.map(flatText).joined(separator: "|")))
        case (.object(let members), .form(explode: true)):
            for member in members { append(member.name, member.value, style: .form(explode: false), to: &pairs) }
        case (.object, _):
            pairs.append(FormPair(name, flatText(value)))
        }
    }

    /// `deepObject`: each leaf under `name[member][member]…`, list elements by index.
    private static func appendDeep(_ name: String, _ value: FormValue, to pairs: inout [FormPair]) {
        switch value {
        case .absent: return
        case .text(let text): pairs.append(FormPair(name, text))
        case .list(let elements):
            for (index, element) in elements.enumerated() { appendDeep("\(name)[\(index)]", element, to: &pairs) }
        case .object(let members):
            for member in members { appendDeep("\(name)[\(member.name)]", member.value, to: &pairs) }
        }
    }

    /// A value written into one field: text as is, lists and objects comma-joined (an object as name,value,…).
    private static func flatText(_ value: FormValue) -> String {
        switch value {
        case .absent: ""
        case .text(let text): text
        case .list(let elements): elements.map(flatText).joined(separator: ",")
        case .object(let members): members.flatMap { [$0.name, flatText($0.value)] }.joined(separator: ",")
        }
    }

    // MARK: Percent-encoding

    /// `name=value&…`, each percent-encoded by the WHATWG form serializer's rules.
    public static func serialize(_ pairs: [FormPair]) -> String {
        var bytes: [UInt8] = []
        for (index, pair) in pairs.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: "&")) }
            appendEncoded(pair.name, to: &bytes)
            bytes.append(UInt8(ascii: "="))
            appendEncoded(pair.value, to: &bytes)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    private static func appendEncoded(_ text: String, to bytes: inout [UInt8]) {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "*"), UInt8(ascii: "-"), UInt8(ascii: "."),
                UInt8(ascii: "_"):
                bytes.append(byte)
            case UInt8(ascii: " "):
                bytes.append(UInt8(ascii: "+"))
            default:
                bytes += [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0x0F)]]
            }
        }
    }

    // MARK: Decoding

    /// The pairs of a form body, as the WHATWG form parser reads them: split at `&`, empty pieces skipped, the name
    /// before the first `=`, `+` a space, `%XX` a byte (a `%` not followed by two hexadecimal digits kept as is),
    /// bytes that are not UTF-8 replaced by U+FFFD.
    public static func parse(_ body: some Collection<UInt8>) -> [FormPair] {
        FormFields.parse(body).map { FormPair($0.name, $0.value) }
    }
}

/// One `name=value` field of a form, before percent-encoding.
@_spi(Generated) public struct FormPair: Sendable, Hashable, CustomStringConvertible {
    /// The field name (for `deepObject`, with its bracketed path).
    public var name: String
    /// The field value.
    public var value: String

    /// Creates a pair.
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }

    /// `name=value`, unencoded.
    public var description: String { "\(name)=\(value)" }
}
