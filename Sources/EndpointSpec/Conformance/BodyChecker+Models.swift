// MARK: - Models: objects, enumerations and unions

extension BodyChecker {
    /// Checks `node` against the model a `$ref` names.
    func checkModel(
        _ node: JSONNode,
        model: ModelDefinition,
        schema: Schema,
        path: String,
        site: Site,
        into mismatches: inout [BodyMismatch]
    ) {
        switch model.kind {
        case .enumeration(let values):
            guard let text = expectString(node, schema: schema, path: path, site: site, into: &mismatches) else {
                return
            }
            checkEnumerationValue(text, values: values, node: node, path: path, site: .model(model), into: &mismatches)
        case .valueEnumeration(let enumeration):
            // Open: any value of the enumeration's type decodes (unlisted ones to `unknown`).
            var valueSchema = schema
            valueSchema.kind = enumeration.valueKind
            walk(node, schema: valueSchema, path: path, site: site, into: &mismatches)
        case .object(let properties):
            guard case .object(let members) = node.value else {
                return wrongType(node, schema: schema, path: path, site: site, into: &mismatches)
            }
            checkObject(node, members: members, properties: properties, model: model, path: path, into: &mismatches)
            if let values = model.additionalProperties {
                let declared = Set(properties.map(\.wireName))
                for member in members where !declared.contains(member.key) {
                    walk(
                        member.value,
                        schema: values,
                        path: Self.path(path, key: member.key),
                        site: .model(model),
                        into: &mismatches
                    )
                }
            }
        // A `variant` is not checked: an object that matches none of its alternatives decodes with a nil variant.
        case .oneOf(let alternatives, let discriminator?):
            checkDiscriminated(
                node,
                alternatives: alternatives,
                discriminator: discriminator,
                model: model,
                schema: schema,
                path: path,
                site: site,
                into: &mismatches
            )
        case .oneOf(let alternatives, nil):
            checkAlternatives(node, alternatives: alternatives, model: model, path: path, site: site, into: &mismatches)
        }
    }

    /// Checks every declared property of an object model; keys the model does not declare are ignored, as the
    /// generated decoder ignores them.
    private func checkObject(
        _ node: JSONNode,
        members: [JSONNode.Member],
        properties: [PropertyDefinition],
        model: ModelDefinition,
        path: String,
        into mismatches: inout [BodyMismatch]
    ) {
        var byKey: [String: JSONNode.Member] = [:]
        for member in members { byKey[member.key] = member }
        for property in properties {
            let propertyPath = Self.path(path, key: property.wireName)
            let site = Site.property(property, of: model)
            guard let member = byKey[property.wireName] else {
                guard property.isRequired else { continue }
                mismatches.append(
                    BodyMismatch(
                        path: propertyPath,
                        expected: "the required key `\(property.wireName)`",
                        found: "no such key in this object",
                        fix: fixTerms == .specFormat
                            ? "make `\(property.wireName)` optional in model `\(model.name)`: mark it `\"optional\": true`, "
                                + "or leave it out of the model's `required` list if it is listed there"
                            : "make `\(property.wireName)` optional in schema `\(model.name)`: leave it out of the "
                                + "schema's `required` list",
                        location: node.location,
                        specLocation: property.location,
                        correction: .notRequired(property: property.wireName)
                    )
                )
                continue
            }
            walk(member.value, schema: property.schema, path: propertyPath, site: site, into: &mismatches)
        }
    }

    /// Checks a union with a discriminator: the discriminator property selects the alternative to check.
    private func checkDiscriminated(
        _ node: JSONNode,
        alternatives: [Schema],
        discriminator: Discriminator,
        model: ModelDefinition,
        schema: Schema,
        path: String,
        site: Site,
        into mismatches: inout [BodyMismatch]
    ) {
        guard case .object(let members) = node.value else {
            return wrongType(node, schema: schema, path: path, site: site, into: &mismatches)
        }
        let key = discriminator.propertyName
        let keyPath = Self.path(path, key: key)
        let names = alternatives.compactMap { if case .reference(let name) = $0.kind { name } else { nil } }
        let mapping = discriminator.resolvedMapping(alternatives: names)
        let expectedValues = mapping.map { JSONString.quoted($0.value) }.joined(separator: ", ")
        guard let member = members.last(where: { $0.key == key }) else {
            mismatches.append(
                BodyMismatch(
                    path: keyPath,
                    expected: "the discriminator key `\(key)` of union `\(model.name)` (\(expectedValues))",
                    found: "no such key in this object",
                    fix: "remove `discriminator` from model `\(model.name)` to try its alternatives in order",
                    location: node.location,
                    specLocation: discriminator.location
                )
            )
            return
        }
        guard case .string(let value) = member.value.value,
            let selected = mapping.first(where: { $0.value == value }), let selectedModel = modelsByName[selected.model]
        else {
            mismatches.append(
                BodyMismatch(
                    path: keyPath,
                    expected: "one of \(expectedValues), selecting an alternative of `\(model.name)`",
                    found: Self.describe(member.value),
                    fix: "add the value to `mapping` of the `discriminator` of model `\(model.name)`",
                    location: member.value.location,
                    specLocation: discriminator.location
                )
            )
            return
        }
        let selectedSchema = Schema(.reference(selectedModel.name), location: discriminator.location)
        checkModel(
            node,
            model: selectedModel,
            schema: selectedSchema,
            path: path,
            site: .model(selectedModel),
            into: &mismatches
        )
    }

    /// Checks a union without a discriminator: the first alternative that fits is taken, as the decoder does;
    /// when none fits, the closest one (fewest mismatches) explains why. An alternative naming a union already
    /// being tried for this value (``Site/unionsTried``) adds nothing and is passed over, which bounds the walk.
    private func checkAlternatives(
        _ node: JSONNode,
        alternatives: [Schema],
        model: ModelDefinition,
        path: String,
        site outer: Site,
        into mismatches: inout [BodyMismatch]
    ) {
        let unionsTried = outer.unionsTried + [model.name]
        var closest: (schema: Schema, mismatches: [BodyMismatch], score: Int)?
        for (index, alternative) in alternatives.enumerated() {
            if case .reference(let name) = alternative.kind, unionsTried.contains(name) { continue }
            var found: [BodyMismatch] = []
            var site = Site(
                subject: "alternative \(index + 1) of",
                container: "model `\(model.name)`",
                specLocation: alternative.location
            )
            site.unionsTried = unionsTried
            walk(node, schema: alternative, path: path, site: site, into: &found)
            let errors = found.filter { $0.severity == .error }
            if errors.isEmpty {
                mismatches.append(contentsOf: found)
                return
            }
            // An alternative of another JSON type than the value explains least; prefer one that gets further.
            let score = errors.contains { $0.path == path } ? Int.max / 2 + errors.count : errors.count
            if score < closest?.score ?? .max { closest = (alternative, errors, score) }
        }
        let names = alternatives.map(describe).joined(separator: ", ")
        mismatches.append(
            BodyMismatch(
                path: path,
                expected: "one of the alternatives of `\(model.name)` (\(names))",
                found: "\(Self.describe(node)) that fits none",
                fix: closest.map { "the closest, \(describe($0.schema)), fails as reported next" }
                    ?? "add an alternative to `oneOf` of model `\(model.name)`",
                location: node.location,
                specLocation: model.location
            )
        )
        mismatches.append(contentsOf: closest?.mismatches ?? [])
    }
}
