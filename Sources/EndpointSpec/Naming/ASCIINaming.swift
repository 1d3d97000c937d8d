/// ``SwiftNaming``'s type and member names computed on the UTF-8 bytes of a pure-ASCII wire name.
///
/// Wire names are almost always ASCII (`id`, `created_at`, `X-Trace`), and the generator names every property,
/// parameter and case several times, so this path skips the `Character` and Unicode property lookups, the word
/// array and the intermediate strings of the general one. It gives exactly the general path's answers (a test
/// compares both on every short ASCII name over a covering alphabet) and answers `nil` for anything else: names
/// with non-ASCII bytes or without a letter or digit, which the general path handles.
enum ASCIINaming {
    // MARK: Names

    /// ``SwiftNaming/typeName(_:acronyms:)`` before the keyword check, or `nil` to use the general path.
    static func typeName(_ raw: String, acronyms: Acronyms = .none) -> String? {
        spell(raw, lowerCamelCase: false, acronyms: acronyms)
    }

    /// ``SwiftNaming/memberName(_:acronyms:)`` before the keyword check, or `nil` to use the general path.
    static func memberName(_ raw: String, acronyms: Acronyms = .none) -> String? {
        spell(raw, lowerCamelCase: true, acronyms: acronyms)
    }

    // MARK: Spelling

    // The loops below index raw pointers and call no closures or generic collection methods: the build plugin runs
    // a debug (`-Onone`) generator, where an iterator, `enumerated()`, `contains(where:)` or a captured variable
    // costs a generic-metadata lookup, a heap box or a call per byte, and every name goes through here.

    /// The camel-case spelling of `raw`: the words ``NameWords`` would split it into, each capitalised (the first
    /// lower-cased for members), with a leading `_` before a digit; `acronyms` are spelled as initialisms, and a
    /// word of their compounds as its words.
    private static func spell(_ raw: String, lowerCamelCase: Bool, acronyms: Acronyms) -> String? {
        var contiguous = raw
        return contiguous.withUTF8 { bytes -> String? in
            guard let base = bytes.baseAddress, bytes.count > 0 else { return nil }
            return spell(base, count: bytes.count, raw: raw, lowerCamelCase: lowerCamelCase, acronyms: acronyms)
        }
    }

    /// ``spell(_:lowerCamelCase:acronyms:)`` on the `count` UTF-8 bytes of `raw` at `bytes`.
    private static func spell(
        _ bytes: UnsafePointer<UInt8>,
        count: Int,
        raw: String,
        lowerCamelCase: Bool,
        acronyms: Acronyms
    ) -> String? {
        var hasUppercase = false
        var hasLowercase = false
        var index = 0
        while index < count {
            let byte = bytes[index]
            if byte >= 0x80 { return nil }
            if isUppercase(byte) { hasUppercase = true } else if isLowercase(byte) { hasLowercase = true }
            index += 1
        }
        let sign = signWord(bytes, count: count)
        var wordCount = sign == nil ? 0 : 1
        var lastWordStart = 0
        var lastWordEnd = 0
        var position = 0
        while let word = nextWord(in: bytes, count: count, from: &position) {
            wordCount += 1
            lastWordStart = word.start
            lastWordEnd = word.end
        }
        guard wordCount > 0 else { return nil }
        // `raw.count` (characters) only when it decides: `\r\n` is one character of two bytes.
        let isShouting =
            hasUppercase && !hasLowercase && (wordCount > 1 || raw.count > 4)
            && !(wordCount == 1
                && acronyms.composes(
                    UnsafeBufferPointer(start: bytes + lastWordStart, count: lastWordEnd - lastWordStart)
                ))

        // Every byte becomes at most one byte, plus `_`, plus a sign word for the sign's byte.
        let style = WordStyle(lowerCamelCase: lowerCamelCase, isShouting: isShouting, acronyms: acronyms)
        return String(unsafeUninitializedCapacity: count + 6) { buffer in
            let output = buffer.baseAddress!
            // Reserve room for the `_` a leading digit needs; shifted away below when not needed.
            output[0] = UInt8(ascii: "_")
            var length = 1
            var wordIndex = 0
            if let sign {
                appendWord(
                    sign.utf8Start,
                    count: sign.utf8CodeUnitCount,
                    to: output,
                    length: &length,
                    isFirst: true,
                    style: style
                )
                wordIndex += 1
            }
            var position = 0
            while let word = nextWord(in: bytes, count: count, from: &position) {
                let wordBytes = UnsafeBufferPointer(start: bytes + word.start, count: word.end - word.start)
                guard let parts = acronyms.split(wordBytes) else {
                    appendWord(
                        wordBytes.baseAddress!,
                        count: wordBytes.count,
                        to: output,
                        length: &length,
                        isFirst: wordIndex == 0,
                        style: style
                    )
                    wordIndex += 1
                    continue
                }
                // A compound of the document's acronyms (`gpuinfo`): each part is a word; a version after the
                // first part stays as written (`snmpv3` → `SNMPv3`).
                for (partIndex, part) in parts.enumerated() {
                    let keepsSpelling = partIndex > 0 && Acronyms.isVersion(part)
                    var part = part
                    part.withUTF8 { partBytes in
                        guard let partBase = partBytes.baseAddress else { return }
                        if keepsSpelling {
                            for offset in 0..<partBytes.count {
                                output[length] = partBase[offset]
                                length += 1
                            }
                        } else {
                            appendWord(
                                partBase,
                                count: partBytes.count,
                                to: output,
                                length: &length,
                                isFirst: wordIndex == 0,
                                style: style
                            )
                        }
                    }
                    wordIndex += 1
                }
            }
            guard length > 1, !isDigit(output[1]) else { return length }
            var shift = 1
            while shift < length {
                output[shift - 1] = output[shift]
                shift += 1
            }
            return length - 1
        }
    }

