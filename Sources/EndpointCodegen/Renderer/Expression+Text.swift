extension Expression {
    /// The expression on one line.
    var text: String {
        var text = ""
        appendText(to: &text)
        return text
    }

    /// Appends the expression, on one line, to `text`: one buffer for the whole expression, no part strings.
    func appendText(to text: inout String) {
        switch self {
        case .raw(let raw):
            text += raw
        case .call(let callee, let arguments):
            callee.appendText(to: &text)
            text += "("
            for (index, argument) in arguments.enumerated() {
                if index > 0 { text += ", " }
                argument.appendText(to: &text)
            }
            text += ")"
        case .suffixed(let base, let suffix):
            base.appendText(to: &text)
            text += suffix
        case .array(let elements):
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += ", " }
                element.appendText(to: &text)
            }
            text += "]"
        case .dictionary(let entries):
            guard !entries.isEmpty else {
                text += "[:]"
                return
            }
            text += "["
            for (index, entry) in entries.enumerated() {
                if index > 0 { text += ", " }
                entry.key.appendText(to: &text)
                text += ": "
                entry.value.appendText(to: &text)
            }
            text += "]"
        case .prefixed(let prefix, let expression):
            text += prefix
            expression.appendText(to: &text)
        case .infix(let lhs, let op, let rhs):
            lhs.appendText(to: &text)
            text += " "
            text += op
            text += " "
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
    func appendText(to text: inout String) {
        if let label {
            text += label
            text += ": "
        }
        value.appendText(to: &text)
    }
}
