import EndpointSpec
import HTTPSemantics

// MARK: - Path parameters whose values span segments

extension OpenAPIConverter {
    /// Marks the path parameters of `endpoint` that the document says may span segments as `multiSegment`: a
    /// placeholder written as reserved expansion in the path key (`/files/{+path}`), or a parameter marked
    /// `x-multi-segment: true` (GitHub's description) or `allowReserved: true`. A marked parameter that is not a
    /// string written as a whole segment stays one segment, with a warning: its slashes are then escaped.
    mutating func markMultiSegmentParameters(
        of endpoint: inout ImportedEndpoint,
        path: PathTemplate,
        key: PathKey,
        pathItem: JSONNode,
        operation: JSONNode
    ) {
        let marked = key.reservedPlaceholders.union(markedPathParameterNames(pathItem: pathItem, operation: operation))
        guard !marked.isEmpty else { return }
        for index in endpoint.parameters.indices {
            let parameter = endpoint.parameters[index]
            guard parameter.location == "path", marked.contains(parameter.name) else { continue }
            let isWholeSegment = path.segments.contains { $0.parts == [.placeholder(parameter.name)] }
            guard isWholeSegment, case .primitive(type: "string", _) = parameter.schema.kind,
                parameter.style == nil, parameter.explode == nil
            else {
                warn(
                    "path parameter '\(parameter.name)' may span segments, but it is not a string written as a whole "
                        + "segment of the path in the default style; it is sent as one segment (its slashes escaped)",
                    at: parameter.sourceLocation,
                    loss: .init(.parameter)
                )
                continue
            }
            endpoint.parameters[index].isMultiSegment = true
        }
    }

    /// The names of the path parameters the path item or the operation declares with `x-multi-segment: true` or
    /// `allowReserved: true`.
    private mutating func markedPathParameterNames(pathItem: JSONNode, operation: JSONNode) -> Set<String> {
        var names: Set<String> = []
        for list in [pathItem["parameters"], operation["parameters"]] {
            for element in list?.arrayElements ?? [] {
                guard let node = quietlyResolved(element), node.string("in") == "path",
                    let name = node.string("name")
                else { continue }
                if node.flag("x-multi-segment") || node.flag("allowReserved") { names.insert(name) }
            }
        }
        return names
    }
}
