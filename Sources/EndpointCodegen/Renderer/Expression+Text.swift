extension Expression {
    /// The expression on one line.
    var text: String {
        switch self {
        case .raw(let text):
            text
        case .call(let callee, let arguments):
            callee.text + "(" + arguments.map(\.text).joined(separator: ", ") + ")"
        case .suffixed(let base, let suffix):
            base.text + suffix
        case .array(let elements):
            "[" + elements.map(\.text).joined(separator: ", ") + "]"
        case .dictionary(let entries):
            entries.isEmpty
                ? "[:]" : "[" + entries.map { $0.key.text + ": " + $0.value.text }.joined(separator: ", ") + "]"
        case .prefixed(let prefix, let expression):
            prefix + expression.text
        case .infix(let lhs, let op, let rhs):
            lhs.text + " " + op + " " + rhs.text
        }
    }
}

extension Argument {
    /// `label: value` on one line.
    var text: String { (label.map { $0 + ": " } ?? "") + value.text }
}
