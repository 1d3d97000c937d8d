import EndpointSpec
import HTTPSemantics

/// Finds the endpoint of a spec that serves a request's method and path.
///
/// Routes by each endpoint's parsed ``EndpointSpec/PathTemplate``: a placeholder can share a segment with literal
/// text, so `/files/{name}.json` serves `/files/report.json`. Among templates that fit the path, a segment without
/// placeholders beats one with at the first position where they differ, then the one with more literal text, so
/// `GET /products/search` reaches `/products/search`, not `/products/{id}`. A `HEAD` request falls back
/// to the `GET` endpoint of the same path.
///
/// Endpoints of one method and path told apart by their query (imported from OpenAPI path keys such as
/// `/request/{id}?view=status` and `/request/{id}?cmd=diff`, or `/#Action=CreateQueue` with a required
/// one-value `Action` parameter) are routed by it: an endpoint serves only a request carrying every item of its
/// `constantQuery`, the one with more such items first; then one whose required query parameters with enumerated
/// values the request carries, with one of those values, wins over one whose it does not.
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
        /// The path parameters whose values may span segments.
        var multiSegment: Set<String>
    }

    /// Routes, most specific template first; equally specific ones keep the spec's (name) order.
    private let routes: [Route]

    /// Builds the routing table of `spec`'s endpoints.
    public init(spec: Spec) {
        let routes = spec.endpoints.map {
            Route(endpoint: $0, template: $0.pathTemplate, multiSegment: $0.multiSegmentParameterNames)
        }
        self.routes = routes.indices
            .sorted { lhs, rhs in
                let (left, right) = (routes[lhs].template, routes[rhs].template)
                if left.isMoreSpecific(than: right) { return true }
                if right.isMoreSpecific(than: left) { return false }
                return lhs < rhs
            }
            .map { routes[$0] }
    }

    /// Routes `method` (case-sensitive, as HTTP methods are), the decoded `pathSegments` and the decoded
    /// `queryItems` of a request.
    public func resolve(method: String, pathSegments: [String], queryItems: [HTTPQueryItem] = []) -> Resolution {
        let fitting = routes.compactMap { route in
            route.template.match(pathSegments, multiSegment: route.multiSegment).map {
                (endpoint: route.endpoint, parameters: $0)
            }
        }
        guard !fitting.isEmpty else { return .notFound }
        for candidateMethod in method == "HEAD" ? ["HEAD", "GET"] : [method] {
            let candidates = fitting.filter { $0.endpoint.method == candidateMethod }
            guard !candidates.isEmpty else { continue }
            guard let best = Self.best(of: candidates, for: queryItems) else { return .notFound }
            return .matched(best.endpoint, pathParameters: best.parameters)
        }
        var allowed = Set(fitting.map(\.endpoint.method))
        if allowed.contains("GET") { allowed.insert("HEAD") }
        return .methodNotAllowed(allowedMethods: allowed.sorted())
    }

    /// The endpoints that may be meant by a request: the one ``resolve(method:pathSegments:queryItems:)`` chooses,
    /// then, in route order, the others of its method that fit the request and claim a segment it leaves to a
    /// placeholder, or have the same template (``PathTemplate/claimsASegment(from:)``). A request that fits
    /// `/sites/{id}/zones/{zone}` and `/sites/{id}/{type}/count` can be valid for the second only; one that fits
    /// `/products/search` is never `/products/{id}`.
    func fittingEndpoints(
        method: String,
        pathSegments: [String],
        queryItems: [HTTPQueryItem]
    ) -> [(endpoint: EndpointDefinition, parameters: [String: String])] {
        guard case .matched(let chosen, _) = resolve(method: method, pathSegments: pathSegments, queryItems: queryItems)
        else { return [] }
        let carried = Set(queryItems.map { ConstantKey(name: $0.name, value: $0.value) })
        let fitting = routes.compactMap { route -> (endpoint: EndpointDefinition, parameters: [String: String])? in
            guard route.endpoint.method == chosen.method,
                route.endpoint.constantQueryItems.allSatisfy({ carried.contains(ConstantKey($0)) }),
                let parameters = route.template.match(pathSegments, multiSegment: route.multiSegment)
            else { return nil }
            return (route.endpoint, parameters)
        }
        let chosenTemplate = chosen.pathTemplate
        return fitting.filter { $0.endpoint.name == chosen.name }
            + fitting.filter {
                $0.endpoint.name != chosen.name && $0.endpoint.pathTemplate.claimsASegment(from: chosenTemplate)
            }
    }

    /// The candidate (of one method) that serves a request with `queryItems`: one whose constant query items the
    /// request all carries, more of them first, then one whose enumerated required query parameters match; the
    /// route order otherwise. `nil` when every candidate has a constant item the request lacks.
    private static func best(
        of candidates: [(endpoint: EndpointDefinition, parameters: [String: String])],
        for queryItems: [HTTPQueryItem]
    ) -> (endpoint: EndpointDefinition, parameters: [String: String])? {
        let carried = Set(queryItems.map { ConstantKey(name: $0.name, value: $0.value) })
        let serving = candidates.filter { candidate in
            candidate.endpoint.constantQueryItems.allSatisfy { carried.contains(ConstantKey($0)) }
        }
        guard serving.count > 1 else { return serving.first }
        let ranked = serving.enumerated().max { lhs, rhs in
            let (left, right) = (rank(lhs.element.endpoint, queryItems), rank(rhs.element.endpoint, queryItems))
            return left != right ? left.lexicographicallyPrecedes(right) : lhs.offset > rhs.offset
        }
        return ranked?.element
    }

    /// How well `endpoint` fits a request's query: its constant items' count, then whether every required query
    /// parameter with enumerated values is carried with one of them.
    private static func rank(_ endpoint: EndpointDefinition, _ queryItems: [HTTPQueryItem]) -> [Int] {
        let enumerated = endpoint.parameters.filter { $0.location == .query && $0.isRequired }
            .compactMap { parameter -> (String, [String])? in
                guard case .enumeration(let cases) = parameter.schema.kind else { return nil }
                return (parameter.name, cases)
            }
        let matches = enumerated.allSatisfy { name, cases in
            queryItems.contains { $0.name == name && cases.contains($0.value) }
        }
        return [endpoint.constantQueryItems.count, !enumerated.isEmpty && matches ? 1 : 0]
    }

    /// A constant query item as a request carries it (an item without `=` has an empty value).
    private struct ConstantKey: Hashable {
        var name: String
        var value: String

        init(name: String, value: String) {
            self.name = name
            self.value = value
        }

        init(_ item: ConstantQueryItem) {
            self.init(name: item.name, value: item.value ?? "")
        }
    }
}
