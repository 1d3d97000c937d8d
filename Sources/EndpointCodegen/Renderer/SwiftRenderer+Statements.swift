// MARK: - Statements

extension SwiftRenderer {
    /// Writes `statements` at the printer's indentation.
    func renderStatements(_ statements: [Statement], into printer: inout CodePrinter) {
        for statement in statements { render(statement, into: &printer) }
    }

    /// Writes one statement at the printer's indentation.
    func render(_ statement: Statement, into printer: inout CodePrinter) {
        switch statement {
        case .expression(let expression):
            writeExpression(expression, into: &printer)
        case .variable(let isMutable, let name, let type, let value):
            var head = (isMutable ? "var " : "let ") + name
            if let type { head += ": " + type.text }
            writeExpression(value, prefix: head + " = ", into: &printer)
        case .assignment(let target, let value):
            printer.beginLine()
            target.appendText(to: &printer)
            printer.append(" = ")
            value.appendText(to: &printer)
            // Two columns of slack: swift-format breaks a `??` whose right side is a collection literal a little
            // before the limit, and generated code should pass its lint unchanged. A single-line value stays on
            // the target's line.
            if case .singleLine = value {
                printer.endLine()
            } else if printer.indentWidth + printer.lineWidth <= SwiftRenderer.lineWidth - 2 {
                printer.endLine()
            } else {
                printer.discardLine()
                printer.write(flat(target) + " =")
                printer.push()
                writeExpression(value, into: &printer)
                printer.pop()
            }
        case .discard(let expression):
            writeExpression(expression, prefix: "_ = ", into: &printer)
        case .return(let expression):
            if let expression {
                writeExpression(expression, prefix: "return ", into: &printer)
            } else {
                printer.write("return")
            }
        case .throw(let error):
            writeExpression(error, prefix: "throw ", into: &printer)
        case .closureBinding(let name, let head, let parameter, let body):
            printer.beginLine()
            printer.append("let ")
            printer.append(name)
            printer.append(" = ")
            head.appendText(to: &printer)
            printer.append(" { ")
            printer.append(parameter)
            printer.append(" in")
            printer.endLine()
            printer.push()
            renderStatements(body, into: &printer)
            printer.close()
        case .guardLet(let name, let value, let elseBody):
            let condition = "let " + name + " = " + flat(value)
            if let line = singleLine(elseBody), case let text = "guard \(condition) else { \(line) }",
                fits(text, in: printer)
            {
                printer.write(text)
            } else {
                printer.open("guard \(condition) else")
                renderStatements(elseBody, into: &printer)
                printer.close()
            }
        case .doCatch(let body, let catches):
            printer.open("do")
            renderStatements(body, into: &printer)
            for clause in catches {
                printer.pop()
                writeCatch(clause, into: &printer)
                printer.push()
                renderStatements(clause.body, into: &printer)
            }
            printer.close()
        case .switchOver(let subject, let cases):
            printer.write("switch ", flat(subject) + " {")
            for switchCase in cases {
                let label = label(of: switchCase.pattern)
                if let line = singleLine(switchCase.body), case let text = "\(label): \(line)",
                    fits(text, in: printer)
                {
                    printer.write(text)
                } else {
                    printer.write(label, ":")
                    printer.push()
                    renderStatements(switchCase.body, into: &printer)
                    printer.pop()
                }
            }
            printer.write("}")
        }
    }

    /// `} catch pattern {` as swift-format lays it out: on one line when it fits, else the `{` on a line of its own,
    /// after the `where` clause on a line of its own (indented) when the pattern with it does not fit either.
    private func writeCatch(_ clause: CatchClause, into printer: inout CodePrinter) {
        let head = "} catch " + pattern(of: clause)
        if fits(head + " {", in: printer) {
            printer.write(head + " {")
            return
        }
        if !fits(head, in: printer), let condition = clause.condition {
            printer.write("} catch " + pattern(of: clause, withCondition: false))
            printer.push()
            printer.write("where " + flat(condition))
            printer.pop()
        } else {
            printer.write(head)
        }
        printer.write("{")
    }

