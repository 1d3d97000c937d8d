import EndpointSpec
import HTTPSemantics
import Testing

@Suite("PathTemplate: the one parse of an endpoint path")
struct PathTemplateTests {
    private typealias Part = PathTemplate.Part

    private func parts(_ text: String) -> [[Part]] {
        PathTemplate(text).segments.map(\.parts)
    }

    // MARK: Segments

    @Test func wholeSegmentPlaceholders() {
        #expect(parts("/products/{id}") == [[.literal("products")], [.placeholder("id")]])
    }

    @Test func placeholdersShareASegmentWithLiteralText() {
        #expect(parts("/files/{name}.json") == [[.literal("files")], [.placeholder("name"), .literal(".json")]])
        #expect(parts("/v1/{a}-{b}") == [[.literal("v1")], [.placeholder("a"), .literal("-"), .placeholder("b")]])
        #expect(parts("/x{y}z") == [[.literal("x"), .placeholder("y"), .literal("z")]])
    }

    @Test func rootAndEmptySegments() {
        #expect(parts("/") == [[]])
        #expect(parts("/a/") == [[.literal("a")], []])
        #expect(parts("/a//b") == [[.literal("a")], [], [.literal("b")]])
        #expect(PathTemplate("/").segments.allSatisfy { $0.isLiteral })
    }

    @Test func aTemplateWithoutLeadingSlashStillSplits() {
        #expect(parts("products/{id}") == [[.literal("products")], [.placeholder("id")]])
    }

    // MARK: Placeholders

    @Test func placeholdersKnowWhereTheirBraceIs() {
        let template = PathTemplate("/v1/{a}-{bé}")
        #expect(template.placeholders.map(\.name) == ["a", "bé"])
        #expect(template.placeholders.map(\.offset) == [4, 8])
        #expect(template.syntaxError == nil)
    }

    @Test func placeholderNamesAreListedOnceInPathOrder() {
        let template = PathTemplate("/{b}/{a}/{b}")
        #expect(template.placeholders.map(\.name) == ["b", "a", "b"])
        #expect(template.placeholderNames == ["b", "a"])
    }

    // MARK: Syntax errors

    @Test(
        arguments: [
            ("/a/{id", PathTemplate.SyntaxError.Kind.unclosedBrace, 3),
            ("/a/id}", .unopenedBrace, 5),
            ("/a/{i{d}}", .nestedBrace, 5),
            ("/a/{}", .emptyPlaceholder, 3),
        ]
    )
    func malformedTemplatesNameTheFirstProblemAndWhere(text: String, kind: PathTemplate.SyntaxError.Kind, offset: Int) {
        #expect(PathTemplate(text).syntaxError == PathTemplate.SyntaxError(kind: kind, offset: offset))
    }

    @Test func theBracesOfAMalformedTemplateStayLiteralText() {
        #expect(parts("/a/{}") == [[.literal("a")], [.literal("{}")]])
        #expect(parts("/a/{b/c") == [[.literal("a")], [.literal("{b")], [.literal("c")]])
        #expect(parts("/x}/{y}") == [[.literal("x}")], [.placeholder("y")]])
    }

    @Test func syntaxErrorsDescribeThemselves() {
        #expect(PathTemplate("/{a").syntaxError?.description == "a '{' without a closing '}'")
        #expect(PathTemplate("/{}").syntaxError?.description == "an empty placeholder '{}'")
    }

    // MARK: In the endpoint model

    @Test func anEndpointParsesItsPathOnceAndAgainWhenItChanges() {
        let location = SourceLocation(file: "spec.json", line: 1, column: 1)
        var endpoint = EndpointDefinition(
            name: "get",
            method: "GET",
            path: "/files/{name}.json",
            responses: [],
            location: location
        )
        #expect(endpoint.pathTemplate.placeholderNames == ["name"])
        endpoint.path = "/v1/{a}-{b}"
        #expect(endpoint.pathTemplate == PathTemplate("/v1/{a}-{b}"))
        #expect(endpoint.path == "/v1/{a}-{b}")
    }
}
