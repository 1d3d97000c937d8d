import JSONPath
import Testing

/// The public API beyond the compliance suite: singularity, node lists, numbers, names compared by scalars.
@Suite struct QueryAPITests {
    @Test(arguments: [
        ("$", true), ("$.a", true), ("$['a'][0]", true), ("$[-1].b", true), ("$ .a [ 'b' ]", true),
        ("$.*", false), ("$..a", false), ("$[0,1]", false), ("$[0:1]", false), ("$[?@]", false), ("$['a','b']", false),
    ])
    func singularQueries(query: String, isSingular: Bool) throws {
        #expect(try JSONPathQuery(parsing: query).isSingular == isSingular)
    }

    @Test func queriesCompareByText() throws {
        let query = try JSONPathQuery(parsing: "$.paths[*].get")
        #expect(query == (try JSONPathQuery(parsing: "$.paths[*].get")))
        #expect(query.description == "$.paths[*].get")
        #expect(query.text == "$.paths[*].get")
    }

    @Test func nodesWithoutLocations() throws {
        let document: JSONValue = ["paths": ["/a": ["get": 1, "put": 2], "/b": ["get": 3]]]
        let query = try JSONPathQuery(parsing: "$.paths[*].get")
        #expect(query.nodes(in: document) == [1, 3])
        #expect(
            query.select(in: document).map(\.normalizedPath) == ["$['paths']['/a']['get']", "$['paths']['/b']['get']"]
        )
    }

    @Test func namesAndStringsCompareByScalarsNotCanonicalEquivalence() throws {
        let composed = "\u{E9}"
        let decomposed = "e\u{301}"
        let document: JSONValue = .object([.init(composed, 1), .init(decomposed, 2)])
        #expect(try JSONPathQuery(parsing: "$['e\\u0301']").nodes(in: document) == [2])
        #expect(try JSONPathQuery(parsing: "$['\\u00e9']").nodes(in: document) == [1])
        let strings: JSONValue = [.string(composed), .string(decomposed)]
        #expect(try JSONPathQuery(parsing: "$[?@ == 'e\\u0301']").nodes(in: strings) == [.string(decomposed)])
        // U+00E9 sorts after U+0065 by scalar value.
        #expect(try JSONPathQuery(parsing: "$[?@ > 'e\\u0301']").nodes(in: strings) == [.string(composed)])
    }

    @Test func numbersCompareByExactValue() throws {
        let document = try TestJSONParser.parse(
            "[1, 1.0, 10e-1, 0.1E1, -0, 0, 9007199254740993, 9007199254740992, 1e400, 12345678901234567890123]"
        )
        func count(_ filter: String) throws -> Int {
            try JSONPathQuery(parsing: "$[?\(filter)]").nodes(in: document).count
        }
        #expect(try count("@ == 1") == 4)
        #expect(try count("@ == 0") == 2)
        #expect(try count("@ == -0.0e5") == 2)
        #expect(try count("@ == 9007199254740993") == 1)
        #expect(try count("@ > 9007199254740992") == 3)
        #expect(try count("@ == 1e400") == 1)
        #expect(try count("@ < 1.0000000000000000000001") == 6)
    }

    @Test func numberTextAndConversions() throws {
        #expect(JSONPathNumber(text: "1.50e+2") == 150)
        #expect(JSONPathNumber(text: "-0") == 0)
        for invalid in ["", "-", "01", "1.", ".5", "+1", "1e", "1e+", "0x1", "1 ", "NaN", "Infinity", "--1"] {
            #expect(JSONPathNumber(text: invalid) == nil, "\(invalid)")
        }
        #expect(JSONPathNumber(Double(0.1))?.description == "0.1")
        #expect(JSONPathNumber(0.1).description == "0.1")
        #expect(JSONPathNumber(Double.infinity) == nil)
        #expect(JSONPathNumber(text: "1e400")?.description == "1e+400")
        #expect(JSONPathNumber(text: "-12.5e-10")?.description == "-1.25e-9")
        #expect(JSONPathNumber(text: "1234.5")?.description == "1234.5")
        #expect(JSONPathNumber(text: "0.00012")?.description == "0.00012")
        #expect(JSONPathNumber(text: "1e2")?.intValue == 100)
        #expect(JSONPathNumber(text: "1.5")?.intValue == nil)
        #expect(JSONPathNumber(Int.min).intValue == Int.min)
        #expect(JSONPathNumber(text: "99999999999999999999")?.intValue == nil)
        #expect(JSONPathNumber(text: "2.5")?.doubleValue == 2.5)
        #expect(JSONPathNumber(-3) < JSONPathNumber(-2.5))
        #expect(JSONPathNumber(text: "1e-400")! > 0)
        #expect(JSONPathNumber(text: "-1e-400")! < 0)
    }
}
