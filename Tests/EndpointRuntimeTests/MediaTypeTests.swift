import EndpointRuntime
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
}
