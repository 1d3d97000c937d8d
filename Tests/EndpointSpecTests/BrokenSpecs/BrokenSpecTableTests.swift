import Foundation
import Testing

@testable import EndpointSpec

@Suite("Broken specs produce exact diagnostics")
struct BrokenSpecTableTests {
    @Test(arguments: BrokenSpecCase.all)
    func producesExpectedDiagnostics(_ brokenSpec: BrokenSpecCase) {
        #expect(brokenSpec.actualDiagnostics() == brokenSpec.expected)
    }

    @Test(arguments: BrokenSpecCase.all)
    func returnsASpecOnlyWithoutErrors(_ brokenSpec: BrokenSpecCase) {
        let result = SpecLoader.load(text: Array(brokenSpec.text.utf8), path: "spec.json")
        #expect(result.hasErrors == (result.spec == nil))
    }
}
