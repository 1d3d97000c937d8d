// MARK: - Finding a document's acronyms

extension Acronyms {
    /// The acronyms `names` write in capitals: in each name that also has a lower-case letter (`getVPC`,
    /// `VPCPeering`, `peerVPCs`, `X-ARN-Id`), every run of two to five capitals that stands as a word of its own.
    ///
    /// A run is a word of its own when a separator, the name's end or a lower-case word follows it: in `VPCPeering`
    /// the last capital starts `Peering` (`VPC`), in `VPCs` the lone `s` is a plural (`VPC`). A run beside a digit
    /// (`EC2`, `MD5`) is not a word. Names without a lower-case letter (`IN_STOCK`, `ACTIVE`, `VPC`) say nothing:
    /// every word of them is in capitals. Neither do runs that are English words (`IS`, `ON`, `OR`, `NEW`), HTTP
    /// methods (`GET`, `POST`), parts of product names (`iOS`), known ``Initialisms`` or plurals of an acronym
    /// (`IDS`, `VPCS`).
    ///
    /// Each of `ownWords` (the client's own acronyms, such as the `DTO` of its model types) is one of them too when a
    /// name has it as a word in any case (`UserDto`, `dto_version`).
    public static func written(in names: some Sequence<String>, ownWords: [String] = []) -> Acronyms {
        var found = Set<String>()
        var unusedOwnWords = Set(ownWords.map { $0.lowercased() })
        for name in names {
            collectRuns(of: name, into: &found)
            guard !unusedOwnWords.isEmpty, mayHaveWord(of: unusedOwnWords, in: name) else { continue }
            for word in NameWords(name).parts {
                let lowercased = word.lowercased()
                let singular = lowercased.hasSuffix("s") ? String(lowercased.dropLast()) : lowercased
                for candidate in [lowercased, singular] where unusedOwnWords.remove(candidate) != nil {
                    found.insert(candidate.uppercased())
                }
            }
        }
        let singular = found.union(Initialisms.all)
        return Acronyms(found.filter { !($0.hasSuffix("S") && singular.contains(String($0.dropLast()))) })
    }

    /// Whether `name` may have one of `words` (lower case ASCII) as a ``NameWords`` word, in any case: `false`
    /// only for an ASCII name that does not contain any of them and that ``NameWords`` splits into its own substrings
    /// (it has a letter or digit and no leading sign, which would add `plus` or `minus`).
    ///
    /// Most names have none of the client's own words, and splitting each into words is slow in the build plugin's
    /// debug (`-Onone`) generator: this answers with byte loops.
    private static func mayHaveWord(of words: Set<String>, in name: String) -> Bool {
        var name = name
        return name.withUTF8 { bytes in
            guard let base = bytes.baseAddress, bytes.count > 1 else { return true }
            if base[0] == UInt8(ascii: "+") || base[0] == UInt8(ascii: "-") { return true }
            var hasWordByte = false
            var index = 0
            while index < bytes.count {
                let byte = base[index]
                if byte >= 0x80 { return true }
                if isUppercase(byte) || isLowercase(byte) || isDigit(byte) { hasWordByte = true }
                index += 1
            }
            guard hasWordByte else { return true }
            for word in words {
                var word = word
                let found = word.withUTF8 { containsCaseInsensitively($0, in: base, count: bytes.count) }
                if found { return true }
            }
            return false
        }
    }

    /// Whether the lower case ASCII `word` occurs in the `count` ASCII bytes at `base`, in any case.
    private static func containsCaseInsensitively(
        _ word: UnsafeBufferPointer<UInt8>,
        in base: UnsafePointer<UInt8>,
        count: Int
    ) -> Bool {
        guard let wordBase = word.baseAddress, word.count <= count else { return word.isEmpty }
        var start = 0
        while start + word.count <= count {
            var offset = 0
            while offset < word.count {
                var byte = base[start + offset]
                if isUppercase(byte) { byte += 0x20 }
                if byte != wordBase[offset] { break }
                offset += 1
            }
            if offset == word.count { return true }
            start += 1
        }
        return false
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
                if !isPlural { end -= 1 }
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
