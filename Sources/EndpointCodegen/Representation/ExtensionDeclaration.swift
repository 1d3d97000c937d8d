/// An `extension` of an existing type.
struct ExtensionDeclaration: Equatable, Sendable {
    /// `///` lines without the slashes.
    var documentation: [String] = []
    /// The extended type.
    var extendedType: SwiftType
    /// Protocols the extension adds.
    var conformances: [SwiftType] = []
    /// The members, in order.
    var members: [Declaration] = []
}
