import JSONPath

/// The checks of one fuzz input (`Fuzz/jsonpath/`), shared with `Tests/JSONPathTests/FuzzCorpusTests.swift`.
///
/// A query: parsing never traps and a syntax error's column lies within the query (or just past it). A valid query
/// runs on a small fixed document within a work limit; within it, `nodes(in:)` agrees with `select(in:)`, a
/// singular query selects at most one node, and every selected node's normalized path, parsed as a query, selects
/// exactly that node at the same location. A pattern (after a first byte 0x01): `match()` and `search()` with it
/// never trap, and every string it matches whole it also finds.
func checkJSONPath(_ bytes: [UInt8]) {
    if bytes.first == 0x01 {
        checkPattern(String(decoding: bytes.dropFirst(), as: UTF8.self))
        return
    }
    let text = String(decoding: bytes, as: UTF8.self)
    let query: JSONPathQuery
    do {
        query = try JSONPathQuery(parsing: text)
    } catch {
        if error.column < 1 || error.column > text.unicodeScalars.count + 1 || error.message.isEmpty {
            fatalError("a syntax error has no message or a column outside the query: \(error)")
        }
        return
    }
    guard let matches = try? query.select(in: fuzzDocument, workLimit: 200_000) else { return }
    if query.nodes(in: fuzzDocument) != matches.map(\.node) { fatalError("nodes(in:) differs from select(in:)") }
    if query.isSingular, matches.count > 1 { fatalError("a singular query selected \(matches.count) nodes") }
    for match in matches.prefix(200) {
        guard let again = try? JSONPathQuery(parsing: match.normalizedPath) else {
            fatalError("the normalized path \(match.normalizedPath) does not parse")
        }
        let reselected = again.select(in: fuzzDocument)
        if reselected.count != 1 || reselected[0].node != match.node || reselected[0].location != match.location {
            fatalError("the normalized path \(match.normalizedPath) does not select its node")
        }
    }
}

/// `match()` and `search()` with `pattern` over strings that include the pattern itself.
private func checkPattern(_ pattern: String) {
    let subjects: [JSONValue] = [
        "", "a", "ab", "abc", "A1", "\n", "\r\n", "\u{2028}", "é", "e\u{301}", "😀", "[a-z]", .string(pattern),
        .string(String(pattern.reversed())), .string(String(repeating: pattern, count: 2)),
    ]
    let document: JSONValue = ["pattern": .string(pattern), "subjects": .array(subjects)]
    guard let match = try? JSONPathQuery(parsing: "$.subjects[?match(@, $.pattern)]"),
        let search = try? JSONPathQuery(parsing: "$.subjects[?search(@, $.pattern)]")
    else { fatalError("the pattern queries do not parse") }
    guard let matched = try? match.select(in: document, workLimit: 1_000_000),
        let found = try? search.select(in: document, workLimit: 1_000_000)
    else { return }
    let foundPaths = Set(found.map(\.normalizedPath))
    for entry in matched where !foundPaths.contains(entry.normalizedPath) {
        fatalError("\(entry.normalizedPath) matches the pattern whole but search() does not find it")
    }
}

/// The document queries run on: an OpenAPI-like tree with every kind of value, names that need escaping in
/// normalized paths, numbers of several spellings, and nesting for the descendant segment.
let fuzzDocument: JSONValue = [
    "openapi": "3.1.0",
    "info": ["title": "Pets", "version": "1.0", "x-rank": 1.5],
    "paths": [
        "/pets": [
            "get": [
                "operationId": "listPets", "tags": ["pets", "read"],
                "parameters": [["name": "limit", "in": "query", "required": false, "schema": ["type": "integer"]]],
            ],
            "post": ["operationId": "addPet", "tags": ["pets"], "deprecated": true],
        ],
        "/pets/{id}": ["get": ["operationId": "getPet", "responses": ["200": ["description": "A pet"]]]],
    ],
    "numbers": [0, -0.0, 1, 1.0, 2, -3, 1e3, 9_007_199_254_740_991, 0.5],
    "strings": ["", "a", "ab", "A", "é", "e\u{301}", "😀", "line\nfeed", "x\u{2028}y"],
    "mixed": [nil, true, false, [], [:], [[1, [2]]], ["a": ["a": ["a": "deep"]]]],
    "names": ["it's": 1, "back\\slash": 2, "quote\"": 3, "\u{0}\u{1F}": 4, "": 5, " ": 6, "$": 7, "@": 8, "*": 9],
]
