// MARK: - Statements

extension SwiftRenderer {
    /// Writes `statements` at the printer's indentation.
    func renderStatements(_ statements: [Statement], into printer: inout CodePrinter) {
        for statement in statements { render(statement, into: &printer) }
    }

    /// Writes one statement at the printer's indentation.
    func render(_ statement: Statement, into printer: inout CodePrinter) {
        switch statement {
        case .line(let text):
            printer.write(text)
        case .expression(let expression):
            writeExpression(expression, into: &printer)
        case .assignment(let target, let value):
            printer.beginLine()
            printer.append(target)
            printer.append(" = ")
            value.appendText(to: &printer)
            // Two columns of slack: swift-format breaks a `??` whose right side is a collection literal a little
            // before the limit, and generated code should pass its lint unchanged.
            if printer.indentWidth + printer.lineWidth <= SwiftRenderer.lineWidth - 2 {
                printer.endLine()
            } else {
                printer.discardLine()
                printer.write(target + " =")
                printer.push()
                writeExpression(value, into: &printer)
                printer.pop()
            }
        case .block(let header, let body):
            printer.open(header)
            renderStatements(body, into: &printer)
            printer.close()
        case .closure(let head, let parameter, let body):
            printer.beginLine()
            printer.append(head)
            printer.append(" { ")
            printer.append(parameter)
            printer.append(" in")
            printer.endLine()
            printer.push()
            renderStatements(body, into: &printer)
            printer.close()
        case .guardElse(let condition, let body):
            if let line = singleLine(body), case let text = "guard \(condition) else { \(line) }",
                fits(text, in: printer)
            {
                printer.write(text)
            } else {
                printer.open("guard \(condition) else")
                renderStatements(body, into: &printer)
                printer.close()
            }
        case .doCatch(let body, let catches):
            printer.open("do")
            renderStatements(body, into: &printer)
            for clause in catches {
                printer.close(" catch \(clause.pattern) {")
                renderStatements(clause.body, into: &printer)
            }
            printer.close()
        case .switchOver(let subject, let cases):
            printer.write("switch ", subject + " {")
            for switchCase in cases {
                if let line = singleLine(switchCase.body), case let text = "\(switchCase.label): \(line)",
                    fits(text, in: printer)
                {
                    printer.write(text)
                } else {
                    printer.write(switchCase.label, ":")
                    printer.push()
                    renderStatements(switchCase.body, into: &printer)
                    printer.pop()
                }
            }
            printer.write("}")
        }
    }

    private func singleLine(_ body: [Statement]) -> String? {
        guard body.count == 1 else { return nil }
        switch body[0] {
        case .line(let text): return text
        case .expression(let expression): return flat(expression)
        default: return nil
        }
    }

    private func fits(_ text: String, in printer: CodePrinter) -> Bool {
        SwiftRenderer.fits(text, width: SwiftRenderer.lineWidth - printer.indentWidth)
    }

    // MARK: Expressions

    /// Writes `expression`, broken across lines where it does not fit the remaining width.
    func writeExpression(_ expression: Expression, into printer: inout CodePrinter) {
        let width = SwiftRenderer.lineWidth - printer.indentWidth
        printer.beginLine()
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
        for line in layout(expression, width: width) { printer.write(line) }
    }

    /// `expression` on one line.
    func flat(_ expression: Expression) -> String { expression.text }

    /// `expression` as lines fitting `width` columns where possible; lines after the first carry their
    /// indentation relative to the first.
    func layout(_ expression: Expression, width: Int) -> [String] {
        let single = flat(expression)
        guard !SwiftRenderer.fits(single, width: width) else { return [single] }
        switch expression {
        case .raw:
            return [single]
        case .prefixed(let prefix, let inner):
            var lines = layout(inner, width: width - prefix.count)
            lines[0] = prefix + lines[0]
            return lines
        case .suffixed(let base, let suffix):
            var lines = layout(base, width: width - suffix.count)
            lines[lines.count - 1] += suffix
            return lines
        case .call(let callee, let arguments):
            guard !arguments.isEmpty else { return [single] }
            var lines = layout(callee, width: width)
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
            var elementLines = layout(
                .prefixed(element.prefix, element.value),
                width: width - indentation.count - 1
            )
            if index < elements.count - 1 || trailingComma { elementLines[elementLines.count - 1] += "," }
            lines += elementLines.map { indentation + $0 }
        }
        return lines
    }
}
