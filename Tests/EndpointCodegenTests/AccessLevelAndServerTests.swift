import EndpointSpec
import Testing

@testable import EndpointCodegen

private typealias B = SpecBuilders

/// A configuration's `accessLevel` on every generated declaration, and per-endpoint servers.
@Suite struct AccessLevelAndServerTests {
    private static func spec(accessLevel: GeneratedAccessLevel) -> Spec {
        var upload = EndpointDefinition(
            name: "uploadPhoto",
            method: "POST",
            path: "/photos",
            responses: [B.response(200, B.schema(.reference("Photo")))],
            location: B.here
        )
        upload.baseURL = "https://uploads.example.com/v2"
        var spec = Snippets.spec(
            models: [B.object("Photo", [B.property("id", B.schema(.string))]), B.enumeration("Kind", ["a", "b"])],
            endpoints: [upload]
        )
        spec.accessLevel = accessLevel
        return spec
    }

    @Test(arguments: [(GeneratedAccessLevel.package, "package "), (.internal, "")])
    func everyPublicDeclarationTakesTheConfiguredLevel(level: GeneratedAccessLevel, modifier: String) {
        let files = CodeGenerator.generate(Self.spec(accessLevel: level))
        let text = files.map(\.contents).joined(separator: "\n")
        #expect(!text.contains("public "))
        #expect(text.contains("\n\(modifier)struct ShopClient: Sendable {"))
        #expect(text.contains("\n\(modifier)struct PhotoDTO: Codable, Sendable {"))
        #expect(text.contains("    \(modifier)static func uploadPhoto() -> EndpointRuntime.Endpoint<PhotoDTO> {"))
        if level == .internal { #expect(!text.contains("package ")) }
    }

    @Test func theDefaultStaysPublic() {
        let text = CodeGenerator.generate(Self.spec(accessLevel: .public)).map(\.contents).joined(separator: "\n")
        #expect(text.contains("\npublic struct ShopClient: Sendable {"))
        #expect(!text.contains("package "))
    }

    @Test func anEndpointWithItsOwnServerIsSentThere() {
        let output = Snippets.endpoint("uploadPhoto", in: Self.spec(accessLevel: .public))
        #expect(output.contains(#".sent(toServer: "https://uploads.example.com/v2")"#))
    }
}
