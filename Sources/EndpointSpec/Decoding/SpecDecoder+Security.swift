// MARK: - Security schemes

extension SpecDecoder {
    /// The `type` values of a security scheme.
    static let securitySchemeTypes = ["apiKey", "http", "oauth2", "openIdConnect"]
    /// The `scheme` values of an `http` security scheme.
    static let httpAuthenticationSchemes = ["basic", "bearer"]

    /// Decodes `securitySchemes`, sorted by name; every name written is recorded, even a scheme too broken to decode,
    /// so that requirements naming it are not reported a second time.
    mutating func decodeSecuritySchemes(in object: ObjectView) -> [SecurityScheme] {
        var schemes: [SecurityScheme] = []
        for member in members("securitySchemes", in: object) ?? [] {
            declaredSecuritySchemes.append(member.key)
            if let scheme = decodeSecurityScheme(member) { schemes.append(scheme) }
        }
        return schemes.sorted { $0.name < $1.name }
    }

    private mutating func decodeSecurityScheme(_ member: JSONNode.Member) -> SecurityScheme? {
        let context = "security scheme '\(member.key)'"
        guard
            let object = object(
                member.value,
                context: context,
                anchor: member.keyLocation,
                keys: SpecKeys.securityScheme
            )
        else { return nil }
        let description = string("description", in: object)
        guard let type = string("type", in: object, required: true), let typeMember = object["type"] else {
            return nil
        }
        let kind: SecurityScheme.Kind?
        switch type {
        case "apiKey":
            kind = decodeAPIKey(object, schemeName: member.key, context: context)
        case "http":
            kind = decodeHTTPScheme(object, context: context)
        case "oauth2":
            kind = .oauth2
        case "openIdConnect":
            kind = .openIdConnect(url: string("openIdConnectUrl", in: object))
        default:
            log.error(
                "unknown security scheme type '\(type)'"
                    + (Suggestion.closest(to: type, in: Self.securitySchemeTypes).map { "; did you mean '\($0)'?" }
                        ?? "; expected \(Self.list(Self.securitySchemeTypes, conjunction: "or"))"),
                at: typeMember.value.location
            )
            return nil
        }
        rejectKeys(notAppliedBy: type, in: object, context: context)
        return kind.map {
            SecurityScheme(name: member.key, kind: $0, description: description, location: member.keyLocation)
        }
    }

    /// `in` and `name` of an `apiKey` scheme.
    private mutating func decodeAPIKey(
        _ object: ObjectView,
        schemeName: String,
        context: String
    ) -> SecurityScheme.Kind? {
        let name = nonEmptyString("name", in: object, required: true)
        let locations = SecurityScheme.KeyLocation.allCases.map(\.rawValue)
        guard
            let location: SecurityScheme.KeyLocation = choice(
                "in",
                in: object,
                required: true,
                expectation: "of \(context) must be \(Self.list(locations, conjunction: "or"))"
            )
        else { return nil }
        guard let name, let nameMember = object["name"] else { return nil }
        sourceMap[.securitySchemeKeyName(scheme: schemeName)] = nameMember.value.location
        return .apiKey(name: name, location: location)
    }

    /// `scheme` (and `bearerFormat`) of an `http` scheme: `basic` or `bearer`, in any case (RFC 9110).
    private mutating func decodeHTTPScheme(_ object: ObjectView, context: String) -> SecurityScheme.Kind? {
        guard let scheme = nonEmptyString("scheme", in: object, required: true), let member = object["scheme"] else {
            return nil
        }
        switch scheme.lowercased() {
        case "basic":
            return .basic
        case "bearer":
            return .bearer(format: string("bearerFormat", in: object))
        default:
            log.error(
                "HTTP authentication scheme '\(scheme)' of \(context) is not supported; expected 'basic' or 'bearer'"
                    + Suggestion.hint(for: scheme.lowercased(), in: Self.httpAuthenticationSchemes),
                at: member.value.location
            )
            return nil
        }
    }

