import EndpointSpec
import Foundation
import Testing

/// Loads the spec files the golden tests generate from.
enum Fixtures {
    /// The package root, found from this file's location.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `spec/catalog.json`, the canonical example spec.
    static var catalogPath: String { packageRoot.appendingPathComponent("spec/catalog.json").path }

    /// A spec under `Tests/EndpointCodegenTests/Fixtures/`.
    static func fixturePath(_ name: String) -> String {
        packageRoot.appendingPathComponent("Tests/EndpointCodegenTests/Fixtures/\(name)").path
    }

    /// The validated spec at `path`; records the errors and fails when there are any (warnings are allowed:
    /// fixtures may provoke them on purpose).
    static func load(_ path: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Spec {
        let result = SpecLoader.load(fileAt: path)
        let problems = result.diagnostics.filter { $0.severity == .error }.map(\.description)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))", sourceLocation: sourceLocation)
        return try #require(result.spec, sourceLocation: sourceLocation)
    }
}
