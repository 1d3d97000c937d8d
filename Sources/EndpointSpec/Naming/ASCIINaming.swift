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

    /// The camel-case spelling of `raw`: the words ``NameWords`` would split it into, each capitalised (the first
    /// lower-cased for members), with a leading `_` before a digit; `acronyms` are spelled as initialisms, and a
    /// word of their compounds as its words.
    private static func spell(_ raw: String, lowerCamelCase: Bool, acronyms: Acronyms) -> String? {
        var contiguous = raw
        return contiguous.withUTF8 { bytes -> String? in
            let count = bytes.count
            guard count > 0 else { return nil }
            var hasUppercase = false
            var hasLowercase = false
            for byte in bytes {
                if byte >= 0x80 { return nil }
                if isUppercase(byte) { hasUppercase = true } else if isLowercase(byte) { hasLowercase = true }
            }
            let sign = signWord(bytes)
            var wordCount = sign == nil ? 0 : 1
            var lastWord = 0..<0
            forEachWord(in: bytes) { range in
                wordCount += 1
                lastWord = range
            }
            guard wordCount > 0 else { return nil }
            // `raw.count` (characters) only when it decides: `\r\n` is one character of two bytes.
            let isShouting =
                hasUppercase && !hasLowercase && (wordCount > 1 || raw.count > 4)
                && !(wordCount == 1 && acronyms.composes(UnsafeBufferPointer(rebasing: bytes[lastWord])))

            // Every byte becomes at most one byte, plus `_`, plus a sign word for the sign's byte.
            return String(unsafeUninitializedCapacity: count + 6) { output in
                var length = 0
                var wordIndex = 0
                func append(_ byte: UInt8) {
                    output[length] = byte
                    length += 1
                }
                func appendWord(_ word: UnsafeBufferPointer<UInt8>) {
                    if let parts = acronyms.split(word) {
                        for (index, part) in parts.enumerated() {
                            if index > 0, Acronyms.isVersion(part) {
                                for byte in part.utf8 { append(byte) }
                                wordIndex += 1
                                continue
                            }
                            var part = part
                            part.withUTF8 { appendWord($0) }
                        }
                        return
                    }
                    defer { wordIndex += 1 }
                    let initialism = acronyms.match(word)
                    if wordIndex == 0, lowerCamelCase {
                        let lowercasesAll = isShouting || isAllUppercase(word) || initialism != nil
                        for (offset, byte) in word.enumerated() {
                            append(offset == 0 || lowercasesAll ? lowercased(byte) : byte)
                        }
                    } else if let initialism {
                        let pluralOffset = initialism == .plural ? word.count - 1 : word.count
                        for (offset, byte) in word.enumerated() {
                            append(offset < pluralOffset ? uppercased(byte) : lowercased(byte))
                        }
                    } else {
                        for (offset, byte) in word.enumerated() {
                            append(offset == 0 ? uppercased(byte) : (isShouting ? lowercased(byte) : byte))
                        }
                    }
                }
                // Reserve room for the `_` a leading digit needs; shifted away below when not needed.
                append(UInt8(ascii: "_"))
                sign?.withUnsafeBufferPointer { appendWord($0) }
                forEachWord(in: bytes) { range in appendWord(UnsafeBufferPointer(rebasing: bytes[range])) }
                guard length > 1, !isDigit(output[1]) else { return length }
                for index in 1..<length { output[index - 1] = output[index] }
                return length - 1
            }
        }
    }

    /// Calls `body` with the range of every word of `bytes`, split as ``NameWords`` splits: at bytes that are
    /// not ASCII letters or digits, before an uppercase letter that follows a lowercase one, and before the last
    /// uppercase letter of a run followed by a lowercase one (`HTTPSProxy` → `HTTPS`, `Proxy`), unless that is a
    /// lone `s` ending the word, an acronym's plural (`VPCsList` → `VPCs`, `List`).
    private static func forEachWord(in bytes: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Void) {
        var start: Int?
        for index in bytes.indices {
            let byte = bytes[index]
            guard isWordByte(byte) else {
                if let wordStart = start { body(wordStart..<index) }
                start = nil
                continue
            }
            if let wordStart = start, isUppercase(byte) {
                let previous = bytes[index - 1]
                let next: UInt8? = index + 1 < bytes.count ? bytes[index + 1] : nil
                let afterNext: UInt8? = index + 2 < bytes.count ? bytes[index + 2] : nil
                let isPlural = next == UInt8(ascii: "s") && afterNext.map(isLowercase) != true
                if isLowercase(previous) || (isUppercase(previous) && next.map(isLowercase) == true && !isPlural) {
                    body(wordStart..<index)
                    start = index
                }
            } else if start == nil {
                start = index
            }
        }
        if let wordStart = start { body(wordStart..<bytes.count) }
    }

    /// `plus` or `minus` for a leading `+` or `-` directly followed by a letter or digit.
    private static func signWord(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        guard bytes.count > 1, isWordByte(bytes[1]) else { return nil }
        switch bytes[0] {
        case UInt8(ascii: "+"): return plusBytes
        case UInt8(ascii: "-"): return minusBytes
        default: return nil
        }
    }

    private static let plusBytes = Array("plus".utf8)
    private static let minusBytes = Array("minus".utf8)

    // MARK: Byte classes

    /// Whether `word` is in capitals (`URL`, `EC2`), or capitals and a plural `s` (`VPCs`).
    private static func isAllUppercase(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = word.count
        if count > 2, word[count - 1] == UInt8(ascii: "s"), isUppercase(word[count - 2]) {
            return !UnsafeBufferPointer(rebasing: word[0..<(count - 1)]).contains(where: isLowercase)
        }
        return word.contains(where: isUppercase) && !word.contains(where: isLowercase)
    }

    private static func isUppercase(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
    private static func isLowercase(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    private static func isWordByte(_ byte: UInt8) -> Bool { isUppercase(byte) || isLowercase(byte) || isDigit(byte) }
    private static func uppercased(_ byte: UInt8) -> UInt8 { isLowercase(byte) ? byte - 0x20 : byte }
    private static func lowercased(_ byte: UInt8) -> UInt8 { isUppercase(byte) ? byte + 0x20 : byte }
}
