import Testing

@testable import EndpointSpec

/// The JSON parser tells the loader whether bundling can have anything to do: only a `$ref` holding a string that
/// is not a local pointer (`#…`) can name another file.
struct NonlocalReferenceFlagTests {
    @Test(arguments: [
        (##"{"a": {"$ref": "#/components/schemas/A"}, "b": [{"$ref": "#/x"}]}"##, false),
        (##"{"ref": "other.json", "$refs": "x.json", "$ref": 3}"##, false),
        (##"{"a": {"$ref": "schemas/a.yaml"}}"##, true),
        (##"{"a": [{"b": {"$ref": "common.json#/Error"}}]}"##, true),
        (##"{"a": {"\u0024ref": "a.json"}}"##, true),
        (##"{"a": {"$ref": ""}}"##, true),
    ])
    func flagsExactlyTheReferencesThatCanNameAnotherFile(text: String, expected: Bool) {
        let result = JSONParser.parse(Array(text.utf8), file: "t.json")
        #expect(result.root != nil)
        #expect(result.mayReferToOtherFiles == expected)
    }

    @Test func yamlIsAlwaysBundled() {
        let result = YAMLParser.parse(Array("a: {$ref: '#/b'}\n".utf8), file: "t.yaml")
        #expect(result.mayReferToOtherFiles)
    }
}
