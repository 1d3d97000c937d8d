// MARK: - What an import warning says was lost

extension Diagnostic {
    /// What a warning of an importer says the imported spec lost: the kind of construct dropped or typed more
    /// loosely, and how many of them. The loss report (`endpoint-gen loss-report`) adds these up.
    public struct Loss: Hashable, Sendable {
        /// The kinds of loss, from the one a user notices first (a call that is missing) to the one a client never
        /// notices (an ignored example).
        public enum Kind: String, Hashable, Sendable, CaseIterable {
            /// Operations not imported: no call is generated for them.
            case operation
            /// Endpoints that send no credentials although the document requires some.
            case credentials
            /// Parameters left out, or typed more loosely than the document says (a string for a union).
            case parameter
            /// Request bodies, or their fields, left out or typed more loosely (raw bytes for a typed body).
            case body
            /// Responses, their bodies or their headers left out or typed more loosely.
            case response
            /// Schema constructs left out or typed more loosely: allowed values, keys, alternatives, defaults.
            case schema
            /// Examples the mock server does not serve.
            case example
            /// Constructs a generated client does not use: webhooks, callbacks, links, XML hints, unknown keys.
            case unused
        }

        /// What was lost.
        public var kind: Kind
        /// How many constructs of that kind: 1, or the number of endpoints a dropped requirement list covers.
        public var count: Int

        /// A loss of `count` constructs of `kind`.
        public init(_ kind: Kind, count: Int = 1) {
            self.kind = kind
            self.count = count
        }
    }

    /// A warning that says what an import lost.
    public init(warning message: String, at location: SourceLocation, loss: Loss?) {
        self.init(.warning, message, at: location)
        self.loss = loss
    }
}

extension Diagnostic.Loss.Kind {
    /// The loss of leaving out a `section` of an OpenAPI document (`"response"`, `"parameter"`, `"path item"`, …)
    /// whose reference cannot be followed.
    public static func section(_ section: String) -> Self {
        switch section {
        case "response", "response header": .response
        case "parameter": .parameter
        case "request body": .body
        case "path item": .operation
        case "security scheme": .credentials
        case "example": .example
        default: .schema
        }
    }
}
