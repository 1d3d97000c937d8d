import EndpointCodegen
import EndpointSpec
import Testing

/// A document's run-together words made of its acronyms and its other words are spelled as those words (issue 47),
/// shaped like DigitalOcean's: `gpuinfo` and `Vpcnatgateways` beside `GPU`, `VPC` and `NAT` written in capitals.
struct AcronymCompoundImportTests {
    private static let harness = ImportHarness(
        paths: """
            {
              "/v2/vpc_nat_gateways": {
                "get": { "operationId": "vpcnatgateways_list", "tags": ["VPC NAT Gateways"],
                  "parameters": [{ "name": "gpuinfo", "in": "query", "schema": { "type": "string" } }],
                  "responses": { "200": { "description": "OK", "content": { "application/json": {
                    "schema": { "$ref": "#/components/schemas/gpuinfo" } } } } } }
              },
              "/v2/gpus/{gpu_id}": {
                "get": { "operationId": "getGPU", "tags": ["VPC NAT Gateways"],
                  "parameters": [{ "name": "gpu_id", "in": "path", "required": true, "schema": { "type": "string" } }],
                  "responses": { "200": { "description": "OK", "content": { "application/json": {
                    "schema": { "$ref": "#/components/schemas/Vpcnatgateways" } } } } } }
              }
            }
            """,
        components: """
            {
              "schemas": {
                "gpuinfo": { "type": "object", "properties": {
                  "info": { "type": "string" }, "description": { "type": "string" }, "NATRule": { "type": "string" }
                } },
                "Vpcnatgateways": { "type": "object", "properties": { "gateways": { "type": "string" } } }
              }
            }
            """
    )

    @Test func runTogetherWordsAreFoundAndWrittenInTheSpecText() throws {
        let spec = try Self.harness.spec()
        #expect(spec.acronyms.words == ["GPU", "NAT", "VPC"])
        #expect(spec.acronyms.compounds == ["gpu_info", "vpc_nat_gateways"])
        #expect(try Self.harness.text().contains("gpu_info"))
    }

    @Test func everyNameSpellsThemAsTheirWords() throws {
        let spec = try Self.harness.spec()
        #expect(spec.models.map(\.name).sorted() == ["GPUInfo", "VPCNATGateways"])
        let source = CodeGenerator.generate(spec).map(\.contents).joined(separator: "\n")
        for declared in [
            "struct GPUInfoDTO", "struct VPCNATGatewaysDTO", "func vpcNATGatewaysList(", "gpuInfo: String?",
        ] {
            #expect(source.contains(declared), "\(declared)")
        }
        #expect(!source.contains("Gpuinfo") && !source.contains("Vpcnat") && !source.contains("DEscription"))
        #expect(NamingCensus(spec: spec).mixedCaseAcronyms == 0)
    }
}
