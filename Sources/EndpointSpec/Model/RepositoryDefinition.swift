/// A generated repository type under `repositories`: conforms a hand-written protocol by calling endpoints.
///
/// ```json
/// "repositories": {
///   "HTTPProductRepository": {
///     "conformsTo": ["ProductRepository"],
///     "methods": {
///       "product": {
///         "endpoint": "getProduct",
///         "parameters": [ { "name": "id", "type": "Product.ID", "to": "id", "value": "rawValue" } ],
///         "returns": "Product",
///         "errors": { "404": { "throw": "ProductError.notFound", "arguments": ["id"] } }
///       }
///     }
///   }
/// }
/// ```
public struct RepositoryDefinition: Hashable, Sendable {
    /// The generated type's name (a key of `repositories`).
    public var name: String
    /// `description`, rendered as a doc comment.
    public var description: String?
    /// `conformsTo`: protocols the type declares conformance to.
    public var protocols: [String]
    /// `methods`, in source order.
    public var methods: [RepositoryMethod]
    /// Where the repository's key is written.
    public var location: SourceLocation

    /// Creates a repository.
    public init(
        name: String,
        description: String? = nil,
        protocols: [String],
        methods: [RepositoryMethod],
        location: SourceLocation
    ) {
        self.name = name
        self.description = description
        self.protocols = protocols
        self.methods = methods
        self.location = location
    }
}

/// One `async throws` method of a generated repository.
public struct RepositoryMethod: Hashable, Sendable {
    /// The Swift method name (a key of `methods`).
    public var name: String
    /// `endpoint`: the endpoint the method calls.
    public var endpoint: String
    /// `parameters`, in signature order.
    public var parameters: [RepositoryParameter]
    /// `returns`: the Swift return type, for example `Product` or `[Product]`.
    public var returnType: String
    /// `from`: the wire name of the response property to return (for example `products`), or `nil` for the whole body.
    public var responseProperty: String?
    /// `errors`: statuses that become domain errors, sorted by status; under one status, the mappings with a
    /// `when` condition first, in the order written.
    public var errors: [StatusErrorMapping]
    /// `pages: true`: the method walks the pages of its paginated endpoint and returns the items of every page,
    /// each as `returns`, in an `AsyncThrowingStream`.
    public var walksPages: Bool
    /// Where the method's key is written.
    public var location: SourceLocation

    /// Creates a method.
    public init(
        name: String,
        endpoint: String,
        parameters: [RepositoryParameter],
        returnType: String,
        responseProperty: String? = nil,
        errors: [StatusErrorMapping] = [],
        walksPages: Bool = false,
        location: SourceLocation
    ) {
        self.name = name
        self.endpoint = endpoint
        self.parameters = parameters
        self.returnType = returnType
        self.responseProperty = responseProperty
        self.errors = errors
        self.walksPages = walksPages
        self.location = location
    }
}

/// One parameter of a repository method and the endpoint parameter it feeds.
public struct RepositoryParameter: Hashable, Sendable {
    /// `label`: the argument label; `nil` uses `name`, `"_"` means unlabeled.
    public var label: String?
    /// `name`: the parameter's Swift name inside the method.
    public var name: String
    /// `type`: the Swift type, for example `Product.ID` or `Int?`.
    public var type: String
    /// `to`: the wire name of the endpoint parameter that receives the value.
    public var endpointParameter: String
    /// `value`: a property path read from the argument, for example `rawValue`; `nil` passes it unchanged.
    public var valuePath: String?
    /// Where the parameter is written.
    public var location: SourceLocation

    /// Creates a parameter.
    public init(
        label: String? = nil,
        name: String,
        type: String,
        endpointParameter: String,
        valuePath: String? = nil,
        location: SourceLocation
    ) {
        self.label = label
        self.name = name
        self.type = type
        self.endpointParameter = endpointParameter
        self.valuePath = valuePath
        self.location = location
    }
}

/// `"404": { "throw": "ProductError.notFound", "arguments": ["id"] }`: a status that throws a domain error, or, with
/// `when`, a status whose error body holds a given code.
public struct StatusErrorMapping: Hashable, Sendable {
    /// The HTTP status code.
    public var status: Int
    /// `throw`: the error value or case constructor, for example `ProductError.notFound`.
    public var error: String
    /// `arguments`: what is passed to the case constructor, in order: method parameters and properties of the error
    /// response's body.
    public var arguments: [ErrorArgument]
    /// `when`: the member of the error body and the value it must hold for this mapping to apply; `nil` applies
    /// to every answer with the status.
    public var condition: ErrorBodyCondition?
    /// Where the mapping is written.
    public var location: SourceLocation

    /// Creates a mapping.
    public init(
        status: Int,
        error: String,
        arguments: [ErrorArgument] = [],
        condition: ErrorBodyCondition? = nil,
        location: SourceLocation
    ) {
        self.status = status
        self.error = error
        self.arguments = arguments
        self.condition = condition
        self.location = location
    }

    /// Whether an argument or the condition reads the error response's body, so only the typed error can supply it.
    public var readsBody: Bool {
        condition != nil || arguments.contains { if case .bodyProperty = $0 { true } else { false } }
    }
}

/// `"when": { "code": "name_taken" }`: an error mapping applies when this member of the error body holds this value.
public struct ErrorBodyCondition: Hashable, Sendable {
    /// The JSON name of the error body's member, or a member path of them (`error.code`).
    public var member: String
    /// The value the member must hold, compared as text (a string, or an enumeration's raw value).
    public var value: String
    /// Where the member's name is written.
    public var memberLocation: SourceLocation
    /// Where the value is written.
    public var valueLocation: SourceLocation

    /// Creates a condition.
    public init(member: String, value: String, memberLocation: SourceLocation, valueLocation: SourceLocation) {
        self.member = member
        self.value = value
        self.memberLocation = memberLocation
        self.valueLocation = valueLocation
    }
}

/// One argument of a repository error: a method parameter (`"id"`), or a property of the typed error response's
/// body (`{ "from": "message" }`).
public enum ErrorArgument: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The method parameter with this name.
    case parameter(String)
    /// The property of the error body with this JSON name.
    case bodyProperty(String)

    /// A method parameter.
    public init(stringLiteral name: String) {
        self = .parameter(name)
    }
}
