import EndpointSpec
import Foundation

/// The JSON request body examples an OpenAPI document writes for its operations (`requestBody.content[json]` with
/// `example`, or `examples.*.value`, `$ref`s to `components/examples` followed), which the imported spec does not
/// keep, by the imported endpoint's name.
enum RequestBodyExamples {
    /// The examples of `spec`'s endpoints in the document at `path`; empty when it is not an OpenAPI document.
    static func read(documentAt path: String, for spec: Spec) -> [String: [SpecValue]] {
        guard let data = FileManager.default.contents(atPath: path) else { return [:] }
        let bytes = [UInt8](data)
        let root =
            path.hasSuffix(".json")
            ? JSONDocument.parse(bytes, file: path).root?.specValue
            : YAMLDocument.parse(bytes, file: path).root?.specValue
        guard let root, let paths = root["paths"]?.members else { return [:] }
        var found: [String: [SpecValue]] = [:]
        for endpoint in spec.endpoints {
            guard let operation = operation(of: endpoint, in: paths),
                let content = resolved(operation["requestBody"], in: root)?["content"]?.members,
                let media = content.first(where: { isJSON($0.key) })?.value
            else { continue }
            var examples: [SpecValue] = []
            if let example = media["example"] { examples.append(example) }
            for member in media["examples"]?.members ?? [] {
                if let value = resolved(member.value, in: root)?["value"] { examples.append(value) }
            }
            if !examples.isEmpty { found[endpoint.name] = examples }
        }
        return found
    }

    /// The operation of `paths` that `endpoint` was imported from: same method, and a key whose path (before any
    /// `?` or `#`, reserved expansions written plainly) is the endpoint's.
    private static func operation(of endpoint: EndpointDefinition, in paths: [SpecMember]) -> SpecValue? {
        for member in paths {
            let key = member.key.split(separator: "#", maxSplits: 1)[0].split(separator: "?", maxSplits: 1)
            let path = (key.first.map(String.init) ?? "").replacingOccurrences(of: "{+", with: "{")
            guard path == endpoint.pathTemplate.text, let operation = member.value[endpoint.method.lowercased()]
            else { continue }
            return operation
        }
        return nil
    }

    /// `value` with a local `$ref` (`#/components/…`) followed, at most 8 steps.
    private static func resolved(_ value: SpecValue?, in root: SpecValue) -> SpecValue? {
        var current = value
        for _ in 0..<8 {
            guard case .string(let reference)? = current?["$ref"] else { return current }
            guard reference.hasPrefix("#/") else { return nil }
            var target: SpecValue? = root
            for token in reference.dropFirst(2).split(separator: "/") {
                let name = token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
                target = target?[name]
            }
            current = target
        }
        return nil
    }

    private static func isJSON(_ mediaType: String) -> Bool {
        let essence = mediaType.split(separator: ";")[0].trimmingCharacters(in: .whitespaces).lowercased()
        return essence == "application/json" || essence.hasSuffix("+json")
    }
}

extension SpecValue {
    /// The members of an object; `nil` for any other value.
    fileprivate var members: [SpecMember]? {
        if case .object(let members) = self { members } else { nil }
    }

    /// The value of member `key` of an object.
    fileprivate subscript(key: String) -> SpecValue? {
        members?.first { $0.key == key }?.value
    }
}
