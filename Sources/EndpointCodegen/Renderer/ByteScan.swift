/// Tests on the UTF-8 bytes of generated text, written as loops over a pointer.
///
/// The build plugin runs a debug (`-Onone`) generator, where `utf8.contains(where:)`, `allSatisfy` or `count` on a
/// string call a generic closure or walk the characters for every byte; these answer the same with plain loops.
enum ByteScan {
    /// Whether every character of `bytes` is one byte: ASCII without `\r` (which joins a following `\n`).
    static func isSingleByteText(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var index = 0
        while index < bytes.count {
            let byte = base[index]
            if byte >= 0x80 || byte == 0x0D { return false }
            index += 1
        }
        return true
    }

    /// Whether every character of `text` is one byte (see the other ``isSingleByteText(_:)``).
    static func isSingleByteText(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { isSingleByteText($0) }
    }

    /// Whether `text` has a character other than a space.
    static func hasNonSpace(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return false }
            var index = 0
            while index < bytes.count {
                if base[index] != 0x20 { return true }
                index += 1
            }
            return false
        }
    }

    /// Whether every byte of `text` is at least `lowest`.
    static func allBytes(of text: String, atLeast lowest: UInt8) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return true }
            var index = 0
            while index < bytes.count {
                if base[index] < lowest { return false }
                index += 1
            }
            return true
        }
    }
}
