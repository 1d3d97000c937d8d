/// A JSON object being decoded, with what it is called in messages and where to report its missing keys.
struct ObjectView {
    /// The object's members in source order.
    let members: [JSONNode.Member]
    /// How messages name the object, for example `endpoint 'getProduct'`.
    let context: String
    /// Where problems with the object as a whole are reported: its key, or its opening brace.
    let anchor: SourceLocation
    /// Where the object's opening brace is.
    let location: SourceLocation

    /// The member with `key`, if present.
    subscript(key: String) -> JSONNode.Member? {
        // By index: `first(where:)` would copy every member it compares.
        for index in members.indices where members[index].key == key { return members[index] }
        return nil
    }

    /// Whether a member with `key` is present.
    func contains(_ key: String) -> Bool {
        for index in members.indices where members[index].key == key { return true }
        return false
    }
}
