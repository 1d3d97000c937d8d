import EndpointSpec
import HTTPSemantics
import Testing

@testable import EndpointStubServer

@Suite("Routing requests by path template")
struct PathTemplateMatchingTests {
    // MARK: Matching decoded segments

    @Test func literalTextAroundAPlaceholderMustBeThere() {
        let template = PathTemplate("/files/{name}.json")
        #expect(template.match(["files", "report.json"]) == ["name": "report"])
        #expect(template.match(["files", "report.tar.json"]) == ["name": "report.tar"])
        #expect(template.match(["files", "report.xml"]) == nil)
        #expect(template.match(["files", ".json"]) == nil)
        #expect(template.match(["file", "report.json"]) == nil)
    }

    @Test func placeholdersSplitBetweenLiteralText() {
        let template = PathTemplate("/v1/{a}-{b}")
        #expect(template.match(["v1", "x-y"]) == ["a": "x", "b": "y"])
        #expect(template.match(["v1", "x-y-z"]) == ["a": "x", "b": "y-z"])
        #expect(template.match(["v1", "xy"]) == nil)
        #expect(template.match(["v1", "-y"]) == nil)
        #expect(template.match(["v1", "x-"]) == nil)
    }

    @Test func everyWayAPathFitsIsListedShortestFirst() {
        #expect(
            PathTemplate("/v1/{a}-{b}").matches(["v1", "x-y-z"]) == [["a": "x", "b": "y-z"], ["a": "x-y", "b": "z"]]
        )
        #expect(PathTemplate("/v1/{a}-{b}").matches(["v1", "x-y-z"], limit: 1) == [["a": "x", "b": "y-z"]])
        #expect(PathTemplate("/v1/{a}-{b}").matches(["v2", "x-y"]) == [])
    }

    @Test func literalTextIsComparedExactly() {
        #expect(PathTemplate("/caf\u{E9}/{id}").match(["cafe\u{301}", "1"]) == nil)
        #expect(PathTemplate("/Files/{id}").match(["files", "1"]) == nil)
    }

    @Test func extraOrMissingSegmentsDoNotMatch() {
        let template = PathTemplate("/files/{name}.json")
        #expect(template.match(["files", "a.json", "extra"]) == nil)
        #expect(template.match(["files", "a.json", ""]) == nil)
        #expect(template.match(["files"]) == nil)
        #expect(PathTemplate("/").match([""]) == [:])
        #expect(PathTemplate("/").match(["a"]) == nil)
    }

    @Test func aPlaceholderWrittenTwiceNeedsTheSameValue() {
        let template = PathTemplate("/{id}/{id}")
        #expect(template.match(["a", "a"]) == ["id": "a"])
        #expect(template.match(["a", "b"]) == nil)
    }

    // MARK: Through the stub (percent-decoding)

    private static let location = SourceLocation(file: "files.json", line: 1, column: 1)

    private static func endpoint(_ name: String, _ path: String, examples: [(String, String)]) -> EndpointDefinition {
        let names = PathTemplate(path).placeholderNames
        return EndpointDefinition(
            name: name,
            method: "GET",
            path: path,
            parameters: names.map {
                ParameterDefinition(
                    name: $0,
                    location: .path,
                    schema: Schema(.string, location: location),
                    isRequired: true,
                    sourceLocation: location
                )
            },
            responses: [ResponseDefinition(status: .code(200), schema: nil, location: location)],
            examples: examples.map { parameter, value in
                ExampleDefinition(
                    parameters: [SpecMember(names[0], .string(parameter))],
                    status: 200,
                    body: .string(value),
                    location: location
                )
            },
            location: location
        )
    }

    private let api = StubAPI(
        spec: Spec(
            name: "Files",
            endpoints: [
                endpoint("rawFile", "/files/{name}", examples: [("a b", "raw")]),
                endpoint("jsonFile", "/files/{name}.json", examples: [("a b", "json"), ("α/β", "slash")]),
            ],
            sourcePath: "files.json"
        )
    )

    private func body(_ target: String) throws -> String {
        var parser = HTTPRequestParser()
        parser.append(Array("GET \(target) HTTP/1.1\r\n\r\n".utf8))
        let response = api.respond(to: try #require(try parser.nextRequest()))
        #expect(response.status == 200)
        return String(decoding: response.body, as: UTF8.self)
    }

    @Test func matchesAfterPercentDecodingTheSegment() throws {
        #expect(try body("/files/a%20b.json") == #""json""#)
        #expect(try body("/files/%CE%B1%2F%CE%B2.json") == #""slash""#)
        #expect(try body("/files/a%20b%2Ejson") == #""json""#)
    }

    @Test func anAmbiguousPathIsServedByTheExampleOfAnyWayItFits() throws {
        let location = Self.location
        let pair = EndpointDefinition(
            name: "pair",
            method: "GET",
            path: "/v1/{a}-{b}",
            parameters: ["a", "b"].map {
                ParameterDefinition(
                    name: $0,
                    location: .path,
                    schema: Schema(.string, location: location),
                    isRequired: true,
                    sourceLocation: location
                )
            },
            responses: [ResponseDefinition(status: .code(200), schema: nil, location: location)],
            examples: [
                ExampleDefinition(
                    parameters: [SpecMember("a", .string("x-y")), SpecMember("b", .string("z"))],
                    status: 200,
                    body: .string("listed"),
                    location: location
                ),
                ExampleDefinition(parameters: [], status: 200, body: .string("any"), location: location),
            ],
            location: location
        )
        let api = StubAPI(spec: Spec(name: "Pairs", endpoints: [pair], sourcePath: "pairs.json"))
        var parser = HTTPRequestParser()
        parser.append(Array("GET /v1/x-y-z HTTP/1.1\r\n\r\nGET /v1/x-q-z HTTP/1.1\r\n\r\n".utf8))
        let listed = api.respond(to: try #require(try parser.nextRequest()))
        let other = api.respond(to: try #require(try parser.nextRequest()))
        #expect(String(decoding: listed.body, as: UTF8.self) == #""listed""#)
        #expect(String(decoding: other.body, as: UTF8.self) == #""any""#)
    }

    @Test func theTemplateWithMoreLiteralTextWins() throws {
        #expect(try body("/files/a%20b.json") == #""json""#)
        #expect(try body("/files/a%20b") == #""raw""#)
    }
}
