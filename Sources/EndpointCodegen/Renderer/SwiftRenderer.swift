import EndpointSpec

/// Prints the structured representation as formatted Swift source: 4-space indentation, 120 columns,
/// one blank line between declarations.
struct SwiftRenderer {
    /// The column limit; longer calls, collections and signatures break one element per line.
    static let lineWidth = 120

    /// What `public` declarations are written as: the spec's access level (`public `, `package ` or nothing).
    private let publicModifier: String

    /// A renderer writing the representation's `public` declarations at `accessLevel`.
    init(accessLevel: GeneratedAccessLevel = .public) {
        switch accessLevel {
        case .public: publicModifier = "public "
        case .package: publicModifier = "package "
        case .internal: publicModifier = ""
        }
    }

    // MARK: Files

    /// The full text of `file`.
    func render(_ file: SourceFile) -> String {
        var printer = CodePrinter(reservingCapacity: 1 << 16)
        for line in file.header { printer.write(line.isEmpty ? "//" : "// ", line) }
        printer.writeBlankLine()
        for module in file.imports {
            // The runtime's helpers that only generated code calls are SPI (`@_spi(Generated)`): out of users' sight.
            printer.write(module == SwiftType.runtimeModule ? "@_spi(Generated) import " : "import ", module)
        }
        printer.writeBlankLine()
        for declaration in file.declarations {
            render(declaration, into: &printer)
            printer.writeBlankLine()
        }
        return printer.contents
    }

    /// The text of one declaration at the top level.
    func render(_ declaration: Declaration) -> String {
        var printer = CodePrinter()
        render(declaration, into: &printer)
        return printer.contents
    }

    // MARK: Declarations

    /// Writes `declaration`, its documentation and attributes at the printer's indentation.
    func render(_ declaration: Declaration, into printer: inout CodePrinter) {
        writeDocumentation(declaration.documentation, into: &printer)
        switch declaration {
        case .structure(let type):
            renderType(type, keyword: "struct", into: &printer)
        case .enumeration(let type):
            renderType(type, keyword: "enum", into: &printer)
        case .extensionDeclaration(let declaration):
            renderScope(declaration.members, into: &printer) { line in
                line.append("extension ")
                declaration.extendedType.appendText(to: &line)
                appendConformances(declaration.conformances, to: &line)
            }
        case .function(let function):
            renderFunction(function, into: &printer)
        case .variable(let variable):
            renderVariable(variable, into: &printer)
        case .enumCase(let enumCase):
            printer.beginLine()
            printer.append("case ")
            printer.append(enumCase.name)
            if !enumCase.associatedTypes.isEmpty {
                printer.append("(")
                for (index, type) in enumCase.associatedTypes.enumerated() {
                    if index > 0 { printer.append(", ") }
                    type.appendText(to: &printer)
                }
                printer.append(")")
            }
            if let rawValue = enumCase.rawValue {
                printer.append(" = ")
                rawValue.appendText(to: &printer)
            }
            printer.endLine()
        case .typeAlias(let alias):
            for attribute in alias.attributes { printer.write(attribute) }
            printer.beginLine()
            printer.append(modifiers(alias.access))
            printer.append("typealias ")
            printer.append(alias.name)
            printer.append(" = ")
            alias.type.appendText(to: &printer)
            printer.endLine()
        case .comment(let text):
            printer.write("// ", text)
        }
    }

    private func renderType(_ type: TypeDeclaration, keyword: String, into printer: inout CodePrinter) {
        for attribute in type.attributes { printer.write(attribute) }
        renderScope(type.members, into: &printer) { line in
            line.append(modifiers(type.access))
            if type.isIndirect { line.append("indirect ") }
            line.append(keyword)
            line.append(" ")
            line.append(type.name)
            appendConformances(type.conformances, to: &line)
        }
    }

    /// `: A, B` for non-empty `conformances`.
    private func appendConformances(_ conformances: [SwiftType], to line: inout CodePrinter) {
        for (index, conformance) in conformances.enumerated() {
            line.append(index == 0 ? ": " : ", ")
            conformance.appendText(to: &line)
        }
    }

