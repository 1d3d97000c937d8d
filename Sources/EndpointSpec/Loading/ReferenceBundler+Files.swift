import HTTPSemantics

// MARK: - Files and pointers

extension ReferenceBundler {
    /// Why a reference cannot be followed; `message` is `nil` when the problem is already reported (the file's
    /// syntax errors).
    struct Unresolved: Error {
        /// The error to report at the reference.
        var message: String?
    }

    /// What `reference`, written in `file`, designates; with `loading`, the file is read and parsed (once) and
    /// its chain records the reference at `location`.
    mutating func target(
        of reference: String,
        from file: File,
        loading: Bool,
        at location: SourceLocation? = nil
    ) -> Result<Located, Unresolved> {
        let hash = reference.firstIndex(of: "#")
        let filePart = String(reference[..<(hash ?? reference.endIndex)])
        let fragment = hash.map { String(reference[reference.index(after: $0)...]) } ?? ""
        guard let tokens = Self.tokens(of: fragment) else {
            return .failure(
                Unresolved(
                    message: "'\(reference)' has a malformed fragment; write a JSON pointer such as "
                        + "'#/components/schemas/Pet' after '#', or nothing"
                )
            )
        }
        guard !filePart.isEmpty else {
            return .success(Located(target: Target(canonicalPath: file.canonicalPath, tokens: tokens), file: file))
        }
        let path: ReferencedPath
        switch ReferencedPath.resolve(filePart, from: file.directory, root: root) {
        case .success(let resolved): path = resolved
        case .failure(let refusal): return .failure(Unresolved(message: refusal.message))
        }
        let target = Target(canonicalPath: path.canonicalPath, tokens: tokens)
        if let known = files[path.canonicalPath] { return .success(Located(target: target, file: known)) }
        let referenceLocation = location ?? SourceLocation(file: file.displayPath, line: 1, column: 1)
        let chain = file.chain + [Step(reference: reference, location: referenceLocation)]
        var loaded = File(
            displayPath: path.displayPath,
            directory: path.directory,
            canonicalPath: path.canonicalPath,
            root: nil,
            chain: chain
        )
        guard loading else { return .success(Located(target: target, file: loaded)) }
        guard files.count < limits.maximumFiles else {
            refuse(
                "the document refers to more than \(limits.maximumFiles) files; '\(filePart)' is not read",
                key: "maximumFiles",
                at: referenceLocation
            )
            return .failure(Unresolved(message: nil))
        }
        switch read(path.canonicalPath) {
        case .success(let bytes):
            bytesRead += bytes.count
            guard bytesRead <= limits.maximumBytes else {
                refuse(
                    "the files the document refers to hold more than \(limits.maximumMegabytes) MiB in all; "
                        + "'\(filePart)' is not read",
                    key: "maximumMegabytes",
                    at: referenceLocation
                )
                return .failure(Unresolved(message: nil))
            }
            sources[path.displayPath] = bytes
            let parsed: JSONParseResult
            switch InputSyntax.detect(bytes, fileName: SpecLoader.fileName(of: path.displayPath)) {
            case .json: parsed = JSONParser.parse(bytes, file: path.displayPath)
            case .yaml: parsed = YAMLParser.parse(bytes, file: path.displayPath)
            }
            log.append(contentsOf: parsed.log)
            loaded.root = parsed.root
            files[path.canonicalPath] = loaded
            return .success(Located(target: target, file: loaded))
        case .failure(let failure):
            return .failure(Unresolved(message: failure.message(path: path.displayPath, noun: "referenced file")))
        }
    }

    /// The node `located` designates; `nil` after reporting, at `location`, that it does not exist.
    mutating func designatedNode(at located: Located, reference: String, location: SourceLocation) -> JSONNode? {
        guard var node = located.file.root else { return nil }
        for (depth, token) in located.target.tokens.enumerated() {
            switch node.value {
            case .object(let members):
                if let member = members.first(where: { $0.key == token }) {
                    node = member.value
                    continue
                }
                let hint = Suggestion.hint(for: token, in: members.map(\.key))
                report(missing: token, depth: depth, of: located, reference: reference, hint: hint, at: location)
                return nil
            case .array(let elements):
                if let index = Int(token), elements.indices.contains(index) {
                    node = elements[index]
                    continue
                }
                report(missing: token, depth: depth, of: located, reference: reference, hint: "", at: location)
                return nil
            case .null, .bool, .number, .string:
                report(missing: token, depth: depth, of: located, reference: reference, hint: "", at: location)
                return nil
            }
        }
        return node
    }

    private mutating func report(
        missing token: String,
        depth: Int,
        of located: Located,
        reference: String,
        hint: String,
        at location: SourceLocation
    ) {
        let parent = Self.pointer(Array(located.target.tokens.prefix(depth)))
        log.error(
            "'\(reference)' does not resolve: '\(located.file.displayPath)' has no '\(token)' in '\(parent)'\(hint)",
            at: location
        )
    }

    // MARK: Pointers

    /// The decoded tokens of the JSON pointer `fragment` (RFC 6901, percent-escapes decoded); `[]` for an empty
    /// fragment, `nil` for a malformed one.
    static func tokens(of fragment: String) -> [String]? {
        guard !fragment.isEmpty else { return [] }
        guard fragment.hasPrefix("/"), let decoded = PercentDecoding.decode(fragment) else { return nil }
        return decoded.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map {
            String($0).replacing("~1", with: "/").replacing("~0", with: "~")
        }
    }

    /// `#/a/b` for `["a", "b"]`, each token escaped.
    static func pointer(_ tokens: [String]) -> String {
        "#" + tokens.map { "/" + escaped($0) }.joined()
    }

    /// `token` escaped for a JSON pointer in a `$ref`: `~` as `~0`, `/` as `~1`, `%` as `%25`.
    static func escaped(_ token: String) -> String {
        token.replacing("%", with: "%25").replacing("~", with: "~0").replacing("/", with: "~1")
    }
}
