import Foundation

/// Writes query and path parameters by OpenAPI's `style` and `explode` rules, percent-encoded: the delimiters a
/// style adds (`,` `;` `=` `.`) are written as they are, everything inside a name or value is encoded strictly
/// (only `A–Z a–z 0–9 - . _ ~` kept), so a comma inside a value (`%2C`) never reads as a delimiter. Delimiters a
/// URL cannot hold literally are encoded too: `spaceDelimited` joins with `%20`, `pipeDelimited` with `%7C`, and a
/// `deepObject` name is `color%5BR%5D`. The bytes are those of OpenAPI's style examples table. OpenAPI leaves an
/// array in `deepObject` undefined: it is written the way servers that declare it read it, `color%5B%5D=blue` once
/// per element (`color[]=blue`, the Rails and PHP convention), and a scalar is `color=blue`, so a value that is
/// either a scalar or an object (a range filter: `created=1` or `created%5Bgte%5D=1`) is written by what it is.
@_spi(Generated) public enum ParameterSerialization {
    // MARK: Query

    /// The percent-encoded `name=value` items a query parameter `value` written in `style` adds, in order.
    public static func queryItems(_ name: String, _ value: FormValue, style: FormStyle) -> [URLQueryItem] {
        switch (value, style) {
        case (.absent, _):
            return []
        case (.text(let text), _):
            return [item(name, encode(text))]
        case (.list(let elements), .deepObject):
            // OpenAPI leaves an array in `deepObject` undefined; servers that declare it (Rails, PHP) read
            // `name[]=a&name[]=b`.
            return elements.filter { $0 != .absent }.map { item(name + "[]", encode(flatText($0))) }
        case (_, .deepObject):
            var pairs: [FormPair] = []
            FormEncoding.append(name, value, style: .deepObject, to: &pairs)
            return pairs.map { item($0.name, encode($0.value)) }
        case (.list(let elements), .form(explode: true)):
            return elements.map { item(name, encode(flatText($0))) }
        case (.object(let members), .form(explode: true)):
            return members.filter { $0.value != .absent }.map {
                URLQueryItem(name: encode($0.name), value: encode(flatText($0.value)))
            }
        case (_, .form(explode: false)):
            return [item(name, joined(value, separator: ","))]
        case (_, .spaceDelimited):
            return [item(name, joined(value, separator: "%20"))]
        case (_, .pipeDelimited):
            return [item(name, joined(value, separator: "%7C"))]
        }
    }

    // MARK: Path

    /// The percent-encoded text a path parameter `name` with `value` written in `style` puts in its placeholder.
    public static func pathValue(_ name: String, _ value: FormValue, style: PathStyle) -> String {
        switch style {
        case .simple(let explode):
            return expanded(value, prefix: "", separator: ",", explode: explode, name: nil)
        case .label(let explode):
            return expanded(value, prefix: ".", separator: explode ? "." : ",", explode: explode, name: nil)
        case .matrix(let explode):
            return expanded(value, prefix: ";", separator: explode ? ";" : ",", explode: explode, name: name)
        }
    }

    /// RFC 6570 expansion of one variable: `prefix`, then the value's items joined with `separator`; a `name`
    /// (path-style, `;`) is written before the value (`name=`, or before each element when exploded, while an
    /// exploded object writes its own member names).
    private static func expanded(
        _ value: FormValue,
        prefix: String,
        separator: String,
        explode: Bool,
        name: String?
    ) -> String {
        let encodedName = name.map(encode)
        /// `name=text`, or `name` alone for empty text (`;color`), or the text when there is no name.
        func named(_ text: String) -> String {
            guard let encodedName else { return text }
            return text.isEmpty ? encodedName : encodedName + "=" + text
        }
        switch value {
        case .absent:
            return ""
        case .text(let text):
            return prefix + named(encode(text))
        case .list(let elements):
            let texts = elements.filter { $0 != .absent }.map { encode(flatText($0)) }
            guard !texts.isEmpty else { return name == nil ? prefix : "" }
            if explode { return prefix + texts.map(named).joined(separator: separator) }
            return prefix + named(texts.joined(separator: ","))
        case .object(let members):
            let present = members.filter { $0.value != .absent }
            if explode {
                return prefix
                    + present.map { encode($0.name) + "=" + encode(flatText($0.value)) }.joined(separator: separator)
            }
            let texts = present.flatMap { [encode($0.name), encode(flatText($0.value))] }
            return prefix + named(texts.joined(separator: ","))
        }
    }

    // MARK: Values

    /// The value of a scalar parameter.
    public static func value(_ value: some ParameterValue) -> FormValue { .text(value.parameterValue) }

    /// The value of an array parameter.
    public static func value(_ values: [some ParameterValue]) -> FormValue {
        .list(values.map { .text($0.parameterValue) })
    }

    /// The value of a map parameter: its entries as an object's members, keys in ascending order (a dictionary has
    /// no order of its own, and a request's URL should not change from one call to the next).
    public static func value(_ values: [String: some ParameterValue]) -> FormValue {
        .object(values.sorted { $0.key < $1.key }.map { FormMember($0.key, .text($0.value.parameterValue)) })
    }

    /// The value of an object parameter (usually a generated model): its members in encoding order, `nil` left
    /// out, as a form writes them.
    ///
    /// - Throws: ``APIError/encoding(_:)`` when a member cannot be written (a number that is not finite).
    public static func value(object: some Encodable) throws -> FormValue {
        try FormValueEncoder.value(of: object)
    }

    // MARK: Helpers

    private static func item(_ name: String, _ encodedValue: String) -> URLQueryItem {
        URLQueryItem(name: encode(name), value: encodedValue)
    }

    /// The elements (or an object's names and values) encoded and joined with the literal `separator`.
    private static func joined(_ value: FormValue, separator: String) -> String {
        switch value {
        case .absent: ""
        case .text(let text): encode(text)
        case .list(let elements):
            elements.filter { $0 != .absent }.map { encode(flatText($0)) }.joined(separator: separator)
        case .object(let members):
            members.filter { $0.value != .absent }.flatMap { [encode($0.name), encode(flatText($0.value))] }
                .joined(separator: separator)
        }
    }

    /// A nested value written into one item: text as is, lists and objects comma-joined (then encoded with the
    /// item, so their commas are `%2C`).
    private static func flatText(_ value: FormValue) -> String {
        switch value {
        case .absent: ""
        case .text(let text): text
        case .list(let elements): elements.filter { $0 != .absent }.map(flatText).joined(separator: ",")
        case .object(let members):
            members.filter { $0.value != .absent }.flatMap { [$0.name, flatText($0.value)] }.joined(separator: ",")
        }
    }

    private static func encode(_ text: String) -> String { PercentEncoding.encode(text) }
}
