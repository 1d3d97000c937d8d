import Testing

@testable import EndpointCodegen

/// One declaration in, exact Swift text out.
@Suite struct SwiftRendererTests {
    let renderer = SwiftRenderer()

    // MARK: Declarations

    @Test func rendersADocumentedStructWithAttributesAndConformances() {
        let declaration = Declaration.structure(
            TypeDeclaration(
                documentation: ["A thing.", "", "More."],
                attributes: ["@available(*, deprecated)"],
                name: "ThingDTO",
                conformances: [.named("Codable"), .named("Sendable")],
                members: [
                    .variable(
                        VariableDeclaration(
                            documentation: ["The name."],
                            isMutable: true,
                            name: "name",
                            type: .named("String")
                        )
                    ),
                    .variable(VariableDeclaration(documentation: ["The size."], name: "size", type: .named("Int"))),
                ]
            )
        )
        #expect(
            renderer.render(declaration) == """
                /// A thing.
                ///
                /// More.
                @available(*, deprecated)
                public struct ThingDTO: Codable, Sendable {
                    /// The name.
                    public var name: String
                    /// The size.
                    public let size: Int
                }

                """
        )
    }

    @Test func rendersAnEmptyTypeOnOneLine() {
        let declaration = Declaration.enumeration(TypeDeclaration(documentation: ["A namespace."], name: "Namespace"))
        #expect(renderer.render(declaration) == "/// A namespace.\npublic enum Namespace {}\n")
    }

    @Test func keepsUndocumentedCasesTogether() {
        let declaration = Declaration.enumeration(
            TypeDeclaration(
                access: .private,
                name: "CodingKeys",
                conformances: [.string, .named("CodingKey")],
                members: [
                    .enumCase(EnumCaseDeclaration(name: "id")),
                    .enumCase(EnumCaseDeclaration(name: "priceCents", rawValue: .string("price_cents"))),
                    .enumCase(EnumCaseDeclaration(name: "unknown", associatedTypes: [.string])),
                ]
            )
        )
        #expect(
            renderer.render(declaration) == """
                private enum CodingKeys: String, CodingKey {
                    case id
                    case priceCents = "price_cents"
                    case unknown(String)
                }

                """
        )
    }

    @Test func rendersAnExtensionWithAStaticFunction() {
        let declaration = Declaration.extensionDeclaration(
            ExtensionDeclaration(
                extendedType: .named("API"),
                members: [
                    .function(
                        FunctionDeclaration(
                            documentation: ["Makes one."],
                            isStatic: true,
                            kind: .function("make"),
                            parameters: [
                                FunctionParameter(name: "id", type: .named("String")),
                                FunctionParameter(
                                    label: "_",
                                    name: "x",
                                    type: .optional(.named("Int")),
                                    defaultValue: .nil
                                ),
                            ],
                            returnType: .named("Thing"),
                            body: [
                                .expression(Expression.type(.named("Thing")).call([Argument("id", .identifier("id"))]))
                            ]
                        )
                    )
                ]
            )
        )
        #expect(
            renderer.render(declaration) == """
                extension API {
                    /// Makes one.
                    public static func make(id: String, _ x: Int? = nil) -> Thing {
                        Thing(id: id)
                    }
                }

                """
        )
    }

    @Test func breaksALongSignatureOneParameterPerLine() {
        let parameters = (1...6).map { FunctionParameter(name: "parameterNumber\($0)", type: .named("String")) }
        let declaration = Declaration.function(
            FunctionDeclaration(
                kind: .function("call"),
                parameters: parameters,
                isAsync: true,
                isThrowing: true,
                returnType: .named("Int"),
                body: [.expression(.literal("0"))]
            )
        )
        #expect(
            renderer.render(declaration) == """
                public func call(
                    parameterNumber1: String,
                    parameterNumber2: String,
                    parameterNumber3: String,
                    parameterNumber4: String,
                    parameterNumber5: String,
                    parameterNumber6: String
                ) async throws -> Int {
                    0
                }

                """
        )
    }

    @Test func rendersEmptyBodiesInline() {
        let declaration = Declaration.function(
            FunctionDeclaration(documentation: ["Creates it."], kind: .initializer, body: [])
        )
        #expect(renderer.render(declaration) == "/// Creates it.\npublic init() {}\n")
    }

    @Test func rendersShortGettersInlineAndLongOnesAsBlocks() {
        let short = Declaration.variable(
            VariableDeclaration(name: "value", type: .named("String"), getter: [.expression(.identifier("rawValue"))])
        )
        #expect(renderer.render(short) == "public var value: String { rawValue }\n")
        let accessors = Declaration.variable(
            VariableDeclaration(
                access: nil,
                name: "x",
                type: .named("Int"),
                getter: [.expression(.identifier("_x"))],
                setter: [.assignment(target: .identifier("_x"), value: .identifier("newValue"))]
            )
        )
        #expect(renderer.render(accessors) == "var x: Int {\n    get { _x }\n    set { _x = newValue }\n}\n")
    }

    @Test func wrapsLongDocumentationUnderItsListItem() {
        let words = Array(repeating: "word", count: 30).joined(separator: " ")
        let declaration = Declaration.variable(
            VariableDeclaration(
                documentation: ["- Throws: " + words],
                name: "x",
                type: .named("Int"),
                value: .literal("1")
            )
        )
        let lines = renderer.render(declaration).split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("/// - Throws: word"))
        #expect(lines[1].hasPrefix("///   word"))
        #expect(lines.allSatisfy { $0.count <= SwiftRenderer.lineWidth })
    }

    @Test func rendersAFileWithHeaderImportsAndSeparatedDeclarations() {
        let file = SourceFile(
            name: "A.swift",
            header: ["Generated.", ""],
            imports: ["Foundation"],
            declarations: [
                .comment("MARK: - A"),
                .typeAlias(TypeAliasDeclaration(documentation: ["An alias."], name: "A", type: .named("Int"))),
            ]
        )
        #expect(
            renderer.render(file) == """
                // Generated.
                //

                import Foundation

                // MARK: - A

                /// An alias.
                public typealias A = Int

                """
        )
    }
}
