import Testing

@testable import EndpointCodegen

/// Each `SwiftType` shape spelled as Swift source.
@Suite struct SwiftTypeTests {
    @Test(arguments: [
        (SwiftType.named("ProductDTO"), "ProductDTO"),
        (.named("CatalogEndpoints").member("Status"), "CatalogEndpoints.Status"),
        (.named("Endpoint").generic(.optional(.named("ProductDTO"))), "Endpoint<ProductDTO?>"),
        (.array(.optional(.named("Int"))), "[Int?]"),
        (.dictionary(key: .string, value: .array(.string)), "[String: [String]]"),
        (.optional(.array(.string)), "[String]?"),
        (.existential(.named("HTTPClient")), "any HTTPClient"),
        (.optional(.existential(.named("HTTPClient"))), "(any HTTPClient)?"),
        (.named("Indirect").generic(.named("NodeDTO")).optional, "Indirect<NodeDTO>?"),
    ])
    func spellsTheType(type: SwiftType, expected: String) {
        #expect(type.text == expected)
    }

    @Test func optionalIfWrapsOnlyWhenAsked() {
        #expect(SwiftType.string.optional(if: false) == .string)
        #expect(SwiftType.string.optional(if: true) == .optional(.string))
        #expect(SwiftType.string.optional(if: true).isOptional)
    }
}
