import HTTPSemantics

// MARK: - Configuration files

extension SpecDecoder {
    /// Decodes a configuration file's root, reporting every unknown key (with did-you-mean), wrong type and bad
    /// value; `nil` only when the root is not an object.
    mutating func decodeConfiguration(_ root: JSONNode, path: String) -> GeneratorConfiguration? {
        guard let object = object(root, context: "the configuration", keys: ConfigurationKeys.topLevel) else {
            return nil
        }
        var configuration = GeneratorConfiguration(path: path)
        // `document`: the entry file the plugins read (see SpecLocator); the generator is given it, so only its type
        // is checked here.
        _ = nonEmptyString("document", in: object)
        if let name = nonEmptyString("name", in: object), let location = object["name"]?.value.location {
            if SpecValidator.isUsableTypeName(name) {
                configuration.name = ConfiguredValue(name, at: location)
            } else {
                log.error("'name' must produce a valid Swift type name prefix, found '\(name)'", at: location)
            }
        }
        configuration.accessLevel = decodeAccessLevel(in: object)
        if object.contains("modelConformances") {
            configuration.modelConformances = decodeModelConformances(in: object)
        }
        configuration.modelProperties = decodeModelProperties(in: object)
        configuration.grouping = decodeGrouping(in: object)
        for (module, location) in strings("imports", in: object) ?? [] {
            if SwiftIdentifier.isValidPath(module) {
                configuration.imports.append(ConfiguredValue(module, at: location))
            } else {
                log.error("'imports' lists module names, found '\(module)'", at: location)
            }
        }
        if let filter = value("filter", in: object) {
            configuration.filter = decodeFilter(filter)
        }
        if let rename = value("rename", in: object),
            let renames = self.object(
                rename.value,
                context: "'rename'",
                anchor: rename.keyLocation,
                keys: ConfigurationKeys.rename
            )
        {
            configuration.endpointRenames = decodeRenames("endpoints", in: renames)
            configuration.modelRenames = decodeRenames("models", in: renames)
            configuration.propertyRenames = decodeRenames("properties", in: renames)
            for rename in configuration.propertyRenames where !Self.isPropertyPath(rename.from) {
                log.error(
                    "a key of 'rename.properties' names a model and a property as 'Model.property', found "
                        + "'\(rename.from)'",
                    at: rename.keyLocation
                )
            }
        }
        if let overrides = value("typeOverrides", in: object),
            let kinds = self.object(
                overrides.value,
                context: "'typeOverrides'",
                anchor: overrides.keyLocation,
                keys: ConfigurationKeys.typeOverrides
            )
        {
            configuration.modelTypeOverrides = decodeRenames(
                "models",
                in: kinds,
                isValid: { SwiftIdentifier.isPlausibleType($0) && !$0.hasSuffix("?") && !$0.hasSuffix("!") },
                invalid: {
                    "'\($0)' is not a Swift type (in 'typeOverrides.models'); write a type name such as 'MyKit.Money', "
                        + "without '?' (the schema says whether a value may be null)"
                }
            )
        }
        if let references = value("references", in: object),
            let limits = self.object(
                references.value,
                context: "'references'",
                anchor: references.keyLocation,
                keys: ConfigurationKeys.references
            )
        {
            configuration.referenceLimits = decodeReferenceLimits(in: limits)
        }
        if let streams = value("streams", in: object) {
            configuration.streams = decodeStreamConfiguration(streams)
        }
        if let pagination = value("pagination", in: object) {
            configuration.pagination = decodeConfiguredPagination(pagination)
        }
        if let idempotencyKey = value("idempotencyKey", in: object) {
            configuration.idempotencyKey = decodeConfiguredIdempotencyKey(idempotencyKey)
        }
        // The spec format's own decoding: the same keys, checks and messages as a spec's `domain` and
        // `repositories`, located here.
        for entry in members("domain", in: object) ?? [] {
            let (mapping, request) = decodeDomainMappings(entry, modelName: entry.key)
            guard mapping != nil || request != nil else { continue }
            configuration.domainMappings.append(
                ConfiguredDomainMapping(
                    model: entry.key,
                    mapping: mapping,
                    request: request,
                    location: entry.keyLocation
                )
            )
        }
        for entry in members("repositories", in: object) ?? [] {
            if let repository = decodeRepository(entry) { configuration.repositories.append(repository) }
        }
        configuration.placeLocations = sourceMap.locationsByPlace
        for (overlay, location) in strings("overlays", in: object) ?? [] {
            if overlay.isEmpty {
                log.error("'overlays' lists overlay files, found an empty name", at: location)
            } else {
                configuration.overlays.append(ConfiguredValue(overlay, at: location))
            }
        }
        return configuration
    }

