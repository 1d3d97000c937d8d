import EndpointSpec
import Testing

@Suite("Decoding the spec's servers")
struct ServerDecodingTests {
    private func load(_ servers: String, extra: String = "") -> SpecLoadResult {
        let text = """
            {"name": "T", \(extra)"servers": \(servers), "endpoints": {}}
            """
        return SpecLoader.load(text: Array(text.utf8), path: "t.json")
    }

    @Test func serversAreKeptInOrderAndTheFirstIsTheBaseURL() throws {
        let result = load(
            #"""
            [{"name": "production", "url": "https://api.example.com", "description": "Live"},
             {"name": "regional", "url": "https://{region}.example.com:{port}",
              "variables": {"region": {"default": "eu", "enum": ["eu", "us"]}, "port": {"default": "443"}}}]
            """#
        )
        #expect(result.diagnostics.map(\.description) == [])
        let spec = try #require(result.spec)
        #expect(spec.baseURL == "https://api.example.com")
        #expect(spec.servers.map(\.name) == ["production", "regional"])
        #expect(spec.servers.last?.defaultURL == "https://eu.example.com:443")
        #expect(spec.servers.last?.variables.map(\.values) == [["eu", "us"], []])
    }

    @Test func brokenServersAreLocatedErrors() {
        let result = load(
            #"""
            [{"name": "a", "url": "https://{zone}.example.com"},
             {"name": "b", "url": "https://b.example.com", "variables": {"x": {"default": "1"}}},
             {"name": "c", "url": "https://{r}.example.com", "variables": {"r": {"default": "mars", "enum": ["eu"]}}},
             {"name": "url", "url": "https://d.example.com"},
             {"name": "e", "url": "/relative"},
             {"name": "f", "url": "https://f.example.com"}, {"name": "f", "url": "https://g.example.com"}]
            """#,
            extra: #""baseURL": "https://api.example.com", "#
        )
        #expect(
            result.diagnostics.map(\.description) == [
                "t.json:1:26: error: give either 'baseURL' or 'servers', not both: the first server is the default "
                    + "base URL",
                "t.json:1:86: error: server 'a': the URL's '{zone}' is not declared under 'variables'",
                "t.json:2:23: error: server 'b': variable 'x' is not used in the URL 'https://b.example.com'",
                "t.json:3:81: error: the 'default' of server 3 variable 'r', 'mars', is not one of its 'enum' values",
                "t.json:4:11: error: a server's 'name' must be a Swift identifier other than 'Type', 'init', 'self' "
                    + "and 'url', such as 'production' or 'sandbox'; found 'url'",
                "t.json:5:23: error: server 'e': 'url' must be an absolute http or https URL such as "
                    + "'https://{region}.api.example.com/v1', found '/relative'",
                "t.json:6:49: error: two servers are named 'f'; server names must be unique",
            ]
        )
        #expect(result.spec == nil)
    }
}
