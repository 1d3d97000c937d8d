import JSONPath
import Testing

/// For random documents and random valid queries, every result's normalized path, parsed as a query, selects
/// exactly that node (with the same location), and `nodes(in:)` agrees with `select(in:)`.
@Suite struct PropertyTests {
    @Test func normalizedPathsSelectTheirNodes() throws {
        var random = SplitMix64(seed: 0x4A53_4F4E_5061_7468)
        var checkedMatches = 0
        for _ in 0..<1_000 {
            let document = Self.document(&random, depth: 0)
            for _ in 0..<4 {
                let text = Self.query(&random)
                let query = try JSONPathQuery(parsing: text)
                let matches = query.select(in: document)
                #expect(query.nodes(in: document) == matches.map(\.node), "\(text)")
                if query.isSingular { #expect(matches.count <= 1, "\(text)") }
                for match in matches {
                    let again = try JSONPathQuery(parsing: match.normalizedPath)
                    #expect(again.isSingular)
                    let reselected = again.select(in: document)
                    #expect(reselected.map(\.node) == [match.node], "\(text) → \(match.normalizedPath)")
                    #expect(reselected.map(\.location) == [match.location], "\(text) → \(match.normalizedPath)")
                    checkedMatches += 1
                }
            }
        }
        #expect(checkedMatches > 1_000)
    }

    // MARK: - Documents

    private static let keys = [
        "a", "b", "c", "it's", "back\\slash", "quote\"", "line\nfeed", "tab\t", "\u{0}", "\u{1F}", "\u{7F}", "é",
        "e\u{301}", "😀", "", " ", "$", "@", "[0]", "*", "..", "a b", "0",
    ]

    private static func document(_ random: inout SplitMix64, depth: Int) -> JSONValue {
        let choice = depth == 0 ? random.below(2) : depth >= 4 ? random.below(5) + 2 : random.below(9) % 7
        switch choice {
        case 0:
            var pool = keys
            var members: [JSONValue.Member] = []
            for _ in 0..<random.below(5) {
                let key = pool.remove(at: random.below(pool.count))
                members.append(JSONValue.Member(key, document(&random, depth: depth + 1)))
            }
            return .object(members)
        case 1: return .array((0..<random.below(5)).map { _ in document(&random, depth: depth + 1) })
        case 2: return .number(JSONPathNumber(random.below(7) - 3))
        case 3: return .number(JSONPathNumber(text: ["0.5", "1.0", "-2e1", "1e400"][random.below(4)])!)
        case 4: return .string(keys[random.below(keys.count)])
        case 5: return .bool(random.below(2) == 0)
        default: return .null
        }
    }

    // MARK: - Queries

    private static func query(_ random: inout SplitMix64) -> String {
        var text = "$"
        for _ in 0..<(1 + random.below(4)) { text += segment(&random) }
        return text
    }

    private static func segment(_ random: inout SplitMix64) -> String {
        switch random.below(14) {
        case 0: return ".a"
        case 1: return ".*"
        case 2: return "[\(quoted(keys[random.below(keys.count)], &random))]"
        case 3: return "[\(random.below(7) - 3)]"
        case 4: return "[*]"
        case 5: return "[\(optionalInt(&random)):\(optionalInt(&random)):\(optionalInt(&random))]"
        case 6: return "..b"
        case 7: return "..*"
        case 8: return "..[0, \(quoted("a", &random))]"
        case 9: return "[?@.a]"
        case 10: return "[?@ == 1 || @ == \(quoted(keys[random.below(keys.count)], &random))]"
        case 11: return "[?@.a > 0 && !@.b]"
        case 12: return "[?length(@) > 1]"
        default: return "[?count(@.*) == 2]"
        }
    }

    private static func optionalInt(_ random: inout SplitMix64) -> String {
        random.below(3) == 0 ? "" : "\(random.below(9) - 4)"
    }

    /// `name` as a string literal in single or double quotes, escaping what must be escaped (and sometimes more).
    private static func quoted(_ name: String, _ random: inout SplitMix64) -> String {
        let quote: Character = random.below(2) == 0 ? "'" : "\""
        var text = String(quote)
        for scalar in name.unicodeScalars {
            switch scalar {
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\t": text += random.below(2) == 0 ? "\\t" : "\\u0009"
            case _ where Character(scalar) == quote: text += "\\\(quote)"
            case _ where scalar.value < 0x20:
                text += "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
            case "😀": text += random.below(2) == 0 ? "😀" : "\\uD83D\\uDE00"
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + String(quote)
    }
}

/// A small, fast, seeded random number generator, so a failure replays.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `0..<bound`.
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
