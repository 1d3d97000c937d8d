// MARK: - Model references

extension Schema {
    /// The names of the models this schema refers to, arrays' and maps' elements included.
    public var referencedModels: [String] {
        switch kind {
        case .reference(let name): [name]
        case .array(let element), .map(let element): element.referencedModels
        default: []
        }
    }

    /// This schema with every reference to a model in `renames` (old name → new name) renamed.
    func renamingModels(_ renames: [String: String]) -> Schema {
        var schema = self
        switch kind {
        case .reference(let name): schema.kind = .reference(renames[name] ?? name)
        case .array(let element): schema.kind = .array(element.renamingModels(renames))
        case .map(let element): schema.kind = .map(element.renamingModels(renames))
        default: break
        }
        return schema
    }
}

extension ModelDefinition {
    /// The names of the models this model's properties, alternatives and discriminator mapping refer to.
    public var referencedModels: [String] {
        switch kind {
        case .object(let properties):
            properties.flatMap(\.schema.referencedModels) + (additionalProperties?.referencedModels ?? [])
                + (variant?.referencedModels ?? [])
        case .enumeration, .valueEnumeration: []
        case .oneOf(let alternatives, let discriminator):
            alternatives.flatMap(\.referencedModels) + (discriminator?.mapping.map(\.modelName) ?? [])
        }
    }

    /// This model with every reference to a model in `renames` renamed (its own name is left alone).
    func renamingReferences(_ renames: [String: String]) -> ModelDefinition {
        var model = self
        switch kind {
        case .object(let properties):
            model.kind = .object(
                properties.map { property in
                    var renamed = property
                    renamed.schema = property.schema.renamingModels(renames)
                    return renamed
                }
            )
            model.additionalProperties = additionalProperties?.renamingModels(renames)
            model.variant = variant?.renamingModels(renames)
        case .enumeration, .valueEnumeration: break
        case .oneOf(let alternatives, let discriminator):
            var renamedDiscriminator = discriminator
            for index in renamedDiscriminator?.mapping.indices ?? 0..<0 {
                let name = renamedDiscriminator?.mapping[index].modelName ?? ""
                renamedDiscriminator?.mapping[index].modelName = renames[name] ?? name
            }
            model.kind = .oneOf(alternatives.map { $0.renamingModels(renames) }, discriminator: renamedDiscriminator)
        }
        return model
    }
}

extension EndpointDefinition {
    /// The names of the models the endpoint's parameters, bodies, responses and response headers refer to.
    public var referencedModels: [String] {
        parameters.flatMap(\.schema.referencedModels) + (body?.referencedModels ?? [])
            + alternativeBodies.flatMap(\.schema.referencedModels)
            + responses.flatMap { response in
                (response.schema?.referencedModels ?? []) + response.headers.flatMap(\.schema.referencedModels)
                    + (response.stream?.schemas.flatMap(\.referencedModels) ?? [])
            }
    }

    /// This endpoint with every reference to a model in `renames` renamed.
    func renamingModels(_ renames: [String: String]) -> EndpointDefinition {
        var endpoint = self
        for index in endpoint.parameters.indices {
            endpoint.parameters[index].schema = endpoint.parameters[index].schema.renamingModels(renames)
        }
        endpoint.body = body?.renamingModels(renames)
        for index in endpoint.alternativeBodies.indices {
            endpoint.alternativeBodies[index].schema = endpoint.alternativeBodies[index].schema.renamingModels(renames)
        }
        for index in endpoint.responses.indices {
            endpoint.responses[index].schema = endpoint.responses[index].schema?.renamingModels(renames)
            for header in endpoint.responses[index].headers.indices {
                endpoint.responses[index].headers[header].schema =
                    endpoint.responses[index].headers[header].schema.renamingModels(renames)
            }
            endpoint.responses[index].stream = endpoint.responses[index].stream?.renamingModels(renames)
        }
        return endpoint
    }
}
