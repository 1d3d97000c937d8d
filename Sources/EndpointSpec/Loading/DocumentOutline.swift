// Uses only the Swift standard library: the build plugins compile this file into themselves (see InputKind.swift).

/// A forgiving, allocation-light reader of a document's outline — the members of its mappings and the strings it
/// holds — found by skipping over everything else without building it (``JSONOutline``, ``YAMLOutline``).
///
/// It answers the few questions asked before a document is parsed: what kind of input it is (``InputKind``), how
/// many models and endpoints it declares (the build plugin's file plan). It never traps: on malformed input it
/// reports what it could read, and the real parser, which runs next, reports the problem with its location.
/// Positions are byte offsets into the text, meaningful only to the outline that returned them.
public protocol DocumentOutline: Sendable {
    /// The position of the root value, if there is one.
    var root: Int? { get }

    /// Calls `body` with each member's key and value position of the mapping at `start`, in order, until it
    /// returns `false`; calls it never when `start` is not a mapping. Stops at the first malformed member.
    func forEachMember(ofObjectAt start: Int, _ body: (String, Int) -> Bool)

    /// The string at `position`, its escapes decoded; `nil` when it is not a well-formed string.
    func string(at position: Int) -> String?
}

extension DocumentOutline {
    /// The keys of the mapping at `start`, each with the position of its value; empty when `start` is not a
    /// mapping.
    public func members(ofObjectAt start: Int) -> [(key: String, value: Int)] {
        var members: [(key: String, value: Int)] = []
        forEachMember(ofObjectAt: start) { key, value in
            members.append((key, value))
            return true
        }
        return members
    }

    /// The value position of the member `key` of the mapping at `start`, if it has one.
    public func member(_ key: String, ofObjectAt start: Int) -> Int? {
        var found: Int?
        forEachMember(ofObjectAt: start) { candidate, value in
            if candidate == key { found = value }
            return found == nil
        }
        return found
    }

    /// The value position reached by following `keys` from the root mapping, if every key exists.
    public func value(at keys: [String]) -> Int? {
        guard var index = root else { return nil }
        for key in keys {
            guard let next = member(key, ofObjectAt: index) else { return nil }
            index = next
        }
        return index
    }
}
