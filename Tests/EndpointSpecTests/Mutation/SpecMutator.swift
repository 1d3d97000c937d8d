import EndpointSpec
import EndpointTestSupport

/// Breaks a valid spec in random but reproducible ways: at the byte level and at the JSON tree level.
struct SpecMutator {
    /// The spec being mutated, as bytes and as a tree.
    let bytes: [UInt8]
    let tree: SpecValue
    var random: SeededGenerator
    /// Every path into `tree`, computed once.
    private let treePaths: [[Int]]

    /// Creates a mutator of the spec whose text is `bytes` and whose parsed value is `tree`.
    init(bytes: [UInt8], tree: SpecValue, random: SeededGenerator) {
        self.bytes = bytes
        self.tree = tree
        self.random = random
        treePaths = Self.paths(in: tree)
    }

    // MARK: - Bytes

    /// `bytes` with one random byte-level change: truncation, deletion, insertion, duplication or replacement.
    mutating func mutateBytes() -> [UInt8] {
        var result = bytes
        let position = Int.random(in: 0...result.count, using: &random)
        switch Int.random(in: 0..<6, using: &random) {
        case 0:
            result.removeSubrange(position...)
        case 1:
            let end = min(result.count, position + Int.random(in: 1...16, using: &random))
            result.removeSubrange(position..<end)
        case 2:
            let noise: [[UInt8]] = [[0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0x00], [0x5C], [0x22]]
            result.insert(contentsOf: noise[Int.random(in: 0..<noise.count, using: &random)], at: position)
        case 3:
            let end = min(result.count, position + Int.random(in: 1...64, using: &random))
            result.insert(contentsOf: result[position..<end], at: position)
        case 4:
            let punctuation = Array("{}[],:\"\\ 0-eE.tfn".utf8)
            if position < result.count {
                result[position] = punctuation[Int.random(in: 0..<punctuation.count, using: &random)]
            }
        default:
            let count = Int.random(in: 1...600, using: &random)
            result.insert(contentsOf: Array(repeating: UInt8(ascii: "["), count: count), at: position)
        }
        return result
    }

    // MARK: - Tree

    /// The spec's text after one random change to its tree: a deleted key, a wrong type, a huge number,
    /// deep nesting, a duplicated key or a misspelled key.
    mutating func mutateTree() -> [UInt8] {
        var value = tree
        guard let path = treePaths.randomElement(using: &random) else { return bytes }
        value = mutate(value, at: path[...])
        return Array(JSONWriter.text(value, layout: .pretty()).utf8)
    }

    private mutating func mutate(_ value: SpecValue, at path: ArraySlice<Int>) -> SpecValue {
        guard let index = path.first else { return replacement(for: value) }
        switch value {
        case .array(var elements) where elements.indices.contains(index):
            elements[index] = mutate(elements[index], at: path.dropFirst())
            return .array(elements)
        case .object(var members) where members.indices.contains(index):
            if path.count == 1 {
                switch Int.random(in: 0..<4, using: &random) {
                case 0:
                    members.remove(at: index)
                case 1:
                    members.append(members[index])
                case 2:
                    members[index].key = misspell(members[index].key)
                default:
                    members[index].value = replacement(for: members[index].value)
                }
                return .object(members)
            }
            members[index].value = mutate(members[index].value, at: path.dropFirst())
            return .object(members)
        default:
            return value
        }
    }

    private mutating func replacement(for value: SpecValue) -> SpecValue {
        let choices: [SpecValue] = [
            .null, .bool(true), .number("1e999999"), .number("-99999999999999999999999999"), .number("0.5"),
            .string(""), .string("ü😀\u{0}"), .array([]), .object([]), .array([value, value]),
            .object([SpecMember("type", .string("string"))]), .string("/a/{b}"), .string("Product"),
        ]
        let choice = Int.random(in: 0...choices.count, using: &random)
        guard choice < choices.count else {
            let depth = Int.random(in: 200...300, using: &random)
            return (0..<depth).reduce(SpecValue.null) { inner, _ in .array([inner]) }
        }
        return choices[choice]
    }

    private mutating func misspell(_ key: String) -> String {
        var scalars = Array(key.unicodeScalars)
        guard !scalars.isEmpty else { return "x" }
        let index = Int.random(in: 0..<scalars.count, using: &random)
        if Bool.random(using: &random) { scalars.remove(at: index) } else { scalars.insert("x", at: index) }
        return String(String.UnicodeScalarView(scalars))
    }

    /// Every path (member or element indices) to a value inside `value`.
    static func paths(in value: SpecValue) -> [[Int]] {
        var result: [[Int]] = []
        func visit(_ value: SpecValue, _ path: [Int]) {
            switch value {
            case .array(let elements):
                for (index, element) in elements.enumerated() {
                    result.append(path + [index])
                    visit(element, path + [index])
                }
            case .object(let members):
                for (index, member) in members.enumerated() {
                    result.append(path + [index])
                    visit(member.value, path + [index])
                }
            default:
                break
            }
        }
        visit(value, [])
        return result
    }
}
