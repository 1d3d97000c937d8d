// Uses only the Swift standard library: the build plugins compile this file into themselves (see InputKind.swift).

/// The names of a document's conventional overlay file, shared by `endpoint-gen` and the build plugins (which compile
/// this file in through a symlink, so both find the same file).
///
/// For a document `openapi.yaml` the candidates are `openapi.overlay.yaml`, `openapi.overlay.yml` and
/// `openapi.overlay.json` next to it (the Overlay Specification's `purpose.overlay.yaml` naming, the purpose being
/// the document). Two of them at once are ambiguous, an error.
public enum OverlayFileNames {
    /// The file name extensions an overlay may have, in order.
    public static let extensions = ["yaml", "yml", "json"]

    /// The candidate names next to the document named `documentFileName`.
    public static func candidates(forDocumentNamed documentFileName: String) -> [String] {
        var stem = Substring(documentFileName)
        if let dot = stem.lastIndex(of: "."), dot != stem.startIndex { stem = stem[..<dot] }
        return extensions.map { "\(stem).overlay.\($0)" }
    }

    /// The names among the candidates that `exists` finds: none, one, or several (ambiguous).
    public static func found(forDocumentNamed documentFileName: String, exists: (String) -> Bool) -> [String] {
        candidates(forDocumentNamed: documentFileName).filter(exists)
    }

    /// Whether `fileName` names an overlay by this convention or the specification's (`*.overlay.yaml`, `.yml`,
    /// `.json`): such a file is never a spec or a document itself.
    public static func isOverlay(_ fileName: String) -> Bool {
        extensions.contains { fileName.hasSuffix(".overlay.\($0)") }
    }

    /// The strings of the list at byte `position` of a configuration file's text (JSON or YAML), as its outline
    /// found the value of `overlays`: a flow list (`[a.yaml, "b.yaml"]`) or a YAML block list (`- a.yaml` a line),
    /// each entry plain or quoted. Forgiving, like the outlines: it reads what it can, and the generator reports
    /// what is wrong with the list.
    public static func listed(in bytes: [UInt8], at position: Int) -> [String] {
        var index = position
        func skip(_ characters: Set<UInt8>) {
            while index < bytes.count, characters.contains(bytes[index]) { index += 1 }
        }
        let blank: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
        skip(blank)
        guard index < bytes.count else { return [] }
        var entries: [String] = []
        if bytes[index] == UInt8(ascii: "[") {
            index += 1
            while index < bytes.count, bytes[index] != UInt8(ascii: "]") {
                skip(blank.union([UInt8(ascii: ",")]))
                let start = index
                while index < bytes.count, bytes[index] != UInt8(ascii: ","), bytes[index] != UInt8(ascii: "]") {
                    index += 1
                }
                if let entry = scalar(bytes[start..<index]) { entries.append(entry) }
            }
            return entries
        }
        // A block list: entries `- name`, one a line, until a line that is not one.
        while index < bytes.count, bytes[index] == UInt8(ascii: "-") {
            index += 1
            let start = index
            while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
            var line = bytes[start..<index]
            if let comment = line.indices.first(where: {
                line[$0] == UInt8(ascii: "#") && $0 > line.startIndex
                    && (line[$0 - 1] == 0x20 || line[$0 - 1] == 0x09)
            }) {
                line = line[..<comment]
            }
            if let entry = scalar(line) { entries.append(entry) }
            skip(blank)
        }
        return entries
    }

    /// `text` trimmed, its quotes removed; `nil` when empty.
    private static func scalar(_ text: ArraySlice<UInt8>) -> String? {
        var text = text
        while let first = text.first, first == 0x20 || first == 0x09 || first == 0x0A || first == 0x0D {
            text = text.dropFirst()
        }
        while let last = text.last, last == 0x20 || last == 0x09 || last == 0x0A || last == 0x0D {
            text = text.dropLast()
        }
        if text.count >= 2, let first = text.first, first == UInt8(ascii: "\"") || first == UInt8(ascii: "'"),
            text.last == first
        {
            text = text.dropFirst().dropLast()
        }
        return text.isEmpty ? nil : String(decoding: text, as: UTF8.self)
    }
}
