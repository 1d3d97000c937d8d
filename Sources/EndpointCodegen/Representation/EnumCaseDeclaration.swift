/// One `case` of an enumeration.
struct EnumCaseDeclaration: Equatable, Sendable {
    /// `///` lines without the slashes.
    var documentation: [String] = []
    /// The case name, escaped where needed.
    var name: String
    /// The raw value expression (`case priceCents = "price_cents"`), if any.
    var rawValue: Expression?
    /// Associated value types (`case unknown(String)`), if any.
    var associatedTypes: [SwiftType] = []
}
