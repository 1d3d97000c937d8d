/// Checks, before scanning, that a YAML text is well-formed UTF-8 made of printable characters (YAML's
/// `c-printable`: tab, line breaks and everything else but the control characters, U+FFFE and U+FFFF), so the
/// scanner can treat a `0` byte as the end of input and count columns by lead bytes.
enum YAMLInputCheck {
    /// The first problem in `bytes`, located in `file`, or `nil` when the text is fine.
    static func firstProblem(in bytes: UnsafeBufferPointer<UInt8>, file: String) -> YAMLSyntaxError? {
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte >= 0x20 && byte < 0x7F || byte == 0x0A || byte == 0x0D || byte == 0x09 {
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
            let scalar = decode(bytes, at: index, length: length)
            if (0x80..<0xA0).contains(scalar) && scalar != 0x85 || scalar == 0xFFFE || scalar == 0xFFFF {
                return problem(
                    "the character \(JSONParser.scalarName(scalar)) is not allowed in YAML; write it as an escape "
                        + "in a double-quoted scalar",
                    at: index,
                    in: bytes,
                    file: file
                )
            }
            index += length
        }
        return nil
    }

    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, length: Int) -> UInt32 {
        var value = UInt32(bytes[index]) & (0xFF >> (length + 1))
        for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        return value
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
