import EndpointCodegen
import EndpointSpec
import Testing

/// A document's acronyms are spelled one way across its client (issue 38), shaped like the corpus: an AWS-style
/// document that writes `ARN` in operation IDs and `Arn` in properties, a NetBox-style one with a `VLAN` tag beside
/// `vlan` properties and `VlanGroup` schemas, SCREAMING_CASE enumeration values and English capital runs.
struct AcronymImportTests {
    private static let harness = ImportHarness(
        paths: """
            {
              "/vlans": {
                "get": { "operationId": "listVLANs", "tags": ["ipam VLANs"],
                  "parameters": [
                    { "name": "vlan_group_id", "in": "query", "schema": { "type": "string" } },
                    { "name": "sortOR", "in": "query", "schema": { "type": "string" } }
                  ],
                  "responses": { "200": { "description": "OK", "content": { "application/json": {
                    "schema": { "$ref": "#/components/schemas/VlanGroup" } } } } } }
              },
              "/resources/{arn}": {
                "parameters": [{ "name": "arn", "in": "path", "required": true, "schema": { "type": "string" } }],
                "get": { "operationId": "getResourceByARN", "tags": ["ipam VLANs"],
                  "responses": { "200": { "description": "OK", "content": { "application/json": {
                    "schema": { "$ref": "#/components/schemas/ResourceArnList" } } } } } }
              }
            }
            """,
        components: """
            {
              "schemas": {
                "VlanGroup": { "type": "object", "properties": {
                  "vlan_count": { "type": "integer" },
                  "peerVlans": { "type": "array", "items": { "type": "string" } },
                  "isON": { "type": "boolean" },
                  "status": { "type": "string", "enum": ["ACTIVE", "IN_USE", "vlanReserved"] },
                  "vlan_kind": { "type": "string", "enum": ["a", "b"] }
                } },
                "VlanDto": { "type": "object", "properties": { "dto_version": { "type": "string" } } },
                "ResourceArnList": { "type": "object", "properties": {
                  "resourceArns": { "type": "array", "items": { "type": "string" } },
                  "OwnerArn": { "type": "string" }
                } }
              }
            }
            """
    )

    @Test func theDocumentsAcronymsAreFoundInItsNames() throws {
        let spec = try Self.harness.spec()
        #expect(spec.acronyms.words == ["ARN", "DTO", "VLAN"])
    }

    @Test func everyKindOfNameSpellsThemInCapitals() throws {
        let spec = try Self.harness.spec()
        #expect(spec.models.map(\.name) == ["ResourceARNList", "VLANDTO", "VLANGroup"])
        #expect(spec.endpoints.map(\.name).sorted() == ["getResourceByARN", "listVLANs"])
        let source = CodeGenerator.generate(spec).map(\.contents).joined(separator: "\n")
        for declared in [
            "struct VLANGroupDTO", "struct ResourceARNListDTO", "var vlanCount", "var peerVLANs", "var isON",
            "var resourceARNs", "var ownerARN", "case vlanReserved", "enum VLANKind", "func listVLANs(",
            "vlanGroupID: String", "func getResourceByARN(", "struct VLANDTODTO", "var dtoVersion",
        ] {
            #expect(source.contains(declared), "\(declared)")
        }
        let declaredNames = source.split(separator: "\n").compactMap { line -> Substring? in
            let words = line.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
            guard
                let index = words.firstIndex(where: { ["struct", "enum", "case", "var", "let", "func"].contains($0) }),
                index + 1 < words.count
            else { return nil }
            return words[index + 1]
        }
        #expect(!declaredNames.isEmpty)
        #expect(declaredNames.filter { $0.contains("Vlan") || $0.contains("Arn") || $0.contains("Dto") }.isEmpty)
    }

    @Test func screamingValuesAndEnglishRunsAreNotAcronyms() throws {
        let spec = try Self.harness.spec()
        let source = CodeGenerator.generate(spec).map(\.contents).joined(separator: "\n")
        #expect(source.contains("case active"))
        #expect(source.contains("case inUse"))
        #expect(!spec.acronyms.words.contains("ON"))
        #expect(!spec.acronyms.words.contains("OR"))
    }
}
