import EndpointSpec

/// How `check` finds the endpoint a body belongs to from what the user writes: a name, an `operationId`, a route
/// (`GET /v2/sizes`) or a path alone (`/v2/sizes`, a template or a concrete path such as `/v2/droplets/42`), and
/// which endpoints it suggests when none fits: those sharing the most words with what was written, in their
/// names or paths.
enum EndpointLookup {
    /// The HTTP methods a route may start with.
    static let methods: Set<String> = ["GET", "PUT", "POST", "DELETE", "PATCH", "HEAD", "OPTIONS", "TRACE", "QUERY"]

    /// `text` as a route: the method (upper-cased) when it starts with one, and the path without its query;
    /// `nil` when `text` is not a path.
    static func route(_ text: String) -> (method: String?, path: String)? {
        let parts = text.split(separator: " ", maxSplits: 1).map { $0.trimmingSpaces }
        var method: String?
        var path = text.trimmingSpaces
        if parts.count == 2, methods.contains(parts[0].uppercased()) {
            method = parts[0].uppercased()
            path = parts[1]
        }
        guard path.hasPrefix("/") else { return nil }
        if let query = path.firstIndex(of: "?") { path = String(path[..<query]) }
        return (method, path)
    }

    /// The endpoints whose path is `route`'s (as a template, or a concrete path the template fits) and whose
    /// method is its method when it has one. A path that fits no endpoint is tried again without the path of
    /// the spec's base URL (`/v2` when the base URL ends in `/v2`).
    static func endpoints(matching route: (method: String?, path: String), in spec: Spec) -> [EndpointDefinition] {
        var paths = [route.path]
        if let base = spec.baseURL.flatMap(basePath), !base.isEmpty, route.path.hasPrefix(base + "/") {
            paths.append(String(route.path.dropFirst(base.count)))
        }
        for path in paths {
            let exact = spec.endpoints.filter { $0.path == path }
            let fitting = exact.isEmpty ? spec.endpoints.filter { fits(template: $0.path, path: path) } : exact
            let found = fitting.filter { endpoint in route.method.map { endpoint.method.uppercased() == $0 } ?? true }
            if !found.isEmpty { return found }
        }
        return []
    }

    /// Whether the concrete `path` fits the path template `template` segment by segment (`{id}` takes any
    /// non-empty text, `{a}-{b}` text with the literal parts in order).
    static func fits(template: String, path: String) -> Bool {
        let templateSegments = template.split(separator: "/", omittingEmptySubsequences: false)
        let pathSegments = path.split(separator: "/", omittingEmptySubsequences: false)
        guard templateSegments.count == pathSegments.count else { return false }
        return zip(templateSegments, pathSegments).allSatisfy { fits(segment: $0, text: $1) }
    }

    /// Whether `text` fits one template segment.
    private static func fits(segment: Substring, text: Substring) -> Bool {
        guard segment.contains("{") else { return segment == text }
        guard !text.isEmpty else { return false }
        // The literal parts between placeholders, in order: the first starts the text, the last ends it.
        var literals: [Substring] = []
        var rest = segment
        while let open = rest.firstIndex(of: "{") {
            literals.append(rest[..<open])
            guard let close = rest[open...].firstIndex(of: "}") else { return false }
            rest = rest[rest.index(after: close)...]
        }
        literals.append(rest)
        var remaining = text
        guard remaining.hasPrefix(literals[0]) else { return false }
        remaining = remaining.dropFirst(literals[0].count)
        for literal in literals.dropFirst().dropLast() where !literal.isEmpty {
            guard let found = remaining.firstRange(of: literal) else { return false }
            remaining = remaining[found.upperBound...]
        }
        return remaining.hasSuffix(literals[literals.count - 1])
    }

    /// The path of a base URL (`https://api.example.com/v2` → `/v2`), without a trailing `/`.
    private static func basePath(_ url: String) -> String? {
        guard let scheme = url.firstRange(of: "://") else { return nil }
        let afterHost = url[scheme.upperBound...].drop { $0 != "/" }
        var path = String(afterHost)
        while path.hasSuffix("/") { path.removeLast() }
        return path
    }

    // MARK: - Suggestions

    /// The endpoints most related to `text`, described as `'name' (GET /path)`, at most `limit`: those sharing
    /// the most words with it in their name, `operationId` or path (`/v2/size` and `sizes_get` are related to
    /// `listSizes` on `/v2/sizes`), then by name; empty when none shares a word.
    static func related(to text: String, in spec: Spec, limit: Int) -> [String] {
        let asked = words(text)
        let scored: [(score: Int, endpoint: EndpointDefinition)] = spec.endpoints.compactMap { endpoint in
            var own = words(endpoint.name).union(words(endpoint.path))
            if let operationID = endpoint.operationID { own.formUnion(words(operationID)) }
            var score = asked.intersection(own).count * 2
            if let route = route(text), endpoint.path == route.path || fits(template: endpoint.path, path: route.path) {
                score += 4
            }
            return score > 0 ? (score, endpoint) : nil
        }
        return
            scored
            .sorted { $0.score != $1.score ? $0.score > $1.score : $0.endpoint.name < $1.endpoint.name }
            .prefix(limit)
            .map { description(of: $0.endpoint) }
    }

    /// `'name' (GET /path)`.
    static func description(of endpoint: EndpointDefinition) -> String {
        "'\(endpoint.name)' (\(endpoint.method.uppercased()) \(endpoint.path))"
    }

    /// The lower-cased words of a name or path, singular and plural alike (`listSizes`, `sizes_list`,
    /// `/v2/sizes/{size}` → `list`, `size`); placeholders, numbers, versions and HTTP methods (`get`) are left out.
    static func words(_ text: String) -> Set<String> {
        var words: Set<String> = []
        var current = ""
        var previousWasLower = false
        var inPlaceholder = false
        func flush() {
            // Numbers and versions (`42`, `v2`) tell nothing about an endpoint.
            let isVersion = current.first == "v" && current.dropFirst().allSatisfy(\.isNumber)
            if current.count > 1, !current.allSatisfy(\.isNumber), !isVersion, !methods.contains(current.uppercased()) {
                words.insert(current.hasSuffix("s") && current.count > 3 ? String(current.dropLast()) : current)
            }
            current = ""
        }
        for character in text {
            if character == "{" { inPlaceholder = true }
            if inPlaceholder {
                if character == "}" { inPlaceholder = false }
                flush()
                continue
            }
            guard character.isLetter || character.isNumber else {
                flush()
                previousWasLower = false
                continue
            }
            if character.isUppercase, previousWasLower { flush() }
            current.append(contentsOf: character.lowercased())
            previousWasLower = character.isLowercase || character.isNumber
        }
        flush()
        return words
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces.
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
