import EndpointSpec
import Testing

/// A union that lists itself, directly (`Loop: oneOf [Loop, string]`) or through another union (`Ping: oneOf
/// [Pong, integer]`, `Pong: oneOf [Ping, boolean]`), is checked in bounded time: the alternative that names a
/// union already being tried for the same value adds nothing and is passed over.
struct BodyCheckerUnionCycleTests {
    private static let file = "cycle.json"

    private static func location(_ line: Int) -> EndpointSpec.SourceLocation {
        EndpointSpec.SourceLocation(file: file, line: line, column: 1)
    }

    private static let spec = Spec(
        name: "Cycle",
        models: [
            ModelDefinition(
                name: "Loop",
                kind: .oneOf(
                    [Schema(.reference("Loop"), location: location(2)), Schema(.string, location: location(3))],
                    discriminator: nil
                ),
                location: location(1)
            ),
            ModelDefinition(
                name: "Ping",
                kind: .oneOf(
                    [Schema(.reference("Pong"), location: location(5)), Schema(.integer(nil), location: location(6))],
                    discriminator: nil
                ),
                location: location(4)
            ),
            ModelDefinition(
                name: "Pong",
                kind: .oneOf(
                    [Schema(.reference("Ping"), location: location(8)), Schema(.boolean, location: location(9))],
                    discriminator: nil
                ),
                location: location(7)
            ),
            ModelDefinition(
                name: "Box",
                kind: .object([
                    PropertyDefinition(
                        wireName: "inner",
                        schema: Schema(.reference("Loop"), location: location(11)),
                        isRequired: true,
                        location: location(11)
                    )
                ]),
                location: location(10)
            ),
        ],
        sourcePath: file
    )

    private func check(_ json: String, as model: String) throws -> [BodyMismatch] {
        let root = try #require(JSONDocument.parse(Array(json.utf8), file: "body.json").root)
        return BodyChecker(spec: Self.spec).check(
            root,
            against: Schema(.reference(model), location: Self.location(20)),
            subject: "the body",
            container: nil
        )
    }

    @Test func aUnionThatListsItselfChecksItsOtherAlternatives() throws {
        #expect(try check(#""text""#, as: "Loop").isEmpty)
        let mismatches = try check("42", as: "Loop")
        #expect(mismatches.first?.expected.hasPrefix("one of the alternatives of `Loop`") == true)
    }

    @Test func unionsThatListEachOtherAreBounded() throws {
        #expect(try check("7", as: "Ping").isEmpty)
        #expect(try check("true", as: "Ping").isEmpty, "Pong's boolean, reached through Ping")
        #expect(try check("true", as: "Pong").isEmpty)
        #expect(try check("7", as: "Pong").isEmpty, "Ping's integer, reached through Pong")
        #expect(try check(#""x""#, as: "Ping").contains { $0.severity == .error })
    }

    @Test func aNestedValueStartsAfresh() throws {
        #expect(try check(#"{"inner": "deep"}"#, as: "Box").isEmpty)
        #expect(try check(#"{"inner": 1}"#, as: "Box").first?.path == "inner")
    }
}
