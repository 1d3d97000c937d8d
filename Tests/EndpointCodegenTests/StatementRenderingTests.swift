import Testing

@testable import EndpointCodegen

/// Statements and expressions in, exact Swift text out, wrapped at the line width.
@Suite struct StatementRenderingTests {
    let renderer = SwiftRenderer()

    // MARK: Statements

    @Test func rendersGuardSwitchAndDoCatch() {
        var printer = CodePrinter()
        renderer.renderStatements(
            [
                .guardElse(condition: "let x = f()", body: [.line("throw E.bad")]),
                .switchOver(
                    subject: "x",
                    cases: [
                        SwitchCase(label: "case 1", body: [.line("return \"one\"")]),
                        SwitchCase(label: "default", body: [.line("let y = x"), .line("return String(y)")]),
                    ]
                ),
                .doCatch(
                    body: [.line("try g()")],
                    catches: [
                        CatchClause(
                            pattern: "let error as APIError where error.statusCode == 404",
                            body: [.line("throw E.missing")]
                        )
                    ]
                ),
                .closure(head: "let v = try o.map", parameter: "value", body: [.line("return value")]),
            ],
            into: &printer
        )
        #expect(
            printer.contents == """
                guard let x = f() else { throw E.bad }
                switch x {
                case 1: return "one"
                default:
                    let y = x
                    return String(y)
                }
                do {
                    try g()
                } catch let error as APIError where error.statusCode == 404 {
                    throw E.missing
                }
                let v = try o.map { value in
                    return value
                }

                """
        )
    }

    // MARK: Expressions

    @Test func keepsShortCallsOnOneLine() {
        let call = Expression.call(
            .raw("Endpoint"),
            [Argument("method", .raw(".get")), Argument("path", .raw("\"/a\""))]
        )
        #expect(renderer.layout(call, width: 120) == ["Endpoint(method: .get, path: \"/a\")"])
    }

    @Test func breaksLongCallsOneArgumentPerLineAndCollectionsWithTrailingCommas() {
        let call = Expression.prefixed(
            "return ",
            .call(
                .raw("Endpoint"),
                [
                    Argument("method", .raw(".get")),
                    Argument(
                        "pathParameters",
                        .dictionary([
                            DictionaryEntry(key: .raw("\"first\""), value: .raw("first.parameterValue")),
                            DictionaryEntry(key: .raw("\"second\""), value: .raw("second.parameterValue")),
                        ])
                    ),
                ]
            )
        )
        #expect(
            renderer.layout(call, width: 60) == [
                "return Endpoint(",
                "    method: .get,",
                "    pathParameters: [",
                "        \"first\": first.parameterValue,",
                "        \"second\": second.parameterValue,",
                "    ]",
                ")",
            ]
        )
    }

    @Test func breaksALongAssignmentBeforeTheOperator() {
        var printer = CodePrinter()
        renderer.render(
            .assignment(
                target: "self.value",
                value: .infix(
                    .raw("try container.decodeIfPresent(JSONValue.self, forKey: .value)"),
                    "??",
                    .raw(".null")
                )
            ),
            into: &printer
        )
        #expect(printer.contents.split(separator: "\n").count == 1)
        var narrow = CodePrinter()
        for _ in 0..<12 { narrow.push() }
        renderer.render(
            .assignment(
                target: "self.value",
                value: .infix(
                    .raw("try container.decodeIfPresent(JSONValue.self, forKey: .value)"),
                    "??",
                    .raw(".null")
                )
            ),
            into: &narrow
        )
        let indentation = String(repeating: " ", count: 48)
        #expect(
            narrow.contents == """
                \(indentation)self.value =
                \(indentation)    try container.decodeIfPresent(JSONValue.self, forKey: .value)
                \(indentation)    ?? .null

                """
        )
    }

    @Test func appendsSuffixesToTheLastLine() {
        let chain = Expression.suffixed(
            .call(.raw("client.get"), [Argument("id", .raw(String(repeating: "x", count: 30)))]),
            ".toDomain()"
        )
        #expect(
            renderer.layout(chain, width: 40) == [
                "client.get(", "    id: \(String(repeating: "x", count: 30))", ").toDomain()",
            ]
        )
    }
}
