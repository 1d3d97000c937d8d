import EndpointSpec
import Testing

/// Repository methods over pages (`pages`), error mappings by the error body's code (`when`) and request bodies built
/// from domain values (`domain.request`) in the spec format: decoded, and every mistake located with a did-you-mean.
struct RepositoryShapeTests {
    /// A spec whose `Widget` list is cursor-paged, whose `createWidget` takes a `WidgetCreate` and answers 422 with a
    /// `Problem` holding a `ProblemCode`, with `methods` and the `WidgetCreate` model's `domain`.
    private static func spec(methods: String, createDomain: String = "") -> String {
        """
        {
          "name": "Shapes",
          "models": {
            "Widget": { "properties": { "id": { "type": "string" } }, "required": ["id"] },
            "WidgetPage": {
              "properties": { "data": { "type": "array", "items": { "$ref": "Widget" } }, "next": { "type": "string" } },
              "required": ["data"]
            },
            "WidgetCreate": {
              "properties": { "name": { "type": "string" }, "size": { "type": "integer" } },
              "required": ["name", "size"]\(createDomain)
            },
            "ProblemCode": { "type": "string", "enum": ["name_taken", "quota_exceeded"] },
            "Problem": { "properties": { "code": { "$ref": "ProblemCode" }, "count": { "type": "integer" } } }
          },
          "endpoints": {
            "listWidgets": {
              "method": "GET", "path": "/widgets",
              "parameters": { "cursor": { "in": "query", "type": "string" } },
              "responses": { "200": { "$ref": "WidgetPage" } },
              "pagination": { "kind": "cursor", "items": "data", "cursorParameter": "cursor", "nextCursor": "next" }
            },
            "getWidgets": { "method": "GET", "path": "/all-widgets", "responses": { "200": { "$ref": "WidgetPage" } } },
            "createWidget": {
              "method": "POST", "path": "/widgets", "body": { "$ref": "WidgetCreate" },
              "responses": { "201": { "$ref": "Widget" }, "422": { "$ref": "Problem" } }
            }
          },
          "repositories": { "Widgets": { "methods": { \(methods) } } }
        }
        """
    }

    private static let create =
        #""create": { "endpoint": "createWidget", "parameters": [{ "name": "widget", "type": "WidgetCreateDTO", "to": "body" }], "returns": "WidgetDTO", "#

    /// `line:column` of the first `needle` in `text`.
    private static func location(of needle: String, in text: String) -> String {
        guard let range = text.range(of: needle) else { return "'\(needle)' not found" }
        let before = text[..<range.lowerBound]
        let line = before.count { $0 == "\n" } + 1
        let column =
            before.distance(
                from: before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex,
                to: before.endIndex
            ) + 1
        return "shapes.json:\(line):\(column)"
    }

    private static func diagnostics(_ text: String) -> [String] {
        SpecLoader.load(text: Array(text.utf8), path: "shapes.json").diagnostics.map(\.description)
    }

    // MARK: - Pages

