import EndpointSpec
import Testing

@testable import EndpointCodegen

private typealias B = SpecBuilders

/// What generated models conform to, and which properties are boxed.
@Suite struct ModelConformanceTests {
    private static let models = [
        B.object(
            "Node",
            [
                B.property("parent", B.schema(.reference("Node")), required: false),
                B.property("owner", B.schema(.reference("Owner"))),
                B.property("kind", B.schema(.reference("Kind"))),
                B.property("shape", B.schema(.reference("Shape")), required: false),
                B.property("children", B.schema(.array(B.schema(.reference("Node"))))),
                B.property("byName", B.schema(.map(B.schema(.reference("Owner"))))),
            ]
        ),
        B.object("Owner", [B.property("name", B.schema(.string))]),
        B.enumeration("Kind", ["a"]),
        ModelDefinition(
            name: "Shape",
            kind: .oneOf([B.schema(.reference("Owner")), B.schema(.string)], discriminator: nil),
            location: SourceLocation(file: "specs/shop.json", line: 1, column: 1)
        ),
    ]

    @Test func modelsAreCodableAndSendableByDefault() {
        let output = Snippets.model("Owner", in: Snippets.spec(models: Self.models))
        #expect(output.contains("public struct OwnerDTO: Codable, Sendable {"))
        #expect(Snippets.model("Shape", in: Snippets.spec(models: Self.models)).contains(": Codable, Sendable {"))
    }

    @Test(arguments: [
        ([ModelConformance.equatable], "Codable, Equatable, Sendable"),
        ([.hashable], "Codable, Hashable, Sendable"),
    ])
    func specChoosesEquatableOrHashable(conformances: [ModelConformance], expected: String) {
        var spec = Snippets.spec(models: Self.models)
        spec.modelConformances = conformances
        #expect(Snippets.model("Owner", in: spec).contains("public struct OwnerDTO: \(expected) {"))
        #expect(Snippets.model("Shape", in: spec).contains(": \(expected) {"))
    }

    @Test func letModelPropertiesAreConstantsAndBoxedOnesHaveNoSetter() {
        var spec = Snippets.spec(models: Self.models)
        spec.modelProperties = .constant
        let output = Snippets.model("Node", in: spec)
        #expect(output.contains("    public let kind: KindDTO\n"))
        #expect(output.contains("    public let children: [NodeDTO]\n"))
        #expect(output.contains("    private let _owner: EndpointRuntime.Indirect<OwnerDTO>\n"))
        #expect(output.contains("    public var owner: OwnerDTO { _owner.value }\n"))
        #expect(!output.contains("set {"))
        #expect(!output.contains("public var kind"))
        // Decoding and the memberwise initializer are unchanged.
        #expect(output.contains("        self._owner = .wrapped(owner)\n"))
        #expect(output.contains("self.kind = try container.decodeValue(KindDTO.self, forKey: \"kind\")"))
    }

    @Test func directReferencesToObjectsAndUnionsAreBoxedOthersAreNot() {
        let output = Snippets.model("Node", in: Snippets.spec(models: Self.models))
        #expect(output.contains("    private var _parent: EndpointRuntime.Indirect<NodeDTO>?\n"))
        #expect(output.contains("    private var _owner: EndpointRuntime.Indirect<OwnerDTO>\n"))
        #expect(output.contains("    private var _shape: EndpointRuntime.Indirect<ShapeDTO>?\n"))
        #expect(output.contains("    public var kind: KindDTO\n"))
        #expect(output.contains("    public var children: [NodeDTO]\n"))
        #expect(output.contains("    public var byName: [String: OwnerDTO]\n"))
        #expect(
            output.contains(
                """
                    public var owner: OwnerDTO {
                        get { _owner.value }
                        set { _owner = .wrapped(newValue) }
                    }
                """
            )
        )
        #expect(
            output.contains(
                "        self._parent = EndpointRuntime.Indirect(parent)\n        self._owner = .wrapped(owner)\n"
            )
        )
        #expect(
            output.contains(
                "self._owner = try container.decodeValue(EndpointRuntime.Indirect<OwnerDTO>.self, forKey: \"owner\")"
            )
        )
        #expect(output.contains("try container.encodeValueIfPresent(self._shape, forKey: \"shape\")"))
    }
}

/// A deprecated property that is also boxed: generated mappings read its storage, never the deprecated member.
@Suite struct DeprecatedBoxedPropertyTests {
    @Test func mappingsReadTheBoxedStorageOfADeprecatedReference() {
        let spec = Snippets.spec(models: [
            B.object("Owner", [B.property("name", B.schema(.string))]),
            B.object(
                "Pet",
                [B.property("old_owner", B.schema(.reference("Owner"), deprecated: true), required: false)],
                domain: DomainMapping(
                    typeName: "Pet",
                    arguments: [B.argument("owner", from: "old_owner")],
                    invalidError: nil,
                    location: B.here
                )
            ),
        ])
        let model = Snippets.model("Pet", in: spec)
        #expect(model.contains("    @available(*, deprecated)\n    public var oldOwner: OwnerDTO? {\n"))
        #expect(model.contains("    var _oldOwner: EndpointRuntime.Indirect<OwnerDTO>?\n"))
        let mapping = CodeGenerator.generate(spec).first { $0.name.hasSuffix("Mapping.swift") }?.contents ?? ""
        #expect(mapping.contains("_oldOwner.map(\\.value)"))
        #expect(!mapping.contains(".oldOwner"))
    }
}
