/// A generator configuration file — `endpointkit.json` (or `.yaml`, `.yml`) next to a spec or OpenAPI document —
/// that adjusts what is generated without editing the document: the API's name, the access level, a filter of
/// operations, renames, model conformances, types of the user's own in place of generated models, and the bounds on
/// a document split over files.
///
/// Read with ``ConfigurationFile/load(fileAt:)`` and applied by ``SpecLoader`` between import and validation, so
/// a configured spec gets every check a hand-written one gets. Every setting keeps where it is written: a filter
/// entry naming no operation, or a rename to a name already taken, is an error located in the configuration file.
public struct GeneratorConfiguration: Hashable, Sendable {
    /// The configuration file's path, as given.
    public var path: String
    /// `name`: the API's name, replacing the spec's `name` or the OpenAPI document's title.
    public var name: ConfiguredValue<String>?
    /// `accessLevel`: of every generated declaration.
    public var accessLevel: GeneratedAccessLevel?
    /// `modelConformances`: replaces the spec's (`Equatable`, `Hashable`).
    public var modelConformances: [ModelConformance]?
    /// `modelProperties`: replaces the spec's (`var` or `let`).
    public var modelProperties: ModelProperties?
    /// `grouping`: replaces the spec's (`none` or `tags`).
    public var grouping: ClientGrouping?
    /// `imports`: modules the generated code imports besides the spec's (where overriding types live).
    public var imports: [ConfiguredValue<String>] = []
    /// `filter`: which operations to generate; `nil` keeps all.
    public var filter: OperationFilter?
    /// `rename.endpoints`: endpoint (or OpenAPI `operationId`) → new endpoint name.
    public var endpointRenames: [ConfiguredRename] = []
    /// `rename.models`: model → new model name.
    public var modelRenames: [ConfiguredRename] = []
    /// `rename.properties`: `Model.property` (the property's name on the wire) → its Swift name.
    public var propertyRenames: [ConfiguredRename] = []
    /// `typeOverrides.models`: model → the Swift type used instead of its generated DTO
    /// (``ModelDefinition/typeOverride``).
    public var modelTypeOverrides: [ConfiguredRename] = []
    /// `references`: the bounds on a document split over files, for a split larger than the defaults allow. They
    /// change how the document is read, not what is generated (``isEmpty`` does not count them).
    public var referenceLimits = ReferenceLimits.standard
    /// `streams`: the sentinel, stream property and named events of event streams (``StreamConfiguration``).
    public var streams = StreamConfiguration()
    /// `pagination`: how list operations are paged, per operation or by a rule.
    public var pagination: ConfiguredPagination?
    /// `idempotencyKey`: the header that makes writes safe to retry, for every `POST` and `PATCH` or per operation.
    public var idempotencyKey: ConfiguredIdempotencyKey?
    /// `domain`: domain mappings of the document's models, by the model's name as the document writes it; each
    /// replaces the model's own (a spec's `domain`).
    public var domainMappings: [ConfiguredDomainMapping] = []
    /// `repositories`: repository types added to the spec's, their methods calling endpoints by name or OpenAPI
    /// `operationId`.
    public var repositories: [RepositoryDefinition] = []
    /// Where the configuration writes the parts of its mappings and repositories the model keeps without a
    /// location (a method's `endpoint`, `returns`, `from`, a parameter's `to`, …), added to the spec's
    /// ``SpecSourceMap`` when the configuration is applied, so the validator's findings point into this file.
    var placeLocations: [SpecSourceMap.Place: SourceLocation] = [:]
    /// `overlays`: OpenAPI Overlay files applied to the document before it is read (``Overlay``), in order, each
    /// relative to the configuration file's directory. They change what is read, like `references`, so ``isEmpty``
    /// does not count them.
    public var overlays: [ConfiguredValue<String>] = []

    /// An empty configuration read from `path`: changes nothing.
    public init(path: String) {
        self.path = path
    }

    /// The paths of ``overlays`` as the loader reads them: relative to the configuration file's directory, as its
    /// path is written (`api/fixes.overlay.yaml` for `api/endpointkit.yaml`), absolute paths as written.
    public var overlayPaths: [ConfiguredValue<String>] {
        let fileName = SpecLoader.fileName(of: path)
        let directory = String(path.dropLast(fileName.count))
        return overlays.map { overlay in
            overlay.value.hasPrefix("/") ? overlay : ConfiguredValue(directory + overlay.value, at: overlay.location)
        }
    }

    /// Whether applying the configuration changes nothing.
    public var isEmpty: Bool {
        name == nil && accessLevel == nil && modelConformances == nil && modelProperties == nil && grouping == nil
            && filter == nil
            && endpointRenames.isEmpty && modelRenames.isEmpty && propertyRenames.isEmpty && imports.isEmpty
            && modelTypeOverrides.isEmpty && streams.isEmpty && pagination == nil && idempotencyKey == nil
            && domainMappings.isEmpty && repositories.isEmpty
    }
}

/// A configuration setting's value and where it is written.
public struct ConfiguredValue<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The value.
    public var value: Value
    /// Where the value is written.
    public var location: SourceLocation

    /// A value written at `location`.
    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

/// One entry of a configuration's `domain`: the mapping of the model the document names `model`.
public struct ConfiguredDomainMapping: Hashable, Sendable {
    /// The model's name as the document writes it (a component name of an OpenAPI document).
    public var model: String
    /// The conversion into the domain type, located in the configuration file (``DomainMapping/location`` is where
    /// `model` is written); `nil` when the entry has only `request`.
    public var mapping: DomainMapping?
    /// `request`: the conversion from a domain value, for a model sent as a request body.
    public var request: RequestMapping?
    /// Where `model` is written.
    public var location: SourceLocation

    /// The mappings of `model`.
    public init(model: String, mapping: DomainMapping?, request: RequestMapping? = nil, location: SourceLocation) {
        self.model = model
        self.mapping = mapping
        self.request = request
        self.location = location
    }
}

/// One entry of a configuration's `rename` or `typeOverrides`: `from` becomes `to`.
public struct ConfiguredRename: Hashable, Sendable {
    /// The name as the document writes it.
    public var from: String
    /// The name (or, for a type override, the Swift type) to use instead.
    public var to: String
    /// Where `from` (the key) is written.
    public var keyLocation: SourceLocation
    /// Where `to` (the value) is written.
    public var valueLocation: SourceLocation

    /// A rename of `from` to `to`.
    public init(from: String, to: String, keyLocation: SourceLocation, valueLocation: SourceLocation) {
        self.from = from
        self.to = to
        self.keyLocation = keyLocation
        self.valueLocation = valueLocation
    }
}

/// A configuration's `filter`: an operation is generated when it matches any entry of any list; the models
/// the generated operations use (and the models those use) are kept, and so are the `models` listed.
public struct OperationFilter: Hashable, Sendable {
    /// `tags`: operations with any of these tags.
    public var tags: [ConfiguredValue<String>] = []
    /// `paths`: operations whose path starts with any of these prefixes (whole segments: `/users` matches
    /// `/users` and `/users/{id}`, not `/usersettings`).
    public var pathPrefixes: [ConfiguredValue<String>] = []
    /// `operations`: operations by endpoint name or OpenAPI `operationId`.
    public var operations: [ConfiguredValue<String>] = []
    /// `models`: models kept even when no generated operation uses them.
    public var models: [ConfiguredValue<String>] = []

    /// A filter that keeps nothing until entries are added.
    public init() {}
}
