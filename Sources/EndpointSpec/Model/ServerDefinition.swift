/// One entry of a spec's `servers`: a named place the API is served from (production, a sandbox, a region), whose
/// URL may hold `{variables}` the caller chooses.
public struct ServerDefinition: Hashable, Sendable {
    /// One `{name}` of a server's URL template.
    public struct Variable: Hashable, Sendable {
        /// The name written between braces in the URL template.
        public var name: String
        /// `default`: the value used when the caller gives none.
        public var defaultValue: String
        /// `enum`: the values the caller may choose from, in source order; empty when any string is allowed.
        public var values: [String]
        /// `description`, rendered as the parameter's documentation.
        public var description: String?

        /// Creates a server variable.
        public init(name: String, defaultValue: String, values: [String] = [], description: String? = nil) {
            self.name = name
            self.defaultValue = defaultValue
            self.values = values
            self.description = description
        }
    }

    /// `name`: the Swift name of the server (`production`, `sandbox`), a static member of the generated `Server`.
    public var name: String
    /// `url`: an absolute http(s) URL, possibly with `{variable}` placeholders.
    public var url: String
    /// `description`, rendered as the member's documentation.
    public var description: String?
    /// `variables`, in source order.
    public var variables: [Variable]

    /// Creates a server.
    public init(name: String, url: String, description: String? = nil, variables: [Variable] = []) {
        self.name = name
        self.url = url
        self.description = description
        self.variables = variables
    }

    /// ``url`` with every variable replaced by its default.
    public var defaultURL: String { expanded { $0.defaultValue } }

    /// ``url`` with every `{variable}` replaced by `value(variable)`; an undeclared placeholder stays as written.
    public func expanded(_ value: (Variable) -> String) -> String {
        var result = ""
        var rest = Substring(url)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            let name = rest[rest.index(after: open)..<close]
            if let variable = variables.first(where: { $0.name == name }) {
                result += value(variable)
            } else {
                result += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// The URLs the caller can make, as far as they can be listed: the default one, and each variable at each of
    /// its `enum` values (at `x` when it takes any string) with the others at their defaults. A server is usable
    /// when every one is an absolute http(s) URL.
    public var sampleURLs: [String] {
        var urls = [defaultURL]
        for variable in variables {
            for value in variable.values.isEmpty ? ["x"] : variable.values {
                urls.append(expanded { $0.name == variable.name ? value : $0.defaultValue })
            }
        }
        return urls
    }

    /// The names written between braces in `template`, in order.
    public static func placeholders(in template: String) -> [String] {
        var names: [String] = []
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.append(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }
}
