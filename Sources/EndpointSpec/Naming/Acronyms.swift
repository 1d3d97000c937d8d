/// The acronyms one document writes in capitals, which every Swift name of its client spells the way
/// ``Initialisms`` are spelled: `VPC`, `vpcID`, `PeerVPCs`, never `Vpc` beside `VPC`.
///
/// An OpenAPI import finds them with ``written(in:)`` in the names the document gives (schemas, properties,
/// parameters, operation IDs, tags, enumeration values) and stores them in ``Spec/acronyms`` (a converted spec
/// file lists them under `acronyms`); a hand-written spec has none unless its author lists them, so its names
/// stay as written. Equal when their ``words`` and ``compounds`` are.
///
/// Its ``compounds`` are the document's run-together words that hold one of these acronyms (`gpuinfo`,
/// `vpcnatgateways`), each with the words it is made of, so a name spells them as those words: `GPUInfo`,
/// `VPCNATGateways` (a converted spec file lists them under `acronyms` too, as `gpu_info`).
public struct Acronyms: Hashable, Sendable {
    /// The acronyms in capitals, sorted; none of them is in ``Initialisms/all``.
    public let words: [String]
    /// The run-together words a name splits, each as its lowercase words joined by `_` (`gpu_info`), sorted.
    public let compounds: [String]
    /// ``words``, lowercased and packed as ``Initialisms`` packs a word.
    private let keys: Set<UInt64>
    /// Each of ``compounds`` run together (`gpuinfo`), and its words.
    private let splits: [String: [String]]
    /// The lengths of ``splits``' keys: a word of another length is no compound, found without making a string.
    private let compoundLengths: Set<Int>

    /// No acronyms beyond ``Initialisms``.
    public static let none = Acronyms([])

    /// The acronyms `words` (any case), without duplicates, known initialisms, or words that are not two to eight
    /// ASCII letters; an entry of lowercase ASCII words joined by `_` (`gpu_info`) is one of ``compounds``.
    public init(_ words: some Sequence<String>) {
        var unique = Set<String>()
        var compounds = Set<String>()
        for word in words where word.allSatisfy(\.isASCII) {
            if Self.isCompound(word) {
                compounds.insert(word)
                continue
            }
            guard (2...8).contains(word.utf8.count) else { continue }
            guard word.allSatisfy(\.isLetter), Initialisms.match(word) != .exact else { continue }
            unique.insert(word.uppercased())
        }
        self.words = unique.sorted()
        self.compounds = compounds.sorted()
        splits = Dictionary(
            compounds.map { ($0.replacingOccurrences(of: "_", with: ""), $0.split(separator: "_").map(String.init)) },
            uniquingKeysWith: { first, _ in first }
        )
        compoundLengths = Set(splits.keys.map(\.utf8.count))
        keys = Set(
            self.words.compactMap { word in
                var bytes = Array(word.utf8)
                return bytes.withUnsafeMutableBufferPointer {
                    Initialisms.key(UnsafeBufferPointer($0), count: $0.count)
                }
            }
        )
    }

    /// Whether there are no acronyms and no compounds.
    public var isEmpty: Bool { words.isEmpty && compounds.isEmpty }

    public static func == (lhs: Acronyms, rhs: Acronyms) -> Bool {
        lhs.words == rhs.words && lhs.compounds == rhs.compounds
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(words)
        hasher.combine(compounds)
    }

    /// Whether `entry` is a compound's spelling: two to eight lowercase ASCII words joined by `_` (`gpu_info`).
    public static func isCompound(_ entry: String) -> Bool {
        let parts = entry.split(separator: "_", omittingEmptySubsequences: false)
        return (2...8).contains(parts.count) && entry.utf8.count <= 64
            && parts.allSatisfy { !$0.isEmpty && $0.utf8.allSatisfy { $0 >= 0x61 && $0 <= 0x7A } }
    }

    // MARK: Compounds

