/// How one field of a form (or one query parameter) is written, as OpenAPI's `style` and `explode` say.
@_spi(Generated) public enum FormStyle: Sendable, Hashable {
    /// `style: form`. Exploded: an array repeats the name (`tag=a&tag=b`), an object writes each member as its own
    /// field (`a=1&b=2`). Not exploded: one field with commas (`tag=a,b`; an object `point=x,1,y,2`).
    case form(explode: Bool)
    /// `style: spaceDelimited` (arrays only, not exploded): `tag=a%20b`.
    case spaceDelimited
    /// `style: pipeDelimited` (arrays only, not exploded): `tag=a%7Cb`.
    case pipeDelimited
    /// `style: deepObject`: every leaf under its bracketed path, `filter[size][min]=1`; array elements by index,
    /// `filter[tags][0]=a`.
    case deepObject

    /// `style: form, explode: true`, OpenAPI's default for forms and query parameters.
    public static let `default` = FormStyle.form(explode: true)
}
