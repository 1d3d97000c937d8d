/// One entry of an example's `fields`: a field of a form or multipart request body the example answers only when
/// the request carries it with this value.
public struct ExampleField: Hashable, Sendable {
    /// The field's name as sent (a property's JSON name for a typed body).
    public var name: String
    /// The value: a string, number or boolean (a text field's text, or a file part's filename), or an array of
    /// them for a repeated field.
    public var value: SpecValue
    /// Where the field's key is written.
    public var location: SourceLocation

    /// A field `name` matching `value`.
    public init(name: String, value: SpecValue, location: SourceLocation) {
        self.name = name
        self.value = value
        self.location = location
    }
}
