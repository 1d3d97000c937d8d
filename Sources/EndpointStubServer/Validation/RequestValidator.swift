import EndpointSpec
import Foundation

/// Checks a request against its operation, as Prism does before answering: every path, query and header
/// parameter (required ones present, values of the declared type, format, enumeration and bounds) and the body
/// (JSON through ``BodyChecker``, the checker of `endpoint-gen check`; form and multipart fields one by one).
///
/// It reports **every** violation, so one `422` tells the whole story. What the document cannot say is not
/// held against the request: an empty body (OpenAPI bodies are optional unless `required`, which the spec
/// format does not keep), undeclared parameters and keys, and parameters written as maps or unions. Object query
/// parameters are read as their `style` and `explode` say (``objectViolations(of:properties:in:subject:)``).
struct RequestValidator: Sendable {
    let checker: BodyChecker
    let texts: ParameterTextChecker

    init(spec: Spec) {
        checker = BodyChecker(spec: spec)
        texts = ParameterTextChecker(spec: spec)
    }

    /// Every violation of `context`'s request, in the order: path, query, header parameters, then the body.
    func violations(of context: StubRequestContext) -> [Problem.Violation] {
        parameterViolations(of: context) + bodyViolations(of: context)
    }

    /// The violations of the request's path, query and header parameters, in that order.
    func parameterViolations(of context: StubRequestContext) -> [Problem.Violation] {
        var found = pathViolations(of: context)
        for location in [ParameterDefinition.Location.query, .header] {
            for parameter in context.endpoint.parameters where parameter.location == location {
                found += violations(of: parameter, in: context)
            }
        }
        return found
    }

    // MARK: - Parameters

    /// The violations of the path parameters: none when some way the path fits the template (`/v1/{a}-{b}` and
    /// `/v1/left-hand-8`) gives valid values, else those of the preferred way.
    private func pathViolations(of context: StubRequestContext) -> [Problem.Violation] {
        let parameters = context.endpoint.parameters.filter { $0.location == .path }
        guard !parameters.isEmpty else { return [] }
        let check = { (values: [String: String]) in
            var alternative = context
            alternative.pathParameters = values
            return parameters.flatMap { violations(of: $0, in: alternative) }
        }
        let preferred = check(context.pathParameters)
        guard !preferred.isEmpty else { return [] }
        for values in context.endpoint.pathTemplate.matches(
            context.request.pathSegments,
            multiSegment: context.endpoint.multiSegmentParameterNames
        ).dropFirst()
        where check(values).isEmpty {
            return []
        }
        return preferred
    }

    /// Headers OpenAPI says a `header` parameter may not describe: they are the transport's, not the operation's.
    private static let transportHeaders: Set<String> = ["accept", "content-type", "authorization"]

    private func violations(of parameter: ParameterDefinition, in context: StubRequestContext)
        -> [Problem.Violation]
    {
        let subject =
            "\(parameter.location == .header ? "header" : "\(parameter.location.rawValue) parameter") "
            + "'\(parameter.name)'"
        let values: [String]
        let separator: Character?
        switch parameter.location {
        case .path:
            // A label or matrix path value carries its own prefix; only the plain form is checked.
            guard parameter.style == .simple, let value = context.pathParameters[parameter.name] else { return [] }
            values = [value]
            separator = ","
        case .query:
            if let properties = objectProperties(of: parameter.schema) {
                return objectViolations(of: parameter, properties: properties, in: context, subject: subject)
            }
            guard parameter.style != .deepObject else { return [] }
            // A map's entries are query items named by their keys, which no other item can be told from: none is
            // checked, and a required map may be empty.
            if case .map = parameter.schema.kind { return [] }
            values = context.request.queryValues(for: parameter.name)
            separator =
                switch parameter.style {
                case .spaceDelimited: " "
                case .pipeDelimited: "|"
                default: parameter.explode ? nil : ","
                }
        case .header:
            guard !Self.transportHeaders.contains(parameter.name.lowercased()) else { return [] }
            values = context.request.headers.values(for: parameter.name)
            separator = ","
        }
        guard !values.isEmpty else {
            guard parameter.isRequired else { return [] }
            let expected =
                "a required \(parameter.location == .header ? "header" : "parameter") "
                + "(\(texts.describe(parameter.schema)))"
            return [Problem.Violation(location: subject, expected: expected, found: "nothing")]
        }
        return texts.violations(of: values, schema: parameter.schema, separator: separator, location: subject)
    }

