import JSONPath
import Testing

/// Typical mistakes give a located error (1-based column in Unicode scalars) with a message that says what is wrong.
@Suite struct SyntaxErrorTests {
    struct Mistake: Sendable, CustomStringConvertible {
        let query: String
        let column: Int
        let message: String
        var description: String { query }
    }

    static let mistakes: [Mistake] = [
        Mistake(query: "", column: 1, message: "a query starts with '$'"),
        Mistake(query: "paths", column: 1, message: "a query starts with '$'"),
        Mistake(query: " $", column: 1, message: "cannot start with whitespace"),
        Mistake(query: "$ ", column: 2, message: "cannot end with whitespace"),
        Mistake(query: "$.", column: 3, message: "expected a member name or '*' after '.'"),
        Mistake(query: "$. a", column: 3, message: "whitespace after '.'"),
        Mistake(query: "$...a", column: 4, message: "unexpected '.'"),
        Mistake(query: "$.a b", column: 5, message: "unexpected 'b'; expected '.', '..' or '['"),
        Mistake(query: "$.1a", column: 3, message: "expected a member name or '*'"),
        Mistake(query: "$.paths['/pets'", column: 8, message: "unclosed '['"),
        Mistake(query: "$[]", column: 3, message: "empty brackets"),
        Mistake(query: "$['a', ]", column: 8, message: "expected a selector after ','"),
        Mistake(query: "$['a", column: 3, message: "unclosed string"),
        Mistake(query: "$['a' 'b']", column: 7, message: "expected ',' or ']'"),
        Mistake(query: "$[a]", column: 3, message: "expected a selector"),
        Mistake(query: "$[01]", column: 3, message: "an index cannot have leading zeros"),
        Mistake(query: "$[-0]", column: 3, message: "an index cannot be -0"),
        Mistake(query: "$[9007199254740992]", column: 3, message: "outside the I-JSON range"),
        Mistake(query: "$[1:2:-0]", column: 7, message: "a slice step cannot be -0"),
        Mistake(query: "$[1.0]", column: 4, message: "unexpected '.'"),
        Mistake(query: "$['\\x']", column: 4, message: "invalid escape \\x"),
        Mistake(query: "$['\\\"']", column: 4, message: "is not an escape in a string quoted with '"),
        Mistake(query: "$['\\uD800']", column: 4, message: "must be followed by a low surrogate"),
        Mistake(query: "$['\\uDC00']", column: 4, message: "must follow a high surrogate"),
        Mistake(query: "$['\\u12']", column: 4, message: "four hex digits"),
        Mistake(query: "$['a\u{1}']", column: 5, message: "control character (U+0001)"),
        Mistake(query: "$[?@.a == @.*]", column: 11, message: "a query in a comparison must be singular"),
        Mistake(query: "$[?@[ 'a' ] == 1]", column: 4, message: "without blank space inside its brackets"),
        Mistake(query: "$[?@.a = 1]", column: 8, message: "expected ',' or ']'"),
        Mistake(query: "$[?@.a == 1 == 2]", column: 13, message: "expected ',' or ']'"),
        Mistake(query: "$[?1]", column: 4, message: "a literal is not a test"),
        Mistake(query: "$[?01 == 1]", column: 4, message: "a number cannot have leading zeros"),
        Mistake(query: "$[?@.a == 1.]", column: 13, message: "expected a digit after '.'"),
        Mistake(query: "$[?@.a == True]", column: 11, message: "unknown name 'True' (literals are lowercase: true)"),
        Mistake(query: "$[?@.a == tru]", column: 11, message: "unknown name 'tru'"),
        Mistake(query: "$[?!!@.a]", column: 5, message: "'!' cannot follow '!'"),
        Mistake(query: "$[?!@.a == 1]", column: 9, message: "expected ',' or ']'"),
        Mistake(query: "$[?(@.a]", column: 8, message: "expected ')', '&&' or '||'"),
        Mistake(query: "$[?(@.a", column: 4, message: "unclosed '('"),
        Mistake(query: "$[?foo(@)]", column: 4, message: "unknown function foo()"),
        Mistake(query: "$[?length (@) == 1]", column: 10, message: "no whitespace may come between"),
        Mistake(query: "$[?count(@.a)]", column: 4, message: "count() returns a value, not a test"),
        Mistake(query: "$[?length(@.*) == 1]", column: 11, message: "length() as a value must be singular"),
        Mistake(query: "$[?count(1) == 1]", column: 10, message: "count() takes a query here"),
        Mistake(query: "$[?match(@.a, 'x') == true]", column: 4, message: "match() is a test"),
        Mistake(query: "$[?match(@.a)]", column: 4, message: "match() takes 2 arguments, not 1"),
        Mistake(query: "$[?length(@.a, 1) == 1]", column: 4, message: "length() takes 1 argument, not 2"),
        Mistake(query: "$[?length(@.a == 1) == 1]", column: 11, message: "not a logical expression"),
        Mistake(query: "$[?length(match(@, 'a')) == 1]", column: 11, message: "match() returns a logical value"),
        Mistake(query: "$[?@.a", column: 2, message: "unclosed '['; expected ']'"),
        Mistake(query: "$[?", column: 4, message: "the query ends inside a filter"),
    ]

    @Test(arguments: mistakes)
    func mistakeIsLocated(_ mistake: Mistake) {
        #expect {
            try JSONPathQuery(parsing: mistake.query)
        } throws: { error in
            guard let error = error as? JSONPathSyntaxError else { return false }
            let ok = error.column == mistake.column && error.message.contains(mistake.message)
            if !ok { Issue.record("got column \(error.column): \(error.message)") }
            return ok
        }
    }

    @Test func descriptionNamesTheColumn() throws {
        let error = try #require(throws: JSONPathSyntaxError.self) { try JSONPathQuery(parsing: "$.") }
        #expect(error.description == "column 3: expected a member name or '*' after '.', found the end of the query")
    }

    @Test func columnsCountUnicodeScalars() throws {
        let error = try #require(throws: JSONPathSyntaxError.self) { try JSONPathQuery(parsing: "$.é😀 x") }
        #expect(error.column == 6)
    }
}
