import EndpointSpec

/// Counts of the machine-made names a spec's client gets (issue 47), read from the names the generator derives
/// (the flat client's, and for ``groupPrefixes`` the client `grouping: tags` would give), not from its output.
///
/// The corpus gate (`scripts/check-corpus.sh`) adds them up over the corpus (`endpoint-gen loss-report --naming`)
/// and fails when a total rises.
package struct NamingCensus: Hashable, Sendable {
    /// Model types named after an operation and a status (`VPCsGet200ResponseDTO`).
    package var statusNamedTypes = 0
    /// Methods of a grouped client whose names still start with their group's words (`vpcs.vpcsList`): the
    /// whole name kept (the group's words not found, or nothing usable left without them), or the group's words
    /// left again after they were dropped once. A name that goes on with another resource's words after the group's
    /// were dropped (`circuits.circuitTypesList` of `circuits_circuit-types_list`) is not counted.
    package var groupPrefixes = 0
    /// Names spelling one of the document's acronyms in mixed case (`GpuInfoDTO` when it writes `GPU`), as a
    /// word of its own or run together with the document's words (`Vpcnatgateways`), not as the start of another
    /// word (`Signature` beside `SIGN`: ``spellsMixedCase(_:in:vocabulary:)``).
    package var mixedCaseAcronyms = 0
    /// Object model types with a plural name whose values an array holds one by one (`TagsDTO` for one tag).
    package var pluralSingleTypes = 0
    /// Types public signatures name by a spelling the caller does not write (`_KernelDTO`).
    package var deprecatedNames = 0
    /// Each name counted, with the key of the figure it counts toward (`endpoint-gen loss-report --naming --list`).
    package var findings: [Finding] = []

    /// A name the census counted.
    package struct Finding: Hashable, Sendable {
        /// The key of the figure (``figures``) it counts toward.
        package var figure: String
        /// The Swift name counted; a grouped method as `group.method`.
        package var name: String
    }

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
            total.findings += census.findings
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
            if Self.isStatusNamed(typeName) { count(\.statusNamedTypes, "statusNamedTypes", typeName) }
            if modelNames.deprecatedAlias != nil {
                count(\.deprecatedNames, "deprecatedNames", modelNames.typeName)
            }
            if case .object = model.kind, itemModels.contains(model.name), Self.isPlural(typeName) {
                count(\.pluralSingleTypes, "pluralSingleTypes", typeName)
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
        let vocabulary = Self.vocabulary(of: allNames, acronyms: acronyms)
        for name in allNames where Self.spellsMixedCase(acronyms, in: name, vocabulary: vocabulary) {
            count(\.mixedCaseAcronyms, "mixedCaseAcronyms", name)
        }

        var grouped = spec
        grouped.grouping = .tags
        let groupedNames = NameTable(spec: grouped)
        for endpoint in spec.endpoints {
            let endpointNames = groupedNames.endpoint(endpoint.name)
            guard let group = endpointNames.group else { continue }
            let method = endpointNames.clientMethodName
            let keptWhole = endpointNames.groupMethodName == nil || method == endpointNames.functionName
            let isPrefixed =
                keptWhole
                ? SwiftNaming.startsWithWords(of: group.tag, method) : Self.repeatsWords(of: group.tag, method)
            if isPrefixed { count(\.groupPrefixes, "groupPrefixes", group.propertyName + "." + method) }
        }
    }

    /// Adds one to the figure at `keyPath` and records `name` as a finding of `figure`.
    private mutating func count(_ keyPath: WritableKeyPath<NamingCensus, Int>, _ figure: String, _ name: String) {
        self[keyPath: keyPath] += 1
        findings.append(Finding(figure: figure, name: name))
    }

    /// Whether `method`, a name the group's words were dropped from, starts with them again as the group writes
    /// them (`pets.petsList`), not with another word that starts alike (`circuits.circuitTypesList`).
    static func repeatsWords(of group: String, _ method: String) -> Bool {
        let words = SwiftNaming.words(of: method).map { $0.lowercased() }
        let groupWords = SwiftNaming.words(of: group).map { $0.lowercased() }
        return !groupWords.isEmpty && words.count > groupWords.count
            && Array(words.prefix(groupWords.count)) == groupWords
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

    /// The lowercase words of four or more letters that `names` are made of, and `acronyms` lowercased: the words a
    /// run-together word of the document can be made of.
    static func vocabulary(of names: [String], acronyms: [String]) -> Set<String> {
        var words = Set(acronyms.filter { $0.count >= 3 }.map { $0.lowercased() })
        for name in names {
            for word in SwiftNaming.words(of: name) where word.count >= 4 { words.insert(word.lowercased()) }
        }
        return words
    }

    /// Whether `name` spells one of `acronyms` (in capitals) in mixed case as a word: `Gpu` in `GpuInfoDTO` or
    /// `getGpuInfo`, or run together with words of `vocabulary` (`Vpc` in `Vpcnatgateways`, made of `nat` and
    /// `gateways`) or as a plural (`Gpus`). Not the start of another word (`Sign` in `Signature`, `Canc` in
    /// `Cancel`). A two-letter acronym counts only as a whole word (`Ip` in `IpAddress`, not in `Ipsec`).
    static func spellsMixedCase(_ acronyms: [String], in name: String, vocabulary: Set<String> = []) -> Bool {
        let scalars = Array(name.unicodeScalars)
        for acronym in acronyms {
            let mixed = Array((acronym.prefix(1) + acronym.dropFirst().lowercased()).unicodeScalars)
            guard scalars.count >= mixed.count else { continue }
            for start in 0...(scalars.count - mixed.count) where Array(scalars[start..<start + mixed.count]) == mixed {
                if start > 0, scalars[start - 1].properties.isUppercase { continue }
                var end = start + mixed.count
                guard end < scalars.count, scalars[end].properties.isLowercase else { return true }
                guard mixed.count >= 3 else { continue }
                // Run on in lower case: counted when the rest of the word is the document's words run together.
                var rest = ""
                while end < scalars.count, scalars[end].properties.isLowercase {
                    rest.unicodeScalars.append(scalars[end])
                    end += 1
                }
                if rest == "s" || isComposed(rest, of: vocabulary) { return true }
            }
        }
        return false
    }

    /// Whether `word` is one or more words of `vocabulary` run together (`natgateways` of `nat`, `gateways`).
    static func isComposed(_ word: String, of vocabulary: Set<String>) -> Bool {
        let characters = Array(word)
        guard !characters.isEmpty, characters.count <= 64 else { return false }
        var reachable = [Bool](repeating: false, count: characters.count + 1)
        reachable[0] = true
        for start in 0..<characters.count where reachable[start] {
            for end in (start + 1)...characters.count where !reachable[end] {
                if vocabulary.contains(String(characters[start..<end])) { reachable[end] = true }
            }
        }
        return reachable[characters.count]
    }
}
