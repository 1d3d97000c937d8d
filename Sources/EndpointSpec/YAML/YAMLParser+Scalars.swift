// MARK: - Scalars and tags

extension YAMLParser {
    /// The standard tags, by their suffix after `tag:yaml.org,2002:`.
    static let standardTagPrefix = "tag:yaml.org,2002:"

    /// The node of a scalar value without anchor or tag: a quoted or block scalar is a string, a plain one is
    /// resolved by the core schema (an error for `.inf` and `.nan`, which JSON cannot hold). What
    /// ``scalar(_:tag:)`` composes for such a token, without what only keys and anchors need.
    mutating func scalarValue(_ token: YAMLToken) throws(YAMLSyntaxError) -> JSONNode {
        nodeCount += 1
        let location = location(of: token)
        let text = scanner.text(of: token)
        guard token.style == .plain else {
            return JSONNode(value: .string(text), location: location, isVerbatim: token.isVerbatim)
        }
        let value = YAMLScalarResolver.resolvePlain(text)
        guard case .string = value else { return JSONNode(value: value, location: location, isVerbatim: false) }
        switch text.utf8.first {
        case UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "-"):
            if YAMLScalarResolver.isSpecialFloat(text) {
                throw YAMLSyntaxError(message: YAMLScalarResolver.notRepresentable(text), location: location)
            }
        default: break
        }
        return JSONNode(value: value, location: location, isVerbatim: token.isVerbatim, textColumnOffset: 0)
    }

    /// Composes a scalar token, resolving it by its tag or, for an untagged plain scalar, by the core schema.
    mutating func scalar(_ token: YAMLToken, tag: YAMLToken?) throws(YAMLSyntaxError) -> Composed {
        nodeCount += 1
        let location = location(of: token)
        let text = scanner.text(of: token)
        var node = JSONNode(value: .string(text), location: location, isVerbatim: token.isVerbatim)
        if token.style == .plain { node.textColumnOffset = 0 }  // no opening quote
        var composed = Composed(node: node, keyText: text)
        guard let tag else {
            if token.style == .plain {
                node.value = YAMLScalarResolver.resolvePlain(text)
                if case .string = node.value {} else { node.isVerbatim = false }
                composed.node = node
                // Only `<<` and `.inf`/`.nan` (maybe signed) need looking at: the first byte tells.
                switch text.utf8.first {
                case UInt8(ascii: "<"): composed.isMergeKey = text == "<<"
                case UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "-"):
                    composed.isUnrepresentable = YAMLScalarResolver.isSpecialFloat(text)
                default: break
                }
            }
            return composed
        }
        switch try resolveTag(tag) {
        case .nonSpecific:
            return composed
        case .standard(let name):
            switch name {
            case "map", "seq":
                throw error(
                    "the tag '\(tagText(tag))' names a \(name == "map" ? "mapping" : "sequence"), but the node is a scalar",
                    at: tag
                )
            default:
                switch YAMLScalarResolver.resolve(text, tag: name) {
                case .value(let value):
                    node.value = value
                    if case .string = value {} else { node.isVerbatim = false }
                    composed.node = node
                    return composed
                case .failure(let message):
                    if message == "unknown tag" { throw unknownTag(tag) }
                    throw error("\(message), as its tag '\(tagText(tag))' requires", at: tag)
                }
            }
        case .unknown:
            throw unknownTag(tag)
        }
    }

    /// An error unless `tag` fits the collection `node` (`!!map` on a mapping, `!!seq` on a sequence, `!`).
    func checkCollectionTag(_ tag: YAMLToken, on node: JSONNode) throws(YAMLSyntaxError) {
        switch try resolveTag(tag) {
        case .nonSpecific: return
        case .standard("map"):
            if case .object = node.value { return }
            throw error("the tag '\(tagText(tag))' names a mapping, but the node is a sequence", at: tag)
        case .standard("seq"):
            if case .array = node.value { return }
            throw error("the tag '\(tagText(tag))' names a sequence, but the node is a mapping", at: tag)
        case .standard(let name) where ["str", "int", "float", "bool", "null"].contains(name):
            throw error("the tag '\(tagText(tag))' names a scalar, but the node is a collection", at: tag)
        default:
            throw unknownTag(tag)
        }
    }

    /// What a tag resolves to.
    enum ResolvedTag: Equatable {
        /// `!`: the node is a string (a scalar) or the collection it is.
        case nonSpecific
        /// `tag:yaml.org,2002:NAME`.
        case standard(String)
        /// Anything else.
        case unknown
    }

    func resolveTag(_ tag: YAMLToken) throws(YAMLSyntaxError) -> ResolvedTag {
        let full: String
        let handle = scanner.text(of: tag)
        if handle.isEmpty {
            full = scanner.suffix(of: tag)
        } else {
            guard let prefix = tagHandles[handle] else {
                throw error("undefined tag handle '\(handle)'; declare it with a %TAG directive", at: tag)
            }
            full = prefix + scanner.suffix(of: tag)
        }
        if full == "!" { return .nonSpecific }
        guard full.hasPrefix(Self.standardTagPrefix) else { return .unknown }
        let name = String(full.dropFirst(Self.standardTagPrefix.count))
        return ["str", "int", "float", "bool", "null", "map", "seq"].contains(name) ? .standard(name) : .unknown
    }

    /// The tag as written: `!!str`, `!local`, `!<tag:example.com,2000:x>`.
    func tagText(_ tag: YAMLToken) -> String {
        let handle = scanner.text(of: tag)
        return handle.isEmpty ? "!<\(scanner.suffix(of: tag))>" : handle + scanner.suffix(of: tag)
    }

    func unknownTag(_ tag: YAMLToken) -> YAMLSyntaxError {
        error(
            "unknown tag '\(tagText(tag))'; only the standard tags !!str, !!int, !!float, !!bool, !!null, !!map and "
                + "!!seq can be used, since JSON has no other types",
            at: tag
        )
    }
}
