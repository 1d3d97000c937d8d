import EndpointSpec

// MARK: - Uploads from a file

extension SpecTranslator {
    /// For an endpoint whose request body is raw bytes (`application/octet-stream`, `image/png`, …), the client
    /// method that reads the body from a file while it is sent instead: the plain call's parameters with the body
    /// replaced by `contentsOf file: URL`, then `progress:` (inside, `file2`, `progress2` when the endpoint has
    /// parameters of those names). `nil` for every other endpoint, and for one whose
    /// response is a stream.
    ///
    /// For an alternative body (`endpoint` as ``EndpointDefinition/sending(_:)`` makes it, `bodyLabel` its label),
    /// the file's argument label is `<bodyLabel>ContentsOf` (`addPet(dataContentsOf:progress:)`; numbered when a
    /// parameter has that name) and the request is built by the alternative's factory, so it is sent with the
    /// alternative's `Content-Type`.
    func translateClientFileUploadMethod(_ endpoint: EndpointDefinition, bodyLabel: String? = nil) -> Declaration? {
        guard endpoint.body != nil, endpoint.bodyMediaType.kind == .binary, !endpoint.hasTypedMultipartBody
        else { return nil }
        let endpointNames = names.endpoint(endpoint.name)
        let signature = EndpointSignature(
            endpoint: endpoint,
            translator: self,
            enumScope: .named(names.endpointsName),
            bodyLabel: bodyLabel
        )
        guard signature.streamedItems == nil else { return nil }
        let functionName = SwiftNaming.escaped(endpointNames.functionName)
        let methodName = SwiftNaming.escaped(endpointNames.clientMethodName)
        // `file` and `progress`, unless the endpoint has parameters of those names.
        let taken = Set(signature.items.map(\.name))
        let fileName = SwiftNaming.unique("file") { taken.contains($0) }
        let progressName = SwiftNaming.unique(EndpointNames.progressName) { taken.contains($0) || $0 == fileName }
        let fileLabel = bodyLabel.map { label in SwiftNaming.unique(label + "ContentsOf") { taken.contains($0) } }
        // The factory builds the request with an empty body, whose content is then read from the file instead.
        let factoryArguments = signature.items.map { item in
            if case .body = item.role {
                Argument(item.label ?? item.name, Expression.type(.named("Data")).call())
            } else {
                Argument(item.name, .identifier(item.name))
            }
        }
        let endpointCall = Expression.type(.named(names.endpointsName)).member(functionName).call(factoryArguments)
        let content = Expression.identifier("endpoint").member("content")
        let streamed = content.member("streamingBody", optionalChaining: true).call([
            Argument("fromFile", .identifier(fileName)),
            Argument("progress", .identifier(progressName)),
        ])
        let send = Expression.try(
            .await(
                Expression.identifier("apiClient").member("send").call([
                    Argument(nil, .identifier("endpoint"))
                ])
            )
        )
        let items = signature.items.filter { if case .body = $0.role { false } else { true } }
        let plainCall = signature.selector(endpointNames.clientMethodName)
        var callouts = ["- Parameters:"] + items.map { "  - \($0.plainName): \($0.documentation)" }
        callouts += [
            "  - \(fileName): The file URL whose contents are the request body.",
            "  - \(progressName): \(EndpointNames.progressDocumentation)",
        ]
        if signature.hasResponseBody { callouts.append("- Returns: What the plain call returns.") }
        callouts.append("- Throws: what the plain call throws; `APIError.invalidRequest` when the file cannot be read.")
        var parameters = items.map {
            FunctionParameter(name: $0.name, type: $0.type, defaultValue: $0.hasDefault ? .nil : nil)
        }
        parameters += [
            FunctionParameter(label: fileLabel ?? "contentsOf", name: fileName, type: .named("URL")),
            FunctionParameter(
                label: progressName == EndpointNames.progressName ? nil : EndpointNames.progressName,
                name: progressName,
                type: SwiftType.runtime("UploadProgress").optional,
                defaultValue: .nil
            ),
        ]
        return .function(
            FunctionDeclaration(
                documentation: [
                    "`\(plainCall)`, with the request body read from `file` a chunk at a time while it is sent "
                        + "instead of held in memory."
                ] + Self.alternativeBodyNote(endpoint, bodyLabel: bodyLabel) + [""] + callouts,
                attributes: deprecation(endpoint.isDeprecated),
                kind: .function(methodName),
                parameters: parameters,
                isAsync: true,
                isThrowing: true,
                returnType: signature.hasResponseBody ? signature.responseType : nil,
                body: [
                    .variable(isMutable: true, name: "endpoint", type: nil, value: endpointCall),
                    .assignment(target: content, value: streamed),
                    signature.hasResponseBody ? .return(send) : .discard(send),
                ]
            )
        )
    }
}
