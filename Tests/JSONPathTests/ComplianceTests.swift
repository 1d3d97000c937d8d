import JSONPath
import Testing

/// Every case of the JSONPath Compliance Test Suite, in the suite's own terms: invalid selectors are rejected;
/// valid ones select exactly the expected nodes with the expected normalized paths, in order (or one of the allowed
/// orders where the RFC leaves it open).
@Suite struct ComplianceTests {
    @Test func theSuiteHasEveryCase() {
        #expect(ComplianceSuite.cases.count == 703)
        #expect(ComplianceSuite.cases.filter(\.isInvalid).count == 247)
    }

    @Test(arguments: ComplianceSuite.cases)
    func complianceCase(_ test: ComplianceCase) throws {
        if test.isInvalid {
            #expect(throws: JSONPathSyntaxError.self, "\(test.selector) must be rejected") {
                try JSONPathQuery(parsing: test.selector)
            }
            return
        }
        let query = try JSONPathQuery(parsing: test.selector)
        let document = try #require(test.document)
        let matches = query.select(in: document)
        let nodes = matches.map(\.node)
        let paths = matches.map(\.normalizedPath)
        #expect(!test.allowedResults.isEmpty)
        #expect(
            test.allowedResults.contains { $0.nodes == nodes && $0.paths == paths },
            "\(test.selector): got \(paths) \(nodes); expected \(test.allowedResults.map(\.paths))"
        )
        #expect(query.nodes(in: document) == nodes, "nodes(in:) selects what select(in:) does")
    }
}
