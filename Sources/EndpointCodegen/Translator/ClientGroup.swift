import EndpointSpec

/// One group of calls of a client generated with `grouping: tags`: the calls whose first tag names it, reached as
/// a property of the client (`client.droplets`) whose type is nested in the client (`DigitalOceanClient.Droplets`).
struct ClientGroup: Hashable, Sendable {
    /// The tag as the spec writes it (the first writing, when several spell the same Swift name).
    let tag: String
    /// The client's property, for example `droplets`; not escaped.
    let propertyName: String
    /// The type nested in the client, for example `Droplets`.
    let typeName: String

    /// Names the group's property avoids besides the client's own members.
    static let reservedPropertyNames: Set<String> = ["init"]

    // MARK: Assigning

    /// The group of each grouped endpoint (by endpoint name), and the name of every endpoint's client method (by
    /// endpoint name): within a group, the endpoint's name without the group's words (``SwiftNaming/memberName(_:withoutWordsOf:)``),
    /// unless two calls of the group would then share a name, or one would take the whole name another keeps (both
    /// keep their whole names); an endpoint without
    /// a tag stays a method of the client under its whole name.
    ///
    /// - Parameters:
    ///   - endpoints: The spec's endpoints, sorted by name.
    ///   - functionNames: The whole (flat) name of each endpoint, unique across the client.
    ///   - typeNames: Type names a group's type must not take (the models', the client's nested types').
    static func assign(
        endpoints: [EndpointDefinition],
        functionNames: [String: String],
        avoidingTypes typeNames: Set<String>,
        acronyms: Acronyms
    ) -> (groups: [String: ClientGroup], methodNames: [String: String]) {
        var membersByGroup: [String: [EndpointDefinition]] = [:]
        var tagByTypeName: [String: String] = [:]
        var clientMembers = NameTable.clientMembers.union(reservedPropertyNames)
        for endpoint in endpoints {
            guard let tag = endpoint.tags.first else {
                // Stays on the client: a group's property must not take its name.
                let name = functionNames[endpoint.name] ?? endpoint.name
                clientMembers.insert(name)
                if endpoint.pagination != nil { clientMembers.insert(name + "Pages") }
                continue
            }
            let key = SwiftNaming.typeName(tag, acronyms: acronyms)
            if tagByTypeName[key] == nil { tagByTypeName[key] = tag }
            membersByGroup[key, default: []].append(endpoint)
        }

        var groups: [String: ClientGroup] = [:]
        var methodNames: [String: String] = [:]
        var takenTypes = typeNames.union(NameTable.reservedTypeNames)
        for key in membersByGroup.keys.sorted() {
            let tag = tagByTypeName[key] ?? key
            let propertyName = SwiftNaming.unique(
                SwiftNaming.memberName(tag, acronyms: acronyms),
                avoiding: clientMembers
            )
            clientMembers.insert(propertyName)
            // The type is nested in the client beside its members: a tag that starts with a digit makes the type
            // and the property the same identifier (`_1ClickApplications`), which Swift cannot tell apart.
            let preferredType = clientMembers.contains(key) ? key + "Group" : key
            let typeName = SwiftNaming.unique(preferredType, avoiding: takenTypes.union(clientMembers))
            takenTypes.insert(typeName)
            let group = ClientGroup(tag: tag, propertyName: propertyName, typeName: typeName)
            let members = membersByGroup[key] ?? []
            let names = Self.methodNames(of: members, in: tag, functionNames: functionNames, acronyms: acronyms)
            for endpoint in members {
                groups[endpoint.name] = group
                methodNames[endpoint.name] = names[endpoint.name]
            }
        }
        return (groups, methodNames)
    }

    /// The method name of each of `members` (one group's endpoints, in name order) within the group `tag` names.
    private static func methodNames(
        of members: [EndpointDefinition],
        in tag: String,
        functionNames: [String: String],
        acronyms: Acronyms
    ) -> [String: String] {
        let shortNames = members.map { SwiftNaming.memberName($0.name, withoutWordsOf: tag, acronyms: acronyms) }
        // A short name counts against every other call's short name and the whole name of a call that keeps it
        // (`getUserPresence` → `getPresence` beside a `getPresence` of the group): both keep their whole names,
        // the document's own words, rather than one of them taking a number.
        var counts: [String: Int] = [:]
        for (endpoint, shortName) in zip(members, shortNames) {
            let whole = functionNames[endpoint.name] ?? SwiftNaming.memberName(endpoint.name, acronyms: acronyms)
            counts[shortName ?? whole, default: 0] += 1
        }
        // The group's own stored property, and the `…Pages` companions of paginated calls.
        var taken: Set<String> = ["apiClient"]
        var names: [String: String] = [:]
        for (endpoint, shortName) in zip(members, shortNames) {
            let whole = functionNames[endpoint.name] ?? SwiftNaming.memberName(endpoint.name, acronyms: acronyms)
            let preferred = shortName.flatMap { counts[$0] == 1 ? $0 : nil } ?? whole
            let name = SwiftNaming.unique(preferred) { candidate in
                taken.contains(candidate) || (endpoint.pagination != nil && taken.contains(candidate + "Pages"))
            }
            taken.insert(name)
            if endpoint.pagination != nil { taken.insert(name + "Pages") }
            names[endpoint.name] = name
        }
        return names
    }
}
