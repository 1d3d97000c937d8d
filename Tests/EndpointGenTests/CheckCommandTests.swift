import Foundation
import Testing

@testable import endpoint_gen

// MARK: - Fixtures

/// The path of a file in `Fixtures/check`: a real GitHub response recorded by octokit (provenance in
/// `github-repository.source.txt`) and a first draft of a spec for it.
private func fixture(_ name: String) throws -> String {
    let directory = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
    return directory.appendingPathComponent("check").appendingPathComponent(name).path
}

/// Writes `text` to a fresh file named `name` and returns its path; the directory is removed by the caller.
private func temporaryFile(_ name: String, _ text: String, in directory: URL) throws -> String {
    let url = directory.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
}

// MARK: - A recorded body against a draft spec

struct CheckCommandRecordedBodyTests {
    @Test func everyMismatchOfARealBodyIsPrintedInOneRunWithItsLocationAndFix() throws {
        let body = try fixture("github-repository.json")
        let spec = try fixture("github-repository.endpoints.json")
        let result = run(["check", spec, "--endpoint", "getRepository", body])

        #expect(result.status == 1)
        #expect(result.errors.isEmpty, "\(result.errors)")
        let lines = result.output.split(separator: "\n").map(String.init)
        let diagnostics = lines.filter {
            $0.hasPrefix(body) && ($0.contains(": error: ") || $0.contains(": warning: "))
        }
        #expect(
            diagnostics.map { $0.dropFirst(body.count).split(separator: " ").prefix(2).joined(separator: " ") } == [
                ":1:1: error:", ":24:13: warning:", ":28:18: error:", ":74:15: error:", ":76:23: error:",
                ":78:15: error:", ":89:14: error:",
            ]
        )
        #expect(
            lines.contains(
                "\(body):1:1: error: at archived_reason: the spec says the required key `archived_reason`, the body has no such key in this object; make `archived_reason` optional in model `Repository`: mark it `\"optional\": true`, or leave it out of the model's `required` list if it is listed there"
            )
        )
        #expect(
            lines.contains(
                "\(body):28:18: error: at description: the spec says `string`, not nullable, the body has null; mark `description` nullable in model `Repository` (`\"nullable\": true`)"
            )
        )
        #expect(
            lines.contains(
                "\(body):76:23: error: at stargazers_count: the spec says `string`, the body has a number 0; change `stargazers_count` to `\"type\": \"integer\"` in model `Repository`"
            )
        )
        #expect(
            lines.contains(
                "\(body):89:14: error: at license: the spec says a `License` object, not nullable, the body has null; mark `license` nullable in model `Repository` (`\"nullable\": true`)"
            )
        )
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "\(body):24:13: warning: at owner.type: the spec says one of \"User\", the body has a string \"Organization\""
                )
            }
        )
        #expect(lines.contains("\(spec):13:9: note: the spec declares it here"))
        #expect(
            lines.last == "\(body): 6 mismatches and 1 warning with the `200` response of endpoint `getRepository`."
        )
    }

    @Test func theSpecFixedAsTheMismatchesSayMatchesTheBody() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var text = try String(contentsOfFile: try fixture("github-repository.endpoints.json"), encoding: .utf8)
        for key in ["description", "homepage", "language"] {
            text = text.replacingOccurrences(
                of: #""\#(key)": { "type": "string" }"#,
                with: #""\#(key)": { "type": "string", "nullable": true }"#
            )
        }
        text = text.replacingOccurrences(of: #""$ref": "License" }"#, with: #""$ref": "License", "nullable": true }"#)
        text = text.replacingOccurrences(
            of: #""stargazers_count": { "type": "string" }"#,
            with: #""stargazers_count": { "type": "integer" }"#
        )
        text = text.replacingOccurrences(of: #""enum": ["User"]"#, with: #""enum": ["User", "Organization"]"#)
        text = text.replacingOccurrences(
            of: #""archived_reason": { "type": "string" }"#,
            with: #""archived_reason": { "type": "string", "optional": true }"#
        )
        let spec = try temporaryFile("fixed.endpoints.json", text, in: directory)
        let body = try fixture("github-repository.json")

        let result = run(["check", spec, "--endpoint", "getRepository", body])
        #expect(result.errors.isEmpty, "\(result.errors)")
        #expect(result.output == "\(body): the body matches the `200` response of endpoint `getRepository`.\n")
        #expect(result.status == 0)
    }

    @Test func statusChoosesTheResponseToCheckAgainst() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let body = try temporaryFile(
            "error.json",
            #"{"message": "Not Found", "documentation_url": "https://docs.github.com"}"#,
            in: directory
        )
        let spec = try fixture("github-repository.endpoints.json")

        #expect(run(["check", spec, "--endpoint", "getRepository", "--status", "404", body]).status == 0)
        let asSuccess = run(["check", spec, "-e", "getRepository", body])
        #expect(asSuccess.status == 1)
        #expect(asSuccess.output.contains("at id: the spec says the required key `id`"))
    }
}

