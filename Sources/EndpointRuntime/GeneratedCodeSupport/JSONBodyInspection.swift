import Foundation

/// Looks into a response body that failed to decode, to say what is wrong with it (only on that error path).
enum JSONBodyInspection {
    /// The deepest nesting of arrays and objects Foundation's JSON decoder accepts.
    static let maximumDepth = 512

    /// The parsed body, or why it is not usable JSON: empty, not JSON syntax, or nested too deeply.
    static func parse(_ data: Data) -> Result<Any, DecodingFailure> {
        do {
            return .success(try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed))
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            let depth = self.depth(of: data)
            if depth > maximumDepth || detail?.localizedCaseInsensitiveContains("nested") == true {
                let reason =
                    depth > maximumDepth
                    ? "it nests arrays and objects \(depth) levels deep, more than the \(maximumDepth) the decoder accepts"
                    : "it nests arrays and objects more deeply than the decoder accepts"
                return .failure(DecodingFailure(codingPath: "", reason: reason, kind: .tooDeeplyNested))
            }
            let reason =
                data.allSatisfy(isWhitespace)
                ? "the body is empty"
                : detail.map(clause) ?? "the body does not follow JSON syntax"
            return .failure(DecodingFailure(codingPath: "", reason: reason, kind: .notJSON))
        }
    }

    /// The deepest nesting of arrays and objects in `data`, brackets inside strings not counted.
    static func depth(of data: Data) -> Int {
        var depth = 0
        var deepest = 0
        var inString = false
        var escaped = false
        for byte in data {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                deepest = max(deepest, depth)
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(0, depth - 1)
            default: break
            }
        }
        return deepest
    }

    /// The value at `path` in the parsed body `root`; `nil` when the path leads nowhere.
    static func value(at path: [any CodingKey], in root: Any) -> Any? {
        var current: Any = root
        for key in path {
            if let index = DecodingFailure.index(of: key), let array = current as? [Any] {
                guard array.indices.contains(index) else { return nil }
                current = array[index]
            } else if let object = current as? [String: Any], let member = object[key.stringValue] {
                current = member
            } else {
                return nil
            }
        }
        return current
    }

    /// What kind of JSON value `value` is, for messages: `a string`, `a number`, `true`, `an object`, `null`….
    /// Never the value itself, which may be private.
    static func describe(_ value: Any) -> String {
        switch value {
        case is NSNull: return "null"
        case is String: return "a string"
        case is [Any]: return "an array"
        case is [String: Any]: return "an object"
        case let number as NSNumber:
            return String(cString: number.objCType) == "c" ? "a boolean" : "a number"
        default: return "a JSON value"
        }
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func clause(_ text: String) -> String {
        let trimmed = text.hasSuffix(".") ? String(text.dropLast()) : text
        return trimmed.prefix(1).lowercased() + trimmed.dropFirst()
    }
}
