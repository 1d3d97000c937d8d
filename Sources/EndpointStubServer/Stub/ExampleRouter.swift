import EndpointSpec
import HTTPSemantics

/// Finds the endpoint of a spec that serves a request's method and path.
///
/// Routes by each endpoint's parsed ``EndpointSpec/PathTemplate``: a placeholder can share a segment with literal
/// text, so `/files/{name}.json` serves `/files/report.json`. Among templates that fit the path, a segment without
/// placeholders beats one with at the first position where they differ, then the one with more literal text, so
/// `GET /products/search` reaches `/products/search`, not `/products/{id}`. A `HEAD` request falls back
/// to the `GET` endpoint of the same path.
public struct ExampleRouter: Sendable {
    /// The outcome of routing one request.
    public enum Resolution: Sendable, Hashable {
        /// `endpoint` serves the request; `pathParameters` holds the decoded placeholder values by name.
        case matched(EndpointDefinition, pathParameters: [String: String])
        /// Some endpoint has this path, but none has this method; `allowedMethods` is sorted.
        case methodNotAllowed(allowedMethods: [String])
        /// No endpoint has this path.
        case notFound
    }

    private struct Route: Sendable {
        var endpoint: EndpointDefinition
        var template: PathTemplate
    }

    /// Routes, most specific template first; equally specific ones keep the spec's (name) order.
    private let routes: [Route]

    /// Builds the routing table of `spec`'s endpoints.
    public init(spec: Spec) {
        let routes = spec.endpoints.map { Route(endpoint: $0, template: $0.pathTemplate) }
        self.routes = routes.indices
            .sorted { lhs, rhs in
                let (left, right) = (routes[lhs].template, routes[rhs].template)
                if left.isMoreSpecific(than: right) { return true }
                if right.isMoreSpecific(than: left) { return false }
                return lhs < rhs
            }
            .map { routes[$0] }
    }

    /// Routes `method` (case-sensitive, as HTTP methods are) and the decoded `pathSegments` of a request.
    public func resolve(method: String, pathSegments: [String]) -> Resolution {
        let fitting = routes.compactMap { route in
            route.template.match(pathSegments).map { (route.endpoint, $0) }
        }
        guard !fitting.isEmpty else { return .notFound }
        if let (endpoint, parameters) = fitting.first(where: { $0.0.method == method }) {
            return .matched(endpoint, pathParameters: parameters)
        }
        if method == "HEAD", let (endpoint, parameters) = fitting.first(where: { $0.0.method == "GET" }) {
            return .matched(endpoint, pathParameters: parameters)
        }
        var allowed = Set(fitting.map(\.0.method))
        if allowed.contains("GET") { allowed.insert("HEAD") }
        return .methodNotAllowed(allowedMethods: allowed.sorted())
    }
}
