// Uses only the Swift standard library: the build plugins compile this file into themselves (see InputKind.swift).

/// A forgiving, allocation-light reader of a JSON text's outline (``DocumentOutline``): the members of an object
/// and the strings it holds, found by skipping over everything else without building it. Positions are the
/// offsets of values' first bytes.
public struct JSONOutline: DocumentOutline {
    /// The text.
    public let bytes: [UInt8]

    /// Outlines `bytes`.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    // MARK: - Navigating

    /// The index of the root value's first byte (after a byte order mark and whitespace), if there is one.
    public var root: Int? {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        skipWhitespace(&index)
        return index < bytes.count ? index : nil
    }

    /// The string whose opening quote is at `index`, with its escapes decoded; `nil` when it is not a well-formed
    /// string.
    public func string(at index: Int) -> String? {
        var cursor = index
        return readString(&cursor)
    }

    /// Calls `body` with each member's key and value index of the object at `start`, in order, until it returns
    /// `false`.
    public func forEachMember(ofObjectAt start: Int, _ body: (String, Int) -> Bool) {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "{") else { return }
        var index = start + 1
        skipWhitespace(&index)
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { return }
        while index < bytes.count {
            guard let key = readString(&index) else { return }
            skipWhitespace(&index)
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return }
            index += 1
            skipWhitespace(&index)
            let value = index
            guard index < bytes.count, body(key, value), skipValue(&index) else { return }
            skipWhitespace(&index)
            guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return }
            index += 1
            skipWhitespace(&index)
        }
    }

    // MARK: - Skipping

    private func skipWhitespace(_ index: inout Int) {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): index += 1
            default: return
            }
        }
    }

    /// Moves `index` past the value starting there; `false` when the input ends first.
    private func skipValue(_ index: inout Int) -> Bool {
        guard index < bytes.count else { return false }
        switch bytes[index] {
        case UInt8(ascii: "\""):
            return skipString(&index)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            // Nested containers are skipped by counting brackets outside strings, without recursion.
            var depth = 0
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    guard skipString(&index) else { return false }
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 {
                        index += 1
                        return true
                    }
                default:
                    break
                }
                index += 1
            }
            return false
        default:
            // A number or a literal: everything up to the next delimiter.
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: " "),
                    UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                    return true
                default:
                    index += 1
                }
            }
            return true
        }
    }

    /// Moves `index` from an opening quote past the closing one; `false` when the input ends first.
    private func skipString(_ index: inout Int) -> Bool {
        index += 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                index += 1
                return true
            case UInt8(ascii: "\\"):
                index += 2
            default:
                index += 1
            }
        }
        return false
    }

    // MARK: - Strings

    /// Reads the string at `index` (an opening quote) and moves past it; `nil` when it is not a well-formed string.
    private func readString(_ index: inout Int) -> String? {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        let start = index + 1
        var cursor = start
        var hasEscapes = false
        while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "\"") {
            if bytes[cursor] == UInt8(ascii: "\\") {
                hasEscapes = true
                cursor += 1
            }
            cursor += 1
        }
        guard cursor < bytes.count else { return nil }
        index = cursor + 1
        guard hasEscapes else { return String(decoding: bytes[start..<cursor], as: UTF8.self) }
        return unescaped(bytes[start..<cursor])
    }

    /// The text of a string's contents with its escapes decoded; `nil` for an invalid escape.
    private func unescaped(_ contents: ArraySlice<UInt8>) -> String? {
        var scalars = String.UnicodeScalarView()
        var pendingBytes: [UInt8] = []
        func flush() {
            scalars.append(contentsOf: String(decoding: pendingBytes, as: UTF8.self).unicodeScalars)
            pendingBytes.removeAll()
        }
        var index = contents.startIndex
        while index < contents.endIndex {
            let byte = contents[index]
            guard byte == UInt8(ascii: "\\") else {
                pendingBytes.append(byte)
                index += 1
                continue
            }
            flush()
            guard index + 1 < contents.endIndex else { return nil }
            let escape = contents[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(Unicode.Scalar(escape))
            case UInt8(ascii: "b"): scalars.append("\u{8}")
            case UInt8(ascii: "f"): scalars.append("\u{C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                guard let unit = hexUnit(contents, at: index) else { return nil }
                index += 4
                var value = UInt32(unit)
                if (0xD800..<0xDC00).contains(unit), index + 1 < contents.endIndex,
                    contents[index] == UInt8(ascii: "\\"), contents[index + 1] == UInt8(ascii: "u"),
                    let low = hexUnit(contents, at: index + 2), (0xDC00..<0xE000).contains(low)
                {
                    value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
                    index += 6
                }
                guard let scalar = Unicode.Scalar(value) else { return nil }
                scalars.append(scalar)
            default:
                return nil
            }
        }
        flush()
        return String(scalars)
    }

    /// The four hex digits at `index` as a UTF-16 code unit.
    private func hexUnit(_ contents: ArraySlice<UInt8>, at index: Int) -> UInt16? {
        guard index + 4 <= contents.endIndex else { return nil }
        var value: UInt16 = 0
        for byte in contents[index..<index + 4] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt16(digit)
        }
        return value
    }
}
