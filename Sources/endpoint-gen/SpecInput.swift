import EndpointOpenAPI
import EndpointSpec
import Foundation

/// Reads what `validate` and `generate` are given: a spec, or an OpenAPI document converted in memory.
enum SpecInput {
    /// Whether the JSON file at `path` is an OpenAPI document (its top-level object has an `openapi` key).
    ///
    /// A file that never mentions `"openapi"` is answered without parsing it, so ordinary specs pay nothing.
    static func isOpenAPIDocument(atPath path: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path),
            data.range(of: Data(#""openapi""#.utf8)) != nil,
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return false }
        return object["openapi"] != nil
    }

    /// Loads the spec at `path`, printing every diagnostic; `nil` when there were errors.
    ///
    /// An OpenAPI document is imported first; its diagnostics point into the document. The generated files then
    /// name the document in their header.
    static func load(path: String, errors: inout some TextOutputStream) -> Spec? {
        guard isOpenAPIDocument(atPath: path) else {
            let result = SpecLoader.load(fileAt: path)
            EndpointGenCommand.report(result.diagnostics, path: path, errors: &errors)
            return result.hasErrors ? nil : result.spec
        }
        let imported = OpenAPIImporter.convert(fileAt: path)
        EndpointGenCommand.report(imported.diagnostics, path: path, errors: &errors)
        guard let text = imported.specText, !imported.hasErrors else { return nil }
        let convertedPath = path + " (converted)"
        let result = SpecLoader.load(text: Array(text.utf8), path: convertedPath)
        EndpointGenCommand.report(result.diagnostics, path: convertedPath, errors: &errors)
        guard var spec = result.spec, !result.hasErrors else { return nil }
        spec.sourcePath = path
        return spec
    }
}
