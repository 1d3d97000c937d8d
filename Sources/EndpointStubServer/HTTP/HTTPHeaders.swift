/// HTTP header fields in the order they were received or set; names compare case-insensitively.
public struct HTTPHeaders: Sendable, Hashable, Sequence, ExpressibleByDictionaryLiteral {
    /// One `Name: value` line.
    public struct Field: Sendable, Hashable {
        /// The field name as written, for example `Content-Type`.
        public var name: String
        /// The field value without surrounding whitespace.
        public var value: String

        /// Creates a field.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// Every field, in order; a name may repeat.
    public private(set) var fields: [Field]

    /// Creates headers from `(name, value)` pairs, keeping their order.
    public init(_ fields: [(String, String)] = []) {
        self.fields = fields.map { Field(name: $0.0, value: $0.1) }
    }

    /// Creates headers from a literal such as `["Content-Type": "application/json"]`.
    public init(dictionaryLiteral elements: (String, String)...) {
        self.init(elements)
    }

    // MARK: - Reading

    /// The first value of the field named `name` (case-insensitive); setting replaces every field of that name,
    /// and setting `nil` removes them.
    public subscript(name: String) -> String? {
        get { fields.first { Self.namesMatch($0.name, name) }?.value }
        set {
            guard let newValue else {
                remove(name)
                return
            }
            guard let index = fields.firstIndex(where: { Self.namesMatch($0.name, name) }) else {
                fields.append(Field(name: name, value: newValue))
                return
            }
            fields = fields.enumerated().compactMap { offset, field in
                guard Self.namesMatch(field.name, name) else { return field }
                return offset == index ? Field(name: field.name, value: newValue) : nil
            }
        }
    }

    /// Every value of the field named `name` (case-insensitive), in order.
    public func values(for name: String) -> [String] {
        fields.filter { Self.namesMatch($0.name, name) }.map(\.value)
    }

    /// Whether a field named `name` (case-insensitive) is present.
    public func contains(_ name: String) -> Bool {
        fields.contains { Self.namesMatch($0.name, name) }
    }

    /// Whether a comma-separated field such as `Connection` lists `token` (both case-insensitive).
    public func containsToken(_ token: String, inField name: String) -> Bool {
        values(for: name).contains { value in
            value.split(separator: ",").contains { Self.namesMatch(trimmed($0), token) }
        }
    }

    // MARK: - Writing

    /// Appends a field, keeping any existing field of the same name.
    public mutating func add(name: String, value: String) {
        fields.append(Field(name: name, value: value))
    }

    /// Removes every field named `name` (case-insensitive).
    public mutating func remove(_ name: String) {
        fields.removeAll { Self.namesMatch($0.name, name) }
    }

    // MARK: - Sequence

    /// Iterates the fields in order.
    public func makeIterator() -> IndexingIterator<[Field]> {
        fields.makeIterator()
    }

    // MARK: - Helpers

    static func namesMatch(_ lhs: some StringProtocol, _ rhs: some StringProtocol) -> Bool {
        lhs.utf8.count == rhs.utf8.count && lhs.lowercased() == rhs.lowercased()
    }
}

/// `text` without leading and trailing spaces and tabs.
func trimmed(_ text: some StringProtocol) -> String {
    let isWhitespace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let first = text.firstIndex(where: { !isWhitespace($0) }),
        let last = text.lastIndex(where: { !isWhitespace($0) })
    else { return "" }
    return String(text[first...last])
}
