import Testing

@testable import EndpointSpec

/// `servers` are checked in the validator (`SpecValidator+Servers`): a written list not empty, each server's variables
/// (an `enum` listing a value and holding the `default`, a name without braces that no other variable spells the
/// same in Swift, with the spec's acronyms), its name (a Swift identifier other than a member of `Server`), its URL
/// (placeholders declared, variables used, an absolute http(s) URL with every value), and names unique. A spec meets
/// these rules however it was made: written (at the decoder's locations), configured (once, at the same locations)
/// or built in memory (at the start of its file, since a built server has no location).
@Suite("Servers: one validation stage")
struct ServerValidationTests {
    private static let spec = #"""
        {"name": "T", "servers": [{"name": "a", "url": "https://{zone}.example.com"},
         {"name": "b", "url": "https://b.example.com", "variables": {"x": {"default": "1"}}},
         {"name": "c", "url": "https://{r}.example.com", "variables": {"r": {"default": "mars", "enum": ["eu"]}}},
         {"name": "url", "url": "https://d.example.com"},
         {"name": "e", "url": "/relative"},
         {"name": "f", "url": "https://f.example.com"}, {"name": "f", "url": "https://g.example.com"},
         {"name": "h", "url": "https://{v}.example.com", "variables": {"v": {"default": "x", "enum": []}}},
         {"name": "i", "url": "https://{}.example.com/{a_b}/{aB}",
          "variables": {"": {"default": "x"}, "a_b": {"default": "y"}, "aB": {"default": "z"}}},
         {"name": "2j", "url": "https://j.example.com"}],
         "endpoints": {}}
        """#

    private static let expected = [
        "t.json:1:48: error: server 'a': the URL's '{zone}' is not declared under 'variables'",
        "t.json:2:23: error: server 'b': variable 'x' is not used in the URL 'https://b.example.com'",
        "t.json:3:81: error: the 'default' of server 3 variable 'r', 'mars', is not one of its 'enum' values",
        "t.json:4:11: error: a server's 'name' must be a Swift identifier other than 'Type', 'init', 'self' "
            + "and 'url', such as 'production' or 'sandbox'; found 'url'",
        "t.json:5:23: error: server 'e': 'url' must be an absolute http or https URL such as "
            + "'https://{region}.api.example.com/v1', found '/relative'",
        "t.json:6:49: error: two servers are named 'f'; server names must be unique",
        "t.json:7:94: error: 'enum' of server 8 variable 'v' must list at least one value",
        "t.json:9:17: error: server 9 variable '' must be a name without braces that no other variable of the "
            + "server spells the same in Swift",
        "t.json:9:64: error: server 9 variable 'aB' must be a name without braces that no other variable of the "
            + "server spells the same in Swift",
        "t.json:10:11: error: a server's 'name' must be a Swift identifier other than 'Type', 'init', 'self' "
            + "and 'url', such as 'production' or 'sandbox'; found '2j'",
    ]

    @Test(arguments: ValidationStages.Stage.allCases)
    func aSpecTextGetsEachRuleOnceAtTheDecodersLocations(stage: ValidationStages.Stage) {
        #expect(ValidationStages.messages(of: Self.spec, path: "t.json", at: stage) == Self.expected)
    }

    @Test(arguments: ValidationStages.Stage.allCases)
    func anEmptyListIsReportedWhereItIsWritten(stage: ValidationStages.Stage) {
        let text = #"{"name": "T", "servers": [], "endpoints": {}}"#
        #expect(
            ValidationStages.messages(of: text, path: "t.json", at: stage) == [
                "t.json:1:26: error: 'servers' must list at least one server"
            ]
        )
    }

    /// Two variables that codegen spells the same only with the spec's acronyms (`peerVPC`) would be one parameter
    /// twice: the rule names variables as codegen does.
    @Test(arguments: ValidationStages.Stage.allCases)
    func variableNamesAreComparedWithTheSpecsAcronyms(stage: ValidationStages.Stage) {
        let servers = #"""
            "servers": [{"name": "a", "url": "https://{peer_vpc}.example.com/{peerVPC}",
             "variables": {"peer_vpc": {"default": "x"}, "peerVPC": {"default": "y"}}}], "endpoints": {}}
            """#
        #expect(ValidationStages.messages(of: #"{"name": "T", "# + servers, path: "t.json", at: stage) == [])
        #expect(
            ValidationStages.messages(of: #"{"name": "T", "acronyms": ["VPC"], "# + servers, path: "t.json", at: stage)
                == [
                    "t.json:2:46: error: server 1 variable 'peerVPC' must be a name without braces that no other "
                        + "variable of the server spells the same in Swift"
                ]
        )
    }

    // MARK: - In memory

    typealias InMemoryCase = ValidationStages.InMemoryCase<[ServerDefinition]>

    private static let cleanSpec = #"""
        {"name": "T", "servers": [{"name": "production", "url": "https://api.example.com"},
         {"name": "regional", "url": "https://{region}.example.com",
          "variables": {"region": {"default": "eu", "enum": ["eu", "us"]}}}], "endpoints": {}}
        """#

    static let inMemoryCases: [InMemoryCase] = [
        InMemoryCase(testDescription: "an unchanged spec", change: { _ in }, expected: []),
        InMemoryCase(
            testDescription: "a name repeated",
            change: { $0[1] = ServerDefinition(name: "production", url: "https://b.example.com") },
            expected: ["t.json:1:1: error: two servers are named 'production'; server names must be unique"]
        ),
        InMemoryCase(
            testDescription: "a reserved name",
            change: { $0[0].name = "self" },
            expected: [
                "t.json:1:1: error: a server's 'name' must be a Swift identifier other than 'Type', 'init', 'self' "
                    + "and 'url', such as 'production' or 'sandbox'; found 'self'"
            ]
        ),
        InMemoryCase(
            testDescription: "a placeholder without a variable and a variable the URL does not use",
            change: { $0[1].url = "https://{zone}.example.com" },
            expected: [
                "t.json:1:1: error: server 'regional': the URL's '{zone}' is not declared under 'variables'",
                "t.json:1:1: error: server 'regional': variable 'region' is not used in the URL "
                    + "'https://{zone}.example.com'",
            ]
        ),
        InMemoryCase(
            testDescription: "a value that makes the URL relative",
            change: { $0[1].url = "{region}/v1" },
            expected: [
                "t.json:1:1: error: server 'regional': 'url' must be an absolute http or https URL such as "
                    + "'https://{region}.api.example.com/v1', found '{region}/v1'"
            ]
        ),
        InMemoryCase(
            testDescription: "a default outside the enum",
            change: { $0[1].variables[0].defaultValue = "mars" },
            expected: [
                "t.json:1:1: error: the 'default' of server 2 variable 'region', 'mars', is not one of its 'enum' values"
            ]
        ),
        InMemoryCase(
            testDescription: "no enum: any string",
            change: { $0[1].variables[0].values = [] },
            expected: []
        ),
        InMemoryCase(
            testDescription: "two variables with one Swift name",
            change: {
                $0[1].url = "https://{region}.example.com/{Region}"
                $0[1].variables.append(ServerDefinition.Variable(name: "Region", defaultValue: "x"))
            },
            expected: [
                "t.json:1:1: error: server 2 variable 'Region' must be a name without braces that no other variable "
                    + "of the server spells the same in Swift"
            ]
        ),
    ]

    @Test(arguments: inMemoryCases)
    func aSpecBuiltInMemoryGetsTheSameRules(_ testCase: InMemoryCase) throws {
        var spec = try #require(ValidationStages.cleanSpec(Self.cleanSpec, path: "t.json"))
        try testCase.change(&spec.servers)
        #expect(ValidationStages.messages(ofSpecInMemory: spec) == testCase.expected)
    }
}
