/// Where each line of a text starts; `\n`, `\r\n` and a lone `\r` end lines.
struct LineTable {
    /// The byte offset of each line's first byte, in order.
    let starts: [Int]

    /// Indexes the lines of `source`.
    init(_ source: [UInt8]) {
        var starts = [0]
        var index = 0
        while index < source.count {
            let byte = source[index]
            if byte == UInt8(ascii: "\n")
                || (byte == UInt8(ascii: "\r")
                    && (index + 1 == source.count || source[index + 1] != UInt8(ascii: "\n")))
            {
                starts.append(index + 1)
            }
            index += 1
        }
        self.starts = starts
    }

    /// The 1-based line `number` of `source` (the text this table indexes), without its line break.
    func line(_ number: Int, in source: [UInt8]) -> String? {
        guard number >= 1, number <= starts.count else { return nil }
        let start = starts[number - 1]
        var end = start
        while end < source.count, source[end] != UInt8(ascii: "\n"), source[end] != UInt8(ascii: "\r") { end += 1 }
        return String(decoding: source[start..<end], as: UTF8.self)
    }
}
