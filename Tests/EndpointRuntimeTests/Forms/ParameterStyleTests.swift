@_spi(Generated) import EndpointRuntime
import EndpointTestSupport
import Foundation
import Testing

/// Query and path parameter styles against OpenAPI's style examples table (OpenAPI 3.1.1 / 3.2, "Style
/// Examples": `color` as the empty string, `"blue"`, `["blue", "black", "brown"]` and `{"R": 100, "G": 200, "B":
/// 150}`), byte for byte, through the request builder.
@Suite("Parameter styles: OpenAPI's style examples table, exact bytes")
struct ParameterStyleTests {
    private struct Color: Encodable, Sendable {
        let red: Int
        let green: Int
        let blue: Int

        enum CodingKeys: String, CodingKey {
            case red = "R"
            case green = "G"
            case blue = "B"
        }
    }

    private let array = ["blue", "black", "brown"]
    private let object = Color(red: 100, green: 200, blue: 150)
    private let builder = RequestBuilder(baseURL: URL(string: "https://api.example.com")!)

    /// The query of a request whose one `color` parameter `append` adds.
    private func query(_ append: (inout QueryItems) throws -> Void) throws -> String {
        var items = QueryItems()
        try append(&items)
        let endpoint = Endpoint<EmptyResponse>(
            method: .get,
            path: "/p",
            queryItems: items.items,
            percentEncodedQueryItems: items.percentEncodedItems
        )
        let url = try builder.url(for: endpoint).absoluteString
        return String(url.dropFirst("https://api.example.com/p?".count))
    }

    /// The path of a request whose `{color}` placeholder holds `value` written in `style`.
    private func path(_ value: FormValue, _ style: PathStyle) throws -> String {
        let endpoint = Endpoint<EmptyResponse>(
            method: .get,
            path: "/p/{color}",
            percentEncodedPathParameters: ["color": ParameterSerialization.pathValue("color", value, style: style)]
        )
        return String(try builder.url(for: endpoint).absoluteString.dropFirst("https://api.example.com/p/".count))
    }

    // MARK: Query

    @Test("form, not exploded: color=, color=blue, color=blue,black,brown, color=R,100,G,200,B,150")
    func formNotExploded() throws {
        let style = FormStyle.form(explode: false)
        #expect(try query { $0.append("color", "", style: style) } == "color=")
        #expect(try query { $0.append("color", "blue", style: style) } == "color=blue")
        #expect(try query { $0.append("color", array, style: style) } == "color=blue,black,brown")
        #expect(try query { try $0.append("color", object: object, style: style) } == "color=R,100,G,200,B,150")
    }

    @Test("form, exploded: color=blue&color=black&color=brown, R=100&G=200&B=150")
    func formExploded() throws {
        let style = FormStyle.form(explode: true)
        #expect(try query { $0.append("color", "", style: style) } == "color=")
        #expect(try query { $0.append("color", "blue", style: style) } == "color=blue")
        #expect(try query { $0.append("color", array, style: style) } == "color=blue&color=black&color=brown")
        #expect(try query { try $0.append("color", object: object, style: style) } == "R=100&G=200&B=150")
    }

    @Test("form, exploded, a map: one key=value item per entry, keys in ascending order")
    func formExplodedMap() throws {
        let style = FormStyle.form(explode: true)
        #expect(try query { $0.append("color", ["R": 100, "G": 200, "B": 150], style: style) } == "B=150&G=200&R=100")
        #expect(try query { $0.append("color", [String: Int](), style: style) } == "")
    }

