import EndpointSpec
import Testing

@testable import EndpointCodegen

/// `"optional": true` on a property generates the same code as leaving it out of the model's `required` list.
@Suite struct OptionalPropertyTests {
    /// The rendered `Product` model of a spec whose `Product` has `properties` (JSON text) and, optionally, `required`.
    private func product(properties: String, required: String? = nil) throws -> String {
        let requiredMember = required.map { #", "required": \#($0)"# } ?? ""
        let text = #"""
            { "name": "Shop", "models": { "Product": { "properties": \#(properties)\#(requiredMember) } } }
            """#
        let result = SpecLoader.load(text: Array(text.utf8), path: "shop.json")
        let spec = try #require(result.spec, "\(result.diagnostics)")
        return Snippets.model("Product", in: spec)
    }

    @Test func anOptionalPropertyIsAnOptionalDecodedIfPresent() throws {
        let model = try product(
            properties: #"{ "id": { "type": "string" }, "note": { "type": "string", "optional": true } }"#
        )
        #expect(model.contains("public var id: String\n"))
        #expect(model.contains("public var note: String?\n"))
        #expect(model.contains(#"self.id = try container.decodeString(forKey: "id")"#))
        #expect(model.contains(#"self.note = try container.decodeStringIfPresent(forKey: "note")"#))
    }

    @Test func markingOnePropertyOptionalEqualsListingAllTheOthersAsRequired() throws {
        let marked = try product(
            properties: #"{ "id": { "type": "string" }, "note": { "type": "string", "optional": true } }"#
        )
        let listed = try product(
            properties: #"{ "id": { "type": "string" }, "note": { "type": "string" } }"#,
            required: #"["id"]"#
        )
        #expect(marked == listed)
    }

    @Test func optionalFalseIsTheDefault() throws {
        let marked = try product(properties: #"{ "id": { "type": "string", "optional": false } }"#)
        let plain = try product(properties: #"{ "id": { "type": "string" } }"#)
        #expect(marked == plain)
    }
}
