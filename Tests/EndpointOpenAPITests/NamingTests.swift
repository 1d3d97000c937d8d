import EndpointCodegen
import EndpointSpec
import Testing

/// Hostile wire names produce valid, distinct Swift names while the wire names are kept exactly.
struct NamingTests {
    private static let hostile = ImportHarness(
        components: """
            { "schemas": { "Hostile": { "type": "object", "properties": {
              "+1": { "type": "integer" }, "-1": { "type": "integer" }, "created-at": { "type": "string" },
              "@type": { "type": "string" }, "2fa_enabled": { "type": "boolean" }, "class": { "type": "string" },
              "self": { "type": "string" }, "Type": { "type": "string" }, "userId": { "type": "string" },
              "UserID": { "type": "string" }, "user_id": { "type": "string" }, "USER-ID": { "type": "string" },
              "": { "type": "string" }
            } } } }
            """
    )

    @Test func everyWireNameIsKeptExactlyAndInOrder() throws {
        let properties = try Self.hostile.properties(of: "Hostile")
        #expect(
            properties.map(\.wireName) == [
                "+1", "-1", "created-at", "@type", "2fa_enabled", "class", "self", "Type", "userId", "UserID",
                "user_id",
                "USER-ID", "",
            ]
        )
    }

    @Test func onlyRealSwiftNameCollisionsGetSwiftNames() throws {
        let properties = try Self.hostile.properties(of: "Hostile")
        let overridden = properties.filter { $0.swiftName != nil }.map { "\($0.wireName)→\($0.swiftName ?? "")" }
        #expect(overridden == ["Type→type2", "UserID→userID2", "user_id→userID3", "USER-ID→userID4"])
        let swiftNames = properties.map { $0.swiftName ?? SwiftNaming.memberName($0.wireName) }
        #expect(Set(swiftNames).count == swiftNames.count)
        #expect(
            Self.hostile.warningMessages == [
                "property 'Type' of model 'Hostile' has the same Swift name 'type' as '@type'; it is named 'type2' "
                    + "(set with 'swiftName')",
                "property 'UserID' of model 'Hostile' has the same Swift name 'userID' as 'userId'; it is named "
                    + "'userID2' (set with 'swiftName')",
                "property 'user_id' of model 'Hostile' has the same Swift name 'userID' as 'userId'; it is named "
                    + "'userID3' (set with 'swiftName')",
                "property 'USER-ID' of model 'Hostile' has the same Swift name 'userID' as 'userId'; it is named "
                    + "'userID4' (set with 'swiftName')",
            ]
        )
    }

    @Test func generatedModelKeepsWireNamesAsCodingKeys() throws {
        let files = SpecRoundTrip.expectLoadsAndGenerates(try Self.hostile.text(), path: "hostile.json")
        let source = files.map(\.contents).joined(separator: "\n")
        for wireName in ["+1", "-1", "created-at", "@type", "2fa_enabled", "user_id", "USER-ID"] {
            #expect(source.contains("forKey: \"\(wireName)\")"), "no coding key for '\(wireName)'")
        }
    }

    @Test func componentNamesBecomeTypeNamesAndCollisionsAreNumbered() throws {
        let harness = ImportHarness(
            components: """
                { "schemas": {
                  "io.k8s.api.core.v1.Pod": { "type": "object", "properties": {} },
                  "pet": { "type": "object", "properties": {} },
                  "Pet": { "type": "object", "properties": {} },
                  "404": { "type": "object", "properties": {} }
                } }
                """
        )
        #expect(
            try harness.spec().models.map(\.name) == ["IoK8sAPICoreV1Pod", "Model404", "Pet", "Pet2"],
            "\(harness.diagnostics) \(harness.result.specText ?? "")"
        )
        #expect(
            harness.diagnostics == [
                harness.warning(
                    "schema 'Pet' would be named 'Pet', which another model already uses; named 'Pet2'",
                    at: "\"Pet\""
                )
            ]
        )
    }
}
