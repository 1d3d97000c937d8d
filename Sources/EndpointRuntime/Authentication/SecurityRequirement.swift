/// One way to authenticate a call: the names of the ``SecurityScheme``s whose credentials are all sent together.
///
/// An endpoint lists the requirements any one of which suffices (``EndpointWithHeaders/security``); an empty
/// requirement needs no credential, and an endpoint with no requirements is public.
@_spi(Generated) public struct SecurityRequirement: Sendable, Hashable, ExpressibleByArrayLiteral {
    /// The names of the schemes sent together.
    public var schemeNames: [String]

    /// Creates a requirement of the schemes named `schemeNames`.
    public init(_ schemeNames: [String]) {
        self.schemeNames = schemeNames
    }

    /// Creates a requirement of the schemes named by the literal: `["apiKey"]`, `["basic", "token"]`, `[]`.
    public init(arrayLiteral schemeNames: String...) {
        self.init(schemeNames)
    }
}
