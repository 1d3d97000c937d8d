import Foundation
import Testing

@testable import EndpointSpec

/// The Overlay Specification's own conformance material (`Resources/overlay-spec`, see its `SOURCE.md`): every
/// compliant set gives its expected output, every `pass` overlay is accepted and every `fail` one rejected.
@Suite struct OverlayConformanceTests {
    static let directory = URL(fileURLWithPath: #filePath)
        .resolvingSymlinksInPath()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Resources/overlay-spec")

    static func files(in subdirectory: String) -> [String] {
        let url = directory.appendingPathComponent(subdirectory)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted().map { "\(subdirectory)/\($0)" }
    }

    static let compliantSets: [String] = {
        let url = directory.appendingPathComponent("compliant-sets")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { !$0.hasSuffix(".md") }.sorted()
    }()
    static let passing = files(in: "tests/v1.0/pass") + files(in: "tests/v1.1/pass")
    static let failing = files(in: "tests/v1.0/fail") + files(in: "tests/v1.1/fail")

    @Test func theMaterialIsThere() {
        #expect(Self.compliantSets.count == 8)
        #expect(Self.passing.count == 25)
        #expect(Self.failing.count == 42)
    }

    @Test(arguments: compliantSets)
    func compliantSet(_ name: String) throws {
        let set = Self.directory.appendingPathComponent("compliant-sets/\(name)")
        let document = try OverlayTestSupport.parse(set.appendingPathComponent("openapi.yaml").path)
        let expected = try OverlayTestSupport.parse(set.appendingPathComponent("output.yaml").path)
        let loaded = Overlay.load(fileAt: set.appendingPathComponent("overlay.yaml").path)
        let overlay = try #require(loaded.overlay, "\(loaded.diagnostics)")
        let applied = overlay.apply(to: document, documentPath: "openapi.yaml")
        #expect(applied.diagnostics.isEmpty, "\(applied.diagnostics)")
        #expect(
            OverlayTestSupport.sameJSON(applied.document, expected),
            "\(JSONWriter.text(applied.document.specValue, layout: .pretty()))"
        )
    }

    @Test(arguments: passing)
    func accepted(_ file: String) {
        let loaded = Overlay.load(fileAt: Self.directory.appendingPathComponent(file).path)
        #expect(loaded.overlay != nil, "\(loaded.diagnostics)")
        #expect(!loaded.diagnostics.contains { $0.severity == .error }, "\(loaded.diagnostics)")
    }

    @Test(arguments: failing)
    func rejected(_ file: String) {
        let loaded = Overlay.load(fileAt: Self.directory.appendingPathComponent(file).path)
        #expect(loaded.overlay == nil)
        #expect(loaded.diagnostics.contains { $0.severity == .error })
    }
}