    /// Reports keys the scheme's `type` does not use (`in` on an `http` scheme, `scheme` on an `apiKey` one, …).
    private mutating func rejectKeys(notAppliedBy type: String, in object: ObjectView, context: String) {
        let applying: [String: [String]] = [
            "in": ["apiKey"], "name": ["apiKey"], "scheme": ["http"], "bearerFormat": ["http"],
            "openIdConnectUrl": ["openIdConnect"],
        ]
        for member in object.members {
            guard let types = applying[member.key], !types.contains(type) else { continue }
            log.error(
                "'\(member.key)' does not apply to \(context) of type '\(type)'; it is used only by type "
                    + "'\(types[0])'",
                at: member.keyLocation
            )
        }
    }

    // MARK: - Requirements

    /// The `security` list of `object` (the spec or an endpoint); `nil` when absent or not an array.
    ///
    /// Each element is a requirement object naming schemes (all of them are sent), any one of which suffices; `[]`
    /// and `[{}]` mean public. The validator checks the names against `securitySchemes`.
    mutating func decodeSecurity(in object: ObjectView, context: String) -> [SecurityRequirement]? {
        guard let member = value("security", in: object) else { return nil }
        guard case .array(let elements) = member.value.value else {
            log.error(
                "'security' of \(context) must be an array of requirement objects such as [{ \"apiKey\": [] }] "
                    + "(any one of them suffices; [] means public), found \(member.value.typeDescription)",
                at: member.value.location
            )
            return nil
        }
        var requirements: [SecurityRequirement] = []
        for element in elements {
            guard case .object(let members) = element.value else {
                log.error(
                    "every element of 'security' of \(context) must be an object naming security schemes, such as "
                        + "{ \"apiKey\": [] }, found \(element.typeDescription)",
                    at: element.location
                )
                continue
            }
            let schemes = members.map {
                SecurityRequirement.Scheme(name: $0.key, scopes: scopes(of: $0), location: $0.keyLocation)
            }
            requirements.append(SecurityRequirement(schemes: schemes, location: element.location))
        }
        return requirements
    }

    /// An example's `credentials`: scheme name → the value a request must carry (a non-empty string); the example
    /// is the one written at `exampleLocation`. The validator checks the names against `securitySchemes`.
    mutating func decodeExampleCredentials(in object: ObjectView, exampleLocation: SourceLocation) -> [SpecMember] {
        var credentials: [SpecMember] = []
        for member in members("credentials", in: object) ?? [] {
            sourceMap[.exampleCredential(example: exampleLocation, scheme: member.key)] = member.keyLocation
            guard declaredSecuritySchemes.contains(member.key) else {
                // Kept as written for the validator to report the name; its value does not matter then.
                credentials.append(SpecMember(member.key, member.value.specValue))
                continue
            }
            guard case .string(let value) = member.value.value, !value.isEmpty else {
                log.error(
                    "the credential of '\(member.key)' must be a non-empty string (basic: \"user:password\"), found "
                        + member.value.typeDescription,
                    at: member.value.location
                )
                continue
            }
            credentials.append(SpecMember(member.key, .string(value)))
        }
        return credentials
    }

    /// The scopes listed for one scheme of a requirement (an array of strings, usually empty).
    private mutating func scopes(of member: JSONNode.Member) -> [String] {
        guard case .array(let elements) = member.value.value else {
            log.error(
                "the value of '\(member.key)' in 'security' must be an array of scope names (usually []), found "
                    + member.value.typeDescription,
                at: member.value.location
            )
            return []
        }
        var scopes: [String] = []
        for element in elements {
            guard case .string(let scope) = element.value else {
                log.error("a scope must be a string, found \(element.typeDescription)", at: element.location)
                continue
            }
            scopes.append(scope)
        }
        return scopes
    }
}
