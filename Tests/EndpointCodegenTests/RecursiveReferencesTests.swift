import EndpointSpec
import Testing

@testable import EndpointCodegen

private typealias B = SpecBuilders

/// Which properties need an `indirect` box.
@Suite struct RecursiveReferencesTests {
    @Test func boxesDirectReferencesOnACycleOnly() {
        let spec = Snippets.spec(models: [
            B.object(
                "Node",
                [
                    B.property("parent", B.schema(.reference("Node")), required: false),
                    B.property("children", B.schema(.array(B.schema(.reference("Node"))))),
                    B.property("owner", B.schema(.reference("Owner"))),
                    B.property("tag", B.schema(.reference("Tag"))),
                ]
            ),
            B.object("Owner", [B.property("home", B.schema(.reference("Node")), required: false)]),
            B.object("Tag", [B.property("label", B.schema(.string))]),
            B.enumeration("Kind", ["a"]),
        ])
        #expect(
            RecursiveReferences.properties(in: spec) == [
                .init(model: "Node", wireName: "parent"), .init(model: "Node", wireName: "owner"),
                .init(model: "Owner", wireName: "home"),
            ]
        )
    }

    @Test func boxedPropertiesAreComputedOverIndirectStorage() {
        let spec = Snippets.spec(models: [
            B.object("Node", [B.property("parent", B.schema(.reference("Node")), required: false)])
        ])
        let output = Snippets.model("Node", in: spec)
        #expect(
            output.contains(
                "    indirect enum Indirect<Value: Codable & Hashable & Sendable>: Codable, Hashable, Sendable {"
            )
        )
        #expect(
            output.contains("        get { _parent?.value }\n        set { _parent = newValue.map { .wrapped($0) } }")
        )
        #expect(output.contains("    var _parent: Indirect<NodeDTO>?"))
        #expect(output.contains("        self._parent = parent.map { .wrapped($0) }"))
        #expect(output.contains("        case _parent = \"parent\""))
    }
}
