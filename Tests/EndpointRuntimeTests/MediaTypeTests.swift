@_spi(Generated) import EndpointRuntime
import EndpointTestSupport
import Foundation
import Testing

@Suite("MediaType")
struct MediaTypeTests {
    @Test(
        "JSON media types are recognised",
        arguments: [
            "application/json", "application/json; charset=utf-8", "Application/JSON;charset=UTF-8",
            "application/problem+json", " application/vnd.api+json ; ext=x",
        ]
    )
    func jsonIsRecognised(contentType: String) {
        #expect(MediaType.isJSON(contentType))
    }

    @Test(
        "other media types are not JSON",
        arguments: ["text/html", "text/html; charset=utf-8", "text/json", "application/jsonp", "application/xml", ""]
    )
    func othersAreRejected(contentType: String) {
        #expect(!MediaType.isJSON(contentType))
    }

    @Test func missingContentTypeIsNotJSON() {
        #expect(!MediaType.isJSON(nil))
    }

    // MARK: Against the definition

    /// The media type's essence, trimmed and lowercased with Foundation, checked as the documentation says.
    private static func referenceIsJSON(_ contentType: String) -> Bool {
        let essence = String(contentType.prefix { $0 != ";" })
            .trimmingCharacters(in: CharacterSet(charactersIn: " \t")).lowercased()
        return essence == "application/json" || (essence.hasPrefix("application/") && essence.hasSuffix("+json"))
    }

    @Test func agreesWithTheDefinitionOnGeneratedValues() {
        var generator = SeededGenerator(seed: 0x3ED1_A7E5)
        let pieces = [
            "application", "APPLICATION", "Application", "/", "json", "JSON", "+", "+json", "+JSON", " ", "\t", ";",
            "charset=utf-8", "x", "problem", "text", "jsonp", "vnd.api",
        ]
        for _ in 0..<5000 {
            let value = (0..<Int.random(in: 0...6, using: &generator)).map { _ in
                pieces.randomElement(using: &generator) ?? ""
            }.joined()
            #expect(MediaType.isJSON(value) == Self.referenceIsJSON(value), "\(value.debugDescription)")
        }
    }
}