// MARK: - Bodies that are not JSON

struct CheckCommandBodyTests {
    @Test func aBodyThatIsNotJSONIsALocatedErrorAndExits1() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let body = try temporaryFile("cut.json", "{\"id\": 1,\n \"name\": \"hel", in: directory)
        let result = run([
            "check", try fixture("github-repository.endpoints.json"), "--endpoint", "getRepository", body,
        ])
        #expect(result.status == 1)
        #expect(result.errors.hasPrefix("\(body):2:"))
        #expect(result.errors.contains("\(body): the body is not valid JSON, so no client can decode it."))
    }

    @Test func anEmptyBodyIsAMismatchForAResponseWithASchema() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let body = try temporaryFile("empty.json", "\n", in: directory)
        let result = run([
            "check", try fixture("github-repository.endpoints.json"), "--endpoint", "getRepository", body,
        ])
        #expect(result.status == 1)
        #expect(
            result.output.hasPrefix(
                "\(body):1:1: error: at the body: the spec says a `Repository` object, the body has nothing"
            )
        )
    }
}

// MARK: - Usage

struct CheckCommandUsageTests {
    @Test func anUnknownEndpointIsAUsageErrorWithASuggestion() throws {
        let result = run([
            "check", try fixture("github-repository.endpoints.json"), "--endpoint", "getRepositry",
            try fixture("github-repository.json"),
        ])
        #expect(result.status == 64)
        #expect(
            result.errors.hasPrefix(
                "Error: No endpoint 'getRepositry' in the spec. Did you mean 'getRepository'?\n"
            )
        )
    }

    @Test func aStatusTheEndpointDoesNotDeclareIsAUsageError() throws {
        let result = run([
            "check", try fixture("github-repository.endpoints.json"), "--endpoint", "getRepository", "--status", "500",
            try fixture("github-repository.json"),
        ])
        #expect(result.status == 64)
        #expect(
            result.errors.hasPrefix(
                "Error: Endpoint 'getRepository' declares no response for status 500 (it declares 200, 404).\n"
            )
        )
    }

    @Test(arguments: [
        (
            ["check", "spec.json", "body.json"],
            "Error: Missing '--endpoint <name>' (or '--bodies <list>') for 'check'."
        ),
        (
            ["check", "spec.json", "--endpoint", "x"],
            "Error: Missing '<body.json>' for 'check': the recorded response body to check."
        ),
        (["check", "--endpoint", "x"], "Error: Missing '<spec>' and '<body.json>' for 'check'."),
        (
            ["check", "a", "b", "c", "--endpoint", "x"],
            "Error: Unexpected argument 'c': 'check' takes one spec and one body."
        ),
        (["check", "a", "b", "--endpoint"], "Error: Missing value for '--endpoint <name>'."),
        (
            ["check", "a", "b", "-e", "x", "--status", "abc"],
            "Error: Invalid value 'abc' for '--status': expected an HTTP status 100-599."
        ),
        (["check", "a", "b", "-e", "x", "--strict"], "Error: Unknown option '--strict' for 'check'."),
        (["check", "no-such-spec.json", "no-such-body.json", "-e", "x"], "Error: No such file 'no-such-spec.json'."),
    ])
    func badUsageExits64(arguments: [String], message: String) {
        let result = run(arguments)
        #expect(result.status == 64)
        #expect(result.errors.hasPrefix(message + "\n"), "\(result.errors)")
        #expect(
            result.errors.hasSuffix(
                "USAGE: \(CheckRequest.usage)\n  See 'endpoint-gen check --help' for more information.\n"
            )
        )
        #expect(result.output.isEmpty)
    }

    @Test func helpDescribesCheck() {
        let result = run(["--help"])
        #expect(
            result.output.contains("endpoint-gen check <spec> --endpoint <name> [--status <code>] [--config <file>")
        )
        #expect(result.output.contains("Prints every mismatch"))
    }
}