    /// Any map of text, sent form-exploded, reads back (split at `&` and `=`, percent-decoded) as its entries in
    /// ascending key order: no delimiter inside a key or value survives unencoded, and no entry is lost.
    @Test func aMapOfAnyTextReadsBackAsItsSortedEntries() throws {
        var generator = SeededGenerator(seed: 0x6D61_7073)
        let alphabet = Array("aZ09 &=?#%+,;/[]\u{E9}\u{1F600}-._~")
        func text() -> String {
            String(
                (0..<Int.random(in: 0...6, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            )
        }
        for _ in 0..<200 {
            var map: [String: String] = [:]
            for _ in 0..<Int.random(in: 0...5, using: &generator) { map[text()] = text() }
            var items = QueryItems()
            items.append("m", map, style: .form(explode: true))
            let encoded = try #require(items.percentEncodedItems)
            let decoded = encoded.map { ($0.name.removingPercentEncoding ?? "?", $0.value?.removingPercentEncoding) }
            #expect(decoded.map(\.0) == map.keys.sorted())
            #expect(decoded.map(\.1) == map.keys.sorted().map { map[$0] })
            #expect(encoded.allSatisfy { !($0.name + ($0.value ?? "")).contains { "&=?# ".contains($0) } })
        }
    }

    @Test("spaceDelimited and pipeDelimited: color=blue%20black%20brown, color=blue%7Cblack%7Cbrown")
    func delimited() throws {
        #expect(try query { $0.append("color", array, style: .spaceDelimited) } == "color=blue%20black%20brown")
        #expect(
            try query { try $0.append("color", object: object, style: .spaceDelimited) }
                == "color=R%20100%20G%20200%20B%20150"
        )
        #expect(try query { $0.append("color", array, style: .pipeDelimited) } == "color=blue%7Cblack%7Cbrown")
        #expect(
            try query { try $0.append("color", object: object, style: .pipeDelimited) }
                == "color=R%7C100%7CG%7C200%7CB%7C150"
        )
    }

