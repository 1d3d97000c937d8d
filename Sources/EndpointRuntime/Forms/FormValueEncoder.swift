import Foundation

/// Turns an `Encodable` value into a ``FormValue``: objects keep their keys in encoding order, `nil` is left out,
/// `Date` is ISO 8601, `Data` base64, `URL` its absolute string, numbers and booleans their text.
struct FormValueEncoder {
    /// The form value of `value`.
    ///
    /// - Throws: ``APIError/encoding(_:)`` when `value` encodes nothing or a non-finite number.
    static func value(of value: some Encodable) throws -> FormValue {
        let box = Box()
        try encode(value, into: box, codingPath: [])
        return box.value ?? .absent
    }

    /// Where one value's encoding is collected.
    final class Box {
        var value: FormValue?
        var members: [(String, Box)] = []
        var elements: [Box] = []
        var isKeyed = false
        var isUnkeyed = false

        /// The collected value.
        var resolved: FormValue {
            if isKeyed { return .object(members.map { FormMember($0.0, $0.1.resolved) }) }
            if isUnkeyed { return .list(elements.map(\.resolved)) }
            return value ?? .absent
        }
    }

    static func encode(_ value: some Encodable, into box: Box, codingPath: [any CodingKey]) throws {
        switch value {
        case let date as Date:
            box.value = .text(date.formatted(.iso8601))
        case let data as Data:
            box.value = .text(data.base64EncodedString())
        case let url as URL:
            box.value = .text(url.absoluteString)
        default:
            let encoder = Implementation(box: box, codingPath: codingPath)
            try value.encode(to: encoder)
            box.value = box.resolved
        }
    }

    // MARK: Encoder

    private struct Implementation: Encoder {
        let box: Box
        let codingPath: [any CodingKey]
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            box.isKeyed = true
            return KeyedEncodingContainer(Keyed<Key>(box: box, codingPath: codingPath))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            box.isUnkeyed = true
            return Unkeyed(box: box, codingPath: codingPath)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer {
            Single(box: box, codingPath: codingPath)
        }
    }

    /// The text of a scalar, or an error for a non-finite number.
    static func text(of value: some Encodable, codingPath: [any CodingKey]) throws -> FormValue? {
        switch value {
        case let text as String: return .text(text)
        case let flag as Bool: return .text(flag ? "true" : "false")
        case let number as Double:
            guard number.isFinite else { throw nonFinite(codingPath) }
            return .text(number.description)
        case let number as Float:
            guard number.isFinite else { throw nonFinite(codingPath) }
            return .text(number.description)
        case let number as any BinaryInteger: return .text(String(describing: number))
        default: return nil
        }
    }

    private static func nonFinite(_ codingPath: [any CodingKey]) -> APIError {
        let path = codingPath.map(\.stringValue).joined(separator: ".")
        return APIError.encoding("at \(path): a form cannot hold a number that is not finite")
    }

    private static func encodeElement(_ value: some Encodable, into box: Box, codingPath: [any CodingKey]) throws {
        if let text = try text(of: value, codingPath: codingPath) {
            box.value = text
        } else {
            try encode(value, into: box, codingPath: codingPath)
        }
    }

    private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let box: Box
        let codingPath: [any CodingKey]

        mutating func encodeNil(forKey key: Key) throws {}

        mutating func encode(_ value: some Encodable, forKey key: Key) throws {
            let child = Box()
            try FormValueEncoder.encodeElement(value, into: child, codingPath: codingPath + [key])
            box.members.append((key.stringValue, child))
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type,
            forKey key: Key
        ) -> KeyedEncodingContainer<NestedKey> {
            let child = Box()
            child.isKeyed = true
            box.members.append((key.stringValue, child))
            return KeyedEncodingContainer(Keyed<NestedKey>(box: child, codingPath: codingPath + [key]))
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            let child = Box()
            child.isUnkeyed = true
            box.members.append((key.stringValue, child))
            return Unkeyed(box: child, codingPath: codingPath + [key])
        }

        mutating func superEncoder() -> any Encoder { Implementation(box: box, codingPath: codingPath) }

        mutating func superEncoder(forKey key: Key) -> any Encoder {
            let child = Box()
            box.members.append((key.stringValue, child))
            return Implementation(box: child, codingPath: codingPath + [key])
        }
    }

    private struct Unkeyed: UnkeyedEncodingContainer {
        let box: Box
        let codingPath: [any CodingKey]
        var count: Int { box.elements.count }

        mutating func encodeNil() throws { box.elements.append(Box()) }

        mutating func encode(_ value: some Encodable) throws {
            let child = Box()
            try FormValueEncoder.encodeElement(value, into: child, codingPath: codingPath)
            box.elements.append(child)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type
        ) -> KeyedEncodingContainer<NestedKey> {
            let child = Box()
            child.isKeyed = true
            box.elements.append(child)
            return KeyedEncodingContainer(Keyed<NestedKey>(box: child, codingPath: codingPath))
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            let child = Box()
            child.isUnkeyed = true
            box.elements.append(child)
            return Unkeyed(box: child, codingPath: codingPath)
        }

        mutating func superEncoder() -> any Encoder {
            let child = Box()
            box.elements.append(child)
            return Implementation(box: child, codingPath: codingPath)
        }
    }

    private struct Single: SingleValueEncodingContainer {
        let box: Box
        let codingPath: [any CodingKey]

        mutating func encodeNil() throws { box.value = .absent }

        mutating func encode(_ value: some Encodable) throws {
            try FormValueEncoder.encodeElement(value, into: box, codingPath: codingPath)
        }
    }
}
