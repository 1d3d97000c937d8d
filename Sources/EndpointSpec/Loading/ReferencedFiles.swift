// Uses only Foundation: the build plugin compiles this file into itself (Plugins/EndpointGenPlugin/ReferencedFiles.swift
// is a symlink to it) to declare every file a spec refers to as an input of the generation command.
import Foundation

/// The files a spec refers to with `$ref`, found before the generator runs, so that the build plugin can declare
/// each one as an input: editing any of them regenerates the client, and an unchanged set does not.
///
/// The `$ref` values are found in the text (JSON or YAML) without parsing it: every `$ref` key followed by `:` and
/// a double-quoted, single-quoted or plain value (a plain one ends at a line break, ` #`, `,`, `}` or `]`). Each
/// one naming a file (the part before `#`; not a URL, not an absolute path) is resolved against the directory of
/// the file that writes it, like ``ReferenceBundler`` does, and followed when it exists inside the entry spec's
/// directory — the files the generator is allowed to read. A `$ref` the generator would refuse is skipped: the
/// generator reports it.
///
/// The scan has no bound of its own: it visits each file once and only files inside the spec's directory, which the
/// package's author controls; the generator enforces the configured `ReferenceLimits`.
enum ReferencedFiles {
    /// Every existing file the spec at `specURL` refers to, directly or through other files, inside the spec's
    /// directory, sorted by path; the spec itself is not included.
    static func inputs(of specURL: URL) -> [URL] {
        let root = specURL.deletingLastPathComponent().resolvingSymlinksInPath().standardizedFileURL.path
        let rootPrefix = root.hasSuffix("/") ? root : root + "/"
        let entry = specURL.standardizedFileURL
        var seen: Set<String> = [entry.resolvingSymlinksInPath().path]
        var found: [URL] = []
        // Each file by the path it is reached at: its references are relative to that path, not to a link's target.
        var pending = [entry]
        while let file = pending.popLast() {
            guard let data = try? Data(contentsOf: file) else { continue }
            for reference in references(in: [UInt8](data)) {
                guard let url = resolve(reference, from: file) else { continue }
                let real = url.resolvingSymlinksInPath().standardizedFileURL.path
                guard real.hasPrefix(rootPrefix), seen.insert(real).inserted else { continue }
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: real, isDirectory: &isDirectory), !isDirectory.boolValue
                else { continue }
                found.append(url)
                pending.append(url)
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The file `reference` names, written in `file`; `nil` for a reference within the file, a URL or an absolute
    /// path.
    static func resolve(_ reference: String, from file: URL) -> URL? {
        let path = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        guard !path.isEmpty, !path.hasPrefix("/"), !path.hasPrefix("\\"), urlScheme(of: path) == nil,
            let decoded = path.removingPercentEncoding
        else { return nil }
        return file.deletingLastPathComponent().appendingPathComponent(decoded).standardizedFileURL
    }

    /// The scheme when `path` starts like a URL (`http:`, `file:`, `urn:`); a single letter followed by `:`
    /// (a Windows drive) counts too. The one test of it: the loader (``ReferencedPath``) refuses what this
    /// names, and the plugin's scan skips it.
    static func urlScheme(of path: some StringProtocol) -> String? {
        guard let colon = path.firstIndex(of: ":") else { return nil }
        let scheme = path[..<colon]
        guard let first = scheme.unicodeScalars.first, isASCIILetter(first) else { return nil }
        let isScheme = scheme.unicodeScalars.allSatisfy {
            isASCIILetter($0) || ("0"..."9").contains($0) || $0 == "+" || $0 == "-" || $0 == "."
        }
        return isScheme ? String(scheme) : nil
    }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    // MARK: - Scanning

    /// The value of every `$ref` key written in `bytes`, in order.
    static func references(in bytes: [UInt8]) -> [String] {
        let key: [UInt8] = Array("$ref".utf8)
        var references: [String] = []
        var index = 0
        while index + key.count <= bytes.count {
            guard bytes[index] == UInt8(ascii: "$"), bytes[index..<(index + key.count)].elementsEqual(key) else {
                index += 1
                continue
            }
            var cursor = index + key.count
            index = cursor
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") || bytes[cursor] == UInt8(ascii: "'") {
                cursor += 1
            }
            skipSpaces(bytes, &cursor)
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: ":") else { continue }
            cursor += 1
            skipSpaces(bytes, &cursor)
            if let value = value(in: bytes, at: &cursor) { references.append(value) }
            index = cursor
        }
        return references
    }

    private static func skipSpaces(_ bytes: [UInt8], _ cursor: inout Int) {
        while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t") {
            cursor += 1
        }
    }

    /// The scalar starting at `cursor`: double-quoted (JSON escapes), single-quoted (`''` for `'`) or plain.
    private static func value(in bytes: [UInt8], at cursor: inout Int) -> String? {
        guard cursor < bytes.count else { return nil }
        var text: [UInt8] = []
        switch bytes[cursor] {
        case UInt8(ascii: "\""):
            cursor += 1
            while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "\"") {
                if bytes[cursor] == UInt8(ascii: "\\"), cursor + 1 < bytes.count {
                    cursor += 1
                    if bytes[cursor] == UInt8(ascii: "u") { return nil }  // rare in a path; the generator reads it
                }
                if bytes[cursor] == UInt8(ascii: "\n") { return nil }
                text.append(bytes[cursor])
                cursor += 1
            }
        case UInt8(ascii: "'"):
            cursor += 1
            while cursor < bytes.count {
                if bytes[cursor] == UInt8(ascii: "'") {
                    guard cursor + 1 < bytes.count, bytes[cursor + 1] == UInt8(ascii: "'") else { break }
                    cursor += 1
                }
                if bytes[cursor] == UInt8(ascii: "\n") { return nil }
                text.append(bytes[cursor])
                cursor += 1
            }
        default:
            let stops: Set<UInt8> = [
                UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: ","), UInt8(ascii: "}"),
                UInt8(ascii: "]"),
            ]
            while cursor < bytes.count, !stops.contains(bytes[cursor]) {
                if bytes[cursor] == UInt8(ascii: "#"), let last = text.last,
                    last == UInt8(ascii: " ") || last == UInt8(ascii: "\t")
                {
                    break
                }
                text.append(bytes[cursor])
                cursor += 1
            }
            while let last = text.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { text.removeLast() }
        }
        return text.isEmpty ? nil : String(decoding: text, as: UTF8.self)
    }
}
