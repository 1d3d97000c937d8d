import EndpointOpenAPI
import EndpointSpec
import Foundation

/// Reads what `validate` and `generate` are given: a spec, or an OpenAPI document converted in memory.
enum SpecInput {
    /// The OpenAPI document in `bytes` (the contents of the file at `path`), parsed: a JSON object with an
    /// `openapi` key at the top level. `nil` for anything else, which is then loaded as a spec.
    ///
    /// Bytes that never mention `"openapi"` are answered without parsing them, so ordinary specs pay nothing;
    /// a document that is one is parsed once, here, and converted from this parse.
    static func openAPIDocument(in bytes: [UInt8], path: String) -> JSONDocument? {
        guard contains(#""openapi""#, in: bytes) else { return nil }
        let document = JSONDocument.parse(bytes, file: path)
        guard case .object(let members) = document.root?.value,
            members.contains(where: { $0.key == "openapi" })
        else { return nil }
        return document
    }

    /// Whether `needle` occurs in `bytes`.
    private static func contains(_ needle: String, in bytes: [UInt8]) -> Bool {
        let pattern = Array(needle.utf8)
        guard let first = pattern.first, bytes.count >= pattern.count else { return false }
        var index = 0
        let last = bytes.count - pattern.count
        while index <= last {
            if bytes[index] == first, bytes[index..<index + pattern.count].elementsEqual(pattern) { return true }
            index += 1
        }
        return false
    }

    /// Loads the spec at `path`, printing every diagnostic; `nil` when there were errors.
    ///
    /// An OpenAPI document is imported first; its diagnostics point into the document. The generated files then
    /// name the document in their header.
    static func load(path: String, errors: inout some TextOutputStream) -> Spec? {
        guard let bytes = FileManager.default.contents(atPath: path).map(Array.init),
            let document = openAPIDocument(in: bytes, path: path)
        else {
            let result = SpecLoader.load(fileAt: path)
            EndpointGenCommand.report(result.diagnostics, path: path, errors: &errors)
            return result.hasErrors ? nil : result.spec
        }
        let imported = OpenAPIImporter.convert(document: document, path: path)
        EndpointGenCommand.report(imported.diagnostics, path: path, errors: &errors)
        guard let result = imported.convertedSpec, !imported.hasErrors else { return nil }
        EndpointGenCommand.report(
            result.diagnostics,
            path: OpenAPIImporter.convertedSpecPath(for: path),
            errors: &errors
        )
        guard var spec = result.spec, !result.hasErrors else { return nil }
        spec.sourcePath = path
        return spec
    }
}
