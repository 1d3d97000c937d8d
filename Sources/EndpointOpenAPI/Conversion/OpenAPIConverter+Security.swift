import EndpointSpec
import HTTPSemantics

// MARK: - Security

extension OpenAPIConverter {
    /// Converts `components/securitySchemes`: API keys (header, query, cookie), HTTP `basic` and `bearer`, OAuth 2
    /// and OpenID Connect (both bearer tokens from a provider). Another HTTP scheme or `mutualTLS` is left out with
    /// a warning, and so is every requirement naming it.
    mutating func convertSecuritySchemes() -> [SecurityScheme] {
        var schemes: [SecurityScheme] = []
        for member in root["components"]?["securitySchemes"]?.objectMembers ?? [] {
            guard let node = dereferenced(member.value, section: "security scheme"), node.isObject else { continue }
            guard !member.key.allSatisfy(\.isWhitespace) else {
                warn("a security scheme's name is empty; it is not imported", at: member.keyLocation, loss: nil)
                unsupportedSecuritySchemes.insert(member.key)
                continue
            }
            if let kind = securitySchemeKind(node, name: member.key, at: member.keyLocation) {
                schemes.append(
                    SecurityScheme(
                        name: member.key,
                        kind: kind,
                        description: node.text("description"),
                        location: member.keyLocation
                    )
                )
            } else {
                unsupportedSecuritySchemes.insert(member.key)
            }
        }
        return schemes.sorted { $0.name < $1.name }
    }

    private mutating func securitySchemeKind(
        _ node: JSONNode,
        name: String,
        at location: SourceLocation
    ) -> SecurityScheme.Kind? {
        let type = node.string("type") ?? ""
        switch type {
        case "apiKey":
            guard let place = node.string("in"), let keyLocation = SecurityScheme.KeyLocation(rawValue: place) else {
                warn(
                    "security scheme '\(name)' has no 'in' of header, query or cookie; it is not imported",
                    at: location,
                    loss: nil
                )
                return nil
            }
            guard let keyName = node.string("name"), !keyName.isEmpty,
                keyLocation == .query || HTTPToken.isValid(keyName)
            else {
                warn("security scheme '\(name)' has no usable 'name'; it is not imported", at: location, loss: nil)
                return nil
            }
            return .apiKey(name: keyName, location: keyLocation)
        case "http":
            switch node.string("scheme")?.lowercased() {
            case "basic": return .basic
            case "bearer": return .bearer(format: node.string("bearerFormat"))
            case let other:
                warn(
                    "HTTP authentication scheme '\(other ?? "")' of security scheme '\(name)' is not supported "
                        + "(only basic and bearer are); it is not imported",
                    at: location,
                    loss: nil
                )
                return nil
            }
        case "oauth2":
            return .oauth2
        case "openIdConnect":
            return .openIdConnect(url: node.string("openIdConnectUrl"))
        default:
            warn(
                "security scheme '\(name)' of type '\(type)' is not supported (apiKey, http, oauth2 and "
                    + "openIdConnect are); it is not imported",
                at: location,
                loss: nil
            )
            return nil
        }
    }

    /// The requirements of a `security` list (the document's or an operation's); `nil` when `node` is absent.
    ///
    /// A requirement naming a scheme that is not declared, or not imported, is left out with a warning; when that
    /// leaves none of a non-empty list, the endpoints it covers (`coveredEndpoints`) would look public, so the
    /// warning says so and counts them as a loss of credentials.
    mutating func convertSecurity(
        _ node: JSONNode?,
        declared: [SecurityScheme],
        coveredEndpoints: Int
    ) -> [SecurityRequirement]? {
        guard let node else { return nil }
        guard let elements = node.arrayElements else {
            warn(
                "'security' must be an array, found \(node.typeDescription); it is ignored",
                at: node.location,
                loss: nil
            )
            return nil
        }
        let names = declared.map(\.name)
        let byName = Dictionary(declared.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var requirements: [SecurityRequirement] = []
        for element in elements {
            guard let members = element.objectMembers else {
                warn(
                    "a security requirement must be an object, found \(element.typeDescription)",
                    at: element.location,
                    loss: nil
                )
                continue
            }
            var schemes: [SecurityRequirement.Scheme] = []
            for member in members {
                if names.contains(member.key) {
                    let scopes = member.value.arrayElements?.compactMap(\.stringValue) ?? []
                    schemes.append(.init(name: member.key, scopes: scopes, location: member.keyLocation))
                } else if !unsupportedSecuritySchemes.contains(member.key) {
                    warn(
                        "security requirement names '\(member.key)', which 'components/securitySchemes' does not "
                            + "declare\(Suggestion.hint(for: member.key, in: names)); the requirement is ignored",
                        at: member.keyLocation,
                        loss: nil
                    )
                }
            }
            guard schemes.count == members.count else { continue }
            let requirement = SecurityRequirement(schemes: schemes, location: element.location)
            let alternatives = Self.tokenAlternatives(of: requirement, in: byName)
            if let conflict = alternatives[0].headerConflict(in: byName) {
                warn(
                    "security schemes '\(conflict.first.name)' and '\(conflict.second.name)' cannot be sent together "
                        + "(both use the header '\(conflict.header)'); the requirement is ignored",
                    at: conflict.second.location,
                    loss: nil
                )
                continue
            }
            for alternative in alternatives
            where !requirements.contains(where: { $0.schemeNames == alternative.schemeNames }) {
                requirements.append(alternative)
            }
        }
        if requirements.isEmpty, !elements.isEmpty {
            warn(
                "no requirement of this 'security' list can be imported, so the endpoints it covers send no credentials",
                at: node.location,
                loss: .init(.credentials, count: coveredEndpoints)
            )
        }
        return requirements
    }

    /// `requirement` as alternatives when it names several schemes whose credential is a bearer token from a provider
    /// (`oauth2`, `openIdConnect`, `bearer`): they all travel as `Authorization: Bearer …`, so one token satisfies
    /// every one of them (Google's documents name an implicit and an authorization-code OAuth scheme together). Each
    /// alternative keeps the requirement's other schemes and one of the token schemes, in order, so the client sends
    /// the token of whichever provider the app supplies. Any other requirement is returned as it is.
    static func tokenAlternatives(
        of requirement: SecurityRequirement,
        in declared: [String: SecurityScheme]
    ) -> [SecurityRequirement] {
        let isToken = { (scheme: SecurityRequirement.Scheme) in declared[scheme.name]?.kind.isBearerToken == true }
        let tokens = requirement.schemes.filter(isToken)
        guard tokens.count > 1 else { return [requirement] }
        return tokens.map { token in
            var alternative = requirement
            alternative.schemes = requirement.schemes.filter { !isToken($0) || $0.name == token.name }
            return alternative
        }
    }
}
