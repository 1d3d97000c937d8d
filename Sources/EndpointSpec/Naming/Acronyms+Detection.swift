// MARK: - Finding a document's acronyms

extension Acronyms {
    /// The acronyms `names` write in capitals: in each name that also has a lower-case letter (`getVPC`,
    /// `VPCPeering`, `peerVPCs`, `X-ARN-Id`), every run of two to five capitals that stands as a word of its own.
    ///
    /// A run is a word of its own when a separator, the name's end or a lower-case word follows it: in `VPCPeering`
    /// the last capital starts `Peering` (`VPC`), in `VPCs` the lone `s` is a plural (`VPC`), in `SNMPv3` a `v` and a
    /// digit are a version (`SNMP`). A run beside a digit
    /// (`EC2`, `MD5`) is not a word. Names without a lower-case letter (`IN_STOCK`, `ACTIVE`, `VPC`) say nothing:
    /// every word of them is in capitals. Neither do runs that are English words (`IS`, `ON`, `OR`, `NEW`), HTTP
    /// methods (`GET`, `POST`), parts of product names (`iOS`), known ``Initialisms`` or plurals of an acronym
    /// (`IDS`, `VPCS`).
    ///
    /// Each of `ownWords` (the client's own acronyms, such as the `DTO` of its model types) is one of them too when a
    /// name has it as a word in any case (`UserDto`, `dto_version`).
    ///
    /// The names' run-together words that are made of these acronyms (of three or more letters) and of words the
    /// names also write on their own are its ``compounds``: `gpuinfo` when a name writes `GPU` and another `info`
    /// (`gpu_info`), `vpcnatgateways` beside `VPC`, `NAT` and `gateways`. A word that is not wholly such words
    /// stays one word (`description` beside `DES`), and so does one whose other words are shorter than four letters
    /// (`camera` beside `CAM` and `era`).
    public static func written(in names: some Sequence<String>, ownWords: [String] = []) -> Acronyms {
        var found = Set<String>()
        var unusedOwnWords = Set(ownWords.map { $0.lowercased() })
        var words = Set<String>()
        for name in names {
            collectRuns(of: name, into: &found)
            for word in NameWords(name).parts {
                let lowercased = word.lowercased()
                words.insert(lowercased)
                guard !unusedOwnWords.isEmpty else { continue }
                let singular = lowercased.hasSuffix("s") ? String(lowercased.dropLast()) : lowercased
                for candidate in [lowercased, singular] where unusedOwnWords.remove(candidate) != nil {
                    found.insert(candidate.uppercased())
                }
            }
        }
        let singular = found.union(Initialisms.all)
        let acronyms = found.filter { !($0.hasSuffix("S") && singular.contains(String($0.dropLast()))) }
        return Acronyms(acronyms.union(compounds(in: words, acronyms: acronyms)))
    }

    /// The words of `words` (lowercase) made of `acronyms` and ``Initialisms`` of three or more letters and other
    /// words of `words` of four or more letters, at least one of them one of `acronyms`, as ``Acronyms/compounds`` spell them (`gpu_info`).
    static func compounds(in words: Set<String>, acronyms: Set<String>) -> [String] {
        let acronymWords = Set(acronyms.filter { $0.count >= 3 }.map { $0.lowercased() })
        guard !acronymWords.isEmpty else { return [] }
        // A word of three letters is too easily the end of an English word (`cam` + `era`).
        // Initialisms of three or more letters are parts too (`snmptcp` beside `SNMP`: `SNMPTCP`), never alone.
        let initialisms = Set(Initialisms.all.filter { $0.count >= 3 }.map { $0.lowercased() })
        let parts = acronymWords.union(initialisms).union(
            words.filter { $0.count >= 4 && $0.allSatisfy(\.isLetter) }
        )
        var compounds: [String] = []
        for word in words.sorted() where word.count >= 5 && word.count <= 40 && !acronymWords.contains(word) {
            guard word.utf8.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }),
                acronymWords.contains(where: { word.contains($0) }),
                let split = Self.split(word, into: parts.subtracting([word])),
                split.count(where: acronymWords.contains) >= 1,
                split.count >= 2
            else { continue }
            compounds.append(split.joined(separator: "_"))
        }
        return compounds
    }

    /// The fewest of `parts` that, run together, are `word` (the longest last part where two splits tie), or `nil`.
    private static func split(_ word: String, into parts: Set<String>) -> [String]? {
        let letters = Array(word)
        // best[end]: the fewest parts spelling the first `end` letters.
        var best: [[String]?] = Array(repeating: nil, count: letters.count + 1)
        best[0] = []
        for end in 1...letters.count {
            for start in 0..<end {
                guard let before = best[start] else { continue }
                let part = String(letters[start..<end])
                guard parts.contains(part) else { continue }
                if best[end].map({ before.count + 1 < $0.count }) ?? true { best[end] = before + [part] }
            }
        }
        return best[letters.count]
    }

    /// Adds the capital runs of `name` that are words of their own to `found`.
    private static func collectRuns(of name: String, into found: inout Set<String>) {
        let bytes = Array(name.utf8)
        guard bytes.contains(where: isLowercase) else { return }
        var index = 0
        while index < bytes.count {
            guard isUppercase(bytes[index]) else {
                index += 1
                continue
            }
            let start = index
            while index < bytes.count, isUppercase(bytes[index]) { index += 1 }
            var end = index
            let next = index < bytes.count ? bytes[index] : nil
            if start > 0, isDigit(bytes[start - 1]) { continue }
            if let next, isLowercase(next) {
                let afterNext = index + 1 < bytes.count ? bytes[index + 1] : nil
                let isPlural = next == UInt8(ascii: "s") && afterNext.map(isLowercase) != true
                // A `v` and a digit are a version of the whole run (`SNMPv3`), not the start of a word.
                let isVersion = next == UInt8(ascii: "v") && afterNext.map(isDigit) == true
                if !isPlural && !isVersion { end -= 1 }
            } else if let next, isDigit(next) || next >= 0x80 {
                continue
            }
            if start > 0, bytes[start - 1] >= 0x80 { continue }
            guard (2...5).contains(end - start) else { continue }
            let run = String(decoding: bytes[start..<end], as: UTF8.self)
            if !notAcronyms.contains(run), Initialisms.match(run) == nil { found.insert(run) }
        }
    }

    /// Capital runs that are not acronyms: short English words, HTTP methods and `OS` (of `iOS`, `macOS`).
    static let notAcronyms: Set<String> = [
        "AM", "AN", "AS", "AT", "BE", "BY", "DO", "GO", "HE", "IF", "IN", "IS", "IT", "ME", "MY", "NO", "OF", "OK",
        "ON", "OR", "OS", "SO", "TO", "UP", "US", "WE", "ADD", "ALL", "AND", "ANY", "ARE", "BUT", "CAN", "END",
        "FOR", "GET", "HAS", "HOW", "KEY", "MAX", "MIN", "NEW", "NOT", "NOW", "OFF", "OLD", "ONE", "OUT", "OWN",
        "PER", "PUT", "RAW", "SET", "SUM", "THE", "TOP", "TWO", "USE", "VIA", "WAS", "WHO", "WHY", "YES", "DATA",
        "DATE", "FROM", "HEAD", "INTO", "LIST", "NAME", "NONE", "POST", "SIZE", "THAT", "THIS", "TIME", "TYPE",
        "WITH", "DELETE", "PATCH", "QUERY", "TRACE", "VALUE",
    ]

    private static func isUppercase(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
    private static func isLowercase(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}
