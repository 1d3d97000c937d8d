import JSONPath
import Testing

/// A tree type of the caller's own, like the package's located `JSONNode`: every node knows its source line, and
/// numbers are kept as their literal text.
private struct LineNode: JSONPathNode, Sendable {
    enum Kind: Sendable {
        case null
        case bool(Bool)
        case number(text: String)
        case string(String)
        case array([LineNode])
        case object([(String, LineNode)])
    }

    var line: Int
    var kind: Kind

    var jsonPathValue: JSONPathValue<LineNode> {
        switch kind {
        case .null: .null
        case .bool(let value): .bool(value)
        case .number(let text): JSONPathNumber(text: text).map { .number($0) } ?? .null
        case .string(let value): .string(value)
        case .array(let elements): .array(elements)
        case .object(let members): .object(members.map { (key: $0.0, value: $0.1) })
        }
    }
}

@Suite struct GenericNodeTests {
    /// ```
    /// 1 paths:
    /// 2   /pets:
    /// 3     get: {operationId: listPets, x-rank: 1.0}
    /// 4     post: {operationId: addPet, x-rank: 2}
    /// 5   /pets/{id}:
    /// 6     get: {operationId: getPet, x-rank: 10e-1}
    /// ```
    private static let document = LineNode(
        line: 1,
        kind: .object([
            (
                "paths",
                LineNode(
                    line: 1,
                    kind: .object([
                        (
                            "/pets",
                            LineNode(
                                line: 2,
                                kind: .object([
                                    ("get", operation(3, "listPets", "1.0")), ("post", operation(4, "addPet", "2")),
                                ])
                            )
                        ),
                        ("/pets/{id}", LineNode(line: 5, kind: .object([("get", operation(6, "getPet", "10e-1"))]))),
                    ])
                )
            )
        ])
    )

    private static func operation(_ line: Int, _ id: String, _ rank: String) -> LineNode {
        LineNode(
            line: line,
            kind: .object([
                ("operationId", LineNode(line: line, kind: .string(id))),
                ("x-rank", LineNode(line: line, kind: .number(text: rank))),
            ])
        )
    }

    @Test func matchesAreTheCallersOwnNodes() throws {
        let query = try JSONPathQuery(parsing: "$.paths[*][?@['x-rank'] == 1]")
        let matches = query.select(in: Self.document)
        #expect(matches.map(\.node.line) == [3, 6])
        #expect(matches.map(\.normalizedPath) == ["$['paths']['/pets']['get']", "$['paths']['/pets/{id}']['get']"])
        #expect(matches.map(\.location.last) == [.name("get"), .name("get")])
    }

    @Test func functionsAndDescendantsWork() throws {
        let ids = try JSONPathQuery(parsing: "$..[?match(@.operationId, '.*Pets?')].operationId").nodes(
            in: Self.document
        )
        #expect(ids.map(\.line) == [3, 4, 6])
        let busy = try JSONPathQuery(parsing: "$.paths[?length(@) > 1]").select(in: Self.document)
        #expect(busy.map(\.normalizedPath) == ["$['paths']['/pets']"])
        let counted = try JSONPathQuery(parsing: "$[?count(@..operationId) == 3]").nodes(
            in: LineNode(line: 0, kind: .array([Self.document]))
        )
        #expect(counted.map(\.line) == [1])
    }
}
