import HTTPSemantics

// MARK: - Responses: headers and case names

extension SpecValidator {
    /// Checks the headers of every response of `endpoint`, and that its error and success cases get distinct names.
    mutating func checkResponses(of endpoint: EndpointDefinition) {
        let owner = "endpoint '\(endpoint.name)'"
        for response in endpoint.responses {
            let responseName = "response '\(Self.statusText(response.status))' of \(owner)"
            for header in response.headers {
                checkResponseHeader(header, of: responseName)
            }
            checkCollisions(
                of: response.headers.map { ($0.name.lowercased(), $0.name, $0.location) },
                kind: "header",
                owner: responseName,
                what: "case-insensitive HTTP header name"
            )
            if let swiftName = response.swiftName, ResponseDefinition.reservedCaseNames.contains(swiftName) {
                log.error(
                    "'swiftName' '\(swiftName)' of \(responseName) is a member every generated response enumeration "
                        + "has; choose another name",
                    at: response.location
                )
            }
        }
        checkSuccessHeaders(of: endpoint)
        for (responses, what) in [(endpoint.errorResponses, "error"), (endpoint.successResponses, "success")] {
            checkCollisions(
                of: responses.map { ($0.caseName, Self.statusText($0.status), $0.location) },
                kind: "response",
                owner: owner,
                what: "\(what) case name"
            )
        }
    }

    /// The headers of the 2xx responses become one headers type: a header declared by several of them must have
    /// one type, and different headers must derive different Swift names.
    private mutating func checkSuccessHeaders(of endpoint: EndpointDefinition) {
        var first: [String: ResponseHeaderDefinition] = [:]
        var distinct: [ResponseHeaderDefinition] = []
        for header in endpoint.successResponses.flatMap(\.headers) {
            let key = header.name.lowercased()
            guard let earlier = first[key] else {
                first[key] = header
                distinct.append(header)
                continue
            }
            if !earlier.schema.hasSameType(as: header.schema) || earlier.swiftName != header.swiftName
                || earlier.schema.defaultValue != header.schema.defaultValue
            {
                log.error(
                    "header '\(header.name)' of endpoint '\(endpoint.name)' is declared with another type, 'default' "
                        + "or 'swiftName' by another 2xx response; the 2xx responses share one headers type, so "
                        + "declare it alike in each",
                    at: header.location,
                    notes: [("it is first declared here", earlier.location)]
                )
            }
        }
        checkCollisions(
            of: distinct.map {
                ($0.swiftName ?? SwiftNaming.memberName($0.name, acronyms: spec.acronyms), $0.name, $0.location)
            },
            kind: "header",
            owner: "the 2xx responses of endpoint '\(endpoint.name)'",
            what: "Swift property name"
        )
    }

    private mutating func checkResponseHeader(_ header: ResponseHeaderDefinition, of responseName: String) {
        let description = "header '\(header.name)' of \(responseName)"
        checkHeaderName(header.name, description: description, at: header.location)
        var kind = header.schema.kind
        if case .array(let items) = kind { kind = items.kind }
        switch kind {
        case .array, .map, .any:
            log.error(
                "\(description) must be a string, number, boolean, date, UUID or enumeration, or an array of those",
                at: header.schema.location
            )
        case .reference(let name):
            guard let model = spec.model(named: name) else { return }
            switch model.kind {
            case .enumeration, .valueEnumeration: break
            case .object, .oneOf:
                log.error(
                    "\(description) refers to model '\(name)', which is not an enumeration; headers must be scalars or "
                        + "enumerations",
                    at: header.schema.location
                )
            }
        default:
            break
        }
    }
}
