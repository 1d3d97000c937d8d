import CommandLineSupport
import EndpointSpec
import Foundation

/// Runs `check`: one body (`--endpoint`) or every body of a list (`--bodies`), against a spec loaded once.
enum CheckCommand {
    /// Checks the body (or bodies) and prints every mismatch; throws ``UsageError`` for a missing file and, for one
    /// body, an unknown endpoint or status (a list's lines report those located, and the run goes on).
    static func run(
        _ request: CheckRequest,
        output: inout some TextOutputStream,
        errors: inout some TextOutputStream
    ) throws -> Int32 {
        var files = [request.specPath]
        switch request.bodies {
        case .one(let body): files.append(body.bodyPath)
        case .list(let path) where path != "-": files.append(path)
        case .list: break
        }
        for path in files where !FileManager.default.fileExists(atPath: path) {
            throw checkUsageError("No such file '\(path)'.")
        }
        let loaded = SpecInput.load(
            path: request.specPath,
            configuration: request.configuration,
            overlays: request.overlays,
            warnings: .count,
            errors: &errors
        )
        guard let loaded, let spec = loaded.spec else {
            return EndpointGenCommand.failure
        }
        let checker = BodyCheck(spec: spec, sources: loaded.sources, suggestion: suggestion(for: request, loaded))
        let status = try check(request, spec: spec, checker: checker, output: &output, errors: &errors)
        output.write(checker.suggestedActions.report(documentPath: request.specPath))
        return status
    }

    /// For an OpenAPI document, the suggestion that writes fixes as overlay actions on the document as read
    /// (bundled and overlaid, read again for its tree); `nil` for a spec.
    private static func suggestion(for request: CheckRequest, _ loaded: SpecLoadResult) -> OverlaySuggestion? {
        guard loaded.kind?.format == .openAPI else { return nil }
        var ignored = ""
        guard
            let inputs = SpecInput.locate(
                path: request.specPath,
                configuration: request.configuration,
                overlays: request.overlays,
                errors: &ignored
            ),
            let document = SpecInput.loader.overlaidDocument(
                fileAt: request.specPath,
                configurationAt: inputs.configurationPath,
                overlays: inputs.overlays
            ).document
        else { return nil }
        return OverlaySuggestion(document: document)
    }

    /// Checks the body (or bodies) of `request` with `checker`.
    private static func check(
        _ request: CheckRequest,
        spec: Spec,
        checker: BodyCheck,
        output: inout some TextOutputStream,
        errors: inout some TextOutputStream
    ) throws -> Int32 {
        switch request.bodies {
        case .one(let body):
            let endpoint = try endpoint(named: body.endpointName, in: spec)
            let response = try response(of: endpoint, status: body.status)
            guard let bytes = FileManager.default.contents(atPath: body.bodyPath).map(Array.init) else {
                throw checkUsageError("Cannot read '\(body.bodyPath)'.")
            }
            let outcome = checker.check(bytes, at: body.bodyPath, as: response, of: endpoint, output: &output)
            switch outcome {
            case .notJSON(let report):
                errors.write(report)
            case .checked(let errorCount, _):
                output.write(outcome.summary(for: body.bodyPath, response: response, of: endpoint, always: true))
                if errorCount == 0 { return EndpointGenCommand.success }
            }
            return EndpointGenCommand.failure
        case .list(let path):
            return try CheckListRun(listPath: path, checker: checker).run(output: &output, errors: &errors)
        }
    }

    /// The most endpoint names a did-you-mean lists.
    static let suggestionLimit = 10

    /// The endpoint `name` designates — its name in the spec, the `operationId` it was imported from, as written,
    /// or its route (`GET /v2/sizes`, `/v2/sizes`, `/v2/droplets/42`: ``EndpointLookup``) — or a usage error
    /// listing the most related endpoints (at most ``suggestionLimit``).
    static func endpoint(named name: String, in spec: Spec) throws -> EndpointDefinition {
        if let endpoint = spec.endpoint(named: name) ?? spec.endpoints.first(where: { $0.operationID == name }) {
            return endpoint
        }
        guard !spec.endpoints.isEmpty else {
            throw checkUsageError("No endpoint '\(name)' in the spec (it declares none).")
        }
        if let route = EndpointLookup.route(name) {
            let found = EndpointLookup.endpoints(matching: route, in: spec)
            if found.count == 1 { return found[0] }
            if found.count > 1 {
                let listed = found.prefix(suggestionLimit).map(EndpointLookup.description).joined(separator: ", ")
                throw checkUsageError(
                    "'\(name)' is the path of \(found.count) endpoints: \(listed); give the method "
                        + "('\(found[0].method.uppercased()) \(route.path)') or the endpoint's name."
                )
            }
        }
        var closest = EndpointLookup.related(to: name, in: spec, limit: suggestionLimit)
        if closest.isEmpty {
            let candidates = spec.endpoints.flatMap { [$0.name] + ($0.operationID.map { [$0] } ?? []) }
            closest = Suggestion.nearest(to: name, in: candidates, limit: suggestionLimit).map { "'\($0)'" }
        }
        let listed = closest.joined(separator: ", ")
        let more = spec.endpoints.count > closest.count ? " of its \(spec.endpoints.count) endpoints" : ""
        throw checkUsageError(
            "No endpoint '\(name)' in the spec. Did you mean \(closest.count == 1 ? "" : "one of ")\(listed)\(more)?"
        )
    }

    /// The response for `status`, or the success response; a usage error when there is none.
    ///
    /// - Parameter hint: How to give a status, for the message when the endpoint declares no 2xx response.
    static func response(
        of endpoint: EndpointDefinition,
        status: Int?,
        hint: String = "pass '--status <code>'"
    ) throws -> ResponseDefinition {
        let declared = endpoint.responses.map { "\($0.status)" }.joined(separator: ", ")
        guard let status else {
            guard let success = endpoint.successResponse else {
                throw checkUsageError(
                    "Endpoint '\(endpoint.name)' declares no 2xx response; \(hint) (it declares \(declared))."
                )
            }
            return success
        }
        guard let response = endpoint.response(forStatus: status) else {
            throw checkUsageError(
                "Endpoint '\(endpoint.name)' declares no response for status \(status) (it declares \(declared))."
            )
        }
        return response
    }
}
