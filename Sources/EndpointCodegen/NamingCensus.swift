import EndpointSpec

/// Counts of the machine-made names a spec's client gets (issue 47), read from the names the generator derives
/// (the flat client's, and for ``groupPrefixes`` the client `grouping: tags` would give), not from its output.
///
/// The corpus gate (`scripts/check-corpus.sh`) adds them up over the corpus (`endpoint-gen loss-report --naming`)
/// and fails when a total rises.
package struct NamingCensus: Hashable, Sendable {
    /// Model types named after an operation and a status (`VPCsGet200ResponseDTO`).
    package var statusNamedTypes = 0
    /// Methods of a grouped client whose names still start with their group's words (`vpcs.vpcsList`).
    package var groupPrefixes = 0
    /// Names spelling one of the document's acronyms in mixed case (`GpuInfoDTO` when it writes `GPU`).
    package var mixedCaseAcronyms = 0
    /// Object model types with a plural name whose values an array holds one by one (`TagsDTO` for one tag).
    package var pluralSingleTypes = 0
    /// Types public signatures name by a spelling the caller does not write (`_KernelDTO`).
    package var deprecatedNames = 0

    /// The counts in a fixed order, with their JSON keys.
    package var figures: [(key: String, value: Int)] {
        [
            ("statusNamedTypes", statusNamedTypes), ("groupPrefixes", groupPrefixes),
            ("mixedCaseAcronyms", mixedCaseAcronyms), ("pluralSingleTypes", pluralSingleTypes),
            ("deprecatedNames", deprecatedNames),
        ]
    }

    /// The sum of `censuses`.
    package static func total(of censuses: [NamingCensus]) -> NamingCensus {
        censuses.reduce(into: NamingCensus()) { total, census in
            total.statusNamedTypes += census.statusNamedTypes
            total.groupPrefixes += census.groupPrefixes
            total.mixedCaseAcronyms += census.mixedCaseAcronyms
            total.pluralSingleTypes += census.pluralSingleTypes
            total.deprecatedNames += census.deprecatedNames
        }
    }

    // MARK: Counting

    /// No names counted.
    package init() {}

    /// The census of `spec`'s client.
    package init(spec: Spec) {
        var flat = spec
        flat.grouping = .none
        let names = NameTable(spec: flat)
        let itemModels = NameTable.arrayItemModels(of: spec)
        var allNames: [String] = [names.clientName, names.endpointsName]
        for model in spec.models where model.typeOverride == nil {
            let modelNames = names.model(model.name)
            let typeName = modelNames.deprecatedAlias ?? modelNames.typeName
            allNames.append(modelNames.typeName)
            allNames += modelNames.properties.values
            allNames += modelNames.nestedEnums.values
            if Self.isStatusNamed(typeName) { statusNamedTypes += 1 }
            if modelNames.deprecatedAlias != nil { deprecatedNames += 1 }
            if case .object = model.kind, itemModels.contains(model.name), Self.isPlural(typeName) {
                pluralSingleTypes += 1
            }
        }
        for endpoint in spec.endpoints {
            let endpointNames = names.endpoint(endpoint.name)
            allNames.append(endpointNames.functionName)
            allNames += endpointNames.parameters.values
            allNames += endpointNames.inlineEnums.values
            allNames += [endpointNames.responses.successType, endpointNames.responses.errorType].compactMap { $0 }
        }
        let acronyms = spec.acronyms.words.filter { $0.count >= 2 && $0.allSatisfy(\.isLetter) }
        mixedCaseAcronyms = allNames.count { Self.spellsMixedCase(acronyms, in: $0) }

        var grouped = spec
        grouped.grouping = .tags
        let groupedNames = NameTable(spec: grouped)
        for endpoint in spec.endpoints {
            let endpointNames = groupedNames.endpoint(endpoint.name)
            guard let group = endpointNames.group else { continue }
            if SwiftNaming.startsWithWords(of: group.tag, endpointNames.clientMethodName) { groupPrefixes += 1 }
        }
    }

    /// Whether `typeName` carries an HTTP status before `Response` (`…Get200ResponseDTO`).
    static func isStatusNamed(_ typeName: String) -> Bool {
        let scalars = Array(typeName.unicodeScalars)
        let response = Array("Response".unicodeScalars)
        guard scalars.count >= response.count + 3 else { return false }
        for start in 3...(scalars.count - response.count)
        where Array(scalars[start..<start + response.count]) == response {
            let status = scalars[(start - 3)..<start]
            if status.allSatisfy({ ("0"..."9").contains($0) }), ("1"..."5").contains(status.first!) { return true }
        }
        return false
    }

    /// Whether the last word of `typeName` (before `DTO`) is plainly an English plural
    /// (``NameTable/singularTypeName(_:)``): `TagsDTO`, not `StatusDTO`, `SettingsDTO`, `IPAliasDTO` or `VPCsDTO`
    /// (an acronym's plural).
    static func isPlural(_ typeName: String) -> Bool {
        var name = Substring(typeName)
        if name.hasSuffix("DTO") { name = name.dropLast(3) }
        return NameTable.singularTypeName(String(name)) != nil
    }

    /// Whether `name` spells one of `acronyms` (in capitals) as a word in mixed case: `Gpu` in `GpuInfoDTO` or
    /// `getGpuInfo`, `Vpc` in `Vpcnatgateways`. A two-letter acronym counts only as a whole word (`Ip` in
    /// `IpAddress`, not in `Ipsec`).
    static func spellsMixedCase(_ acronyms: [String], in name: String) -> Bool {
        let scalars = Array(name.unicodeScalars)
        for acronym in acronyms {
            let mixed = Array((acronym.prefix(1) + acronym.dropFirst().lowercased()).unicodeScalars)
            guard scalars.count >= mixed.count else { continue }
            for start in 0...(scalars.count - mixed.count) where Array(scalars[start..<start + mixed.count]) == mixed {
                if start > 0, scalars[start - 1].properties.isUppercase { continue }
                let end = start + mixed.count
                let followedByLowercase = end < scalars.count && scalars[end].properties.isLowercase
                if mixed.count >= 3 || !followedByLowercase { return true }
            }
        }
        return false
    }
}
