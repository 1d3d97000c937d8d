import JSONPath
import Testing

/// Hostile queries end in a clean, located error or bounded work, and recursion stays shallow.
@Suite struct BoundsTests {
    private static let depth = JSONPathQuery.maximumNestingDepth

    private static func error(_ query: String) -> JSONPathSyntaxError? {
        do {
            _ = try JSONPathQuery(parsing: query)
            return nil
        } catch {
            return error
        }
    }

    @Test func tenThousandBracketsAreOneError() throws {
        let error = try #require(Self.error("$" + String(repeating: "[", count: 10_000)))
        #expect(error.column == 3)
    }

    @Test func tenThousandParenthesesStopAtTheNestingLimit() throws {
        let query = "$[?" + String(repeating: "(", count: 10_000) + "@" + String(repeating: ")", count: 10_000) + "]"
        let error = try #require(Self.error(query))
        // The filter is one level; the parenthesis that makes one level too many is at column 3 + depth.
        #expect(error.column == 3 + Self.depth)
        #expect(error.message.contains("nest deeper than \(Self.depth) levels"))
    }

    @Test func deeplyNestedFiltersAndFunctionsStopAtTheNestingLimit() throws {
        let filters = "$" + String(repeating: "[?@", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(try #require(Self.error(filters)).column == 2 + 3 * Self.depth + 1)
        let functions =
            "$[?" + String(repeating: "length(", count: 5_000) + "@" + String(repeating: ")", count: 5_000) + "]"
        #expect(try #require(Self.error(functions)).message.contains("nest deeper"))
        let negations =
            "$[?" + String(repeating: "!(", count: 10_000) + "@" + String(repeating: ")", count: 10_000) + "]"
        #expect(try #require(Self.error(negations)).message.contains("nest deeper"))
    }

    @Test func overlongQueriesAreRefused() throws {
        let query = "$" + String(repeating: ".a", count: JSONPathQuery.maximumLength / 2)
        let error = try #require(Self.error(query))
        #expect(error.column == JSONPathQuery.maximumLength + 1)
        #expect(Self.error(String(query.dropLast(2))) == nil)
    }

    /// At the nesting limit, parsing and evaluating fit in a 256 KB stack (a debug build, whose frames are largest;
    /// secondary threads get 512 KB on Apple platforms).
    @Test func theDeepestQueriesFitASmallStack() async throws {
        let depth = Self.depth
        let outcomes = await SmallStack.run(stackBytes: 256 << 10) { () -> [String] in
            let document: JSONValue = [[[["a": 1]]]]
            let queries = [
                "$[?" + String(repeating: "(", count: depth - 1) + "@" + String(repeating: ")", count: depth - 1) + "]",
                "$" + String(repeating: "[?@", count: depth) + String(repeating: "]", count: depth),
                "$[?" + String(repeating: "length(", count: depth - 1) + "@" + String(repeating: ")", count: depth - 1)
                    + " == 1]",
                "$..[?" + String(repeating: "!(", count: depth - 1) + "@.a == 1"
                    + String(repeating: ")", count: depth - 1)
                    + "]",
            ]
            return queries.map { text in
                do {
                    let query = try JSONPathQuery(parsing: text)
                    return "\(query.select(in: document).count)"
                } catch {
                    return "\(error)"
                }
            }
        }
        #expect(outcomes == ["1", "0", "0", "3"])
    }

    @Test func longPatternsAreBounded() throws {
        let document: JSONValue = [.string(String(repeating: "a", count: 5_000))]
        let long = String(repeating: "a", count: 5_000)
        #expect(try JSONPathQuery(parsing: "$[?match(@, '\(long)')]").nodes(in: document).isEmpty)
        let blowUp = "$[?match(@, '((a{1000}){1000}){1000}')]"
        #expect(try JSONPathQuery(parsing: blowUp).nodes(in: document).isEmpty)
        #expect(try JSONPathQuery(parsing: "$[?match(@, 'a{1000}a*')]").nodes(in: document).count == 1)
    }

    @Test func deepDocumentsDoNotDeepenRecursion() async throws {
        // The document goes back to be released here: releasing a JSONValue recurses, evaluating does not.
        let (count, document) = await SmallStack.run(stackBytes: 256 << 10) { () -> (Int, JSONValue) in
            var document: JSONValue = ["leaf": true]
            for index in 0..<5_000 { document = index.isMultiple(of: 2) ? [document] : ["x": document] }
            guard let all = try? JSONPathQuery(parsing: "$..leaf"),
                let equal = try? JSONPathQuery(parsing: "$[?@ == $[0]]")
            else { return (-1, document) }
            let pair = JSONValue.array([document, document])
            return (all.select(in: document).count + equal.nodes(in: pair).count, pair)
        }
        #expect(count == 3)
        #expect(document != nil)
    }

    /// Each segment goes one level deeper, but on a deep document chained descendant segments select
    /// C(depth, segments) nodes; unions and patterns multiply the work too. Each ends at its work limit (counted
    /// steps, not time: how long that takes is the benchmarks' business, and a wall-clock bound fails under load).
    @Test func aWorkLimitStopsExplodingSelections() throws {
        var chain: JSONValue = 0
        for _ in 0..<60 { chain = [chain] }
        let exploding = try JSONPathQuery(parsing: "$" + String(repeating: "..*", count: 30))
        let unions = try JSONPathQuery(parsing: "$" + String(repeating: "[*,*,*,*,*,*,*,*]", count: 30))
        let filters = try JSONPathQuery(parsing: "$..[?count(@..*..*..*..*..*..*..*..*..*..*) > 0 && @ == $]")
        let patterns = try JSONPathQuery(parsing: "$..[?match(@, '(.*a){200}')]")
        let strings = JSONValue.array(Array(repeating: .string(String(repeating: "a", count: 500)), count: 200))
        #expect(throws: JSONPathWorkLimitError(workLimit: 100_000)) {
            try exploding.select(in: chain, workLimit: 100_000)
        }
        #expect(throws: JSONPathWorkLimitError.self) { try unions.select(in: chain, workLimit: 100_000) }
        #expect(throws: JSONPathWorkLimitError.self) { try filters.select(in: chain, workLimit: 100_000) }
        #expect(throws: JSONPathWorkLimitError.self) { try patterns.select(in: strings, workLimit: 200_000) }
    }

    @Test func withinItsLimitASelectionIsComplete() throws {
        let document: JSONValue = ["a": [1, [2, [3, ["b": [4, 5]]]]], "c": ["d": ["e": "f"]]]
        for text in ["$..*", "$..[?@.b || @ == 'f']", "$.a..[?match(@.b, 'x') || count(@.*) > 1]", "$..*..*"] {
            let query = try JSONPathQuery(parsing: text)
            #expect(try query.select(in: document, workLimit: 10_000) == query.select(in: document), "\(text)")
        }
        #expect(throws: JSONPathWorkLimitError(workLimit: 3)) {
            try JSONPathQuery(parsing: "$..*").select(in: document, workLimit: 3)
        }
        #expect(try JSONPathQuery(parsing: "$").select(in: document, workLimit: 0).count == 1)
    }
}
