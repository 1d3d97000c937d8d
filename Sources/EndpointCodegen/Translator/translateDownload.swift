import EndpointSpec

// MARK: - Downloads to a file

extension SpecTranslator {
    /// For an endpoint whose success response is raw bytes, the client method that writes them to a file instead:
    /// the plain call's parameters, then `to destination: URL` and `progress:`, returning the file's URL. `nil`
    /// for every other endpoint.
    ///
    /// For an alternative body (`endpoint` as ``EndpointDefinition/sending(_:)`` makes it, `bodyLabel` its label),
    /// the overload of that alternative's call: `submitReport(form: …, to: destination)`.
    func translateClientDownloadMethod(_ endpoint: EndpointDefinition, bodyLabel: String? = nil) -> Declaration? {
        let endpointNames = names.endpoint(endpoint.name)
        guard endpointNames.responses.successType == nil, let success = endpoint.successResponse,
            success.schema != nil, success.mediaType.kind == .binary || success.mediaType.kind == .form
        else { return nil }
        let signature = EndpointSignature(
            endpoint: endpoint,
            translator: self,
            enumScope: .named(names.endpointsName),
            bodyLabel: bodyLabel
        )
        let functionName = SwiftNaming.escaped(endpointNames.functionName)
        let endpointCall = Expression.type(.named(names.endpointsName)).member(functionName)
            .call(signature.forwardingArguments)
        let download = Expression.identifier("apiClient").member("download").call([
            Argument(nil, endpointCall),
            Argument("to", .identifier("destination")),
            Argument("progress", .identifier("progress")),
        ])
        let plainCall = signature.selector(endpointNames.functionName)
        var callouts = ["- Parameters:"] + signature.items.map { "  - \($0.plainName): \($0.documentation)" }
        callouts += [
            "  - destination: The file URL to write the body to; replaced only once the whole body has arrived.",
            "  - progress: Hears the bytes written so far and the size the server announced, after each chunk.",
            "- Returns: `destination`.",
            "- Throws: what the plain call throws; `APIError.invalidRequest` when the file cannot be written.",
        ]
        return .function(
            FunctionDeclaration(
                documentation: [
                    "`\(plainCall)`, with the response body written to `destination` as it arrives instead of "
                        + "returned, so memory stays bounded whatever its size."
                ] + Self.alternativeBodyNote(endpoint, bodyLabel: bodyLabel) + [""] + callouts,
                attributes: deprecation(endpoint.isDeprecated),
                kind: .function(functionName),
                parameters: signature.parameters + [
                    FunctionParameter(label: "to", name: "destination", type: .named("URL")),
                    FunctionParameter(
                        name: "progress",
                        type: SwiftType.runtime("DownloadProgress").optional,
                        defaultValue: .nil
                    ),
                ],
                isAsync: true,
                isThrowing: true,
                returnType: .named("URL"),
                body: [.expression(.try(.await(download.member("body"))))]
            )
        )
    }
}
