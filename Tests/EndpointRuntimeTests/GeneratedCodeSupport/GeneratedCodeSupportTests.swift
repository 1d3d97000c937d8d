@_spi(Generated) import EndpointRuntime
import Foundation
import Testing

/// `JSONKey` and `Indirect`, the two types generated models are built on.
@Suite struct GeneratedCodeSupportTests {
    /// A model written the way the generator writes one: explicit coding with string-literal keys and a boxed
    /// reference to another model.
    private struct NodeDTO: Codable, Hashable, Sendable {
        var name: String
        var parent: NodeDTO? {
            get { _parent?.value }
            set { _parent = Indirect(newValue) }
        }
        private var _parent: Indirect<NodeDTO>?

        init(name: String, parent: NodeDTO? = nil) {
            self.name = name
            self._parent = Indirect(parent)
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: JSONKey.self)
            self.name = try container.decodeString(forKey: "display_name")
            self._parent = try container.decodeValueIfPresent(Indirect<NodeDTO>.self, forKey: "parent")
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: JSONKey.self)
            try container.encodeString(self.name, forKey: "display_name")
            try container.encodeValueIfPresent(self._parent, forKey: "parent")
        }
    }

    private func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test func keysAreTheirJSONNamesAndNeverIndices() {
        let key: JSONKey = "created_at"
        #expect(key.stringValue == "created_at")
        #expect(key.intValue == nil)
        #expect(JSONKey(stringValue: "a") == "a")
        #expect(JSONKey(intValue: 0) == nil)
    }

    @Test func boxedValuesCodeAsTheValueItself() throws {
        let tree = NodeDTO(name: "leaf", parent: NodeDTO(name: "root"))
        let json = try encode(tree)
        #expect(json == #"{"display_name":"leaf","parent":{"display_name":"root"}}"#)
        let decoded = try JSONDecoder().decode(NodeDTO.self, from: Data(json.utf8))
        #expect(decoded == tree)
        #expect(decoded.parent?.name == "root")
        #expect(decoded.parent?.parent == nil)
    }

    @Test func optionalBoxingKeepsNilAndSettingReplacesTheBox() {
        #expect(Indirect<Int>(nil) == nil)
        #expect(Indirect(3)?.value == 3)
        var node = NodeDTO(name: "a")
        node.parent = NodeDTO(name: "b")
        let copy = node
        node.parent?.name = "c"
        #expect(node.parent?.name == "c")
        #expect(copy.parent?.name == "b")
        node.parent = nil
        #expect(node.parent == nil)
    }

    @Test func boxesCompareAndHashByValue() {
        #expect(Indirect.wrapped("x") == Indirect.wrapped("x"))
        #expect(Indirect.wrapped("x") != Indirect.wrapped("y"))
        #expect(Set([Indirect.wrapped(1), Indirect.wrapped(1), Indirect.wrapped(2)]).count == 2)
    }

    @Test func aMissingRequiredKeyNamesTheWireName() throws {
        #expect {
            try JSONDecoder().decode(NodeDTO.self, from: Data(#"{"name":"x"}"#.utf8))
        } throws: { error in
            guard case DecodingError.keyNotFound(let key, _) = error else { return false }
            return key.stringValue == "display_name"
        }
    }
}
