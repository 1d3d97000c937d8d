import EndpointSpec

// MARK: - Document

extension OpenAPIConverter {
    /// Top-level keys that are converted elsewhere or carry only documentation or tooling data, skipped here without
    /// a warning.
    static let ignoredTopLevelKeys: Set<String> = [
        "openapi", "info", "servers", "paths", "components", "tags", "externalDocs", "security", "jsonSchemaDialect",
    ]

    /// Converts the whole document; `nil` when it is not an OpenAPI 3.0/3.1 document (errors reported).
    mutating func convertDocument() -> ImportedSpec? {
        guard root.isObject else {
            fail("an OpenAPI document must be a JSON object, found \(root.typeDescription)", at: root.location)
            return nil
        }
        guard checkVersion() else { return nil }
        for member in root.objectMembers ?? [] where !Self.ignoredTopLevelKeys.contains(member.key) {
            if member.key == "webhooks" {
                warn("webhooks are not supported; 'webhooks' is ignored", at: member.keyLocation, loss: .init(.unused))
            } else if !member.key.hasPrefix("x-") {
                warn("unknown top-level key '\(member.key)' is ignored", at: member.keyLocation, loss: .init(.unused))
            }
        }
        let name = convertName()
        let (baseURL, servers) = convertServers()
        let securitySchemes = convertSecuritySchemes()
        registerComponents()
        var endpoints = convertModelsAndPaths(schedule: schedule)
        for index in endpoints.indices {
            endpoints[index].security = convertSecurity(
                endpoints[index].securityNode,
                declared: securitySchemes,
                coveredEndpoints: 1
            )
        }
        let security =
            convertSecurity(
                root["security"],
                declared: securitySchemes,
                coveredEndpoints: endpoints.count { $0.securityNode == nil }
            ) ?? []
        inferDiscriminators()
        degradeUnsendableUnionParameters(&endpoints)
        dropEncodingsOfMissingFields(&endpoints)
        dropExamplesThatDoNotFit(&endpoints)
        confineStreamingCalls(&endpoints)
        var spec = ImportedSpec(
            name: name,
            description: root["info"]?.text("description"),
            baseURL: baseURL,
            models: Array(models.values),
            endpoints: endpoints,
            securitySchemes: securitySchemes,
            security: security,
            schemaFacts: schemaFacts
        )
        spec.documentationURL = convertDocumentationURL()
        spec.servers = servers
        spec.acronyms = acronyms
        return spec
    }

    /// The document's `externalDocs.url` without its query and fragment, when it is an absolute http(s) URL: what
    /// relative links in its HTML descriptions resolve against.
    func convertDocumentationURL() -> String? {
        guard let url = root["externalDocs"]?.text("url") else { return nil }
        let page = String(url.prefix { $0 != "?" && $0 != "#" })
        return Spec.isAbsoluteHTTPURL(page) ? page : nil
    }

    // MARK: - Examples

    /// Removes, with a warning, every response example whose value does not fit its response's schema (the
    /// checks of `endpoint-gen check`), so the stub server never serves a body the generated client rejects and
    /// the written spec stays free of example warnings.
    private mutating func dropExamplesThatDoNotFit(_ endpoints: inout [ImportedEndpoint]) {
        guard endpoints.contains(where: { $0.responses.contains { !$0.examples.isEmpty } }) else { return }
        var checker = BodyChecker(models: models.values.map(\.definition))
        // Fixes in the document's own terms (its `required` lists, `nullable`).
        let version = root.member("openapi")?.value.stringValue ?? ""
        checker.fixTerms = .openAPI(isVersion30: version.hasPrefix("3.0"))
        for endpointIndex in endpoints.indices {
            for responseIndex in endpoints[endpointIndex].responses.indices {
                let response = endpoints[endpointIndex].responses[responseIndex]
                guard let schema = response.schema, !response.examples.isEmpty else { continue }
                let definition = schema.definition(at: response.location)
                let subject = "the `\(response.status)` response"
                endpoints[endpointIndex].responses[responseIndex].examples = response.examples.compactMap { example in
                    let mismatches = checker.check(example.node, against: definition, subject: subject, container: nil)
                    guard let first = mismatches.first else { return example }
                    if let read = Self.jsonText(of: example),
                        checker.check(read.node, against: definition, subject: subject, container: nil).isEmpty
                    {
                        warn(
                            "example\(example.name.map { " '\($0)'" } ?? "") of the \(response.status) response is "
                                + "JSON text in a string; it is read as the JSON it holds",
                            at: example.node.location,
                            loss: nil
                        )
                        return read
                    }
                    warn(
                        "example of the \(response.status) response does not fit its schema \(first.message); "
                            + "it is not served",
                        at: first.location,
                        loss: .init(.example)
                    )
                    return nil
                }
            }
        }
    }

    // MARK: - Version

    private mutating func checkVersion() -> Bool {
        if let swagger = root.member("swagger") {
            fail(
                "Swagger \(swagger.value.stringValue ?? "2.0") documents are not supported; convert the document to "
                    + "OpenAPI 3 first",
                at: swagger.value.location
            )
            return false
        }
        guard let version = root.member("openapi") else {
            fail("not an OpenAPI document: the root object has no 'openapi' version", at: root.location)
            return false
        }
        guard let text = version.value.stringValue else {
            fail(
                "'openapi' must be a version string such as \"3.1.0\", found \(version.value.typeDescription)",
                at: version.value.location
            )
            return false
        }
        if text.hasPrefix("3.0") || text.hasPrefix("3.1") { return true }
        if text.hasPrefix("3.") {
            warn(
                "OpenAPI \(text) is newer than 3.1; the document is read as 3.1",
                at: version.value.location,
                loss: nil
            )
            return true
        }
        fail("OpenAPI \(text) is not supported; expected 3.0.x or 3.1.x", at: version.value.location)
        return false
    }

    // MARK: - Info and servers

    /// `info.title`, shortened (``APITitle``), as a Swift type name; `API` (with a warning) when there is no usable
    /// title.
    private mutating func convertName() -> String {
        let title = root["info"]?.string("title") ?? ""
        let name = SwiftNaming.typeName(APITitle.shortName(title), acronyms: acronyms)
        guard title.contains(where: { $0.isLetter || $0.isNumber }) else {
            warn(
                "'info.title' has no letters or digits to name the API; it is named 'API'",
                at: root["info"]?.location ?? root.location,
                loss: nil
            )
            return "API"
        }
        return name
    }

    /// The first server's URL of `servers` (a document's, path item's or operation's) with server variables
    /// replaced by their defaults, when it is an absolute HTTP(S) URL; otherwise a warning saying `missing`.
    mutating func serverURL(of servers: JSONNode, context: String, missing: String) -> String? {
        guard let server = servers.arrayElements?.first, let urlNode = server["url"], var url = urlNode.stringValue
        else { return nil }
        for variable in server["variables"]?.objectMembers ?? [] {
            if let value = variable.value.string("default") {
                url = url.replacing("{\(variable.key)}", with: value)
            }
        }
        if url.hasSuffix("/"), url.count > 1, !url.hasSuffix("://") { url.removeLast() }
        let lowered = url.lowercased()
        guard lowered.hasPrefix("http://") || lowered.hasPrefix("https://") else {
            warn("\(context) '\(url)' is not an absolute http(s) URL, so \(missing)", at: urlNode.location, loss: nil)
            return nil
        }
        guard !url.contains("{"), !url.contains(" "), !url.contains("?"), !url.contains("#") else {
            warn("\(context) '\(url)' is not a plain URL, so \(missing)", at: urlNode.location, loss: nil)
            return nil
        }
        return url
    }
}
