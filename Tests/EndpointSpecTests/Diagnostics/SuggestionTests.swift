import Testing

@testable import EndpointSpec

/// The one did-you-mean rule, shared by spec diagnostics and both command lines.
@Suite("did-you-mean suggestions")
struct SuggestionTests {
    @Test(arguments: [
        ("", "abc", 3), ("abc", "abc", 0), ("kitten", "sitting", 3), ("--lmit", "--limit", 1), ("ab", "ba", 1),
        ("serach", "search", 1), ("ca", "abc", 3),
    ])
    func measuresOptimalStringAlignmentDistance(lhs: String, rhs: String, distance: Int) {
        #expect(Suggestion.editDistance(Array(lhs.unicodeScalars), Array(rhs.unicodeScalars)) == distance)
        #expect(Suggestion.editDistance(Array(rhs.unicodeScalars), Array(lhs.unicodeScalars)) == distance)
    }

    /// At most a third of the longer name (at least 1, at most 3), and fewer than half its characters.
    @Test(arguments: [(1, 0), (2, 0), (3, 1), (5, 1), (6, 2), (8, 2), (9, 3), (30, 3)])
    func allowsEditsByTheLongerNamesLength(length: Int, limit: Int) {
        #expect(Suggestion.limit(length, length) == limit)
        #expect(Suggestion.limit(1, length) == limit)
    }

    @Test func suggestsTyposOfSpecNamesAndCommandLineWords() {
        #expect(Suggestion.closest(to: "strng", in: ["string", "number"]) == "string")
        #expect(Suggestion.closest(to: "GTE", in: ["GET", "PUT"]) == "GET")
        #expect(Suggestion.closest(to: "idd", in: ["id", "name"]) == "id")
        #expect(Suggestion.closest(to: "serach", in: ["product", "search", "serve"]) == "search")
        #expect(Suggestion.closest(to: "--prot", in: ["--port", "--json"]) == "--port")
        #expect(Suggestion.closest(to: "--verbos", in: ["--json", "--verbose"]) == "--verbose")
        #expect(Suggestion.closest(to: "getProdcut", in: ["getProduct", "search"]) == "getProduct")
    }

    @Test func suggestsNothingFarOrForTwoCharacterNames() {
        #expect(Suggestion.closest(to: "--zzzzzz", in: ["--port", "--json"]) == nil)
        #expect(Suggestion.closest(to: "-x", in: ["-h", "-o"]) == nil)
        #expect(Suggestion.closest(to: "ix", in: ["id"]) == nil)
        #expect(Suggestion.closest(to: "list", in: ["product", "search", "serve"]) == nil)
        #expect(Suggestion.closest(to: "anything", in: [String]()) == nil)
    }

    /// Four edits are too many even for long names.
    @Test func neverSuggestsMoreThanThreeEditsAway() {
        #expect(Suggestion.closest(to: "createProductReview", in: ["createProductRevXXX"]) == "createProductRevXXX")
        #expect(Suggestion.closest(to: "createProductReview", in: ["createProductReXXXX"]) == nil)
    }

    @Test func ignoresCaseButNeverSuggestsTheNameItself() {
        #expect(Suggestion.closest(to: "Models", in: ["models"]) == "models")
        #expect(Suggestion.closest(to: "ID", in: ["id"]) == "id")
        #expect(Suggestion.closest(to: "--JSON", in: ["--json"]) == "--json")
        #expect(Suggestion.closest(to: "models", in: ["models"]) == nil)
        #expect(Suggestion.closest(to: "models", in: ["models", "Models"]) == "Models")
    }

    @Test func prefersTheClosestThenTheFirstCandidate() {
        #expect(Suggestion.closest(to: "nmae", in: ["names", "name"]) == "name")
        #expect(Suggestion.closest(to: "cat", in: ["bat", "hat"]) == "bat")
        #expect(Suggestion.closest(to: "cat", in: ["hat", "bat"]) == "hat")
    }

    @Test func hintIsASuffixOrNothing() {
        #expect(Suggestion.hint(for: "metod", in: ["method", "path"]) == "; did you mean 'method'?")
        #expect(Suggestion.hint(for: "zzz", in: ["method", "path"]) == "")
    }
}

/// Hints for a member a vendor update renamed beyond a typo.
struct MemberHintTests {
    @Test func aCloseSpellingComesFirst() {
        #expect(Suggestion.memberHint(for: "memory", in: ["id", "memory_mb"]) == "; did you mean 'memory_mb'?")
    }

    @Test func theOneMemberSharingAWordIsSuggested() {
        #expect(
            Suggestion.memberHint(for: "name", in: ["id", "display_name", "memory"]) == "; did you mean 'display_name'?"
        )
        #expect(Suggestion.memberHint(for: "createdAt", in: ["id", "created_on"]) == "; did you mean 'created_on'?")
    }

    @Test func ofSeveralSharingAWordTheOneNothingElseReadsIsSuggested() {
        let members = ["id", "first_name", "display_name"]
        #expect(
            Suggestion.memberHint(for: "name", in: members, unread: ["display_name"])
                == "; did you mean 'display_name'?"
        )
    }

    @Test func withoutASharedWordTheOneMemberNothingElseReadsIsSuggested() {
        #expect(
            Suggestion.memberHint(for: "memory", in: ["id", "name", "ram"], unread: ["ram"]) == "; did you mean 'ram'?"
        )
    }

    @Test func otherwiseTheMembersAreListed() {
        #expect(
            Suggestion.memberHint(for: "memory", in: ["id", "name", "ram", "region"], unread: ["ram", "region"])
                == "; its properties are 'id', 'name', 'ram' and 'region'"
        )
        #expect(Suggestion.memberHint(for: "memory", in: ["id"]) == "; its only property is 'id'")
        #expect(Suggestion.memberHint(for: "memory", in: []) == "")
        let many = (1...10).map { "field\($0)x" }
        #expect(Suggestion.memberHint(for: "memory", in: many).hasSuffix("'field8x' and 2 more"))
    }
}
