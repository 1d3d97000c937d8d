/// How a path parameter is written into its `{placeholder}`, as OpenAPI's `style` and `explode` say (RFC 6570
/// simple, label and path-style expansion).
@_spi(Generated) public enum PathStyle: Sendable, Hashable {
    /// `style: simple`: `blue`, an array `blue,black`, an object `R,100,G,200` (exploded: `R=100,G=200`).
    case simple(explode: Bool)
    /// `style: label`: `.blue`, an array `.blue,black` (exploded: `.blue.black`), an object `.R,100,G,200`
    /// (exploded: `.R=100.G=200`).
    case label(explode: Bool)
    /// `style: matrix`: `;color=blue`, an array `;color=blue,black` (exploded: `;color=blue;color=black`), an
    /// object `;color=R,100,G,200` (exploded: `;R=100;G=200`).
    case matrix(explode: Bool)
}
