extension Expression {
    /// The expression on one line.
    var text: String {
        var printer = CodePrinter()
        appendText(to: &printer)
        return printer.contents
    }

    /// Appends the expression, on one line, to `text`: one buffer for the whole expression, no part strings.
    func appendText(to text: inout CodePrinter) {
        switch self {
        case .raw(let spelled), .identifier(let spelled), .literal(let spelled):
            text.append(spelled)
        case .implicitMember(let name):
            text.append(".")
            text.append(name)
        case .type(let type):
            type.appendText(to: &text)
        case .keyPath(let name):
            text.append("\\.")
            text.append(name)
        case .member(let base, let name):
            base.appendText(to: &text)
            text.append(".")
            text.append(name)
        case .optionalChain(let base):
            base.appendText(to: &text)
            text.append("?")
        case .subscripted(let base, let index):
            base.appendText(to: &text)
            text.append("[")
            index.appendText(to: &text)
            text.append("]")
        case .call(let callee, let arguments):
            callee.appendText(to: &text)
            text.append("(")
            for (index, argument) in arguments.enumerated() {
                if index > 0 { text.append(", ") }
                argument.appendText(to: &text)
            }
            text.append(")")
        case .trailingClosure(let callee, let body):
            callee.appendText(to: &text)
            text.append(" { ")
            body.appendText(to: &text)
            text.append(" }")
        case .closure(let body):
            text.append("{ ")
            body.appendText(to: &text)
            text.append(" }")
        case .singleLine(let expression):
            expression.appendText(to: &text)
        case .ifCase(let branches, let fallback):
            for (index, branch) in branches.enumerated() {
                if index > 0 { text.append(" else ") }
                text.append("if ")
                text.append(branch.condition)
                text.append(" { ")
                branch.body.appendText(to: &text)
                text.append(" }")
            }
            text.append(" else { ")
            fallback.appendText(to: &text)
            text.append(" }")
        case .try(let expression):
            text.append("try ")
            expression.appendText(to: &text)
        case .tryOptional(let expression):
            text.append("try? ")
            expression.appendText(to: &text)
        case .await(let expression):
            text.append("await ")
            expression.appendText(to: &text)
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
        var printer = CodePrinter()
        appendText(to: &printer)
        return printer.contents
    }

    /// Appends `label: value`, on one line, to `text`.
    func appendText(to text: inout CodePrinter) {
        if let label {
            text.append(label)
            text.append(": ")
        }
        value.appendText(to: &text)
    }
}
