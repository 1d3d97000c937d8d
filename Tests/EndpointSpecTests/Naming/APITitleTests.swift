import Testing

@testable import EndpointSpec

@Suite("Short API names from OpenAPI titles")
struct APITitleTests {
    @Test(arguments: [
        ("Swagger Petstore - OpenAPI 3.0", "Petstore"),
        ("Hacker News Search API (Algolia)", "Hacker News Search"),
        ("GitHub v3 REST API", "GitHub"),
        ("Twilio - Oauth", "Twilio Oauth"),
        ("DataTypes | v1", "DataTypes"),
        ("Train Travel API", "Train Travel"),
        ("USPTO Data Set API", "USPTO Data Set"),
        ("The Stripe API", "Stripe"),
        ("Full Stack FastAPI Project", "Full Stack FastAPI Project"),
        ("API", "API"),
        ("OpenAPI 3.0", "OpenAPI 3.0"),
        ("(Beta)", "Beta"),
        ("Weather [internal] Service: v2", "Weather"),
        ("Kubernetes", "Kubernetes"),
        ("Pet (unclosed", "Pet unclosed"),
    ])
    func dropsGenericWordsButNeverEverything(title: String, expected: String) {
        #expect(APITitle.shortName(title) == expected)
    }
}
