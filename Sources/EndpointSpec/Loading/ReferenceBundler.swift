/// Resolves every `$ref` to another file and merges what it names into the entry document, so that decoding and
/// import see one document, whose nodes keep the locations of the files they were written in.
///
/// The stage between parsing and decoding of ``SpecLoader``. A reference `FILE` or `FILE#/POINTER` is resolved
/// against the directory of the file that writes it (``ReferencedPath``, which also enforces the confinement
/// rule); each file is read and parsed once, whatever path spells it (a cache keyed by its real path); JSON and
/// YAML files may refer to each other. What a reference becomes depends on where it is written:
/// - **OpenAPI**, in a schema (under `components/schemas` or any `schema` key): the referenced schema is added to
///   the entry's `components/schemas`, once, and the reference points there. A component of the entry written as
///   `{ "$ref": FILE }` is the schema's name (else the pointer's last token, or the file's name without its
///   extension), so references across files, recursive ones included, all meet at one model.
/// - **OpenAPI**, elsewhere (a path item, a parameter, a response, …): the referenced object replaces the
///   reference; keys written next to `$ref` override its keys.
/// - **Spec format**, as a section (`models`, `endpoints`, `repositories`) or one entry of one: the referenced
///   object replaces the reference. In a schema, a reference must name a model: `FILE#/models/NAME` (the model is
///   added to `models`) or a file included as a model (`"User": { "$ref": "models/user.yaml" }`).
///
/// A reference into the entry itself (`../openapi.yaml#/components/schemas/Pet`) becomes the local one. A cycle of
/// replacements is an error; a cycle of schemas is a recursive model. An OpenAPI discriminator's `mapping` value
/// that names a schema in another file is resolved like a schema reference (`ReferenceBundler+Mapping`). A schema
/// added to the entry is resolved after the walk that found it, not inside it, so a long chain of files does not
/// deepen the stack; ``ReferenceLimits`` bound the files, bytes, depth and repeated inclusions. Problems are errors located at the `$ref`
/// that led there; ``addingReferenceNotes(to:)`` adds the chain of references to every diagnostic in a referenced
/// file.
struct ReferenceBundler {
    /// One `$ref` followed: what it says and where it is written.
    struct Step: Sendable {
        /// The reference as written.
        var reference: String
        /// Where its value is written.
        var location: SourceLocation
    }

    /// A file read for the document, and how it was reached.
    struct File: Sendable {
        /// The path diagnostics name it by.
        var displayPath: String
        /// Its directory relative to the reference root.
        var directory: [String]
        /// Its real path.
        var canonicalPath: String
        /// Its parsed root, or `nil` when it has syntax errors (reported once).
        var root: JSONNode?
        /// The references that led to it from the entry spec, outermost first; empty for the entry.
        var chain: [Step]

        /// Whether this is the entry spec.
        var isEntry: Bool { chain.isEmpty }
    }

    /// What a reference designates: a node of a file.
    struct Target: Hashable, Sendable {
        /// The file's real path.
        var canonicalPath: String
        /// The pointer's decoded tokens; empty for the whole file.
        var tokens: [String]
    }

    /// How a file's bytes are read, by real path (replaced in tests to count reads).
    typealias Reader = SpecFileReader

    let format: InputFormat
    /// The bounds that stop hostile input: files, bytes, depth, nodes included again.
    var limits: ReferenceLimits
    let root: ReferencedPath.Root
    let read: Reader
    /// Everything found, located where the problem is.
    var log = DiagnosticLog()
    /// The text of every file read, by display path, the entry's included.
    var sources: [String: [UInt8]]
    /// Files read, by real path.
    var files: [String: File] = [:]
    /// The entry file.
    let entry: File
    /// The local name of every schema (or model) added to the entry, by what it designates.
    var hoistedNames: [Target: String] = [:]
    /// The targets hoisted under each name, to tell a clash from a second reference.
    var hoistedTargets: [String: Target] = [:]
    /// Schemas (or models) to add to the entry, in the order they were first referenced.
    var hoisted: [JSONNode.Member] = []
    /// The file each of ``hoisted`` is written in, to resolve its references against.
    var hoistedFiles: [File] = []
    /// Every component (or model) name the merged document uses.
    var takenNames: Set<String> = []
    /// The replacements being made right now, to stop a cycle.
    var inlining: [Target] = []
    /// The logical path of the node being visited in the merged document.
    var path: [String] = []
    /// The bytes of every file read so far, the entry's included.
    var bytesRead: Int
    /// How many references are being followed inside one another right now.
    var resolutionDepth = 0
    /// The nodes visited in repeated inclusions so far.
    var includedNodeCount = 0
    /// How many of the inclusions being made are repeats.
    var repeatedInclusionDepth = 0
    /// Every object included so far.
    var includedTargets: Set<Target> = []
    /// Whether the document was refused for passing one of its ``limits`` (reported once).
    var isTooLarge = false