    /// Writes the header `writeHeader` appends, then ` {`, the members and `}`; or ` {}` when there are none.
    private func renderScope(
        _ members: [Declaration],
        into printer: inout CodePrinter,
        header writeHeader: (inout CodePrinter) -> Void
    ) {
        printer.beginLine()
        writeHeader(&printer)
        guard !members.isEmpty else {
            printer.append(" {}")
            printer.endLine()
            return
        }
        printer.append(" {")
        printer.endLine()
        printer.push()
        for (index, member) in members.enumerated() {
            if index > 0, needsBlankLine(between: members[index - 1], and: member) { printer.writeBlankLine() }
            render(member, into: &printer)
        }
        printer.close()
    }

    /// Members are separated by a blank line, except runs of properties (a model's fields read as one list) and
    /// runs of undocumented enum cases (`CodingKeys`).
    private func needsBlankLine(between previous: Declaration, and next: Declaration) -> Bool {
        if case .variable(let previousVariable) = previous, case .variable(let nextVariable) = next {
            return previousVariable.isStatic != nextVariable.isStatic
        }
        if case .enumCase = previous, case .enumCase = next, next.documentation.isEmpty {
            return !previous.documentation.isEmpty
        }
        return true
    }

    private func renderFunction(_ function: FunctionDeclaration, into printer: inout CodePrinter) {
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
    private func appendEffectsOnResultLine(
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
    private func appendEffectsAndResult(_ function: FunctionDeclaration, to line: inout CodePrinter) {
        if function.isAsync { line.append(" async") }
        if function.isThrowing { line.append(" throws") }
        if let returnType = function.returnType {
            line.append(" -> ")
            returnType.appendText(to: &line)
        }
    }

    /// `label name: Type = default`.
    private func appendParameter(_ parameter: FunctionParameter, to line: inout CodePrinter) {
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

    private func renderVariable(_ variable: VariableDeclaration, into printer: inout CodePrinter) {
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
    private func writeAccessor(_ keyword: String, _ body: [Statement], into printer: inout CodePrinter) {
        if let line = singleLine(body) {
            printer.write(keyword + " { ", line + " }")
        } else {
            printer.open(keyword)
            renderStatements(body, into: &printer)
            printer.close()
        }
    }

    /// Writes `///` lines, wrapping long ones at spaces; continuation lines of a `- Parameter:` style item are
    /// indented under its text.
    private func writeDocumentation(_ lines: [String], into printer: inout CodePrinter) {
        let width = SwiftRenderer.lineWidth - printer.indentWidth - 4
        for line in lines {
            guard !line.isEmpty else {
                printer.write("///")
                continue
            }
            // Most lines fit: a line no longer in UTF-8 bytes than `width` has at most `width` characters.
            guard line.utf8.count > width else {
                printer.write("/// ", line)
                continue
            }
            let indentation = String(line.prefix { $0 == " " })
            let continuation = indentation + (line.dropFirst(indentation.count).hasPrefix("- ") ? "  " : "")
            var current = ""
            for word in line.dropFirst(indentation.count).split(separator: " ", omittingEmptySubsequences: false) {
                let candidate = current.isEmpty ? (indentation + word) : current + " " + word
                if candidate.count > width, current.contains(where: { $0 != " " }), !word.isEmpty {
                    printer.write("/// ", current)
                    current = continuation + word
                } else {
                    current = candidate
                }
            }
            printer.write("/// ", current)
        }
    }

    private func modifiers(_ access: AccessLevel?) -> String {
        switch access {
        case .public: publicModifier
        case .internal: "internal "
        case .private: "private "
        case nil: ""
        }
    }

    // MARK: Width

    /// Whether `text` takes at most `width` columns (characters); its UTF-8 length answers unless it is longer.
    static func fits(_ text: String, width: Int) -> Bool {
        text.utf8.count <= width || text.count <= width
    }
}
