@_spi(Generated) import EndpointRuntime
import EndpointTesting
import Foundation
import OpenAPIGitHubErrorsAPI
import Testing

/// Error bodies recorded from api.github.com (Fixtures/github-errors, provenance in SOURCES.txt), answered with the
/// recorded status and media type and decoded through the client the plugin imports from an excerpt of GitHub's own
/// OpenAPI description (Tests/Fixtures/OpenAPIGitHubErrorsAPI).
struct RecordedGitHubErrorTests {
    private func recorded(_ name: String) throws -> String {
        let url = try #require(
            Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures/github-errors")
        )
        return String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }

    /// A client whose every request is answered with the recorded body `name` and `status`.
    private func client(answering name: String, status: Int) throws -> GitHubClient {
        let http = SpyHTTPClient(
            status: status,
            headers: ["Content-Type": "application/json; charset=utf-8"],
            body: try recorded(name)
        )
        return GitHubClient(httpClient: http)
    }

    @Test func a422WithAnErrorsArrayIsTheValidationFailedCase() async throws {
        let client = try client(answering: "422-create-label", status: 422)
        let error = try await #require(throws: GitHubEndpoints.IssuesCreateLabelError.self) {
            _ = try await client.issuesCreateLabel(
                owner: "octokit-fixture-org",
                repo: "errors",
                body: IssuesCreateLabelRequestDTO(name: "foo", color: "invalid")
            )
        }
        // `validation_failed`, the components/responses entry the 422 refers to, names the case.
        guard case .validationFailed(let response) = error else {
            Issue.record("expected validationFailed, got \(error)")
            return
        }
        #expect(response.statusCode == 422)
        #expect(response.body.message == "Validation Failed")
        #expect(response.body.documentationURL == "https://developer.github.com/v3/issues/labels/#create-a-label")
        let detail = try #require(response.body.errors?.first)
        #expect([detail.resource, detail.field, detail.code] == ["Label", "color", "invalid"])
        #expect(response.rawBody == Data(try recorded("422-create-label").utf8))
        // The imported spec marks no message property, so the description names only the status.
        #expect(error.description == "The server answered 422 Unprocessable Content.")
    }

    @Test func a404WithAMessageIsTheNotFoundCase() async throws {
        let client = try client(answering: "404-get-repository", status: 404)
        let error = try await #require(throws: GitHubEndpoints.ReposGetError.self) {
            _ = try await client.reposGet(owner: "jacquev6", repo: "Xxx")
        }
        guard case .notFound(let response) = error else {
            Issue.record("expected notFound, got \(error)")
            return
        }
        #expect(response.body.message == "Not Found")
        #expect(response.body.documentationURL == nil)
        #expect(error.statusCode == 404)
    }

    @Test func a401IsTheRequiresAuthenticationCase() async throws {
        let client = try client(answering: "401-get-authenticated-user", status: 401)
        let error = try await #require(throws: GitHubEndpoints.UsersGetAuthenticatedError.self) {
            _ = try await client.usersGetAuthenticated()
        }
        guard case .requiresAuthentication(let response) = error else {
            Issue.record("expected requiresAuthentication, got \(error)")
            return
        }
        #expect(response.body.message == "Bad credentials")
        #expect(error.description == "The server answered 401 Unauthorized.")
    }

    @Test func aRecordedBodyTheDescriptionNoLongerAllowsKeepsItsBytes() async throws {
        // Recorded in 2012, before GitHub's description required documentation_url in a validation error.
        let client = try client(answering: "422-create-public-key-2012", status: 422)
        let error = try await #require(throws: APIError.self) {
            _ = try await client.usersCreatePublicSSHKeyForAuthenticatedUser(
                body: UsersCreatePublicSSHKeyForAuthenticatedUserRequestDTO(title: "Bad key", key: "xxx")
            )
        }
        guard case .decoding(let failure) = error else {
            Issue.record("expected a decoding failure, got \(error)")
            return
        }
        #expect(failure.statusCode == 422)
        #expect(failure.codingPath == "documentation_url")
        #expect(failure.body == Data(try recorded("422-create-public-key-2012").utf8))
    }
}