    /// A bundler for the entry spec at `entryPath`, whose bytes are `entryBytes`, in `format`.
    init(
        format: InputFormat,
        entryPath: String,
        entryBytes: [UInt8],
        limits: ReferenceLimits = .standard,
        read: @escaping Reader = FileReader.read
    ) {
        self.format = format
        self.limits = limits
        self.bytesRead = entryBytes.count
        self.root = ReferencedPath.Root(entryPath: entryPath)
        self.read = read
        self.sources = [entryPath: entryBytes]
        self.entry = File(
            displayPath: entryPath,
            directory: [],
            canonicalPath: ReferencedPath.Root.realPath(entryPath),
            root: nil,
            chain: []
        )
    }

    // MARK: - Bundling

    /// The entry document `document` with every reference to another file resolved.
    mutating func bundle(_ document: JSONNode) -> JSONNode {
        var entry = self.entry
        entry.root = document
        files[entry.canonicalPath] = entry
        registerIncludedComponents(of: document)
        var result = rewritten(document, in: entry) ?? document
        rewriteHoisted()
        if !hoisted.isEmpty {
            let section = format == .openAPI ? ["components", "schemas"] : ["models"]
            result = Self.appending(hoisted, to: result, at: section[...])
        }
        return result
    }

    /// Records the name of each entry component (or model) written as `{ "$ref": FILE }`, before anything refers
    /// to the file: references to that file anywhere become references to the component.
    private mutating func registerIncludedComponents(of document: JSONNode) {
        let section = format == .openAPI ? ["components", "schemas"] : ["models"]
        var node = document
        for key in section {
            guard let next = Self.member(key, of: node) else { return }
            node = next
        }
        guard case .object(let members) = node.value else { return }
        for member in members {
            takenNames.insert(member.key)
            guard let reference = Self.reference(in: member.value), isFileReference(reference, in: entry),
                case .success(let target) = target(of: reference, from: entry, loading: false)
            else { continue }
            if hoistedNames[target.target] == nil {
                hoistedNames[target.target] = member.key
                hoistedTargets[member.key] = target.target
            }
        }
    }

    // MARK: - Walking

    /// `node` with the references in it resolved, or `nil` when nothing in it changed.
    mutating func rewritten(_ node: JSONNode, in file: File) -> JSONNode? {
        if repeatedInclusionDepth > 0 { includedNodeCount += 1 }
        switch node.value {
        case .object(let members):
            if let index = members.firstIndex(where: { $0.key == "$ref" }),
                case .string(let reference) = members[index].value.value, isFileReference(reference, in: file)
            {
                return resolved(node, members: members, referenceIndex: index, in: file)
            }
            if isDiscriminatorMapping, let mapped = rewrittenMapping(members, in: file) {
                var copy = node
                copy.value = .object(mapped)
                return copy
            }
            var changed: [JSONNode.Member]?
            for index in members.indices where !isOpaque(members[index].key) {
                path.append(members[index].key)
                defer { path.removeLast() }
                if let value = rewritten(members[index].value, in: file) {
                    if changed == nil { changed = members }
                    changed?[index].value = value
                }
            }
            guard let changed else { return nil }
            var copy = node
            copy.value = .object(changed)
            return copy
        case .array(let elements):
            var changed: [JSONNode]?
            for index in elements.indices {
                path.append(String(index))
                defer { path.removeLast() }
                if let element = rewritten(elements[index], in: file) {
                    if changed == nil { changed = elements }
                    changed?[index] = element
                }
            }
            guard let changed else { return nil }
            var copy = node
            copy.value = .array(changed)
            return copy
        case .null, .bool, .number, .string:
            return nil
        }
    }

