/// Checks, before scanning, that a YAML text is well-formed UTF-8 without C0 control characters other than tab and
/// the line breaks, so the scanner can treat a `0` byte as the end of input and count columns by lead bytes.
/// (DEL, the C1 controls, U+FFFE and U+FFFF are let through: YAML allows them in quoted scalars, as JSON does.)
enum YAMLInputCheck {
    /// The first problem in `bytes`, located in `file`, or `nil` when the text is fine.
    static func firstProblem(in bytes: UnsafeBufferPointer<UInt8>, file: String) -> YAMLSyntaxError? {
        var index = 0
        let count = bytes.count
        while index < count {
            // Eight bytes at a time while they are all printable ASCII (0x20...0x7F): no high bit, none below 0x20
            // (a borrow can only flag a byte above one that is, which the byte loop then looks at anyway).
            if index &+ 8 <= count, let base = bytes.baseAddress {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                let flags: UInt64 = 0x8080_8080_8080_8080
                if (word & flags) | ((word &- 0x2020_2020_2020_2020) & ~word & flags) == 0 {
                    index += 8
                    continue
                }
            }
            let byte = bytes[index]
            if byte >= 0x20 && byte <= 0x7F || byte == 0x0A || byte == 0x0D || byte == 0x09 {
                index += 1
                continue
            }
            if byte < 0x80 {
                return problem(
                    "the control character \(JSONParser.scalarName(UInt32(byte))) is not allowed in YAML; write it "
                        + "as an escape in a double-quoted scalar",
                    at: index,
                    in: bytes,
                    file: file
                )
            }
            guard let length = JSONParser.validScalarLength(in: bytes, at: index) else {
                return problem(
                    "invalid UTF-8 byte 0x\(JSONParser.hex(UInt32(byte), width: 2))",
                    at: index,
                    in: bytes,
                    file: file
                )
            }
            index += length
        }
        return nil
    }

    /// An error at the byte `offset`, its line and column counted from the start.
    private static func problem(
        _ message: String,
        at offset: Int,
        in bytes: UnsafeBufferPointer<UInt8>,
        file: String
    ) -> YAMLSyntaxError {
        var line = 1
        var column = 1
        var index = 0
        while index < offset {
            let byte = bytes[index]
            if byte == 0x0A || (byte == 0x0D && (index + 1 >= bytes.count || bytes[index + 1] != 0x0A)) {
                line += 1
                column = 1
            } else if byte != 0x0D && byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return YAMLSyntaxError(message: message, location: SourceLocation(file: file, line: line, column: column))
    }
}
