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
            if ByteScan.isSingleByteText(line) {
                Self.writeWrappedSingleByteLine(line, width: width, into: &printer)
                continue
            }
            let indentation = String(line.prefix { $0 == " " })
            let continuation = indentation + (line.dropFirst(indentation.count).hasPrefix("- ") ? "  " : "")
            var current = ""
            for word in line.dropFirst(indentation.count).split(separator: " ", omittingEmptySubsequences: false) {
                let candidate = current.isEmpty ? (indentation + word) : current + " " + word
                if candidate.count > width, ByteScan.hasNonSpace(current), !word.isEmpty {
                    printer.write("/// ", current)
                    current = continuation + word
                } else {
                    current = candidate
                }
            }
            printer.write("/// ", current)
        }
    }

    func modifiers(_ access: AccessLevel?) -> String {
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
