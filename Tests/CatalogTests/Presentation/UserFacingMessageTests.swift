import CatalogDomain
import CatalogPresentation
@_spi(Generated) import EndpointRuntime
import Foundation
import Testing

@Suite("UserFacingMessage")
struct UserFacingMessageTests {
    /// An error from an outer layer that explains itself.
    struct StubDescribedFailure: DescribedFailure {
        let userMessage: String
    }

    /// An error with internals that must not reach the user.
    struct LeakyError: Error {
        let secret = "token=abc123"
    }

    @Test(
        "translates domain errors",
        arguments: [
            (ProductError.notFound("p-9"), "No product with id 'p-9'."),
            (ProductError.invalidProduct, "The catalog returned an invalid product."),
            (SearchError.queryTooShort, "The search query must be at least 2 characters."),
            (SearchError.invalidLimit(0), "The result limit must be a positive number, not 0."),
        ] as [(any Error, String)]
    )
    func translatesDomainErrors(error: any Error, expected: String) {
        #expect(UserFacingMessage.describe(error) == expected)
    }

    @Test("a described failure speaks for itself")
    func describedFailureSpeaksForItself() {
        let failure = StubDescribedFailure(
            userMessage: "The catalog service answered 503 Service Unavailable after 3 attempts."
        )
        #expect(
            UserFacingMessage.describe(failure)
                == "The catalog service answered 503 Service Unavailable after 3 attempts."
        )
    }

    @Test("any other error gets a generic message without its internals")
    func otherErrorsGetGenericMessage() {
        let message = UserFacingMessage.describe(LeakyError())
        #expect(message == "Something went wrong: an unexpected LeakyError error. Please try again.")
        #expect(!message.contains("abc123"))
    }

    @Test("a runtime error without a conformance shows no response body")
    func runtimeErrorShowsNoBody() {
        let error = APIError.unexpectedStatus(code: 503, body: Data("internal stack trace".utf8))
        let message = UserFacingMessage.describe(error)
        #expect(message.hasPrefix("Something went wrong"))
        #expect(!message.contains("stack trace"))
    }

    @Test("cancellation gets a neutral message")
    func cancellationIsNeutral() {
        #expect(UserFacingMessage.describe(CancellationError()) == "The request was cancelled.")
    }
}
