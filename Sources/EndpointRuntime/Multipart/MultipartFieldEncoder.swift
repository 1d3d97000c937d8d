import Foundation

/// Turns an `Encodable` object (usually a generated model) into the parts of a `multipart/form-data` body, one
/// field at a time, as OpenAPI's multipart rules lay them out:
///
/// - `Data` is a file part named after its field (`filename` the field name, `Content-Type` from `contentTypes`,
///   else `application/octet-stream`); an array of `Data` is one file part per element;
/// - a ``MultipartFile`` is a file part from memory or streamed from disk, with its own filename and content type
///   when it has them; an array of them is one file part per element;
/// - a string, number, boolean, date or URL is a text field; an array of them repeats the field once per element;
/// - an object, or an array holding objects, is one JSON field (`application/json`, or its `contentTypes` type);
/// - `nil` fields are left out.
///
/// A field's `contentTypes` entry also applies to a text field (sent with that `Content-Type`).
struct MultipartFieldEncoder {
    /// The parts of `value`'s fields, in encoding order.
    ///
    /// - Throws: ``APIError/encoding(_:)`` when `value` is not an object or a field cannot be encoded.
    static func parts(of value: some Encodable, contentTypes: [String: String]) throws -> [MultipartPart] {
        let collector = Collector(contentTypes: contentTypes)
        do {
            try value.encode(to: TopLevel(collector: collector))
        } catch let error as APIError {
            throw error
        } catch {
            throw APIError.encoding("the multipart body cannot be encoded: \(error)")
        }
        if let failure = collector.failure { throw failure }
        return collector.parts
    }

    /// The parts found so far, and the first problem that an encoding method could not throw.
    final class Collector {
        let contentTypes: [String: String]
        var parts: [MultipartPart] = []
        var failure: APIError?

        init(contentTypes: [String: String]) {
            self.contentTypes = contentTypes
        }

        func add(_ value: some Encodable, name: String) throws {
            let declared = contentTypes[name]
            switch value {
            case let data as Data:
                parts.append(MultipartFile.data(data).part(name: name, declaredContentType: declared))
                return
            case let files as [Data]:
                parts += files.map { MultipartFile.data($0).part(name: name, declaredContentType: declared) }
                return
            case let file as MultipartFile:
                parts.append(file.part(name: name, declaredContentType: declared))
                return
            case let files as [MultipartFile]:
                parts += files.map { $0.part(name: name, declaredContentType: declared) }
                return
            default:
                break
            }
            switch try FormValueEncoder.value(of: value) {
            case .absent:
                break
            case .text(let text):
                parts.append(self.text(text, name: name, contentType: declared))
            case .list(let elements) where elements.allSatisfy(Self.isText):
                for case .text(let text) in elements {
                    parts.append(self.text(text, name: name, contentType: declared))
                }
            case .list, .object:
                var part = try MultipartPart.json(name: name, value)
                if let declared { part = part.sent(as: declared) }
                parts.append(part)
            }
        }

        private func text(_ text: String, name: String, contentType: String?) -> MultipartPart {
            let part = MultipartPart.text(name: name, text)
            return contentType.map { part.sent(as: $0) } ?? part
        }

        private static func isText(_ value: FormValue) -> Bool {
            if case .text = value { true } else { false }
        }
    }

    // MARK: Encoder

    /// The encoder the object encodes itself to: only a keyed container holds fields.
    private struct TopLevel: Encoder {
        let collector: Collector
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            KeyedEncodingContainer(Fields<Key>(collector: collector))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            collector.failure = collector.failure ?? Self.notAnObject
            return Rejecting()
        }

        func singleValueContainer() -> any SingleValueEncodingContainer {
            collector.failure = collector.failure ?? Self.notAnObject
            return Rejecting()
        }

        static let notAnObject = APIError.encoding("a multipart body must be an object whose properties are its fields")
    }

    /// The fields of the body.
    private struct Fields<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let collector: Collector
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil(forKey key: Key) throws {}

        mutating func encode(_ value: some Encodable, forKey key: Key) throws {
            try collector.add(value, name: key.stringValue)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type,
            forKey key: Key
        ) -> KeyedEncodingContainer<NestedKey> {
            reject(key)
            return KeyedEncodingContainer(Fields<NestedKey>(collector: Collector(contentTypes: [:])))
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            reject(key)
            return Rejecting()
        }

        mutating func superEncoder() -> any Encoder { TopLevel(collector: collector) }

        mutating func superEncoder(forKey key: Key) -> any Encoder {
            reject(key)
            return TopLevel(collector: Collector(contentTypes: [:]))
        }

        private func reject(_ key: Key) {
            collector.failure =
                collector.failure
                ?? APIError.encoding(
                    "the multipart field '\(key.stringValue)' is written through a nested container; encode it as one value"
                )
        }
    }

    /// Accepts and drops everything, after the problem was recorded.
    private struct Rejecting: UnkeyedEncodingContainer, SingleValueEncodingContainer {
        var codingPath: [any CodingKey] { [] }
        var count: Int { 0 }
        mutating func encodeNil() throws {}
        mutating func encode(_ value: some Encodable) throws {}
        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type
        ) -> KeyedEncodingContainer<NestedKey> {
            KeyedEncodingContainer(Fields<NestedKey>(collector: Collector(contentTypes: [:])))
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { Rejecting() }
        mutating func superEncoder() -> any Encoder { TopLevel(collector: Collector(contentTypes: [:])) }
    }
}
