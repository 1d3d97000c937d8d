import Testing

@testable import EndpointSpec

/// A large spec's model and endpoint checks run on two threads and report exactly what one thread reports, in the
/// same order.
struct ValidationThreadsTests {
    @Test func twoThreadsReportWhatOneThreadReports() throws {
        let count = SpecValidator.concurrencyThreshold
        var models: [String] = []
        var endpoints: [String] = []
        for index in 0..<count {
            models.append(#""Item\#(index)": {"properties": {"id": {"type": "string"}}}"#)
            // HEAD responses with a body: a warning from the endpoint checks.
            endpoints.append(
                #""item\#(index)": {"method": "HEAD", "path": "/items/\#(index)", "#
                    + #""responses": {"200": {"$ref": "Item\#(index)"}}}"#
            )
        }
        let text =
            #"{"name": "Big", "models": {\#(models.joined(separator: ","))}, "#
            + #""endpoints": {\#(endpoints.joined(separator: ","))}}"#
        var spec = try #require(SpecLoader.load(text: Array(text.utf8), path: "big.json").spec)
        // Two models whose names are the same Swift type: an error from the model checks.
        var twin = spec.models[0]
        twin.name = "item0"
        spec.models.append(twin)

        var oneThread = SpecValidator(importedSpec: spec)
        oneThread.validate(allowingThreads: false)
        var twoThreads = SpecValidator(importedSpec: spec)
        twoThreads.validate()

        let expected = oneThread.log.sortedDiagnostics.map(\.description)
        #expect(expected.contains { $0.contains("error") })
        #expect(expected.filter { $0.contains("HEAD") }.count == count)
        #expect(twoThreads.log.sortedDiagnostics.map(\.description) == expected)
    }
}
