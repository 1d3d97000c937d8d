// MARK: - Endpoints a request cannot tell apart

extension SpecValidator {
    /// Warns about each endpoint that shares its method, path (placeholder names aside) and `constantQuery` with an
    /// earlier one when not all of them have a required query parameter with `enum` values to tell them apart: the
    /// generated client sends each as declared, but a request carries nothing that says which one it is, so the stub
    /// server (and `endpoint-gen serve`) answers it from the first. OpenAPI keys that differ only by a fragment
    /// (`/files/{id}#add_link`, `/files/{id}#get_link`) import this way.
    mutating func checkIndistinguishableRoutes() {
        var groups: [String: [EndpointDefinition]] = [:]
        var order: [String] = []
        for endpoint in spec.endpoints {
            let route = Self.routeKey(endpoint)
            if groups[route] == nil { order.append(route) }
            groups[route, default: []].append(endpoint)
        }
        for route in order {
            guard let endpoints = groups[route], endpoints.count > 1,
                !endpoints.allSatisfy(Self.hasEnumeratedRequiredQueryParameter)
            else { continue }
            let first = endpoints[0]
            for endpoint in endpoints.dropFirst() {
                log.warning(
                    "endpoint '\(endpoint.name)' has the method, path and constant query of endpoint '\(first.name)' "
                        + "(\(endpoint.method) \(endpoint.path)\(Self.constantQueryText(endpoint))), and no required "
                        + "query parameter with 'enum' values tells them apart; the stub server answers such requests "
                        + "from '\(first.name)'",
                    at: endpoint.location
                )
            }
        }
    }

    /// The method, the path with every placeholder written `{}`, and the constant query items in order.
    private static func routeKey(_ endpoint: EndpointDefinition) -> String {
        var path = ""
        for segment in endpoint.pathTemplate.segments {
            path += "/"
            for part in segment.parts {
                switch part {
                case .literal(let text): path += text
                case .placeholder: path += "{}"
                }
            }
        }
        return "\(endpoint.method) \(path)\(constantQueryText(endpoint))"
    }

    private static func constantQueryText(_ endpoint: EndpointDefinition) -> String {
        endpoint.constantQueryItems.isEmpty ? "" : "?" + endpoint.constantQueryItems.map(\.text).joined(separator: "&")
    }

    private static func hasEnumeratedRequiredQueryParameter(_ endpoint: EndpointDefinition) -> Bool {
        endpoint.parameters.contains { parameter in
            guard parameter.location == .query, parameter.isRequired, case .enumeration = parameter.schema.kind else {
                return false
            }
            return true
        }
    }
}
