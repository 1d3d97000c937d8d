import Testing

@testable import EndpointCodegen

/// Statements and expressions in, exact Swift text out, wrapped at the line width.
@Suite struct StatementRenderingTests {
    let renderer = SwiftRenderer()

    private func rendered(_ statements: [Statement], indentLevels: Int = 0) -> String {
        var printer = CodePrinter()
        for _ in 0..<indentLevels { printer.push() }
        renderer.renderStatements(statements, into: &printer)
        return printer.contents
    }

    // MARK: Statements

    @Test func rendersGuardSwitchDoCatchAndClosureBinding() {
        let x = Expression.identifier("x")
        let text = rendered([
            .guardLet(
                name: "x",
                value: Expression.identifier("f").call(),
                elseBody: [.throw(Expression.identifier("E").member("bad"))]
            ),
            .switchOver(
                subject: x,
                cases: [
                    SwitchCase(pattern: .values([.literal("1"), .literal("2")]), body: [.return(.string("low"))]),
                    SwitchCase(pattern: .enumCase("other", binding: "value"), body: [.return(.identifier("value"))]),
                    SwitchCase(
                        pattern: .default,
                        body: [
                            .variable(isMutable: false, name: "y", type: .named("Int"), value: x),
                            .return(Expression.type(.string).call([Argument(nil, .identifier("y"))])),
                        ]
                    ),
                ]
            ),
            .doCatch(
                body: [.expression(.try(Expression.identifier("g").call()))],
                catches: [
                    CatchClause(
                        name: "error",
                        type: .named("APIError"),
                        condition: .infix(.identifier("error").member("statusCode"), "==", .literal("404")),
                        body: [.throw(Expression.identifier("E").member("missing"))]
                    ),
                    CatchClause(name: "error", body: [.return(nil)]),
                ]
            ),
            .closureBinding(
                name: "v",
                head: .try(Expression.identifier("o").member("map")),
                parameter: "value",
                body: [.return(.identifier("value"))]
            ),
            .discard(.try(.await(Expression.identifier("client").member("send").call()))),
        ])
        #expect(
            text == """
                guard let x = f() else { throw E.bad }
                switch x {
                case 1, 2: return "low"
                case .other(let value): return value
                default:
                    let y: Int = x
                    return String(y)
                }
                do {
                    try g()
                } catch let error as APIError where error.statusCode == 404 {
                    throw E.missing
                } catch let error {
                    return
                }
                let v = try o.map { value in
                    return value
                }
                _ = try await client.send()

                """
        )
    }

    @Test func breaksALongAssignmentBeforeTheOperator() {
        let decode = Expression.try(
            Expression.identifier("container").member("decodeIfPresent")
                .call([Argument(nil, .metatype(.named("JSONValue"))), Argument("forKey", .implicitMember("value"))])
        )
        let assignment = Statement.assignment(
            target: Expression.identifier("self").member("value"),
            value: .infix(decode, "??", .implicitMember("null"))
        )
        #expect(rendered([assignment]).split(separator: "\n").count == 1)
        let indentation = String(repeating: " ", count: 48)
        #expect(
            rendered([assignment], indentLevels: 12) == """
                \(indentation)self.value =
                \(indentation)    try container.decodeIfPresent(JSONValue.self, forKey: .value)
                \(indentation)    ?? .null

                """
        )
    }

    @Test func keepsASingleLineValueOnItsLinePastTheLimit() {
        let long = Expression.identifier(String(repeating: "x", count: 130))
        let call = Expression.identifier("make").call([Argument("value", long)])
        let text = rendered([
            .assignment(target: .identifier("a"), value: .singleLine(call)),
            .expression(.singleLine(.try(call))),
        ])
        #expect(text == "a = \(call.text)\ntry \(call.text)\n")
    }

    // MARK: Expressions

    @Test func keepsShortCallsOnOneLine() {
        let call = Expression.type(.named("Endpoint"))
            .call([Argument("method", .implicitMember("get")), Argument("path", .string("/a"))])
        #expect(renderer.layout(call, width: 120) == ["Endpoint(method: .get, path: \"/a\")"])
    }

    @Test func breaksLongCallsOneArgumentPerLineAndCollectionsWithTrailingCommas() {
        let parameter = { (name: String) in
            DictionaryEntry(key: .string(name), value: Expression.identifier(name).member("parameterValue"))
        }
        let call = Expression.type(.named("Endpoint")).call([
            Argument("method", .implicitMember("get")),
            Argument("pathParameters", .dictionary([parameter("first"), parameter("second")])),
        ])
        var printer = CodePrinter()
        renderer.render(.return(call), into: &printer)
        #expect(printer.contents.hasPrefix("return Endpoint(method: .get, pathParameters: ["))
        #expect(
            renderer.layout(.try(call), width: 60) == [
                "try Endpoint(",
                "    method: .get,",
                "    pathParameters: [",
                "        \"first\": first.parameterValue,",
                "        \"second\": second.parameterValue,",
                "    ]",
                ")",
            ]
        )
    }

    @Test func appendsMembersChainsAndTrailingClosuresToTheLastLine() {
        let get = Expression.identifier("client").member("get")
            .call([Argument("id", .identifier(String(repeating: "x", count: 30)))])
        let chain = Expression.trailingClosure(
            get.member("items", optionalChaining: true).member("map"),
            body: .try(Expression.identifier("$0").member("toDomain").call())
        )
        #expect(chain.text == "client.get(id: \(String(repeating: "x", count: 30)))?.items.map { try $0.toDomain() }")
        #expect(
            renderer.layout(chain, width: 40) == [
                "client.get(", "    id: \(String(repeating: "x", count: 30))",
                ")?.items.map { try $0.toDomain() }",
            ]
        )
    }

    @Test func keepsTheArgumentsOfABrokenCallChainOnItsLastLine() {
        let get = Expression.identifier("client").member("get")
            .call([Argument("id", .identifier(String(repeating: "x", count: 30)))])
        let unboxed = get.member("_node").member("map").call([Argument(nil, .keyPath("value"))])
        #expect(
            renderer.layout(unboxed, width: 40) == [
                "client.get(", "    id: \(String(repeating: "x", count: 30))", ")._node.map(\\.value)",
            ]
        )
    }

    @Test func neverBreaksASingleLineExpression() {
        let call = Expression.identifier("f").call([Argument("value", .identifier(String(repeating: "y", count: 50)))])
        #expect(renderer.layout(.singleLine(call), width: 20) == [call.text])
        #expect(renderer.layout(call, width: 20).count == 3)
    }
}
