/// A parsed and validated endpoint spec: the input of code generation.
public struct Spec: Hashable, Sendable {
    /// `name`: the API's name, for example `Catalog`; prefixes generated type names (`CatalogEndpoints`).
    public var name: String
    /// `description`, rendered as a doc comment.
    public var description: String?
    /// `baseURL`: the default server URL, if any (with `servers`, the first server's URL with its defaults).
    public var baseURL: String?
    /// `servers`: the named servers the caller chooses from (the first is the default); empty when the spec gives
    /// a plain `baseURL` or none.
    public var servers: [ServerDefinition] = []
    /// `documentationURL`: the API's documentation page, against which relative links in HTML descriptions
    /// resolve (an OpenAPI document's `externalDocs.url`); `nil` resolves them against ``baseURL``'s host.
    public var documentationURL: String?
    /// `imports`: modules the generated code imports (where domain types and protocols live), sorted.
    public var imports: [String]
    /// `modelConformances`: what generated models conform to beyond `Codable` and `Sendable` (at most one
    /// entry: `Hashable` implies `Equatable`).
    public var modelConformances: [ModelConformance]
    /// `models`, sorted by name.
    public var models: [ModelDefinition]
    /// `endpoints`, sorted by name.
    public var endpoints: [EndpointDefinition]
    /// `repositories`, sorted by name.
    public var repositories: [RepositoryDefinition]
    /// `securitySchemes`, sorted by name: how the API's credentials travel.
    public var securitySchemes: [SecurityScheme]
    /// `security`: the requirements of every endpoint that declares none of its own, any one of which suffices;
    /// empty (or absent) when those endpoints are public.
    public var security: [SecurityRequirement]
    /// The path of the spec file, as given to the parser; generated headers name it.
    public var sourcePath: String
    /// The access level of every generated declaration (a configuration's `accessLevel`); `public` by default.
    public var accessLevel: GeneratedAccessLevel = .public
    /// `modelProperties`: whether object models' properties are `var` (the default) or `let`.
    public var modelProperties: ModelProperties = .variable
    /// `grouping`: whether the client's calls are its own methods (the default) or grouped by tag.
    public var grouping: ClientGrouping = .none
    /// `acronyms`: the words every Swift name of the client spells in capitals besides ``Initialisms`` (`VPC`,
    /// `ARN`). An OpenAPI import finds its document's own (``Acronyms/written(in:)``) and writes them into a
    /// converted spec; a hand-written spec has none unless its author lists them, so its names stay as written.
    public var acronyms: Acronyms = .none
    /// What the schemas and models of an imported OpenAPI document say beyond their types (examples, bounds,
    /// formats), by where each schema (or model) is written; empty for a spec file. Only the mock server reads it.
    public var schemaFacts: [SourceLocation: SchemaFacts] = [:]

    /// Creates a spec.
    public init(
        name: String,
        description: String? = nil,
        baseURL: String? = nil,
        imports: [String] = [],
        modelConformances: [ModelConformance] = [],
        models: [ModelDefinition] = [],
        endpoints: [EndpointDefinition] = [],
        repositories: [RepositoryDefinition] = [],
        securitySchemes: [SecurityScheme] = [],
        security: [SecurityRequirement] = [],
        sourcePath: String
    ) {
        self.name = name
        self.description = description
        self.baseURL = baseURL
        self.imports = imports
        self.modelConformances = modelConformances
        self.models = models
        self.endpoints = endpoints
        self.repositories = repositories
        self.securitySchemes = securitySchemes
        self.security = security
        self.sourcePath = sourcePath
    }

    /// The model named `name`, if declared.
    public func model(named name: String) -> ModelDefinition? { models.first { $0.name == name } }

    /// The security scheme named `name`, if declared.
    public func securityScheme(named name: String) -> SecurityScheme? { securitySchemes.first { $0.name == name } }

    /// What `endpoint` requires: its own `security` when it declares one, else the spec's; empty when public.
    public func security(of endpoint: EndpointDefinition) -> [SecurityRequirement] {
        endpoint.security ?? security
    }

    /// The endpoint named `name`, if declared.
    public func endpoint(named name: String) -> EndpointDefinition? { endpoints.first { $0.name == name } }
}