    /// `idempotencyKey`: a header name, or `header` and `operations` (name → a header name, or `false`).
    private mutating func decodeConfiguredIdempotencyKey(_ member: JSONNode.Member) -> ConfiguredIdempotencyKey? {
        var configured = ConfiguredIdempotencyKey()
        if case .string(let header) = member.value.value, !header.isEmpty {
            configured.header = checkedKeyHeader(header, at: member.value.location)
            return configured
        }
        guard case .object = member.value.value else {
            typeMismatch(member, expected: "a header name such as 'Idempotency-Key', or an object")
            return nil
        }
        guard
            let object = object(
                member.value,
                context: "'idempotencyKey'",
                anchor: member.keyLocation,
                keys: ConfigurationKeys.idempotencyKey
            )
        else { return nil }
        if let header = nonEmptyString("header", in: object), let location = object["header"]?.value.location {
            configured.header = checkedKeyHeader(header, at: location)
        }
        for operation in members("operations", in: object) ?? [] {
            switch operation.value.value {
            case .string(let header) where !header.isEmpty:
                guard let checked = checkedKeyHeader(header, at: operation.value.location) else { continue }
                configured.operations.append(
                    .init(
                        name: operation.key,
                        header: checked.value,
                        location: operation.keyLocation,
                        headerLocation: checked.location
                    )
                )
            case .bool(false):
                configured.operations.append(
                    .init(
                        name: operation.key,
                        header: nil,
                        location: operation.keyLocation,
                        headerLocation: operation.value.location
                    )
                )
            default:
                typeMismatch(operation, expected: "a header name, or false")
            }
        }
        return configured
    }

    /// `header` written at `location`, or `nil` after an error when it is not an HTTP header name: reported once
    /// here, not once for each operation it would be given to.
    private mutating func checkedKeyHeader(_ header: String, at location: SourceLocation) -> ConfiguredValue<String>? {
        guard HTTPToken.isValid(header) else {
            log.error(
                "idempotency key header '\(header)' is not a valid HTTP header name; use letters, digits and "
                    + "!#$%&'*+-.^_`|~ only",
                at: location
            )
            return nil
        }
        return ConfiguredValue(header, at: location)
    }

    /// `pagination`: `operations` (name → a declaration, or `false`) and `rule` (a declaration).
    private mutating func decodeConfiguredPagination(_ member: JSONNode.Member) -> ConfiguredPagination? {
        guard
            let object = object(
                member.value,
                context: "'pagination'",
                anchor: member.keyLocation,
                keys: ConfigurationKeys.pagination
            )
        else { return nil }
        var pagination = ConfiguredPagination()
        for operation in members("operations", in: object) ?? [] {
            if case .bool(false) = operation.value.value {
                pagination.operations.append(
                    .init(name: operation.key, pagination: nil, location: operation.keyLocation)
                )
            } else if case .object = operation.value.value {
                let context = "'pagination.operations.\(operation.key)'"
                guard let declared = decodePagination(operation, context: context) else { continue }
                pagination.operations.append(
                    .init(name: operation.key, pagination: declared, location: operation.keyLocation)
                )
            } else {
                typeMismatch(operation, expected: "a pagination object, or false")
            }
        }
        if let rule = value("rule", in: object) {
            pagination.rule = decodePagination(rule, context: "'pagination.rule'")
        }
        return pagination
    }