    @Test func aPagedMethodDecodesAndValidates() throws {
        let text = Self.spec(methods: #""all": { "endpoint": "listWidgets", "returns": "WidgetDTO", "pages": true }"#)
        let result = SpecLoader.load(text: Array(text.utf8), path: "shapes.json")
        #expect(result.diagnostics.isEmpty)
        #expect(result.spec?.repositories.first?.methods.first?.walksPages == true)
    }

    @Test func aPagedMethodOverAnEndpointWithoutPaginationIsAnError() {
        let text = Self.spec(methods: #""all": { "endpoint": "getWidgets", "returns": "WidgetDTO", "pages": true }"#)
        #expect(
            Self.diagnostics(text) == [
                "\(Self.location(of: "\"pages\"", in: text)): error: 'pages' walks the pages of endpoint 'getWidgets', "
                    + "which declares no 'pagination'; declare how its pages follow (the endpoint's 'pagination', or the "
                    + "configuration's 'pagination')"
            ]
        )
    }

    @Test func aPagedMethodReturningADomainTypeWithoutAMappingIsAnError() {
        let text = Self.spec(methods: #""all": { "endpoint": "listWidgets", "returns": "Widget", "pages": true }"#)
        #expect(
            Self.diagnostics(text) == [
                "\(Self.location(of: "\"Widget\", \"pages\"", in: text)): error: method 'all' returns 'Widget', but "
                    + "model 'Widget', the items of endpoint 'listWidgets', has no 'domain' mapping, so each item can "
                    + "only be returned as 'WidgetDTO'; add a 'domain' mapping to model 'Widget' or return 'WidgetDTO'"
            ]
        )
    }

    // MARK: - Errors by code

    @Test func severalCodesUnderOneStatusDecodeInOrderBeforeTheStatusMapping() throws {
        let text = Self.spec(
            methods: Self.create
                + #""errors": { "422": [{ "throw": "E.other" }, { "when": { "code": "name_taken" }, "throw": "E.taken" }, { "when": { "code": "quota_exceeded" }, "throw": "E.quota" }] } }"#
        )
        let result = SpecLoader.load(text: Array(text.utf8), path: "shapes.json")
        #expect(result.diagnostics.isEmpty)
        let errors = try #require(result.spec?.repositories.first?.methods.first?.errors)
        #expect(errors.map(\.error) == ["E.taken", "E.quota", "E.other"])
        #expect(errors.map(\.condition?.value) == ["name_taken", "quota_exceeded", nil])
    }

    @Test func aCodeThatIsNoCaseOfTheEnumerationGetsTheClosest() {
        let text = Self.spec(
            methods: Self.create + #""errors": { "422": { "when": { "code": "name_takn" }, "throw": "E.taken" } } }"#
        )
        #expect(
            Self.diagnostics(text) == [
                "\(Self.location(of: "\"name_takn\"", in: text)): error: 'when' compares 'code' with 'name_takn', "
                    + "which is not one of its values ('name_taken', 'quota_exceeded'); did you mean 'name_taken'?"
            ]
        )
    }

    @Test func aMemberThatIsNeitherStringNorEnumerationIsAnError() {
        let text = Self.spec(
            methods: Self.create + #""errors": { "422": { "when": { "count": "3" }, "throw": "E.three" } } }"#
        )
        #expect(
            Self.diagnostics(text) == [
                "\(Self.location(of: "\"count\": \"3\"", in: text)): error: 'when' compares 'count' with '3', but it is "
                    + "not a string or a string enumeration in the body of the 422 response of endpoint 'createWidget'"
            ]
        )
    }

    @Test func aWhenWithTwoMembersOrAStatusWithoutAnErrorBodyIsAnError() {
        let text = Self.spec(
            methods: Self.create
                + #""errors": { "422": { "when": { "code": "a", "count": "b" }, "throw": "E.a" }, "404": { "when": { "code": "x" }, "throw": "E.x" } } }"#
        )
        let diagnostics = Self.diagnostics(text)
        #expect(
            diagnostics.contains(
                "\(Self.location(of: "\"when\": { \"code\": \"a\"", in: text)): error: 'when' must name exactly one "
                    + #"member of the error body and its value, such as { "code": "name_taken" }, found 2 members"#
            ),
            "\(diagnostics)"
        )
        #expect(
            diagnostics.contains(
                "\(Self.location(of: "\"code\": \"x\"", in: text)): error: 'when' reads 'code' from the body of the 404 "
                    + "response, but endpoint 'createWidget' declares no error response with a body for 404; did you mean 422?"
            ),
            "\(diagnostics)"
        )
    }

    // MARK: - Request bodies from domain values

    @Test func aRequestMappingDecodesOntoTheModel() throws {
        let text = Self.spec(
            methods: Self.create + "\"errors\": {} }",
            createDomain:
                #", "domain": { "request": { "type": "NewWidget", "arguments": { "name": { "from": "title" }, "size": { "from": "size.units" } } } }"#
        )
        let result = SpecLoader.load(text: Array(text.utf8), path: "shapes.json")
        #expect(result.diagnostics.isEmpty)
        let model = try #require(result.spec?.model(named: "WidgetCreate"))
        #expect(model.domainMapping == nil)
        #expect(model.requestMapping?.typeName == "NewWidget")
        #expect(model.requestMapping?.arguments.map(\.property) == ["title", "size.units"])
    }

    @Test func aRequestArgumentNamingNoMemberAndAnUnsetRequiredMemberAreErrors() {
        let text = Self.spec(
            methods: Self.create + "\"errors\": {} }",
            createDomain:
                #", "domain": { "request": { "type": "NewWidget", "arguments": { "nam": { "from": "name" } } } }"#
        )
        #expect(
            Self.diagnostics(text) == [
                "\(Self.location(of: "\"request\"", in: text)): error: 'request' does not set required property 'name' "
                    + #"of model 'WidgetCreate'; add "name": { "from": … } to its 'arguments'"#,
                "\(Self.location(of: "\"request\"", in: text)): error: 'request' does not set required property 'size' "
                    + #"of model 'WidgetCreate'; add "size": { "from": … } to its 'arguments'"#,
                "\(Self.location(of: "\"nam\"", in: text)): error: 'request' sets 'nam', which is not a property of "
                    + "model 'WidgetCreate'; did you mean 'name'?",
            ]
        )
    }

    @Test func aFailableRequestArgumentNeedsInvalid() {
        let text = Self.spec(
            methods: Self.create + "\"errors\": {} }",
            createDomain:
                #", "domain": { "request": { "type": "NewWidget", "arguments": { "name": { "from": "name" }, "size": { "from": "size", "using": "Units(_:)", "failable": true } } } }"#
        )
        #expect(
            Self.diagnostics(text) == [
                "\(Self.location(of: "\"size\": { \"from\": \"size\"", in: text)): error: argument 'size' is failable, "
                    + "so the request mapping of model 'WidgetCreate' needs 'invalid': the error thrown when the "
                    + "conversion returns nil"
            ]
        )
    }
}
