/// The keys each kind of spec object accepts; anything else is reported as an unknown key.
enum SpecKeys {
    /// Keys of the top-level object.
    static let topLevel = [
        "name", "description", "baseURL", "documentationURL", "acronyms", "imports", "modelConformances",
        "modelProperties", "grouping", "idempotencyKey", "servers", "models", "endpoints", "repositories",
        "securitySchemes", "security",
    ]
    /// Keys of one entry of `servers`.
    static let server = ["name", "url", "description", "variables"]
    /// Keys of one server variable.
    static let serverVariable = ["default", "enum", "description"]
    /// Keys of a security scheme under `securitySchemes`.
    static let securityScheme = ["type", "description", "in", "name", "scheme", "bearerFormat", "openIdConnectUrl"]
    /// Keys of any schema.
    static let schema = [
        "type", "format", "enum", "items", "$ref", "additionalProperties", "nullable", "default", "description",
        "deprecated",
    ]
    /// Keys of a model.
    static let model = [
        "description", "deprecated", "properties", "required", "type", "enum", "domain", "oneOf", "anyOf",
        "discriminator", "errorMessage", "format", "caseNames", "additionalProperties", "variant",
    ]
    /// Keys of a `oneOf` model's `discriminator`.
    static let discriminator = ["propertyName", "mapping"]
    /// Keys of a model property: a schema plus `swiftName` and `optional`.
    static let property = schema + ["swiftName", "optional"]
    /// Keys of a model's `domain` mapping.
    static let domain = ["type", "invalid", "arguments", "request"]
    /// Keys of a domain mapping's `request`.
    static let requestMapping = ["type", "invalid", "arguments"]
    /// Keys of one domain mapping argument.
    static let domainArgument = ["from", "using", "failable"]
    /// Keys of an endpoint.
    static let endpoint = [
        "method", "path", "description", "summary", "deprecated", "parameters", "body", "responses", "retryable",
        "examples", "security", "tags", "baseURL", "constantQuery", "pagination", "idempotencyKey",
    ]
    /// Keys of an endpoint parameter: a schema plus `in`, `required`, `swiftName`, `style` and `explode`.
    static let parameter = schema + ["in", "required", "swiftName", "style", "explode", "multiSegment"]
    /// Keys of a request body: a schema plus `contentType`, (for a form) `encoding` and `optional`.
    static let body = schema + ["contentType", "encoding", "optional"]
    /// Keys of one field of a form body's `encoding`.
    static let fieldEncoding = ["style", "explode", "contentType"]
    /// Keys of a response: a schema (for its body) plus `contentType`, `headers` and `swiftName`.
    static let response = schema + ["contentType", "headers", "sentinel", "swiftName", "stream"]
    /// Keys of a response's `stream`: a schema (of each item) plus `contentType`, `sentinel`, `events` and
    /// `streamProperty`.
    static let stream = schema + ["contentType", "sentinel", "events", "streamProperty"]
    /// The keys of a response (or its `stream`) that are not about its body's type.
    static let responseOnly: Set<String> = [
        "description", "contentType", "headers", "sentinel", "swiftName", "stream", "events", "streamProperty",
    ]
    /// Keys of a response header: a schema plus `required` and `swiftName`.
    static let responseHeader = schema + ["required", "swiftName"]
    /// Keys of an example.
    static let example = [
        "name", "parameters", "fields", "status", "body", "headers", "credentials", "intervalMilliseconds", "stream",
    ]
    /// Keys of a repository.
    static let repository = ["description", "conformsTo", "methods"]
    /// Keys of a repository method.
    static let repositoryMethod = ["endpoint", "parameters", "returns", "from", "errors", "pages"]
    /// Keys of a repository method parameter.
    static let repositoryParameter = ["label", "name", "type", "to", "value"]
    /// Keys of a repository error mapping.
    static let errorMapping = ["when", "throw", "arguments"]

    /// Hints for keys from other formats (mostly OpenAPI) that people write by habit, shown when the key is not
    /// a near miss of an accepted one.
    static let habitHints: [String: String] = [
        "required":
            "; mark an optional property '\"optional\": true', or list the required ones in the model's 'required' array",
        "properties": "; inline objects are not supported: declare a model under 'models' and refer to it with '$ref'",
        "schema": "; write the schema's keys ('type', 'format', '$ref', …) directly in the parameter",
        "content": "; write the body's schema directly, for example { \"$ref\": \"Product\" }",
        "requestBody": "; write the request body's schema under 'body'",
        "operationId": "; the endpoint's key is its name",
        "example": "; add examples to the endpoint's 'examples' array",
    ]

    /// The schema `type` values.
    static let types = ["string", "integer", "number", "boolean", "array", "object", "any"]
    /// The schema `format` values.
    static let formats = ["int32", "int64", "float", "double", "date", "date-time", "uuid", "uri", "byte"]
    /// The formats each type accepts.
    static let formatsByType = [
        "string": ["date", "date-time", "uuid", "uri", "byte"], "integer": ["int32", "int64"],
        "number": ["float", "double"],
    ]
    /// The HTTP methods an endpoint may use.
    static let methods = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"]
    /// The places a parameter can travel.
    static let parameterLocations = ["path", "query", "header"]
}