    /// The words of a run-together word of ``compounds`` (`gpuinfo`, `Gpuinfo` or `GPUINFO` → `gpu`, `info`), or of
    /// one of these acronyms (three or more letters) and its version (`snmpv3`, `Snmpv3` → `snmp`, `v3`: see
    /// ``isVersion(_:)``), or `nil` for any other word (one that mixes cases inside, like `GpuInfo`, is already split).
    func split(_ word: String) -> [String]? {
        guard !keys.isEmpty || !splits.isEmpty, word.utf8.count > 3 else { return nil }
        let rest = word.utf8.dropFirst()
        let isPlain =
            rest.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) }
            || word.utf8.allSatisfy { !($0 >= 0x61 && $0 <= 0x7A) }
        guard isPlain else { return nil }
        let lowercased = word.lowercased()
        if let parts = splits[lowercased] { return parts }
        guard let version = lowercased.lastIndex(of: "v"),
            lowercased.distance(from: lowercased.startIndex, to: version) >= 3
        else { return nil }
        let acronym = String(lowercased[..<version])
        let number = lowercased[lowercased.index(after: version)...]
        guard !number.isEmpty, number.allSatisfy(\.isASCII), number.allSatisfy(\.isNumber),
            acronym.allSatisfy(\.isLetter), Initialisms.match(acronym) == nil, match(acronym) == .exact
        else { return nil }
        return [acronym, "v" + number]
    }

    /// Whether `part` is the version ``split(_:)`` gives after an acronym (`v3`), written in lower case in a name
    /// (`SNMPv3`, as `IPv4`), never capitalised.
    static func isVersion(_ part: String) -> Bool {
        part.count > 1 && part.first == "v" && part.dropFirst().allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// ``split(_:)`` of a word's ASCII bytes.
    func split(_ word: UnsafeBufferPointer<UInt8>) -> [String]? {
        guard !keys.isEmpty || !splits.isEmpty, word.count > 3 else { return nil }
        // Most words are neither a compound's length nor hold a `v`: no string is made for them.
        let mayHaveVersion = !keys.isEmpty && word.contains { $0 == UInt8(ascii: "v") || $0 == UInt8(ascii: "V") }
        guard mayHaveVersion || compoundLengths.contains(word.count) else { return nil }
        return split(String(decoding: word, as: UTF8.self))
    }

    // MARK: Matching

    /// Whether the ASCII bytes of a word (any case) are a known initialism or one of these acronyms, or either
    /// followed by a plural `s`.
    func match(_ word: UnsafeBufferPointer<UInt8>) -> Initialisms.Match? {
        if let known = Initialisms.match(word) { return known }
        guard !keys.isEmpty, (2...9).contains(word.count) else { return nil }
        if let key = Initialisms.key(word, count: word.count), keys.contains(key) { return .exact }
        guard word.count > 2, word[word.count - 1] == UInt8(ascii: "s") else { return nil }
        if let key = Initialisms.key(word, count: word.count - 1), keys.contains(key) { return .plural }
        return nil
    }

    /// Whether `word` (any case) is a known initialism or one of these acronyms, or either followed by a plural `s`.
    func match(_ word: String) -> Initialisms.Match? {
        var contiguous = word
        return contiguous.withUTF8 { match($0) }
    }

    /// Whether the ASCII bytes of a word are two or more initialisms or acronyms run together (`VLANDTO`,
    /// `HTTPURL`): a name written so is the spelling of several words, not one word shouted.
    func composes(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        guard (4...32).contains(word.count) else { return false }
        var reachable = [Bool](repeating: false, count: word.count + 1)
        reachable[0] = true
        for start in 0..<word.count where reachable[start] {
            for length in 2...8 where start + length <= word.count && !reachable[start + length] {
                let part = UnsafeBufferPointer(rebasing: word[start..<(start + length)])
                if match(part) == .exact { reachable[start + length] = true }
            }
        }
        return reachable[word.count]
    }

    /// Whether `word` is two or more initialisms or acronyms run together (as the other `composes` answers for its bytes).
    func composes(_ word: String) -> Bool {
        var contiguous = word
        return contiguous.withUTF8 { composes($0) }
    }
}
