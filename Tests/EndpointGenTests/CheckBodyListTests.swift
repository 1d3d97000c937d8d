import EndpointSpec
import Testing

@testable import endpoint_gen

/// The lines of a `check --bodies` list: `ENDPOINT [STATUS] BODY`, comments and blank lines skipped, every line
/// that does not fit located.
struct CheckBodyListTests {
    @Test func eachLineNamesAnEndpointAnOptionalStatusAndABody() throws {
        let list = CheckBodyList.parse(
            """
            # endpoint  status  body
            getProduct          product.json

            getProduct  404\tmissing.json\r
              listProducts -    recordings/all products.json  
            """,
            file: "list.txt"
        )
        #expect(list.diagnostics.isEmpty)
        #expect(
            list.entries.map(\.body) == [
                CheckedBody(endpointName: "getProduct", status: nil, bodyPath: "product.json"),
                CheckedBody(endpointName: "getProduct", status: 404, bodyPath: "missing.json"),
                CheckedBody(endpointName: "listProducts", status: nil, bodyPath: "recordings/all products.json"),
            ]
        )
        try #require(list.entries.count == 3)
        #expect(list.entries[1].statusLocation == SourceLocation(file: "list.txt", line: 4, column: 13))
        #expect(list.entries[1].bodyLocation == SourceLocation(file: "list.txt", line: 4, column: 17))
        #expect(list.entries[2].endpointLocation == SourceLocation(file: "list.txt", line: 5, column: 3))
        // Without a status on the line, a problem with the response is reported at the endpoint.
        #expect(list.entries[0].statusLocation == list.entries[0].endpointLocation)
    }

    @Test func aLineThatDoesNotFitIsLocatedAndTheOthersStillCount() {
        let list = CheckBodyList.parse(
            "getProduct\ngetProduct 999 body.json\ngetProduct 200\ngetProduct - \nlistProducts all.json\n",
            file: "list.txt"
        )
        #expect(list.entries.map(\.body.bodyPath) == ["all.json"])
        #expect(
            list.diagnostics.map(\.description) == [
                "list.txt:1:11: error: missing the body's path: a line of the list is 'ENDPOINT [STATUS] BODY'",
                "list.txt:2:12: error: invalid status '999': expected an HTTP status 100-599, or '-' for the "
                    + "endpoint's success response",
                "list.txt:3:15: error: missing the body's path: a line of the list is 'ENDPOINT [STATUS] BODY'",
                "list.txt:4:13: error: missing the body's path: a line of the list is 'ENDPOINT [STATUS] BODY'",
            ]
        )
    }

    @Test func anEmptyListNamesNothing() {
        let list = CheckBodyList.parse("\n# nothing yet\n\n", file: "list.txt")
        #expect(list.entries.isEmpty)
        #expect(list.diagnostics.isEmpty)
    }
}
