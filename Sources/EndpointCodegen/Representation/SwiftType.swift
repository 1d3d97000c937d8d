/// A Swift type as generated code spells it: parameters, properties, return types, conformances, payloads.
///
/// Built from parts rather than spelled as text, so an optional is `.optional(…)` instead of a `"?"` suffix and a
/// qualified name is a ``member(_:_:)`` of its module or enclosing type. Only the recursive cases are `indirect`;
/// ``named(_:)``, the most common, is stored inline.
enum SwiftType: Equatable, Sendable {
    /// A type spelled by its name: `String`, `ProductDTO`, or a type a user wrote in the spec (`[Product]`).
    case named(String)
    /// `Base.Name`: a type nested in another type or declared by a module, for example `CatalogEndpoints.Status`.
    indirect case member(SwiftType, String)
    /// `Base<Argument, …>`, for example `Endpoint<ProductDTO>`.
    indirect case generic(SwiftType, [SwiftType])
    /// `Wrapped?`.
    indirect case optional(SwiftType)
    /// `[Element]`.
    indirect case array(SwiftType)
    /// `[Key: Value]`.
    indirect case dictionary(key: SwiftType, value: SwiftType)
    /// `any Protocol`.
    indirect case existential(SwiftType)

    // MARK: Building

    /// `self?`.
    var optional: SwiftType { .optional(self) }

    /// `self?` when `isOptional`, otherwise `self`.
    func optional(if isOptional: Bool) -> SwiftType { isOptional ? .optional(self) : self }

    /// `self.name`: a type nested in this one.
    func member(_ name: String) -> SwiftType { .member(self, name) }

    /// `self<arguments…>`.
    func generic(_ arguments: SwiftType...) -> SwiftType { .generic(self, arguments) }

    /// `Swift.String`, spelled `String`.
    static let string = SwiftType.named("String")

    /// Whether the type is spelled with a trailing `?`.
    var isOptional: Bool {
        if case .optional = self { true } else { false }
    }

    // MARK: Text

    /// The type as Swift source.
    var text: String {
        var printer = CodePrinter()
        appendText(to: &printer)
        return printer.contents
    }

    /// Appends the type, as Swift source, to `text`.
    func appendText(to text: inout CodePrinter) {
        switch self {
        case .named(let name):
            text.append(name)
        case .member(let base, let name):
            base.appendText(to: &text)
            text.append(".")
            text.append(name)
        case .generic(let base, let arguments):
            base.appendText(to: &text)
            text.append("<")
            for (index, argument) in arguments.enumerated() {
                if index > 0 { text.append(", ") }
                argument.appendText(to: &text)
            }
            text.append(">")
        case .optional(let wrapped):
            // `any P?` would make the protocol optional, not the existential.
            if case .existential = wrapped {
                text.append("(")
                wrapped.appendText(to: &text)
                text.append(")?")
            } else {
                wrapped.appendText(to: &text)
                text.append("?")
            }
        case .array(let element):
            text.append("[")
            element.appendText(to: &text)
            text.append("]")
        case .dictionary(let key, let value):
            text.append("[")
            key.appendText(to: &text)
            text.append(": ")
            value.appendText(to: &text)
            text.append("]")
        case .existential(let constraint):
            text.append("any ")
            constraint.appendText(to: &text)
        }
    }
}
