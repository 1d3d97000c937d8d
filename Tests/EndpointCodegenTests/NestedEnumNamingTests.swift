import EndpointSpec
import Testing

@testable import EndpointCodegen

private typealias B = SpecBuilders

/// A nested enum's type name never equals a member of its model.
@Suite struct NestedEnumNamingTests {
    /// Found by scripts/check-mock-property.sh: a wire name starting with a digit spells the property and its
    /// inline enum's type alike (`_2fa`), and `[_2fa]` then did not compile ("ambiguous use of '_2fa'").
    @Test func aNestedEnumSpelledLikeAPropertyIsRenamed() {
        let spec = Snippets.spec(models: [
            B.object(
                "Thing",
                [
                    B.property("2fa", B.schema(.array(B.schema(.enumeration(["v1"])))), required: false),
                    B.property("3d", B.schema(.enumeration(["x"]))),
                ]
            )
        ])
        let output = Snippets.model("Thing", in: spec)
        let conformances = ": Codable, Hashable, Sendable, EndpointRuntime.ParameterValue {"
        #expect(output.contains("    public enum _2faValue\(conformances)"))
        #expect(output.contains("    public enum _3dValue\(conformances)"))
        #expect(output.contains("    public var _2fa: [_2faValue]?\n"))
        #expect(output.contains("    public var _3d: _3dValue\n"))
    }
}
