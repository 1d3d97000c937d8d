import EndpointSpec

/// A whole converted document, ready to be written as spec JSON.
struct ImportedSpec: Sendable {
    /// `name`, from `info.title`.
    var name: String
    /// `description`, from `info.description`.
    var description: String?
    /// `baseURL`: the lone server's URL, or the first server's with its defaults.
    var baseURL: String?
    /// `servers`, from the document's `servers` when it has several or one with variables.
    var servers: [ServerDefinition] = []
    /// `documentationURL`, from `externalDocs.url` when it is an absolute http(s) URL (query and fragment
    /// dropped).
    var documentationURL: String?
    /// Models, written sorted by name.
    var models: [ImportedModel]
    /// Endpoints, written in OpenAPI order.
    var endpoints: [ImportedEndpoint]
    /// `securitySchemes`, from `components/securitySchemes` (the kinds the spec format has), sorted by name.
    var securitySchemes: [SecurityScheme] = []
    /// `security`, from the document's `security`.
    var security: [SecurityRequirement] = []
    /// What schemas say beyond their types (``Spec/schemaFacts``), by where each is written.
    var schemaFacts: [SourceLocation: SchemaFacts] = [:]
    /// The document's acronyms (``Spec/acronyms``).
    var acronyms: Acronyms = .none
}