    @Test("deepObject: color%5BR%5D=100&color%5BG%5D=200&color%5BB%5D=150")
    func deepObject() throws {
        #expect(
            try query { try $0.append("color", object: object, style: .deepObject) }
                == "color%5BR%5D=100&color%5BG%5D=200&color%5BB%5D=150"
        )
    }

    @Test("deepObject on an array: color%5B%5D=blue&color%5B%5D=black&color%5B%5D=brown (Rails, PHP)")
    func deepObjectArray() throws {
        #expect(
            try query { $0.append("color", array, style: .deepObject) }
                == "color%5B%5D=blue&color%5B%5D=black&color%5B%5D=brown"
        )
    }

    @Test("deepObject on a value that is a scalar or an object: created=1, or created%5Bgte%5D=1")
    func deepObjectScalarOrObject() throws {
        enum Created: Encodable {
            case exactly(Int)
            case range([String: Int])
            func encode(to encoder: any Encoder) throws {
                var container = encoder.singleValueContainer()
                switch self {
                case .exactly(let value): try container.encode(value)
                case .range(let bounds): try container.encode(bounds)
                }
            }
        }
        #expect(try query { try $0.append("created", object: Created.exactly(1), style: .deepObject) } == "created=1")
        #expect(
            try query { try $0.append("created", object: Created.range(["gte": 1]), style: .deepObject) }
                == "created%5Bgte%5D=1"
        )
    }

    @Test("a delimiter inside a value is encoded, so it never reads as one; plain items around styled ones keep order")
    func delimitersInsideValues() throws {
        let text = try query { items in
            items.append("q", "a,b c")
            items.append("tags", ["x,y", "z|w", "é"], style: .form(explode: false))
            items.append("ids", [1, 2], style: .pipeDelimited)
            items.append("page", 2)
            items.append("missing", String?.none, style: .form(explode: false))
        }
        #expect(text == "q=a%2Cb%20c&tags=x%2Cy,z%7Cw,%C3%A9&ids=1%7C2&page=2")
    }

    @Test("the unencoded items keep the styled parameters' text")
    func unencodedItems() throws {
        var items = QueryItems()
        items.append("tags", ["a", "b"], style: .form(explode: false))
        try items.append("f", object: object, style: .deepObject)
        #expect(items.items.map(\.description) == ["tags=a,b", "f[R]=100", "f[G]=200", "f[B]=150"])
    }

    // MARK: Path

    @Test("simple: blue, blue,black,brown, R,100,G,200,B,150 (exploded R=100,G=200,B=150)")
    func simple() throws {
        let list = ParameterSerialization.value(array)
        let members = try ParameterSerialization.value(object: object)
        #expect(try path(.text("blue"), .simple(explode: false)) == "blue")
        #expect(try path(list, .simple(explode: false)) == "blue,black,brown")
        #expect(try path(members, .simple(explode: false)) == "R,100,G,200,B,150")
        #expect(try path(.text("blue"), .simple(explode: true)) == "blue")
        #expect(try path(list, .simple(explode: true)) == "blue,black,brown")
        #expect(try path(members, .simple(explode: true)) == "R=100,G=200,B=150")
    }

    @Test("label: ., .blue, .blue,black,brown (exploded .blue.black.brown), .R,100,G,200,B,150 (.R=100.G=200.B=150)")
    func label() throws {
        let list = ParameterSerialization.value(array)
        let members = try ParameterSerialization.value(object: object)
        // A value of dots alone is a dot segment; it is sent encoded so it cannot move up the route.
        #expect(try path(.text(""), .label(explode: false)) == "%2E")
        #expect(try path(.text("blue"), .label(explode: false)) == ".blue")
        #expect(try path(list, .label(explode: false)) == ".blue,black,brown")
        #expect(try path(members, .label(explode: false)) == ".R,100,G,200,B,150")
        #expect(try path(.text("blue"), .label(explode: true)) == ".blue")
        #expect(try path(list, .label(explode: true)) == ".blue.black.brown")
        #expect(try path(members, .label(explode: true)) == ".R=100.G=200.B=150")
    }

    @Test("matrix: ;color, ;color=blue, ;color=blue,black,brown (exploded ;color=blue;color=black;color=brown)")
    func matrix() throws {
        let list = ParameterSerialization.value(array)
        let members = try ParameterSerialization.value(object: object)
        #expect(try path(.text(""), .matrix(explode: false)) == ";color")
        #expect(try path(.text("blue"), .matrix(explode: false)) == ";color=blue")
        #expect(try path(list, .matrix(explode: false)) == ";color=blue,black,brown")
        #expect(try path(members, .matrix(explode: false)) == ";color=R,100,G,200,B,150")
        #expect(try path(.text(""), .matrix(explode: true)) == ";color")
        #expect(try path(.text("blue"), .matrix(explode: true)) == ";color=blue")
        #expect(try path(list, .matrix(explode: true)) == ";color=blue;color=black;color=brown")
        #expect(try path(members, .matrix(explode: true)) == ";R=100;G=200;B=150")
    }

    @Test("a path value cannot escape its segment: a slash, question mark or space inside is encoded")
    func pathValuesStayInTheirSegment() throws {
        let list = ParameterSerialization.value(["a/b", "c?d", "e f", ".."])
        #expect(try path(list, .label(explode: true)) == ".a%2Fb.c%3Fd.e%20f...")
        #expect(try path(.list([.text("."), .text("")]), .label(explode: true)) == "%2E%2E%2E")
    }

    @Test("a percent-encoded value holding a character it must encode is an invalidRequest, on both routes")
    func rejectsBadEncodedText() throws {
        let badPath = Endpoint<EmptyResponse>(
            method: .get,
            path: "/p/{color}",
            percentEncodedPathParameters: ["color": "a/b"]
        )
        #expect(throws: APIError.self) { try builder.url(for: badPath) }
        let badQuery = Endpoint<EmptyResponse>(
            method: .get,
            path: "/p",
            percentEncodedQueryItems: [URLQueryItem(name: "a", value: "b&c=d")]
        )
        #expect(throws: APIError.self) { try builder.url(for: badQuery) }
    }
}
