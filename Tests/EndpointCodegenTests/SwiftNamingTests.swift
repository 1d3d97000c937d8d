import EndpointSpec
import Testing

/// Hostile wire names become valid, idiomatic Swift names.
@Suite struct SwiftNamingTests {
    /// A wire name and the type and member names it must produce.
    struct Case: CustomTestStringConvertible, Sendable {
        let raw: String
        let typeName: String
        let memberName: String

        init(_ raw: String, type typeName: String, member memberName: String) {
            self.raw = raw
            self.typeName = typeName
            self.memberName = memberName
        }

        var testDescription: String { raw.debugDescription }
    }

    static let cases: [Case] = [
        // Separators and case changes
        Case("price_cents", type: "PriceCents", member: "priceCents"),
        Case("snake_case_name", type: "SnakeCaseName", member: "snakeCaseName"),
        Case("created-at", type: "CreatedAt", member: "createdAt"),
        Case("in stock", type: "InStock", member: "inStock"),
        Case("a.b.c", type: "ABC", member: "aBC"),
        Case("x-request-id", type: "XRequestID", member: "xRequestID"),
        Case("priceCents", type: "PriceCents", member: "priceCents"),
        Case("PriceCents", type: "PriceCents", member: "priceCents"),
        Case("rocket🚀launch", type: "RocketLaunch", member: "rocketLaunch"),
        // Acronyms
        Case("userID", type: "UserID", member: "userID"),
        Case("URLValue", type: "URLValue", member: "urlValue"),
        Case("HTTPSProxy", type: "HTTPSProxy", member: "httpsProxy"),
        Case("X-Request-ID", type: "XRequestID", member: "xRequestID"),
        Case("ID", type: "ID", member: "id"),
        Case("URL", type: "URL", member: "url"),
        Case("iOS", type: "IOS", member: "iOS"),
        // Initialisms, uniformly cased (the Swift API Design Guidelines)
        Case("story_url", type: "StoryURL", member: "storyURL"),
        Case("parent_id", type: "ParentID", member: "parentID"),
        Case("userId", type: "UserID", member: "userID"),
        Case("html_url", type: "HTMLURL", member: "htmlURL"),
        Case("uuid", type: "UUID", member: "uuid"),
        Case("uuid_string", type: "UUIDString", member: "uuidString"),
        Case("Url", type: "URL", member: "url"),
        Case("id", type: "ID", member: "id"),
        Case("user_ids", type: "UserIDs", member: "userIDs"),
        Case("imageUrls", type: "ImageURLs", member: "imageURLs"),
        Case("api_key", type: "APIKey", member: "apiKey"),
        Case("content-type-json", type: "ContentTypeJSON", member: "contentTypeJSON"),
        Case("idle", type: "Idle", member: "idle"),
        Case("os_version", type: "OsVersion", member: "osVersion"),
        // Shouting
        Case("IN_STOCK", type: "InStock", member: "inStock"),
        Case("ACTIVE", type: "Active", member: "active"),
        Case("HTTP_STATUS", type: "HTTPStatus", member: "httpStatus"),
        // Leading symbols and digits
        Case("+1", type: "Plus1", member: "plus1"),
        Case("-1", type: "Minus1", member: "minus1"),
        Case("1", type: "_1", member: "_1"),
        Case("123", type: "_123", member: "_123"),
        Case("2fa_enabled", type: "_2faEnabled", member: "_2faEnabled"),
        Case("@type", type: "TypeValue", member: "type"),
        Case("$ref", type: "Ref", member: "ref"),
        Case("__private", type: "Private", member: "private"),
        Case("_tags", type: "Tags", member: "tags"),
        Case("-name", type: "MinusName", member: "minusName"),
        Case("a-", type: "A", member: "a"),
        // No letters or digits at all
        Case("", type: "Empty", member: "empty"),
        Case("_", type: "Underscore", member: "underscore"),
        Case("*", type: "Asterisk", member: "asterisk"),
        Case("++", type: "PlusPlus", member: "plusPlus"),
        Case("🚀", type: "U1F680", member: "u1F680"),
        // Keywords and names with a special meaning
        Case("self", type: "SelfValue", member: "selfValue"),
        Case("Self", type: "SelfValue", member: "selfValue"),
        Case("Type", type: "TypeValue", member: "type"),
        Case("Protocol", type: "ProtocolValue", member: "protocol"),
        Case("init", type: "Init", member: "initValue"),
        Case("__init__", type: "Init", member: "initValue"),
        Case("class", type: "Class", member: "class"),
        Case("default", type: "Default", member: "default"),
        Case("return", type: "Return", member: "return"),
        // Non-ASCII letters
        Case("ÄÖÜ", type: "ÄÖÜ", member: "äöü"),
        Case("straße", type: "Straße", member: "straße"),
        Case("naïve", type: "Naïve", member: "naïve"),
        Case("e\u{301}tat", type: "E\u{301}tat", member: "e\u{301}tat"),
        Case("日本語", type: "日本語", member: "日本語"),
        // Names differing only in case derive the same name (the validator reports the collision)
        Case("name", type: "Name", member: "name"),
        Case("Name", type: "Name", member: "name"),
    ]

    @Test(arguments: cases) func derivesIdiomaticNames(_ example: Case) {
        #expect(SwiftNaming.typeName(example.raw) == example.typeName)
        #expect(SwiftNaming.memberName(example.raw) == example.memberName)
    }

    @Test(arguments: cases) func derivedNamesAreValidIdentifiersOnceEscaped(_ example: Case) {
        for name in [SwiftNaming.typeName(example.raw), SwiftNaming.memberName(example.raw)] {
            #expect(Self.isIdentifier(name), "\(name.debugDescription) is not an identifier")
            let escaped = SwiftNaming.escaped(name)
            #expect(escaped == name || escaped == "`\(name)`")
            #expect(!["self", "Self", "init", "Type", "Protocol"].contains(name))
        }
    }

    @Test func escapesKeywordsOnly() {
        #expect(SwiftNaming.escaped("class") == "`class`")
        #expect(SwiftNaming.escaped("default") == "`default`")
        #expect(SwiftNaming.escaped("in") == "`in`")
        #expect(SwiftNaming.escaped("Any") == "`Any`")
        #expect(SwiftNaming.escaped("type") == "type")
        #expect(SwiftNaming.escaped("get") == "get")
        #expect(SwiftNaming.escaped("priceCents") == "priceCents")
    }

    @Test func uniqueAppendsTheSmallestFreeNumber() {
        #expect(SwiftNaming.unique("name", avoiding: []) == "name")
        #expect(SwiftNaming.unique("name", avoiding: ["name"]) == "name2")
        #expect(SwiftNaming.unique("name", avoiding: ["name", "name2", "name3"]) == "name4")
    }

    /// A letter, `_` or non-ASCII letter, then those, ASCII digits or combining marks.
    static func isIdentifier(_ name: String) -> Bool {
        let scalars = Array(name.unicodeScalars)
        guard let first = scalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return scalars.allSatisfy { scalar in
            scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                || (0x0300...0x036F).contains(scalar.value)
        } && name != "_"
    }
}