    /// How the words of one name are capitalised: the first lower-cased (members), all of a shouted name
    /// (`LIST_ALL`) lower-cased after its first letter, `acronyms` as initialisms.
    private struct WordStyle {
        let lowerCamelCase: Bool
        let isShouting: Bool
        let acronyms: Acronyms
    }

    /// Appends the `count` bytes of a word at `word` to `output` at `length`, capitalised as the word at its place.
    private static func appendWord(
        _ word: UnsafePointer<UInt8>,
        count: Int,
        to output: UnsafeMutablePointer<UInt8>,
        length: inout Int,
        isFirst: Bool,
        style: WordStyle
    ) {
        let (lowerCamelCase, isShouting) = (style.lowerCamelCase, style.isShouting)
        let initialism = style.acronyms.match(UnsafeBufferPointer(start: word, count: count))
        var offset = 0
        if isFirst, lowerCamelCase {
            let lowercasesAll = isShouting || initialism != nil || isAllUppercase(word, count: count)
            while offset < count {
                let byte = word[offset]
                output[length] = offset == 0 || lowercasesAll ? lowercased(byte) : byte
                length += 1
                offset += 1
            }
        } else if let initialism {
            let pluralOffset = initialism == .plural ? count - 1 : count
            while offset < count {
                let byte = word[offset]
                output[length] = offset < pluralOffset ? uppercased(byte) : lowercased(byte)
                length += 1
                offset += 1
            }
        } else {
            while offset < count {
                let byte = word[offset]
                output[length] = offset == 0 ? uppercased(byte) : (isShouting ? lowercased(byte) : byte)
                length += 1
                offset += 1
            }
        }
    }

    /// The next word of the `count` bytes at `bytes` from `position`, which moves past it; `nil` after the last.
    ///
    /// Words are split as ``NameWords`` splits: at bytes that are not ASCII letters or digits, before an uppercase
    /// letter that follows a lowercase one, and before the last uppercase letter of a run followed by a lowercase
    /// one (`HTTPSProxy` → `HTTPS`, `Proxy`), unless that is a lone `s` ending the word, an acronym's plural
    /// (`VPCsList` → `VPCs`, `List`).
    private static func nextWord(
        in bytes: UnsafePointer<UInt8>,
        count: Int,
        from position: inout Int
    ) -> (start: Int, end: Int)? {
        var start = position
        while start < count, !isWordByte(bytes[start]) { start += 1 }
        guard start < count else {
            position = count
            return nil
        }
        var index = start + 1
        while index < count {
            let byte = bytes[index]
            if !isWordByte(byte) { break }
            if isUppercase(byte) {
                let previous = bytes[index - 1]
                if isLowercase(previous) { break }
                if isUppercase(previous), index + 1 < count, isLowercase(bytes[index + 1]) {
                    let isPlural =
                        bytes[index + 1] == UInt8(ascii: "s") && !(index + 2 < count && isLowercase(bytes[index + 2]))
                    if !isPlural { break }
                }
            }
            index += 1
        }
        position = index
        return (start, index)
    }

    /// `plus` or `minus` for a leading `+` or `-` directly followed by a letter or digit.
    private static func signWord(_ bytes: UnsafePointer<UInt8>, count: Int) -> StaticString? {
        guard count > 1, isWordByte(bytes[1]) else { return nil }
        switch bytes[0] {
        case UInt8(ascii: "+"): return "plus"
        case UInt8(ascii: "-"): return "minus"
        default: return nil
        }
    }

    // MARK: Byte classes

    /// Whether the `count` bytes at `word` are in capitals (`URL`, `EC2`), or capitals and a plural `s` (`VPCs`).
    private static func isAllUppercase(_ word: UnsafePointer<UInt8>, count: Int) -> Bool {
        var end = count
        if count > 2, word[count - 1] == UInt8(ascii: "s"), isUppercase(word[count - 2]) { end = count - 1 }
        var hasUppercase = false
        var index = 0
        while index < end {
            let byte = word[index]
            if isLowercase(byte) { return false }
            if isUppercase(byte) { hasUppercase = true }
            index += 1
        }
        return hasUppercase
    }

    private static func isUppercase(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
    private static func isLowercase(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    private static func isWordByte(_ byte: UInt8) -> Bool { isUppercase(byte) || isLowercase(byte) || isDigit(byte) }
    private static func uppercased(_ byte: UInt8) -> UInt8 { isLowercase(byte) ? byte - 0x20 : byte }
    private static func lowercased(_ byte: UInt8) -> UInt8 { isUppercase(byte) ? byte + 0x20 : byte }
}
