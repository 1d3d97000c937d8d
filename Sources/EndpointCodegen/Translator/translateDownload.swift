import EndpointSpec

// MARK: - Downloads to a file

extension SpecTranslator {
    /// For an endpoint whose success response is raw bytes, the client method that writes them to a file instead:
    /// the plain call's parameters, then `to destination: URL` and `progress:`, returning the file's URL. `nil`
    /// for every other endpoint. A multipart upload's call already takes `progress:` (the upload's), so there the
    /// two handlers are `uploadProgress:` and `downloadProgress:`; `destination` and the download handler's name
    /// give way to parameters of the same names (`destination2`).
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
        let methodName = SwiftNaming.escaped(endpointNames.clientMethodName)
        let uploadsWithProgress = signature.items.contains { item in
            if case .uploadProgress = item.role { true } else { false }
        }
        let items = signature.items.map { item in
            guard uploadsWithProgress, case .uploadProgress = item.role else { return item }
            return EndpointSignature.Item(
                name: Self.uploadProgressName,
                plainName: Self.uploadProgressName,
                baseType: item.baseType,
                isOptional: item.isOptional,
                hasDefault: item.hasDefault,
                documentation: item.documentation,
                role: item.role
            )
        }
        let taken = Set(items.map(\.name))
        let destinationName = SwiftNaming.unique("destination") { taken.contains($0) }
        let progressLabel = uploadsWithProgress ? Self.downloadProgressName : EndpointNames.progressName
        let progressName = SwiftNaming.unique(progressLabel) { taken.contains($0) || $0 == destinationName }
        // The factory takes the upload's handler as `progress:`.
        let factoryArguments = items.map { item in
            if case .uploadProgress = item.role {
                Argument(EndpointNames.progressName, .identifier(item.name))
            } else {
                Argument(item.label ?? item.name, .identifier(item.name))
            }
        }
        let endpointCall = Expression.type(.named(names.endpointsName)).member(functionName).call(factoryArguments)
        let download = Expression.identifier("apiClient").member("download").call([
            Argument(nil, endpointCall),
            Argument("to", .identifier(destinationName)),
            Argument("progress", .identifier(progressName)),
        ])
        let plainCall = signature.selector(endpointNames.clientMethodName)
        var callouts = ["- Parameters:"] + items.map { "  - \($0.plainName): \($0.documentation)" }
        callouts += [
            "  - \(destinationName): The file URL to write the body to; replaced only once the whole body has arrived.",
            "  - \(progressName): Hears the bytes written so far and the size the server announced, after each chunk.",
            "- Returns: `\(destinationName)`.",
            "- Throws: what the plain call throws; `APIError.invalidRequest` when the file cannot be written.",
        ]
        return .function(
            FunctionDeclaration(
                documentation: [
                    "`\(plainCall)`, with the response body written to `\(destinationName)` as it arrives instead of "
                        + "returned, so memory stays bounded whatever its size."
                ] + Self.alternativeBodyNote(endpoint, bodyLabel: bodyLabel) + [""] + callouts,
                attributes: deprecation(endpoint.isDeprecated),
                kind: .function(methodName),
                parameters: items.map {
                    FunctionParameter(
                        label: $0.label,
                        name: $0.name,
                        type: $0.type,
                        defaultValue: $0.hasDefault ? .nil : nil
                    )
                } + [
                    FunctionParameter(label: "to", name: destinationName, type: .named("URL")),
                    FunctionParameter(
                        label: progressName == progressLabel ? nil : progressLabel,
                        name: progressName,
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

    /// The upload handler's name in a call that also downloads to a file.
    static let uploadProgressName = "uploadProgress"
    /// The download handler's name in a call that also uploads with a handler.
    static let downloadProgressName = "downloadProgress"
}
