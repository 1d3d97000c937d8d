import EndpointSpec
import Testing

@testable import EndpointCodegen

private typealias B = SpecBuilders

/// An error enumeration several endpoints share is named after what it holds, never after one of them.
@Suite struct SharedErrorTypeNameTests {
    // MARK: Words

    @Test func aSharedTypeIsNamedAfterItsCasesInStatusOrder() {
        #expect(Self.name([(404, "notFound")]) == "NotFoundError")
        #expect(Self.name([(401, "unauthorized"), (404, "notFound")]) == "UnauthorizedOrNotFoundError")
        #expect(
            Self.name([(400, "badRequest"), (401, "unauthorized"), (404, "notFound")])
                == "BadRequestUnauthorizedOrNotFoundError"
        )
    }

    @Test func manyResponsesKeepTheFirstTwoWords() {
        let cases = [(400, "badRequest"), (401, "unauthorized"), (403, "forbidden"), (404, "notFound")]
        #expect(Self.name(cases) == "BadRequestUnauthorizedOrMoreError")
    }

    @Test func componentNamesLoseTheirUninformativeEndings() {
        #expect(SharedErrorTypeName.word(forCase: "notFoundResponse") == "NotFound")
        #expect(SharedErrorTypeName.word(forCase: "unauthorizedError") == "Unauthorized")
        #expect(SharedErrorTypeName.word(forCase: "throttlingException") == "Throttling")
        #expect(SharedErrorTypeName.word(forCase: "validationErrorResponse") == "Validation")
        #expect(SharedErrorTypeName.word(forCase: "internalServerError") == "InternalServer")
        // Nothing would be left: the word stays whole.
        #expect(SharedErrorTypeName.word(forCase: "error") == "Error")
        #expect(SharedErrorTypeName.word(forCase: "response") == "Response")
    }

    @Test func aCaseNamedLikeANumberGivesItsStatusPhrase() {
        // openbanking.org.uk names its components `400Error`, `401Error`, … (case names `_400Error`, …).
        #expect(Self.name([(400, "_400Error"), (401, "_401Error")]) == "BadRequestOrUnauthorizedError")
    }

    @Test func repeatedWordsAreSpelledOnce() {
        #expect(Self.name([(400, "validationError"), (422, "validation")]) == "ValidationError")
    }

    @Test func defaultIsOther() {
        let cases = [
            SharedErrorTypeName.Case(status: .code(404), name: "notFound"),
            SharedErrorTypeName.Case(status: .default, name: "other"),
        ]
        #expect(SharedErrorTypeName.describing(cases) == "NotFoundOrOtherError")
    }

    @Test func aCaseNameThatSaysNothingGivesWayToTheStatusThenTheBodyModel() {
        // A component called `Error` (case `error`): the status's phrase.
        #expect(Self.name([(404, "notFound"), (500, "error")]) == "NotFoundOrInternalServerError")
        // AWS documents declare each exception as a code without a phrase (480, 481, …): the body model's name.
        let cases = [
            SharedErrorTypeName.Case(status: .code(480), name: "status480", bodyModel: "ResourceNotFoundException"),
            SharedErrorTypeName.Case(status: .code(481), name: "status481", bodyModel: "LimitExceededException"),
        ]
        #expect(SharedErrorTypeName.describing(cases) == "ResourceNotFoundOrLimitExceededError")
        // AWS's XML documents describe each exception's text body by its name.
        let described = [
            SharedErrorTypeName.Case(status: .code(480), name: "status480", description: "LimitExceededException"),
            SharedErrorTypeName.Case(status: .code(481), name: "status481", description: "Already exists."),
        ]
        #expect(SharedErrorTypeName.describing(described) == "LimitExceededOrStatus481Error")
        // Nothing better: the case name.
        #expect(Self.name([(481, "status481")]) == "Status481Error")
    }

    // MARK: In a client

    @Test func theTypeMostEndpointsThrowIsTheAPIsAndOthersAreNamedAfterTheirResponses() {
        let table = NameTable(
            spec: Snippets.spec(
                models: [Self.problem],
                endpoints: [
                    Self.endpoint("accountGet", errors: [401, 404]),
                    Self.endpoint("dropletsList", errors: [401, 404]),
                    Self.endpoint("domainsList", errors: [401, 404]),
                    Self.endpoint("regionsList", errors: [401, 404]),
                    Self.endpoint("imagesDelete", errors: [404, 409]),
                    Self.endpoint("sshKeysDelete", errors: [404, 409]),
                    Self.endpoint("volumesCreate", errors: [400]),
                ]
            )
        )
        // Four of the seven endpoints with an error enumeration throw it: the API's.
        for name in ["accountGet", "dropletsList", "domainsList", "regionsList"] {
            #expect(table.endpoint(name).responses.sharedErrorType == "ShopError")
        }
        #expect(table.endpoint("domainsList").responses.errorType == "DomainsListError")
        #expect(table.endpoint("imagesDelete").responses.sharedErrorType == "NotFoundOrConflictError")
        #expect(table.endpoint("sshKeysDelete").responses.sharedErrorType == "NotFoundOrConflictError")
        // Only one endpoint declares it: the operation's name.
        #expect(table.endpoint("volumesCreate").responses.sharedErrorType == nil)
        #expect(table.endpoint("volumesCreate").responses.errorType == "VolumesCreateError")
        #expect(table.errorTypeUsers["ShopError"] == ["accountGet", "domainsList", "dropletsList", "regionsList"])
        #expect(table.errorTypeUsers["AccountGetError"] == nil)
        #expect(table.errorTypeUsers["VolumesCreateError"] == ["volumesCreate"])
    }

    @Test func halfOfTheEndpointsIsNotTheAPI() {
        let table = NameTable(
            spec: Snippets.spec(
                models: [Self.problem],
                endpoints: [
                    Self.endpoint("a", errors: [404]), Self.endpoint("b", errors: [404]),
                    Self.endpoint("c", errors: [409]), Self.endpoint("d", errors: [409]),
                ]
            )
        )
        #expect(table.endpoint("a").responses.sharedErrorType == "NotFoundError")
        #expect(table.endpoint("c").responses.sharedErrorType == "ConflictError")
    }

    @Test func aSharedNameAnyOtherTypeHasGetsANumber() {
        // `notFound`'s own error type is `NotFoundError`; the model's type is `ShopErrorDTO`, not in the way.
        let table = NameTable(
            spec: Snippets.spec(
                models: [Self.problem],
                endpoints: [
                    Self.endpoint("notFound", errors: [400]),
                    Self.endpoint("b", errors: [404]), Self.endpoint("c", errors: [404]),
                    Self.endpoint("d", errors: [409]), Self.endpoint("e", errors: [409]),
                    Self.endpoint("f", errors: [410]), Self.endpoint("g", errors: [410]),
                ]
            )
        )
        #expect(table.endpoint("notFound").responses.errorType == "NotFoundError")
        #expect(table.endpoint("b").responses.sharedErrorType == "NotFoundError2")
    }

    @Test func aSharedNameADomainTypeHasGetsANumber() {
        // The user's type keeps its name in the endpoint namespace, where generated code may name it.
        var domain = B.object("Missing", [B.property("message", B.schema(.string))])
        domain.typeOverride = "NotFoundError"
        let table = NameTable(
            spec: Snippets.spec(
                models: [Self.problem, domain],
                endpoints: [
                    Self.endpoint("b", errors: [404]), Self.endpoint("c", errors: [404]),
                    Self.endpoint("d", errors: [409]), Self.endpoint("e", errors: [409]),
                ]
            )
        )
        #expect(table.endpoint("b").responses.sharedErrorType == "NotFoundError2")
    }

    @Test func theFirstEndpointDeclaresTheSharedTypeAndEveryOneAliasesIt() {
        let spec = Snippets.spec(
            models: [Self.problem],
            endpoints: [Self.endpoint("b", errors: [404]), Self.endpoint("c", errors: [404])]
        )
        let first = Snippets.endpoint("b", in: spec)
        #expect(first.contains("public enum ShopError: EndpointRuntime.ResponseError {"))
        #expect(first.contains("The error responses `b` and `c` declare, each with its decoded body."))
        #expect(first.contains("public typealias BError = ShopError"))
        let second = Snippets.endpoint("c", in: spec)
        #expect(!second.contains("enum ShopError"))
        #expect(second.contains("public typealias CError = ShopError"))
    }

    // MARK: Helpers

    private static let problem = B.object("Problem", [B.property("message", B.schema(.string))])

    private static func name(_ cases: [(Int, String)]) -> String {
        SharedErrorTypeName.describing(cases.map { SharedErrorTypeName.Case(status: .code($0.0), name: $0.1) })
    }

    private static func endpoint(_ name: String, errors: [Int]) -> EndpointDefinition {
        EndpointDefinition(
            name: name,
            method: "GET",
            path: "/" + name,
            responses: [B.response(200, nil)] + errors.map { B.response($0, B.schema(.reference("Problem"))) },
            location: B.here
        )
    }
}