    /// `let error as APIError where condition`, or `Type.case(let response) where condition`.
    private func pattern(of clause: CatchClause, withCondition: Bool = true) -> String {
        var text: String
        if let type = clause.type, let caseName = clause.enumCase {
            text = type.text + "." + caseName + "(let " + clause.name + ")"
        } else {
            text = "let " + clause.name
            if let type = clause.type { text += " as " + type.text }
        }
        if withCondition, let condition = clause.condition { text += " where " + flat(condition) }
        return text
    }

    /// `case .a, .b`, `case .name(let value)` or `default`.
    private func label(of pattern: SwitchCase.Pattern) -> String {
        switch pattern {
        case .values(let values):
            var text = "case "
            for (index, value) in values.enumerated() {
                if index > 0 { text += ", " }
                text += value.text
            }
            return text
        case .enumCase(let name, let binding):
            return "case ." + name + (binding.map { "(let " + $0 + ")" } ?? "")
        case .default:
            return "default"
        }
    }

    /// The one statement of `body` on one line, or `nil` when `body` is not a single simple statement.
    func singleLine(_ body: [Statement]) -> String? {
        guard body.count == 1 else { return nil }
        switch body[0] {
        case .expression(let expression): return flat(expression)
        case .assignment(let target, let value): return flat(target) + " = " + flat(value)
        case .return(let expression): return expression.map { "return " + flat($0) } ?? "return"
        case .throw(let error): return "throw " + flat(error)
        case .discard(let expression): return "_ = " + flat(expression)
        default: return nil
        }
    }

    private func fits(_ text: String, in printer: borrowing CodePrinter) -> Bool {
        SwiftRenderer.fits(text, width: SwiftRenderer.lineWidth - printer.indentWidth)
    }

    // MARK: Expressions

    /// Writes `prefix` and `expression`, broken across lines where it does not fit the remaining width.
    func writeExpression(_ expression: Expression, prefix: String = "", into printer: inout CodePrinter) {
        let width = SwiftRenderer.lineWidth - printer.indentWidth
        printer.beginLine()
        printer.append(prefix)
        expression.appendText(to: &printer)
        // An empty expression is a blank line, as `write` makes it.
        guard printer.lineLength > 0 else {
            printer.discardLine()
            printer.writeBlankLine()
            return
        }
        guard printer.lineWidth > width else {
            printer.endLine()
            return
        }
        printer.discardLine()
        for line in layout(expression, prefix: prefix, width: width) { printer.write(line) }
    }

    /// `expression` on one line.
    func flat(_ expression: Expression) -> String { expression.text }

    /// `prefix` and `expression` as lines fitting `width` columns where possible: the prefix starts the first line.
    private func layout(_ expression: Expression, prefix: String, width: Int) -> [String] {
        guard !prefix.isEmpty else { return layout(expression, width: width) }
        let single = prefix + flat(expression)
        guard !SwiftRenderer.fits(single, width: width) else { return [single] }
        // An array broken one element a line keeps only its opening bracket on the prefix's line: its elements get
        // the whole width.
        if case .array(let elements) = expression, !elements.isEmpty, SwiftRenderer.fits(prefix + "[", width: width) {
            let items = layoutElements(elements.map { ("", $0) }, width: width, trailingComma: elements.count > 1)
            return [prefix + "["] + items + ["]"]
        }
        var lines = layout(expression, width: width - prefix.count)
        lines[0] = prefix + lines[0]
        return lines
    }

    /// `expression` followed by `suffix` as lines: the expression laid out in the width the suffix leaves, the
    /// suffix appended to its last line.
    private func layout(_ expression: Expression, suffix: String, width: Int) -> [String] {
        var lines = layout(expression, width: width - suffix.count)
        lines[lines.count - 1] += suffix
        return lines
    }

