import EndpointCodegen
import EndpointOpenAPI
import EndpointSpec
import Foundation
import Testing

/// The document's `servers`: named entries of the generated `Server`, their variables typed, relative URLs left out.
struct ServerImportTests {
    @Test func aLoneServerWithoutVariablesStaysThePlainBaseURL() throws {
        let harness = ImportHarness(
            extra: #""servers": [{ "url": "https://api.example.com/v1/", "description": "Prod" }]"#
        )
        let spec = try harness.spec()
        #expect(spec.baseURL == "https://api.example.com/v1")
        #expect(spec.servers.isEmpty)
        #expect(!(try harness.text()).contains("\"servers\""))
        #expect(harness.diagnostics.isEmpty)
    }

    @Test func everyServerIsKeptAndNamedAfterItsDescription() throws {
        let harness = ImportHarness(
            extra: #"""
                "servers": [
                  { "url": "https://api.example.com", "description": "Production server" },
                  { "url": "https://sandbox.example.com", "description": "The sandbox environment" },
                  { "url": "https://staging.example.com/", "description": "Staging (EU)" }
                ]
                """#
        )
        let spec = try harness.spec()
        #expect(spec.servers.map(\.name) == ["production", "sandbox", "stagingEU"])
        #expect(
            spec.servers.map(\.url) == [
                "https://api.example.com", "https://sandbox.example.com", "https://staging.example.com",
            ]
        )
        #expect(spec.baseURL == "https://api.example.com")
        #expect(harness.diagnostics.isEmpty)
    }

    @Test func variablesKeepTheirDefaultsAndEnumValues() throws {
        let harness = ImportHarness(
            extra: #"""
                "servers": [{
                  "url": "https://{region}.example.com:{port}/{base}/",
                  "description": "Regional",
                  "variables": {
                    "region": { "default": "eu", "enum": ["eu", "us-east", "eu"], "description": "Data region" },
                    "port": { "default": 8443, "enum": [443, 8443] },
                    "base": { "default": "v2" },
                    "unused": { "default": "x" }
                  }
                }]
                """#
        )
        let spec = try harness.spec()
        let server = try #require(spec.servers.first)
        #expect(server.name == "regional")
        #expect(server.url == "https://{region}.example.com:{port}/{base}")
        #expect(
            server.variables == [
                .init(name: "region", defaultValue: "eu", values: ["eu", "us-east"], description: "Data region"),
                .init(name: "port", defaultValue: "8443", values: ["443", "8443"]),
                .init(name: "base", defaultValue: "v2"),
            ]
        )
        #expect(spec.baseURL == "https://eu.example.com:8443/v2")
        #expect(harness.diagnostics.isEmpty)
    }

    @Test func aLoneServerWithVariablesButNoDescriptionIsTheDefault() throws {
        let harness = ImportHarness(
            extra:
                #""servers": [{ "url": "https://{tenant}.example.com", "variables": { "tenant": { "default": "demo" } } }]"#
        )
        #expect(try harness.spec().servers.map(\.name) == ["default"])
    }

    @Test func serversWithoutDescriptionsAreNamedAfterWhatSetsTheirHostsApart() throws {
        let harness = ImportHarness(
            extra: #"""
                "servers": [
                  { "url": "https://api.eu.example.com" },
                  { "url": "https://api.us.example.com" },
                  { "url": "https://api.us.example.com/v2", "description": "us" },
                  { "url": "https://api.example.com/v1", "description": "A description that is a whole sentence long." }
                ]
                """#
        )
        // The third's description and host name are the second's; the fourth's description is a sentence and its
        // host shares everything with the others', so its path names it.
        #expect(try harness.spec().servers.map(\.name) == ["eu", "us", "server3", "v1"])
    }

    @Test func aRelativeServerIsLeftOutWithALocatedWarning() throws {
        let harness = ImportHarness(
            extra: #""servers": [{ "url": "/api/v3" }, { "url": "https://petstore.example.com/api/v3" }]"#
        )
        let spec = try harness.spec()
        #expect(spec.baseURL == "https://petstore.example.com/api/v3")
        #expect(spec.servers.isEmpty)
        #expect(
            harness.diagnostics == [
                harness.warning(
                    "servers[0].url '/api/v3' is relative to where the document is served, which the importer does "
                        + "not know; the server is left out (pass the server's URL as 'baseURL:' to the client)",
                    at: "\"/api/v3\""
                )
            ]
        )
    }

    @Test func aServerWithAnUndeclaredVariableOrADefaultOutsideItsEnumIsReported() throws {
        let harness = ImportHarness(
            extra: #"""
                "servers": [
                  { "url": "https://{zone}.example.com" },
                  { "url": "https://{region}.example.com", "variables": { "region": { "default": "mars", "enum": ["eu"] } } }
                ]
                """#
        )
        let spec = try harness.spec()
        #expect(spec.servers.map(\.name) == ["default"])
        #expect(spec.servers.first?.variables.first?.values == [])
        #expect(
            harness.diagnostics == [
                harness.warning(
                    "servers[0].url 'https://{zone}.example.com' cannot be used: its '{zone}' has no entry under "
                        + "'variables'; the server is left out",
                    at: "\"https://{zone}.example.com\""
                ),
                harness.warning(
                    "servers[1] variable 'region': its default 'mars' is not one of its 'enum' values, so it takes "
                        + "any string",
                    at: "\"mars\""
                ),
            ]
        )
    }

    /// Server lists as real documents write them: a relative URL, descriptions naming two servers alike, a placeholder
    /// with no variable, a default outside its enum, a variable the URL does not use, two variables with one Swift
    /// name, a variable named by nothing. What the spec format's server rules reject is left out with a located
    /// warning; the rest passes them, as imported (validated in memory) and as converted text (the harness reloads it).
    @Test func corpusShapedServerListsKeepWhatTheServerRulesAllow() throws {
        let harness = ImportHarness(
            extra: #"""
                "servers": [
                  { "url": "/v1", "description": "Production" },
                  { "url": "https://api.example.com/v1", "description": "Production" },
                  { "url": "https://api.example.com/v2", "description": "Production" },
                  { "url": "https://{tenant}.example.com/{version}", "variables": { "tenant": { "default": "demo" } } },
                  { "url": "https://{region}.example.com", "description": "Regional",
                    "variables": { "region": { "default": "mars", "enum": ["eu", "us"] }, "port": { "default": "443" } } },
                  { "url": "https://{api_version}.example.com/{apiVersion}",
                    "variables": { "api_version": { "default": "a" }, "apiVersion": { "default": "b" } } },
                  { "url": "https://{}.example.com", "variables": { "": { "default": "x" } } }
                ]
                """#
        )
        let spec = try harness.spec()
        #expect(spec.servers.map(\.name) == ["production", "api", "regional"])
        #expect(
            spec.servers.map(\.url) == [
                "https://api.example.com/v1", "https://api.example.com/v2", "https://{region}.example.com",
            ]
        )
        #expect(spec.servers.last?.variables == [.init(name: "region", defaultValue: "mars")])
        #expect(
            harness.diagnostics == [
                harness.warning(
                    "servers[0].url '/v1' is relative to where the document is served, which the importer does not "
                        + "know; the server is left out (pass the server's URL as 'baseURL:' to the client)",
                    at: "\"/v1\""
                ),
                harness.warning(
                    "servers[3].url 'https://{tenant}.example.com/{version}' cannot be used: its '{version}' has no "
                        + "entry under 'variables'; the server is left out",
                    at: "\"https://{tenant}"
                ),
                harness.warning(
                    "servers[4] variable 'region': its default 'mars' is not one of its 'enum' values, so it takes "
                        + "any string",
                    at: "\"mars\""
                ),
                harness.warning(
                    "servers[5].url 'https://{api_version}.example.com/{apiVersion}' cannot be used: its variables "
                        + "'api_version' and 'apiVersion' are both 'apiVersion' in Swift; the server is left out",
                    at: "\"https://{api_version}"
                ),
                harness.warning(
                    "servers[6].url 'https://{}.example.com' cannot be used: '{}' is not a variable name; the server "
                        + "is left out",
                    at: "\"https://{}"
                ),
            ]
        )
    }

    /// Variables that only the document's acronyms spell alike (`peer_vpc`, `peerVPC`: `peerVPC`) would be one
    /// parameter twice: the server is left out.
    @Test func variablesAreComparedAsTheClientSpellsThemWithTheDocumentsAcronyms() throws {
        let harness = ImportHarness(
            extra: #"""
                "servers": [
                  { "url": "https://api.example.com", "description": "Production" },
                  { "url": "https://{peer_vpc}.example.com/{peerVPC}",
                    "variables": { "peer_vpc": { "default": "a" }, "peerVPC": { "default": "b" } } }
                ]
                """#
        )
        #expect(try harness.spec().servers.map(\.name) == [])
        #expect(
            harness.warningMessages == [
                "servers[1].url 'https://{peer_vpc}.example.com/{peerVPC}' cannot be used: its variables 'peer_vpc' "
                    + "and 'peerVPC' are both 'peerVPC' in Swift; the server is left out"
            ]
        )
    }

    @Test func theImportedServersGenerateTheServerType() throws {
        let harness = ImportHarness(
            extra: #"""
                "servers": [
                  { "url": "https://api.example.com", "description": "Production" },
                  { "url": "https://{region}.sandbox.example.com", "description": "Sandbox",
                    "variables": { "region": { "default": "eu", "enum": ["eu", "us"] } } }
                ]
                """#
        )
        let client = try #require(
            CodeGenerator.generate(try harness.spec()).first { $0.name.hasSuffix("Client.swift") }
        )
        #expect(client.contents.contains("public static func sandbox(region: Region = .eu) -> Server {"))
        #expect(client.contents.contains("public init(server: Server = .production, httpClient:"))
    }
}