    /// Whether `reference`, written in `file`, must be resolved here: in OpenAPI every reference outside the entry
    /// (its `#/…` pointers designate its own nodes) and every entry reference naming a file; in the spec format a
    /// reference naming a file (a `/`, `#` or `:` in it, or a `.json`, `.yaml` or `.yml` ending), never a model
    /// name nor a bare `#/…` pointer.
    func isFileReference(_ reference: String, in file: File) -> Bool {
        switch format {
        case .openAPI:
            return !file.isEntry || !reference.hasPrefix("#")
        case .endpointSpec:
            // `#/components/schemas/Pet` out of OpenAPI habit is for the decoder to explain.
            if reference.hasPrefix("#") { return false }
            if reference.contains(where: { $0 == "/" || $0 == "#" || $0 == ":" }) { return true }
            return InputSyntax(fileName: reference) != nil
        }
    }

    /// Whether the OpenAPI member `key` of the node being visited holds data rather than a description, so a
    /// `$ref` in it is not a reference: extensions (`x-…`), `example`, `enum`, `const`, and each example's `value`
    /// (but not members of a map keyed by names, where `x-request-id` is a header's name: ``isNameMap``).
    private func isOpaque(_ key: String) -> Bool {
        guard format == .openAPI, !isNameMap else { return false }
        switch key {
        case "example", "enum", "const": return true
        case "value": return path.count >= 2 && path[path.count - 2] == "examples"
        default: return key.hasPrefix("x-")
        }
    }

    /// Whether the node being visited is an OpenAPI map whose keys are names rather than fixed fields, so a key
    /// `x-…` is a name (a header, a property, a component) and not an extension: `properties`, `headers`,
    /// `content`, `encoding`, a server's `variables`, and every map of `components`.
    private var isNameMap: Bool {
        guard let last = path.last else { return false }
        if ["properties", "patternProperties", "headers", "content", "encoding", "variables"].contains(last) {
            return true
        }
        return path.count >= 2 && path[path.count - 2] == "components"
    }

    // MARK: - Helpers

    /// The string value of the `$ref` member of `node`, if it is an object with one.
    static func reference(in node: JSONNode) -> String? {
        guard case .string(let reference) = member("$ref", of: node)?.value else { return nil }
        return reference
    }

    /// The value of the member `key` of `node`, if it is an object with one.
    static func member(_ key: String, of node: JSONNode) -> JSONNode? {
        guard case .object(let members) = node.value else { return nil }
        for member in members where member.key == key { return member.value }
        return nil
    }

    /// `document` with `members` appended to the object at `keys`, creating the objects on the way.
    static func appending(_ members: [JSONNode.Member], to document: JSONNode, at keys: ArraySlice<String>) -> JSONNode
    {
        guard case .object(var existing) = document.value else { return document }
        var copy = document
        guard let key = keys.first else {
            existing.append(contentsOf: members)
            copy.value = .object(existing)
            return copy
        }
        if let index = existing.firstIndex(where: { $0.key == key }) {
            existing[index].value = appending(members, to: existing[index].value, at: keys.dropFirst())
        } else {
            let empty = JSONNode(value: .object([]), location: document.location)
            let value = appending(members, to: empty, at: keys.dropFirst())
            existing.append(JSONNode.Member(key: key, keyLocation: document.location, value: value))
        }
        copy.value = .object(existing)
        return copy
    }

    // MARK: - Notes

    /// `diagnostics` with the chain of references that led to a referenced file as notes after every error or
    /// warning located in it (and its own notes), innermost reference first.
    func addingReferenceNotes(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard files.count > 1 else { return diagnostics }
        var chains: [String: [Step]] = [:]
        for file in files.values where !file.isEntry { chains[file.displayPath] = file.chain }
        var result: [Diagnostic] = []
        var pending: [Diagnostic] = []
        for diagnostic in diagnostics {
            if diagnostic.severity != .note {
                result.append(contentsOf: pending)
                pending = (chains[diagnostic.location.file] ?? []).reversed().map {
                    Diagnostic(.note, "'\($0.reference)' is referenced here", at: $0.location)
                }
            }
            result.append(diagnostic)
        }
        result.append(contentsOf: pending)
        return result
    }
}