    /// `expression` as lines fitting `width` columns where possible; lines after the first carry their
    /// indentation relative to the first.
    func layout(_ expression: Expression, width: Int) -> [String] {
        let single = flat(expression)
        guard !SwiftRenderer.fits(single, width: width) else { return [single] }
        switch expression {
        case .raw, .identifier, .literal, .implicitMember, .type, .keyPath, .singleLine:
            return [single]
        case .try(let inner):
            return layout(inner, prefix: "try ", width: width)
        case .tryOptional(let inner):
            return layout(inner, prefix: "try? ", width: width)
        case .await(let inner):
            return layout(inner, prefix: "await ", width: width)
        case .member(let base, let name):
            return layout(base, suffix: "." + name, width: width)
        case .optionalChain(let base):
            return layout(base, suffix: "?", width: width)
        case .subscripted(let base, let index):
            return layout(base, suffix: "[" + flat(index) + "]", width: width)
        case .trailingClosure(let callee, let body):
            return layout(callee, suffix: " { " + flat(body) + " }", width: width)
        case .closure(let body):
            if case .ifCase = body {
                let indentation = CodePrinter.indentation
                return ["{"] + layout(body, width: width - indentation.count).map { indentation + $0 } + ["}"]
            }
            var lines = layout(body, prefix: "{ ", width: width - 2)
            lines[lines.count - 1] += " }"
            return lines
        case .call(let callee, let arguments):
            guard !arguments.isEmpty else { return layout(callee, suffix: "()", width: width) }
            var lines = layout(callee, width: width)
            // A callee broken across lines (a call chain) keeps its arguments on its last line when they fit.
            if lines.count > 1 {
                var flatArguments = "("
                for (index, argument) in arguments.enumerated() {
                    if index > 0 { flatArguments += ", " }
                    flatArguments += argument.text
                }
                flatArguments += ")"
                if SwiftRenderer.fits(lines[lines.count - 1] + flatArguments, width: width) {
                    lines[lines.count - 1] += flatArguments
                    return lines
                }
            }
            lines[lines.count - 1] += "("
            let items = arguments.map { argument in
                (prefix: argument.label.map { $0 + ": " } ?? "", value: argument.value)
            }
            lines += layoutElements(items, width: width, trailingComma: false)
            lines.append(")")
            return lines
        case .infix(let lhs, let op, let rhs):
            var rhsLines = layout(rhs, width: width - op.count - 1)
            rhsLines[0] = op + " " + rhsLines[0]
            return layout(lhs, width: width) + rhsLines
        case .ifCase(let branches, let fallback):
            let indentation = CodePrinter.indentation
            var lines: [String] = []
            for (index, branch) in branches.enumerated() {
                lines.append((index > 0 ? "} else if " : "if ") + branch.condition + " {")
                lines += layout(branch.body, width: width - indentation.count).map { indentation + $0 }
            }
            lines.append("} else {")
            lines += layout(fallback, width: width - indentation.count).map { indentation + $0 }
            lines.append("}")
            return lines
        case .array(let elements):
            return ["["] + layoutElements(elements.map { ("", $0) }, width: width, trailingComma: true) + ["]"]
        case .dictionary(let entries):
            guard !entries.isEmpty else { return [single] }
            let items = entries.map { (prefix: flat($0.key) + ": ", value: $0.value) }
            return ["["] + layoutElements(items, width: width, trailingComma: true) + ["]"]
        }
    }

    /// One element per line, indented one level, separated by commas.
    private func layoutElements(
        _ elements: [(prefix: String, value: Expression)],
        width: Int,
        trailingComma: Bool
    ) -> [String] {
        let indentation = CodePrinter.indentation
        var lines: [String] = []
        for (index, element) in elements.enumerated() {
            var elementLines = layout(element.value, prefix: element.prefix, width: width - indentation.count - 1)
            if index < elements.count - 1 || trailingComma { elementLines[elementLines.count - 1] += "," }
            lines += elementLines.map { indentation + $0 }
        }
        return lines
    }
}
