import Foundation
import JSONPath

// MARK: - Loading

extension Overlay {
    /// Reads and checks the overlay file at `path`; a missing file is an error at `path:1:1`.
    public static func load(fileAt path: String) -> OverlayLoadResult {
        switch FileReader.read(path) {
        case .success(let bytes):
            return load(bytes: bytes, path: path)
        case .failure(let error):
            let diagnostic = Diagnostic(
                .error,
                error.message(path: path, noun: "overlay"),
                at: SourceLocation(file: path, line: 1, column: 1)
            )
            return OverlayLoadResult(overlay: nil, diagnostics: [diagnostic], sources: [:])
        }
    }

    /// Reads and checks `bytes`, the contents of the overlay file at `path` (JSON or YAML, by name or content).
    public static func load(bytes: [UInt8], path: String) -> OverlayLoadResult {
        let parsed: JSONParseResult
        switch InputSyntax.detect(bytes, fileName: SpecLoader.fileName(of: path)) {
        case .json: parsed = JSONParser.parse(bytes, file: path)
        case .yaml: parsed = YAMLParser.parse(bytes, file: path)
        }
        var log = parsed.log
        var overlay: Overlay?
        if let root = parsed.root, !log.hasErrors {
            var reader = OverlayReader(path: path)
            overlay = reader.read(root)
            log.append(contentsOf: reader.log)
        }
        return OverlayLoadResult(
            overlay: log.hasErrors ? nil : overlay,
            diagnostics: log.sortedDiagnostics,
            sources: [path: bytes]
        )
    }
}

// MARK: - Finding

extension Overlay {
    /// Two conventional overlay files next to one document (``OverlayFileNames``): which one applies is unclear.
    public struct Ambiguity: Error, Sendable {
        /// The error, at the document.
        public var diagnostic: Diagnostic
    }

    /// The conventional overlay file of the document at `documentPath` (`openapi.overlay.yaml` next to
    /// `openapi.yaml`, ``OverlayFileNames``), `nil` when there is none.
    ///
    /// - Throws: ``Ambiguity`` when more than one exists.
    public static func locate(
        forDocumentAt documentPath: String,
        fileExists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }
    ) throws(Ambiguity) -> String? {
        let fileName = SpecLoader.fileName(of: documentPath)
        let directory = String(documentPath.dropLast(fileName.count))
        let found = OverlayFileNames.found(forDocumentNamed: fileName) { fileExists(directory + $0) }
        if found.count > 1 {
            let names = found.map { "'\($0)'" }.joined(separator: " and ")
            let message = "more than one overlay file for this document (\(names)); keep one of them"
            let location = SourceLocation(file: documentPath, line: 1, column: 1)
            throw Ambiguity(diagnostic: Diagnostic(.error, message, at: location))
        }
        return found.first.map { directory + $0 }
    }
}

// MARK: - Reading

/// Reads an overlay document as the Overlay Specification's schema describes it (1.0 and 1.1), every problem
/// located: a missing or mistyped field, an unknown one (only `x-` extensions may be added), an action that does
/// not parse as JSONPath (at the column of the query), actions written twice.
struct OverlayReader {
    let path: String
    private(set) var log = DiagnosticLog()

    /// The fields of each object; `x-` extensions are allowed besides.
    static let rootKeys = ["overlay", "info", "extends", "actions"]
    static let infoKeys = ["title", "version", "description"]
    static let actionKeys = ["target", "description", "update", "copy", "remove"]

    init(path: String) {
        self.path = path
    }

    mutating func read(_ root: JSONNode) -> Overlay? {
        guard let members = object(root, context: "an overlay", keys: Self.rootKeys) else { return nil }
        let version = readVersion(members, root: root)
        let title = readInfo(members, root: root)
        if let extends = members.first(where: { $0.key == "extends" }) {
            _ = string(extends, context: "'extends'")
        }
        guard let actionsMember = members.first(where: { $0.key == "actions" }) else {
            log.error(
                "the overlay is missing required key 'actions' (the list of changes, each with a 'target')",
                at: root.location
            )
            return nil
        }
        guard case .array(let elements) = actionsMember.value.value else {
            log.error(
                "'actions' must be an array of actions, found \(actionsMember.value.typeDescription)",
                at: actionsMember.value.location
            )
            return nil
        }
        if elements.isEmpty {
            log.error("'actions' must list at least one action", at: actionsMember.value.location)
        }
        var actions: [Overlay.Action] = []
        var firstByValue: [SpecValue: Int] = [:]
        for (index, element) in elements.enumerated() {
            let number = index + 1
            let canonical = Self.canonical(element.specValue)
            if let first = firstByValue[canonical] {
                log.error(
                    "action \(number) repeats action \(first); the actions of an overlay must differ",
                    at: element.location,
                    notes: [("action \(first) is written here", elements[first - 1].location)]
                )
            } else {
                firstByValue[canonical] = number
            }
            if let action = readAction(element, number: number, version: version) { actions.append(action) }
        }
        guard let version, let title, !log.hasErrors else { return nil }
        return Overlay(path: path, version: version, title: title, actions: actions)
    }