    // MARK: - Body

    private func bodyViolations(of context: StubRequestContext) -> [Problem.Violation] {
        let endpoint = context.endpoint
        guard let schema = endpoint.body, !context.request.body.isEmpty else { return [] }
        let contentType = context.request.headers["Content-Type"].map(Self.essence) ?? ""
        switch endpoint.bodyMediaType.kind {
        case .json:
            // A body sent as one of the alternative media types is not the JSON one.
            if endpoint.alternativeBodies.contains(where: { $0.mediaType.essence == contentType }) { return [] }
            return jsonViolations(of: context.request.body, schema: schema, location: "body")
        case .form:
            guard contentType == endpoint.bodyMediaType.essence else { return [] }
            return fieldViolations(of: context, schema: schema, kind: "form field")
        default:
            guard endpoint.bodyMediaType.essence == "multipart/form-data", contentType == "multipart/form-data"
            else { return [] }
            return fieldViolations(of: context, schema: schema, kind: "part")
        }
    }

    /// The violations of the JSON text `bytes` as `schema`: a syntax error, or every mismatch the checker finds.
    private func jsonViolations(of bytes: [UInt8], schema: Schema, location: String) -> [Problem.Violation] {
        let document = JSONDocument.parse(bytes, file: "request body")
        guard let root = document.root, !document.diagnostics.contains(where: { $0.severity == .error }) else {
            let reason = document.diagnostics.first { $0.severity == .error }?.message ?? "it does not parse"
            return [Problem.Violation(location: location, expected: "JSON", found: "text that is not JSON: \(reason)")]
        }
        return checker.check(root, against: schema, subject: location, container: nil)
            .filter { $0.severity == .error }
            .map { mismatch in
                Problem.Violation(
                    location: mismatch.path.isEmpty ? location : "\(location).\(mismatch.path)",
                    expected: mismatch.expected,
                    found: mismatch.found
                )
            }
    }

    /// The violations of a form's or multipart body's fields as the properties of the body's object model.
    private func fieldViolations(of context: StubRequestContext, schema: Schema, kind: String) -> [Problem.Violation] {
        guard case .reference(let name) = schema.kind, case .object(let properties)? = texts.modelsByName[name]?.kind
        else { return [] }
        var found: [Problem.Violation] = []
        for property in properties {
            let location = "\(kind) '\(property.wireName)'"
            guard let values = context.bodyFields[property.wireName], !values.isEmpty else {
                if property.isRequired {
                    found.append(
                        .init(
                            location: location,
                            expected: "a required field (\(texts.describe(property.schema)))",
                            found: "nothing"
                        )
                    )
                }
                continue
            }
            let encoding = context.endpoint.bodyEncodings.first { $0.name == property.wireName }
            if encoding?.contentType.map(Self.essence) == "application/json" {
                for value in values {
                    found += jsonViolations(of: Array(value.utf8), schema: property.schema, location: location)
                }
                continue
            }
            let separator: Character? = encoding?.explode == false ? "," : nil
            found += texts.violations(of: values, schema: property.schema, separator: separator, location: location)
        }
        return found
    }

    /// `type/subtype` of a `Content-Type`, lower-cased.
    private static func essence(_ contentType: String) -> String {
        let essence = contentType.split(separator: ";", maxSplits: 1).first ?? ""
        return essence.trimmingCharacters(in: .whitespaces).lowercased()
    }
}
