extension Expression {
    /// The expression on one line.
    var text: String {
        var text = ""
        appendText(to: &text)
        return text
    }

    /// Appends the expression, on one line, to `text`: one buffer for the whole expression, no part strings.
    func appendText(to text: inout some TextBuffer) {
        switch self {
        case .raw(let raw):
            text.append(raw)
        case .call(let callee, let arguments):
            callee.appendText(to: &text)
            text.append("(")
            for (index, argument) in arguments.enumerated() {
                if index > 0 { text.append(", ") }
                argument.appendText(to: &text)
            }
            text.append(")")
        case .suffixed(let base, let suffix):
            base.appendText(to: &text)
            text.append(suffix)
        case .array(let elements):
            text.append("[")
            for (index, element) in elements.enumerated() {
                if index > 0 { text.append(", ") }
                element.appendText(to: &text)
            }
            text.append("]")
        case .dictionary(let entries):
            guard !entries.isEmpty else {
                text.append("[:]")
                return
            }
            text.append("[")
            for (index, entry) in entries.enumerated() {
                if index > 0 { text.append(", ") }
                entry.key.appendText(to: &text)
                text.append(": ")
                entry.value.appendText(to: &text)
            }
            text.append("]")
        case .prefixed(let prefix, let expression):
            text.append(prefix)
            expression.appendText(to: &text)
        case .infix(let lhs, let op, let rhs):
            lhs.appendText(to: &text)
            text.append(" ")
            text.append(op)
            text.append(" ")
            rhs.appendText(to: &text)
        }
    }
}

extension Argument {
    /// `label: value` on one line.
    var text: String {
        var text = ""
        appendText(to: &text)
        return text
    }

    /// Appends `label: value`, on one line, to `text`.
    func appendText(to text: inout some TextBuffer) {
        if let label {
            text.append(label)
            text.append(": ")
        }
        value.appendText(to: &text)
    }
}