    /// `references`: each bound a positive whole number; the ones not written keep their default.
    private mutating func decodeReferenceLimits(in object: ObjectView) -> ReferenceLimits {
        var limits = ReferenceLimits.standard
        let bounds: [(String, WritableKeyPath<ReferenceLimits, Int>)] = [
            ("maximumFiles", \.maximumFiles), ("maximumMegabytes", \.maximumMegabytes),
            ("maximumDepth", \.maximumDepth), ("maximumIncludedNodes", \.maximumIncludedNodes),
        ]
        for (key, bound) in bounds {
            guard let member = value(key, in: object) else { continue }
            guard case .number(let text) = member.value.value, let number = Int(text), number > 0 else {
                var found = member.value.typeDescription
                if case .number(let text) = member.value.value { found = text }
                log.error(
                    "'references.\(key)' must be a positive whole number, found \(found)",
                    at: member.value.location
                )
                continue
            }
            limits[keyPath: bound] = number
        }
        return limits
    }

    /// `accessLevel`: one of ``GeneratedAccessLevel``'s names.
    private mutating func decodeAccessLevel(in object: ObjectView) -> GeneratedAccessLevel? {
        let known = GeneratedAccessLevel.allCases.map(\.rawValue)
        return choice("accessLevel", in: object, expectation: "must be \(Self.list(known, conjunction: "or"))")
    }

    /// `filter`: lists of tags, path prefixes, operations and models.
    private mutating func decodeFilter(_ member: JSONNode.Member) -> OperationFilter? {
        guard
            let object = object(
                member.value,
                context: "'filter'",
                anchor: member.keyLocation,
                keys: ConfigurationKeys.filter
            )
        else { return nil }
        var filter = OperationFilter()
        func values(_ key: String) -> [ConfiguredValue<String>] {
            (strings(key, in: object) ?? []).map { ConfiguredValue($0.0, at: $0.1) }
        }
        filter.tags = values("tags")
        filter.pathPrefixes = values("paths")
        filter.operations = values("operations")
        filter.models = values("models")
        for prefix in filter.pathPrefixes where !prefix.value.hasPrefix("/") {
            log.error("a path prefix in 'filter.paths' starts with '/', found '\(prefix.value)'", at: prefix.location)
        }
        if filter.tags.isEmpty, filter.pathPrefixes.isEmpty, filter.operations.isEmpty {
            log.error(
                "'filter' selects no operation: list 'tags', 'paths' or 'operations' (or remove 'filter' to keep all)",
                at: member.keyLocation
            )
        }
        return filter
    }

    /// The string-to-string mapping under `key`: each value a valid Swift identifier, or what `isValid` accepts
    /// (an error says `invalid(value)` otherwise).
    private mutating func decodeRenames(
        _ key: String,
        in object: ObjectView,
        isValid: (String) -> Bool = SwiftIdentifier.isValid,
        invalid: ((String) -> String)? = nil
    ) -> [ConfiguredRename] {
        var renames: [ConfiguredRename] = []
        for member in members(key, in: object) ?? [] {
            guard case .string(let target) = member.value.value else {
                typeMismatch(member, expected: "a string")
                continue
            }
            guard isValid(target) else {
                let message = invalid?(target) ?? "'\(target)' is not a valid Swift name (in '\(key)')"
                log.error(message, at: member.value.location)
                continue
            }
            renames.append(
                ConfiguredRename(
                    from: member.key,
                    to: target,
                    keyLocation: member.keyLocation,
                    valueLocation: member.value.location
                )
            )
        }
        return renames
    }

    /// Whether `text` is `Model.property`: two non-empty parts around the first dot.
    static func isPropertyPath(_ text: String) -> Bool {
        guard let dot = text.firstIndex(of: ".") else { return false }
        return dot != text.startIndex && text.index(after: dot) != text.endIndex
    }
}
