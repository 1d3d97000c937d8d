/// Prints the structured representation as formatted Swift source: 4-space indentation, 120 columns,
/// one blank line between declarations.
struct SwiftRenderer {
    /// The column limit; longer calls, collections and signatures break one element per line.
    static let lineWidth = 120

    /// Creates a renderer.
    init() {}

    // MARK: Files

    /// The full text of `file`.
    func render(_ file: SourceFile) -> String {
        var printer = CodePrinter(reservingCapacity: 1 << 16)
        for line in file.header { printer.write(line.isEmpty ? "//" : "// ", line) }
        printer.writeBlankLine()
        for module in file.imports { printer.write("import ", module) }
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
            let conformances =
                declaration.conformances.isEmpty ? "" : ": " + declaration.conformances.joined(separator: ", ")
            renderScope("extension \(declaration.extendedType)\(conformances)", declaration.members, into: &printer)
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
                    printer.append(type)
                }
                printer.append(")")
            }
            if let rawValue = enumCase.rawValue {
                printer.append(" = ")
                printer.append(rawValue)
            }
            printer.endLine()
        case .typeAlias(let alias):
            printer.write(modifiers(alias.access) + "typealias \(alias.name) = \(alias.type)")
        case .comment(let text):
            printer.write("// ", text)
        }
    }

    private func renderType(_ type: TypeDeclaration, keyword: String, into printer: inout CodePrinter) {
        for attribute in type.attributes { printer.write(attribute) }
        let conformances = type.conformances.isEmpty ? "" : ": " + type.conformances.joined(separator: ", ")
        let indirect = type.isIndirect ? "indirect " : ""
        renderScope(
            modifiers(type.access) + indirect + "\(keyword) \(type.name)\(conformances)",
            type.members,
            into: &printer
        )
    }

    /// Writes `header {` members `}`, or `header {}` when there are no members.
    private func renderScope(_ header: String, _ members: [Declaration], into printer: inout CodePrinter) {
        guard !members.isEmpty else {
            printer.write(header, " {}")
            return
        }
        printer.open(header)
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
        var head = modifiers(function.access) + (function.isStatic ? "static " : "")
        switch function.kind {
        case .function(let name): head += "func " + name
        case .initializer: head += "init"
        }
        var tail = ""
        if function.isAsync { tail += " async" }
        if function.isThrowing { tail += " throws" }
        if let returnType = function.returnType { tail += " -> " + returnType }
        let parameters = function.parameters.map(parameterText)
        let opener = function.body == nil ? "" : " {"
        let oneLine = head + "(" + parameters.joined(separator: ", ") + ")" + tail
        let body = function.body ?? []
        if SwiftRenderer.fits(oneLine, width: SwiftRenderer.lineWidth - printer.indentWidth - opener.count) {
            if function.body != nil, body.isEmpty {
                printer.write(oneLine, " {}")
                return
            }
            printer.write(oneLine, opener)
        } else {
            printer.write(head, "(")
            printer.push()
            for (index, parameter) in parameters.enumerated() {
                printer.write(parameter, index < parameters.count - 1 ? "," : "")
            }
            printer.pop()
            printer.write(")" + tail, opener)
        }
        guard function.body != nil else { return }
        printer.push()
        renderStatements(body, into: &printer)
        printer.close()
    }

    private func parameterText(_ parameter: FunctionParameter) -> String {
        var text = parameter.label.map { $0 + " " } ?? ""
        text += parameter.name + ": " + parameter.type
        if let defaultValue = parameter.defaultValue { text += " = " + defaultValue }
        return text
    }

    private func renderVariable(_ variable: VariableDeclaration, into printer: inout CodePrinter) {
        for attribute in variable.attributes { printer.write(attribute) }
        var head = modifiers(variable.access) + (variable.isStatic ? "static " : "")
        head += (variable.isMutable || variable.getter != nil ? "var " : "let ") + variable.name
        if let type = variable.type { head += ": " + type }
        if let getter = variable.getter {
            if getter.count == 1, case .line(let line) = getter[0],
                SwiftRenderer.fit(head, line, width: SwiftRenderer.lineWidth - printer.indentWidth - 6)
            {
                printer.beginLine()
                printer.append(head)
                printer.append(" { ")
                printer.append(line)
                printer.append(" }")
                printer.endLine()
                return
            }
            printer.open(head)
            renderStatements(getter, into: &printer)
            printer.close()
        } else if let value = variable.value {
            writeExpression(.prefixed(head + " = ", value), into: &printer)
        } else {
            printer.write(head)
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
        case .public: "public "
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

    /// Whether `first` and `second` together take at most `width` columns, counted apart.
    static func fit(_ first: String, _ second: String, width: Int) -> Bool {
        first.utf8.count + second.utf8.count <= width || first.count + second.count <= width
    }
}
