// MARK: - Wrapping documentation lines of one-byte characters

extension SwiftRenderer {
    /// Writes `line` (ASCII without `\r`, so one byte is one column) as `///` lines of at most `width` columns where
    /// it has spaces to break at, as the general wrapping in `writeDocumentation` does, byte for byte.
    ///
    /// The general wrapping builds each candidate line by concatenation and counts its characters, which is
    /// quadratic in the line's words and slow in the build plugin's debug (`-Onone`) generator. Here the line being
    /// built is only a number of leading spaces and a range of `line`: the words of a line split at single spaces,
    /// joined again with single spaces, are the text between them as written.
    static func writeWrappedSingleByteLine(_ line: String, width: Int, into printer: inout CodePrinter) {
        var line = line
        line.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return }
            let count = bytes.count
            var indentation = 0
            while indentation < count, base[indentation] == UInt8(ascii: " ") { indentation += 1 }
            let isListItem =
                count - indentation >= 2 && base[indentation] == UInt8(ascii: "-")
                && base[indentation + 1] == UInt8(ascii: " ")
            let continuation = indentation + (isListItem ? 2 : 0)
            // The line being built: `prefix` spaces, then `base[start..<end]`; `hasWord` when it has a non-space.
            var prefix = 0
            var start = indentation
            var end = indentation
            var hasWord = false
            var wordStart = indentation
            var index = indentation
            while index <= count {
                guard index == count || base[index] == UInt8(ascii: " ") else {
                    index += 1
                    continue
                }
                let wordLength = index - wordStart
                let currentWidth = prefix + end - start
                let candidateWidth = currentWidth == 0 ? indentation + wordLength : currentWidth + 1 + wordLength
                if candidateWidth > width, hasWord, wordLength > 0 {
                    write(spaces: prefix, base, start..<end, into: &printer)
                    prefix = continuation
                    start = wordStart
                } else if currentWidth == 0 {
                    prefix = indentation
                    start = wordStart
                }
                end = index
                hasWord = hasWord || wordLength > 0
                index += 1
                wordStart = index
            }
            write(spaces: prefix, base, start..<end, into: &printer)
        }
    }

    /// Writes `///`, a space, `spaces` spaces and the bytes `range` of `base` as one line.
    private static func write(
        spaces: Int,
        _ base: UnsafePointer<UInt8>,
        _ range: Range<Int>,
        into printer: inout CodePrinter
    ) {
        let text = String(
            decoding: UnsafeBufferPointer(start: base + range.lowerBound, count: range.count),
            as: UTF8.self
        )
        printer.write("/// ", spaces == 0 ? text : String(repeating: " ", count: spaces) + text)
    }
}
