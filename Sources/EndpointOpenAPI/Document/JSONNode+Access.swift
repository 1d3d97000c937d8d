import EndpointSpec

// MARK: - Reading OpenAPI nodes

extension JSONNode {
    /// The object's members in source order, or `nil` when the node is not an object.
    var objectMembers: [Member]? {
        if case .object(let members) = value { members } else { nil }
    }

    /// The member with `key`, when the node is an object that has it.
    func member(_ key: String) -> Member? {
        guard case .object(let members) = value else { return nil }
        // A loop over the storage, not `first(where:)`: the build plugin's debug generator would copy every member
        // into a generic closure call, and the importer looks members up constantly.
        return members.withUnsafeBufferPointer { buffer -> Member? in
            guard let base = buffer.baseAddress else { return nil }
            var index = 0
            while index < buffer.count {
                if base[index].key == key { return base[index] }
                index += 1
            }
            return nil
        }
    }

    /// The value under `key`, when the node is an object that has it.
    subscript(key: String) -> JSONNode? { member(key)?.value }

    /// Whether the node is an object that has `key`.
    func has(_ key: String) -> Bool {
        guard case .object(let members) = value else { return false }
        // Compares the keys in place: returning the member would copy it (key, location and value).
        return members.withUnsafeBufferPointer { buffer -> Bool in
            guard let base = buffer.baseAddress else { return false }
            var index = 0
            while index < buffer.count {
                if base[index].key == key { return true }
                index += 1
            }
            return false
        }
    }

    /// The string, when the node is one.
    var stringValue: String? {
        if case .string(let text) = value { text } else { nil }
    }

    /// The boolean, when the node is one.
    var boolValue: Bool? {
        if case .bool(let flag) = value { flag } else { nil }
    }

    /// The elements, when the node is an array.
    var arrayElements: [JSONNode]? {
        if case .array(let elements) = value { elements } else { nil }
    }

    /// Whether the node is `null`.
    var isNull: Bool {
        if case .null = value { true } else { false }
    }

    /// Whether the node is an object.
    var isObject: Bool { objectMembers != nil }

    /// The string under `key`, when present and a string.
    func string(_ key: String) -> String? { self[key]?.stringValue }

    /// The string under `key` when it has visible text: documentation strings that are empty or only
    /// whitespace are treated as absent.
    func text(_ key: String) -> String? {
        guard let text = string(key), text.contains(where: { !$0.isWhitespace }) else { return nil }
        return text
    }

    /// `true` only when the value under `key` is the boolean `true`.
    func flag(_ key: String) -> Bool { self[key]?.boolValue == true }
}