    // MARK: Fields

    /// `overlay`: a version `1.0.x` or `1.1.x`.
    private mutating func readVersion(_ members: [JSONNode.Member], root: JSONNode) -> String? {
        guard let member = members.first(where: { $0.key == "overlay" }) else {
            log.error(
                "the overlay is missing required key 'overlay' (the Overlay Specification version, such as '1.1.0')",
                at: root.location
            )
            return nil
        }
        guard let text = string(member, context: "'overlay' (the Overlay Specification version, such as '1.1.0')")
        else { return nil }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let isVersion = parts.count == 3 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }
        guard isVersion else {
            log.error(
                "'overlay' must be a version such as '1.1.0' (major.minor.patch), found '\(text)'",
                at: member.value.location
            )
            return nil
        }
        guard parts[0] == "1", parts[1] == "0" || parts[1] == "1" else {
            log.error(
                "Overlay \(text) is not supported; EndpointKit reads Overlay 1.0.x and 1.1.x",
                at: member.value.location
            )
            return nil
        }
        return text
    }

    /// `info`: `title` and `version` required, `description` optional; returns the title.
    private mutating func readInfo(_ members: [JSONNode.Member], root: JSONNode) -> String? {
        guard let member = members.first(where: { $0.key == "info" }) else {
            log.error("the overlay is missing required key 'info' (with its 'title' and 'version')", at: root.location)
            return nil
        }
        guard let info = object(member.value, context: "'info'", keys: Self.infoKeys) else { return nil }
        var title: String?
        for key in ["title", "version"] {
            guard let field = info.first(where: { $0.key == key }) else {
                log.error("'info' is missing required key '\(key)'", at: member.keyLocation)
                continue
            }
            let value = string(field, context: "'info.\(key)'")
            if key == "title" { title = value }
        }
        if let description = info.first(where: { $0.key == "description" }) {
            _ = string(description, context: "'info.description'")
        }
        return title
    }

    /// One action: a `target` and at most one of `update` and `copy`, or `remove: true`.
    private mutating func readAction(_ node: JSONNode, number: Int, version: String?) -> Overlay.Action? {
        let context = "action \(number)"
        guard let members = object(node, context: context, keys: Self.actionKeys) else { return nil }
        func member(_ key: String) -> JSONNode.Member? { members.first { $0.key == key } }
        if let description = member("description") { _ = string(description, context: "'description' of \(context)") }
        var removes = false
        if let remove = member("remove") {
            if case .bool(let flag) = remove.value.value {
                removes = flag
            } else {
                log.error(
                    "'remove' of \(context) must be true or false, found \(remove.value.typeDescription)",
                    at: remove.value.location
                )
            }
        }
        var copy: (query: JSONPathQuery, written: JSONNode)?
        if let copyMember = member("copy") {
            if let version, version.hasPrefix("1.0.") {
                log.error(
                    "'copy' is an action of Overlay 1.1; this overlay is \(version) (write 'overlay: 1.1.0')",
                    at: copyMember.keyLocation
                )
            } else if let text = string(copyMember, context: "'copy' of \(context) (a JSONPath query)"),
                let query = query(text, written: copyMember.value, key: "copy")
            {
                copy = (query, copyMember.value)
            }
        }
        let update = member("update")
        if let update, member("copy") != nil {
            log.error(
                "\(context) has both 'update' and 'copy'; the specification gives neither precedence, so write "
                    + "two actions",
                at: update.keyLocation
            )
        }
        if removes, let ignored = update ?? member("copy") {
            log.warning(
                "'\(ignored.key)' of \(context) has no effect: 'remove: true' removes every node the target selects",
                at: ignored.keyLocation
            )
        }
        guard let targetMember = member("target") else {
            log.error(
                "\(context) is missing required key 'target' (a JSONPath query such as '$.info')",
                at: node.location
            )
            return nil
        }
        guard let text = string(targetMember, context: "'target' of \(context) (a JSONPath query)"),
            let target = query(text, written: targetMember.value, key: "target")
        else { return nil }
        let change: Overlay.Action.Change
        if removes {
            change = .remove
        } else if let update {
            change = .update(update.value)
        } else if let copy {
            change = .copy(copy.query, written: copy.written)
        } else {
            change = .none
            if member("copy") == nil, member("remove") == nil {
                log.warning(
                    "\(context) changes nothing: it has no 'update', no 'copy' and no 'remove: true'",
                    at: node.location
                )
            }
        }
        return Overlay.Action(
            number: number,
            target: target,
            targetNode: targetMember.value,
            change: change,
            location: node.location
        )
    }

    // MARK: Helpers

    /// `text` parsed as a JSONPath query; a syntax error is reported at its column inside the string as written.
    /// A shorthand name with a `-` (`@.x-oai-traits`, which the specification's own examples and many older
    /// JSONPath tools write) is read as the bracketed name, with a warning.
    private mutating func query(_ text: String, written: JSONNode, key: String) -> JSONPathQuery? {
        do {
            return try JSONPathQuery(parsing: text)
        } catch {
            if let repair = DashedShorthandNames.bracketed(text),
                let query = try? JSONPathQuery(parsing: repair.text)
            {
                let name = repair.names[0]
                log.warning(
                    "'\(name)' in '\(key)' is not a JSONPath shorthand name (RFC 9535 allows no '-' in one); it is "
                        + "read as ['\(name)'], which is how to write it for other tools",
                    at: written.location(ofScalarAt: repair.firstOffset)
                )
                return query
            }
            log.error(
                "'\(key)' is not a JSONPath query (RFC 9535): \(error.message)",
                at: written.location(ofScalarAt: max(0, error.column - 1))
            )
            return nil
        }
    }

    /// The members of `node`, reporting a type mismatch and every key outside `keys` but `x-` extensions.
    private mutating func object(_ node: JSONNode, context: String, keys: [String]) -> [JSONNode.Member]? {
        guard case .object(let members) = node.value else {
            log.error("\(context) must be an object, found \(node.typeDescription)", at: node.location)
            return nil
        }
        for member in members where !keys.contains(member.key) && !member.key.hasPrefix("x-") {
            log.error(
                "unknown key '\(member.key)' in \(context)\(Suggestion.hint(for: member.key, in: keys)); "
                    + "only the specification's keys and 'x-' extensions are allowed",
                at: member.keyLocation
            )
        }
        return members
    }

    /// The member's value as a string, reporting any other type.
    private mutating func string(_ member: JSONNode.Member, context: String) -> String? {
        guard case .string(let text) = member.value.value else {
            log.error("\(context) must be a string, found \(member.value.typeDescription)", at: member.value.location)
            return nil
        }
        return text
    }

    /// `value` with every object's members sorted by key: two actions that differ only in the order of their keys
    /// are the same action (JSON Schema's `uniqueItems`).
    static func canonical(_ value: SpecValue) -> SpecValue {
        switch value {
        case .array(let elements): .array(elements.map(canonical))
        case .object(let members):
            .object(members.map { SpecMember($0.key, canonical($0.value)) }.sorted { $0.key < $1.key })
        case .null, .bool, .number, .string: value
        }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

// MARK: - Shorthand names with a dash

/// Rewrites shorthand names with a `-` (`$.paths.*.get[?@.x-oai-traits.paged]`) as bracketed names
/// (`[?@['x-oai-traits'].paged]`), outside string literals.
enum DashedShorthandNames {
    /// The rewritten query, the names rewritten and the offset (in scalars) of the first; `nil` when there is none.
    static func bracketed(_ text: String) -> (text: String, names: [String], firstOffset: Int)? {
        let scalars = Array(text.unicodeScalars)
        var output = String.UnicodeScalarView()
        var names: [String] = []
        var firstOffset = 0
        var quote: Unicode.Scalar?
        var index = 0
        func isNameFirst(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "_" || scalar.value >= 0x80 || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        }
        func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool { isNameFirst(scalar) || ("0"..."9").contains(scalar) }
        while index < scalars.count {
            let scalar = scalars[index]
            if let open = quote {
                output.append(scalar)
                if scalar == "\\", index + 1 < scalars.count {
                    output.append(scalars[index + 1])
                    index += 2
                    continue
                }
                if scalar == open { quote = nil }
                index += 1
                continue
            }
            if scalar == "'" || scalar == "\"" { quote = scalar }
            guard scalar == ".", index + 1 < scalars.count, isNameFirst(scalars[index + 1]) else {
                output.append(scalar)
                index += 1
                continue
            }
            // A shorthand name: its characters, and each '-' followed by another name character.
            var end = index + 1
            var hasDash = false
            while end < scalars.count {
                if isNameCharacter(scalars[end]) {
                    end += 1
                } else if scalars[end] == "-", end + 1 < scalars.count, isNameCharacter(scalars[end + 1]) {
                    hasDash = true
                    end += 1
                } else {
                    break
                }
            }
            let name = String(String.UnicodeScalarView(scalars[(index + 1)..<end]))
            guard hasDash else {
                output.append(contentsOf: scalars[index..<end])
                index = end
                continue
            }
            if names.isEmpty { firstOffset = index + 1 }
            names.append(name)
            // `.name` becomes `['name']`; after another '.' (a descendant segment), `..name` becomes `..['name']`.
            if index > 0, scalars[index - 1] == "." { output.append(".") }
            output.append(contentsOf: "['\(name)']".unicodeScalars)
            index = end
        }
        guard !names.isEmpty else { return nil }
        return (String(output), names, firstOffset)
    }
}
