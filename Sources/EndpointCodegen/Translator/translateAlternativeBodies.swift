import EndpointSpec

// MARK: - Alternative request bodies

extension SpecTranslator {
    /// For each other media type `endpoint`'s body may be sent as (``AlternativeBody``), a factory with the body
    /// labelled by its kind — `createPet(form body: NewPetDTO)` beside `createPet(body:)` — so the caller chooses
    /// how the body is sent. Empty for an endpoint with one body.
    func translateAlternativeFactories(_ endpoint: EndpointDefinition) -> [Declaration] {
        alternativeVariants(of: endpoint).compactMap { variant, label in
            translateEndpoint(variant, bodyLabel: label).last
        }
    }

    /// The client method of each factory ``translateAlternativeFactories(_:)`` makes, each followed, for a binary
    /// response, by its download overload (``translateClientDownloadMethod(_:bodyLabel:)``) and, for a binary body,
    /// by its file-upload overload (``translateClientFileUploadMethod(_:bodyLabel:)``:
    /// `addPet(dataContentsOf:progress:)` beside `addPet(data:)`).
    func translateAlternativeClientMethods(_ endpoint: EndpointDefinition) -> [Declaration] {
        alternativeVariants(of: endpoint).flatMap { variant, label in
            [translateClientMethod(variant, bodyLabel: label)]
                + (translateClientDownloadMethod(variant, bodyLabel: label).map { [$0] } ?? [])
                + (translateClientFileUploadMethod(variant, bodyLabel: label).map { [$0] } ?? [])
        }
    }

    /// The documentation lines an alternative body's declarations add after their summary (`bodyLabel` set): an
    /// empty line, then the media type the body is sent as; none for the first body's.
    static func alternativeBodyNote(_ endpoint: EndpointDefinition, bodyLabel: String?) -> [String] {
        bodyLabel == nil ? [] : ["", "The body is sent as `\(endpoint.bodyMediaType.text)`."]
    }

    /// The endpoint as it sends each alternative body, with that body's label.
    private func alternativeVariants(of endpoint: EndpointDefinition) -> [(EndpointDefinition, String)] {
        zip(endpoint.alternativeBodies, Self.bodyLabels(of: endpoint, acronyms: spec.acronyms)).map {
            (endpoint.sending($0), $1)
        }
    }

    /// The argument label of each alternative body: `json`, `form`, `multipart`, `text` or `data` by its media type's
    /// kind, or its subtype's name when two alternatives share a kind (`png`, `jpeg`); never `body` or a parameter's
    /// name.
    static func bodyLabels(of endpoint: EndpointDefinition, acronyms: Acronyms) -> [String] {
        // Most endpoints have none: do not spell their parameters' names for nothing.
        guard !endpoint.alternativeBodies.isEmpty else { return [] }
        let kinds = endpoint.alternativeBodies.map { kindLabel(of: $0.mediaType) }
        var taken = Set(endpoint.parameters.map { SwiftNaming.memberName($0.swiftName ?? $0.name, acronyms: acronyms) })
        taken.insert(EndpointNames.bodyName)
        return zip(endpoint.alternativeBodies, kinds).map { alternative, kind in
            var base = kind
            if kinds.filter({ $0 == kind }).count > 1 {
                let subtype = alternative.mediaType.essence.split(separator: "/").last.map(String.init) ?? kind
                base = SwiftNaming.memberName(subtype, acronyms: acronyms)
            }
            let label = SwiftNaming.unique(base.isEmpty ? kind : base) { taken.contains($0) }
            taken.insert(label)
            return label
        }
    }

    private static func kindLabel(of mediaType: BodyMediaType) -> String {
        switch mediaType.kind {
        case .json: "json"
        case .form: "form"
        case .text: "text"
        default: mediaType.essence == "multipart/form-data" ? "multipart" : "data"
        }
    }
}
