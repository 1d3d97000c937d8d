// MARK: - Functions and variables

extension SwiftRenderer {
    // MARK: Functions

    /// `func`/`init` with its attributes, modifiers, generic parameters, parameters (one a line when they do not
    /// fit), effects, result and body.
    func renderFunction(_ function: FunctionDeclaration, into printer: inout CodePrinter) {
        for attribute in function.attributes { printer.write(attribute) }
        printer.beginLine()
        printer.append(modifiers(function.access))
        if function.isStatic { printer.append("static ") }
        switch function.kind {
        case .function(let name):
            printer.append("func ")
            printer.append(name)
        case .initializer:
            printer.append("init")
        }
        if !function.genericParameters.isEmpty {
            printer.append("<" + function.genericParameters.joined(separator: ", ") + ">")
        }
        let headLength = printer.lineLength
        printer.append("(")
        for (index, parameter) in function.parameters.enumerated() {
            if index > 0 { printer.append(", ") }
            appendParameter(parameter, to: &printer)
        }
        printer.append(")")
        appendEffectsAndResult(function, to: &printer)
        let opener = function.body == nil ? "" : " {"
        if printer.indentWidth + printer.lineWidth + opener.count <= SwiftRenderer.lineWidth {
            if let body = function.body, body.isEmpty {
                printer.append(" {}")
                printer.endLine()
                return
            }
            printer.append(opener)
            printer.endLine()
        } else if function.parameters.isEmpty {
            // Nothing to break but the result: `-> Result` and the brace on lines of their own, as swift-format does.
            printer.truncateLine(toLength: headLength)
            printer.append("()")
            appendEffectsOnResultLine(function, opener: opener, to: &printer)
        } else {
            printer.truncateLine(toLength: headLength)
            printer.append("(")
            printer.endLine()
            printer.push()
            for (index, parameter) in function.parameters.enumerated() {
                printer.beginLine()
                appendParameter(parameter, to: &printer)
                if index < function.parameters.count - 1 { printer.append(",") }
                printer.endLine()
            }
            printer.pop()
            printer.beginLine()
            printer.append(")")
            let closeLength = printer.lineLength
            appendEffectsAndResult(function, to: &printer)
            if printer.indentWidth + printer.lineWidth + opener.count <= SwiftRenderer.lineWidth {
                printer.append(opener)
                printer.endLine()
            } else {
                printer.truncateLine(toLength: closeLength)
                appendEffectsOnResultLine(function, opener: opener, to: &printer)
            }
        }
        guard let body = function.body else { return }
        printer.push()
        renderStatements(body, into: &printer)
        printer.close()
    }

    /// ` async throws`, then `-> Result` on the next line, indented, and the opening brace on a line of its own; ends
    /// the lines.
    func appendEffectsOnResultLine(
        _ function: FunctionDeclaration,
        opener: String,
        to printer: inout CodePrinter
    ) {
        if function.isAsync { printer.append(" async") }
        if function.isThrowing { printer.append(" throws") }
        printer.endLine()
        if let returnType = function.returnType {
            printer.push()
            printer.beginLine()
            printer.append("-> ")
            returnType.appendText(to: &printer)
            printer.endLine()
            printer.pop()
        }
        if !opener.isEmpty { printer.write("{") }
    }

    /// ` async`, ` throws` and ` -> Result` as `function` declares them.
    func appendEffectsAndResult(_ function: FunctionDeclaration, to line: inout CodePrinter) {
        if function.isAsync { line.append(" async") }
        if function.isThrowing { line.append(" throws") }
        if let returnType = function.returnType {
            line.append(" -> ")
            returnType.appendText(to: &line)
        }
    }

    /// `label name: Type = default`.
    func appendParameter(_ parameter: FunctionParameter, to line: inout CodePrinter) {
        if let label = parameter.label {
            line.append(label)
            line.append(" ")
        }
        line.append(parameter.name)
        line.append(": ")
        parameter.type.appendText(to: &line)
        if let defaultValue = parameter.defaultValue {
            line.append(" = ")
            defaultValue.appendText(to: &line)
        }
    }

    // MARK: Variables

    /// `let`/`var` with its type and value, or a computed property: a one-line getter where it fits, else a block.
    func renderVariable(_ variable: VariableDeclaration, into printer: inout CodePrinter) {
        for attribute in variable.attributes { printer.write(attribute) }
        printer.beginLine()
        printer.append(modifiers(variable.access))
        if variable.isStatic { printer.append("static ") }
        printer.append(variable.isMutable || variable.getter != nil ? "var " : "let ")
        printer.append(variable.name)
        if let type = variable.type {
            printer.append(": ")
            type.appendText(to: &printer)
        }
        if let getter = variable.getter, let setter = variable.setter {
            printer.append(" {")
            printer.endLine()
            printer.push()
            writeAccessor("get", getter, into: &printer)
            writeAccessor("set", setter, into: &printer)
            printer.close()
        } else if let getter = variable.getter {
            if let line = singleLine(getter),
                printer.indentWidth + printer.lineWidth + line.count + 6 <= SwiftRenderer.lineWidth
            {
                printer.append(" { ")
                printer.append(line)
                printer.append(" }")
                printer.endLine()
                return
            }
            printer.append(" {")
            printer.endLine()
            printer.push()
            renderStatements(getter, into: &printer)
            printer.close()
        } else if let value = variable.value {
            printer.append(" = ")
            let prefixLength = printer.lineLength
            value.appendText(to: &printer)
            guard printer.indentWidth + printer.lineWidth > SwiftRenderer.lineWidth else {
                printer.endLine()
                return
            }
            // Too wide: the value laid out across lines after the head, as ``writeExpression(_:into:)`` does.
            printer.truncateLine(toLength: prefixLength)
            let head = printer.lineText
            printer.discardLine()
            writeExpression(value, prefix: head, into: &printer)
        } else {
            printer.endLine()
        }
    }

    /// `get { body }` on one line when the body is one simple statement, otherwise as a block.
    func writeAccessor(_ keyword: String, _ body: [Statement], into printer: inout CodePrinter) {
        if let line = singleLine(body) {
            printer.write(keyword + " { ", line + " }")
        } else {
            printer.open(keyword)
            renderStatements(body, into: &printer)
            printer.close()
        }
    }
}
