import Foundation

/// An RFC 8288 `Link` header field read for its links: `<https://api.example.com/items?page=2>; rel="next"`.
///
/// The parser is forgiving, as a client must be: a link without a `<target>` or a malformed parameter is skipped,
/// never an error; `rel` may be quoted or bare and hold several space-separated relations (`rel="next last"`),
/// compared case-insensitively; commas and semicolons inside the `<…>` target or a quoted value do not split it.
/// The input is bounded: a field longer than ``maximumLength`` is read only up to it.
package struct LinkHeader: Sendable, Equatable {
    /// One link: its target as written (maybe relative) and its relation types, lowercased.
    package struct Link: Sendable, Equatable {
        /// The target between `<` and `>`, as written.
        package var target: String
        /// The relation types of `rel`, lowercased (`next`, `prev`, `last`, …).
        package var relations: [String]

        /// Creates a link.
        package init(target: String, relations: [String]) {
            self.target = target
            self.relations = relations
        }
    }

    /// The most characters of a field read.
    package static let maximumLength = 64 * 1024

    /// The links, in the order written.
    package var links: [Link]

    /// Parses `field`, the value of one or more `Link` header fields joined by `,`.
    package init(_ field: String) {
        links = Self.parse(Array(field.utf8.prefix(Self.maximumLength)))
    }

    /// The target of the first link whose relations include `relation` (for example `next`).
    package func target(relation: String) -> String? {
        let relation = relation.lowercased()
        return links.first { $0.relations.contains(relation) }?.target
    }

    // MARK: Parsing

    /// Every link of `bytes`.
    private static func parse(_ bytes: [UInt8]) -> [Link] {
        var links: [Link] = []
        var index = 0
        while index < bytes.count {
            // Each link starts at `<`; anything before it (stray text, a broken link) is skipped.
            guard let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) else { break }
            guard let close = bytes[(open + 1)...].firstIndex(of: UInt8(ascii: ">")) else { break }
            let target = String(decoding: bytes[(open + 1)..<close], as: UTF8.self)
                .trimmingCharacters(in: .whitespaces)
            var relations: [String] = []
            index = close + 1
            // Parameters: `; name=value` or `; name="value"` until a `,` outside quotes or the end.
            while index < bytes.count, bytes[index] != UInt8(ascii: ",") {
                guard bytes[index] == UInt8(ascii: ";") else {
                    index += 1
                    continue
                }
                index += 1
                let (name, value, next) = parameter(bytes, from: index)
                index = next
                if name == "rel", relations.isEmpty {
                    relations = value.lowercased().split(separator: " ").map(String.init)
                }
            }
            if !target.isEmpty { links.append(Link(target: target, relations: relations)) }
            index += 1
        }
        return links
    }

    /// One parameter starting at `start`: its lowercased name, its value unquoted, and the index after it.
    private static func parameter(_ bytes: [UInt8], from start: Int) -> (String, String, Int) {
        var index = start
        var name: [UInt8] = []
        while index < bytes.count, ![UInt8(ascii: "="), UInt8(ascii: ";"), UInt8(ascii: ",")].contains(bytes[index]) {
            name.append(bytes[index])
            index += 1
        }
        let trimmedName = String(decoding: name, as: UTF8.self).trimmingCharacters(in: .whitespaces).lowercased()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return (trimmedName, "", index) }
        index += 1
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
            index += 1
        }
        var value: [UInt8] = []
        if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
            index += 1
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count { index += 1 }
                value.append(bytes[index])
                index += 1
            }
            index += 1
        } else {
            while index < bytes.count, ![UInt8(ascii: ";"), UInt8(ascii: ",")].contains(bytes[index]) {
                value.append(bytes[index])
                index += 1
            }
        }
        let text = String(decoding: value, as: UTF8.self).trimmingCharacters(in: .whitespaces)
        return (trimmedName, text, min(index, bytes.count))
    }
}
