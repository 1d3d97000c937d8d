/// One generated Swift declaration: the nodes the translators build and the renderer prints.
///
/// Not `indirect`: declarations nest only through arrays, so each node is stored inline in its parent's array
/// instead of in a heap box of its own.
enum Declaration: Equatable, Sendable {
    /// `struct Name: Conformances { members }`.
    case structure(TypeDeclaration)
    /// `enum Name: Conformances { members }`.
    case enumeration(TypeDeclaration)
    /// `extension Name: Conformances { members }`.
    case extensionDeclaration(ExtensionDeclaration)
    /// A function or initializer.
    case function(FunctionDeclaration)
    /// A stored or computed property.
    case variable(VariableDeclaration)
    /// One `case` of an enumeration.
    case enumCase(EnumCaseDeclaration)
    /// `typealias Name = Type`.
    case typeAlias(TypeAliasDeclaration)
    /// A `// text` line comment, for example a `MARK:`.
    case comment(String)

    /// The declaration's documentation lines, empty when it has none.
    var documentation: [String] {
        switch self {
        case .structure(let type), .enumeration(let type): type.documentation
        case .extensionDeclaration(let declaration): declaration.documentation
        case .function(let function): function.documentation
        case .variable(let variable): variable.documentation
        case .enumCase(let enumCase): enumCase.documentation
        case .typeAlias(let alias): alias.documentation
        case .comment: []
        }
    }
}
