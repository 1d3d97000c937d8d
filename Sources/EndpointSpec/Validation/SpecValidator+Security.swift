import HTTPSemantics

// MARK: - Security schemes and requirements

extension SpecValidator {
    /// Checks the spec's security schemes and its `security` list. An importer leaves out what these rules forbid
    /// (with a located warning) before the validator sees it, so only written specs break them.
    mutating func checkSecuritySchemes() {
        for scheme in spec.securitySchemes where scheme.name.trimmingSpaces.isEmpty {
            log.error("a security scheme's name must not be empty", at: scheme.location)
        }
        for scheme in spec.securitySchemes {
            guard case .apiKey(let name, let keyLocation) = scheme.kind, keyLocation != .query,
                !HTTPToken.isValid(name)
            else { continue }
            log.error(
                "'name' of security scheme '\(scheme.name)' must be a valid \(keyLocation.rawValue) name (letters, "
                    + "digits and !#$%&'*+-.^_`|~), found '\(name)'",
                at: sourceMap.location(of: .securitySchemeKeyName(scheme: scheme.name), or: scheme.location)
            )
        }
        checkSecurity(spec.security, context: "the spec")
    }

    /// Checks an endpoint's `security` list and the `credentials` of its examples against the declared schemes.
    mutating func checkSecurity(of endpoint: EndpointDefinition) {
        if let security = endpoint.security {
            checkSecurity(security, context: "endpoint '\(endpoint.name)'")
        }
        for example in endpoint.examples {
            for credential in example.credentials {
                let location = sourceMap.location(
                    of: .exampleCredential(example: example.location, scheme: credential.key),
                    or: example.location
                )
                checkSchemeName(credential.key, in: "the example's 'credentials'", at: location)
            }
        }
    }

    /// Every scheme a requirement names must be declared, and the schemes of one requirement must not share a header.
    private mutating func checkSecurity(_ requirements: [SecurityRequirement], context: String) {
        let schemesByName = Dictionary(
            spec.securitySchemes.map { ($0.name, $0) },
            uniquingKeysWith: { first, _ in first }
        )
        for requirement in requirements {
            var namesDeclaredSchemes = true
            for scheme in requirement.schemes {
                namesDeclaredSchemes =
                    checkSchemeName(scheme.name, in: "'security' of \(context)", at: scheme.location)
                    && namesDeclaredSchemes
            }
            guard namesDeclaredSchemes, let conflict = requirement.headerConflict(in: schemesByName) else { continue }
            log.error(
                "security schemes '\(conflict.first.name)' and '\(conflict.second.name)' cannot be sent together: "
                    + "both use the header '\(conflict.header)'; list them as alternatives "
                    + "([{ \"\(conflict.first.name)\": [] }, { \"\(conflict.second.name)\": [] }]) instead",
                at: conflict.second.location
            )
        }
    }

    /// Whether `name` names a declared scheme (a scheme too broken to decode counts as declared, so that it is not
    /// reported a second time); reports it, with the closest declared name, when not.
    @discardableResult
    private mutating func checkSchemeName(_ name: String, in place: String, at location: SourceLocation) -> Bool {
        if declaredSecuritySchemes.contains(name) { return true }
        let hint =
            declaredSecuritySchemes.isEmpty
            ? "; declare it under 'securitySchemes'"
            : Suggestion.closest(to: name, in: declaredSecuritySchemes).map { "; did you mean '\($0)'?" }
                ?? "; declared schemes: \(SpecDecoder.list(declaredSecuritySchemes.sorted(), conjunction: "and"))"
        log.error("unknown security scheme '\(name)' in \(place)\(hint)", at: location)
        return false
    }
}
