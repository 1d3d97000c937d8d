import EndpointSpec
import HTTPSemantics

/// A local reference such as `#/components/schemas/Pet`, split into unescaped tokens (RFC 6901).
struct JSONPointer: Hashable, Sendable {
    /// The reference tokens, with `~1`, `~0` and percent-escapes decoded.
    let tokens: [String]

    /// Parses a `$ref` that points into the same document; `nil` for external or malformed references.
    init?(reference: String) {
        guard reference.hasPrefix("#") else { return nil }
        let fragment = reference.dropFirst()
        if fragment.isEmpty {
            tokens = []
            return
        }
        guard fragment.hasPrefix("/") else { return nil }
        // Most references (`#/components/schemas/Pet`) have nothing to decode: split them without decoding.
        if let plain = Self.plainTokens(of: reference) {
            tokens = plain
            return
        }
        var decoded: [String] = []
        for token in fragment.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            guard let unescaped = PercentDecoding.decode(token) else { return nil }
            // Most tokens have no `~`: nothing to replace, and no pattern search.
            guard unescaped.utf8.contains(UInt8(ascii: "~")) else {
                decoded.append(unescaped)
                continue
            }
            decoded.append(unescaped.replacing("~1", with: "/").replacing("~0", with: "~"))
        }
        tokens = decoded
    }

    /// The tokens of `reference` (`#/…`) when it is ASCII without `%` or `~`, so they need no decoding and its bytes
    /// are its characters; else `nil`. A byte loop: the importer parses a reference for every `$ref` it follows,
    /// and the build plugin runs a debug (`-Onone`) generator, where `split` and `contains(where:)` are slow.
    private static func plainTokens(of reference: String) -> [String]? {
        var reference = reference
        return reference.withUTF8 { bytes -> [String]? in
            guard let base = bytes.baseAddress else { return nil }
            var tokens: [String] = []
            var start = 2
            var index = 2
            while index <= bytes.count {
                if index == bytes.count || base[index] == UInt8(ascii: "/") {
                    tokens.append(
                        String(decoding: UnsafeBufferPointer(start: base + start, count: index - start), as: UTF8.self)
                    )
                    start = index + 1
                } else if base[index] >= 0x80 || base[index] == UInt8(ascii: "%") || base[index] == UInt8(ascii: "~") {
                    return nil
                }
                index += 1
            }
            return tokens
        }
    }

    /// The node the pointer designates inside `root`, if it exists.
    func resolve(in root: JSONNode) -> JSONNode? {
        var node = root
        for token in tokens {
            if let next = node[token] {
                node = next
            } else if let elements = node.arrayElements, let index = Int(token), elements.indices.contains(index) {
                node = elements[index]
            } else {
                return nil
            }
        }
        return node
    }

    /// `#/components/schemas/NAME` → `NAME`, for the component sections the importer knows.
    func componentName(in section: String) -> String? {
        tokens.count == 3 && tokens[0] == "components" && tokens[1] == section ? tokens[2] : nil
    }
}
