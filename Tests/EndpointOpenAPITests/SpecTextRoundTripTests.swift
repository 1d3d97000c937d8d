import EndpointSpec
import Testing

/// Text the importer writes survives a round trip through the spec loader exactly.
struct SpecTextRoundTripTests {
    @Test func descriptionsWithQuotesBackslashesAndControlCharactersRoundTrip() throws {
        let description = "Say \"hi\" \\ then\ttab\nnew line \u{1} and ünïcødé 🚂"
        let escaped = description.unicodeScalars.map { scalar -> String in
            switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "\n": "\\n"
            case "\t": "\\t"
            case "\u{1}": "\\u0001"
            default: String(scalar)
            }
        }.joined()
        let harness = ImportHarness(
            #"{ "openapi": "3.0.0", "info": { "title": "T", "version": "1", "description": ""# + escaped
                + #"" }, "paths": {} }"#
        )
        #expect(try harness.spec().description == description)
    }

    @Test func pathsThatAreNotAnObjectAreReported() throws {
        let harness = ImportHarness(#"{ "openapi": "3.0.0", "info": { "title": "T", "version": "1" }, "paths": [] }"#)
        #expect(try harness.spec().endpoints.isEmpty)
        #expect(
            harness.diagnostics == [
                harness.warning("'paths' must be an object, found an array; the spec has no endpoints", at: "[]")
            ]
        )
    }
}
