/// A filter expression's value: Nothing, a literal, or a node of the document (RFC 9535 §2.3.5.2.2).
@usableFromInline enum FilterValue<Node: JSONPathNode> {
    /// No value: an empty singular query, or a function without a result.
    case nothing
    /// A literal of the query, or a number a function computed.
    case literal(Literal)
    /// A node's value.
    case node(Node)

    /// A computed count.
    @inlinable static func number(_ count: Int) -> FilterValue { .literal(.number(JSONPathNumber(count))) }

    /// The value one level deep (`.null` for Nothing, which callers check first).
    @inlinable var jsonPathValue: JSONPathValue<Node>? {
        switch self {
        case .nothing: nil
        case .node(let node): node.jsonPathValue
        case .literal(.null): .null
        case .literal(.bool(let value)): .bool(value)
        case .literal(.number(let value)): .number(value)
        case .literal(.string(let value)): .string(value)
        }
    }

    /// The string, if the value is one.
    @inlinable var string: String? {
        if case .string(let string) = jsonPathValue { return string }
        return nil
    }

    // MARK: - Comparison

    /// `left comparison right` per RFC 9535 §2.3.5.2.2; `work` grows by the pairs of values compared.
    @inlinable static func compare(
        _ left: FilterValue,
        _ comparison: ComparisonOperator,
        _ right: FilterValue,
        work: inout Int
    ) -> Bool {
        work += 1
        switch comparison {
        case .equal: return equal(left, right, work: &work)
        case .notEqual: return !equal(left, right, work: &work)
        case .less: return less(left, right)
        case .lessOrEqual: return less(left, right) || equal(left, right, work: &work)
        case .greater: return less(right, left)
        case .greaterOrEqual: return less(right, left) || equal(left, right, work: &work)
        }
    }

    /// Nothing equals only Nothing; numbers by value, strings by scalars, arrays and objects deeply (member order
    /// aside), other values of the same kind by value.
    @inlinable static func equal(_ left: FilterValue, _ right: FilterValue, work: inout Int) -> Bool {
        switch (left.jsonPathValue, right.jsonPathValue) {
        case (nil, nil): true
        case (let left?, let right?): deepEqual(left, right, work: &work)
        default: false
        }
    }

    /// Only numbers and strings are ordered; strings by their Unicode scalars.
    @inlinable static func less(_ left: FilterValue, _ right: FilterValue) -> Bool {
        switch (left.jsonPathValue, right.jsonPathValue) {
        case (.number(let left)?, .number(let right)?): left < right
        case (.string(let left)?, .string(let right)?): left.utf8.lexicographicallyPrecedes(right.utf8)
        default: false
        }
    }

    /// Deep equality, with a work list rather than recursion.
    @inlinable static func deepEqual(_ left: JSONPathValue<Node>, _ right: JSONPathValue<Node>, work: inout Int) -> Bool
    {
        var pending = [(left, right)]
        while let (left, right) = pending.popLast() {
            work += 1
            switch (left, right) {
            case (.null, .null): continue
            case (.bool(let left), .bool(let right)): guard left == right else { return false }
            case (.number(let left), .number(let right)): guard left == right else { return false }
            case (.string(let left), .string(let right)):
                guard left.utf8.elementsEqual(right.utf8) else { return false }
            case (.array(let left), .array(let right)):
                guard left.count == right.count else { return false }
                for (leftElement, rightElement) in zip(left, right) {
                    pending.append((leftElement.jsonPathValue, rightElement.jsonPathValue))
                }
            case (.object(let left), .object(let right)):
                guard left.count == right.count else { return false }
                let lookup = MemberLookup(right)
                for member in left {
                    guard let match = lookup.value(named: member.key) else { return false }
                    pending.append((member.value.jsonPathValue, match.jsonPathValue))
                }
            default: return false
            }
        }
        return true
    }
}

/// Finds an object's members by name, comparing names by their scalars (not by Swift's canonical equivalence).
@usableFromInline struct MemberLookup<Node> {
    @usableFromInline let members: [(key: String, value: Node)]
    @usableFromInline let index: [[UInt8]: Int]

    @inlinable init(_ members: [(key: String, value: Node)]) {
        self.members = members
        var index: [[UInt8]: Int] = [:]
        if members.count > 8 {
            for (offset, member) in members.enumerated().reversed() { index[Array(member.key.utf8)] = offset }
        }
        self.index = index
    }

    /// The value of the first member named `name`.
    @inlinable func value(named name: String) -> Node? {
        if members.count > 8 { return index[Array(name.utf8)].map { members[$0].value } }
        return members.first { $0.key.utf8.elementsEqual(name.utf8) }?.value
    }
}
