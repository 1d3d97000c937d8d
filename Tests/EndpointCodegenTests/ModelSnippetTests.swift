import EndpointSpec
import Testing

@testable import EndpointCodegen

private typealias B = SpecBuilders

/// Small model specs in, exact Swift out.
@Suite struct ModelSnippetTests {
    @Test func objectCodesItsWireNamesExplicitly() {
        let spec = Snippets.spec(models: [
            B.object(
                "Product",
                description: "A product.",
                [
                    B.property("id", B.schema(.string, description: "The identifier.")),
                    B.property("price_cents", B.schema(.integer(nil))),
                    B.property("note", B.schema(.string), required: false),
                ]
            )
        ])
        #expect(
            Snippets.model("Product", in: spec) == """
                /// A product.
                public struct ProductDTO: Codable, Sendable {
                    /// The identifier.
                    public var id: String
                    /// The `price_cents` value.
                    public var priceCents: Int
                    /// The `note` value.
                    public var note: String?

                    /// Creates a value from its properties.
                    public init(id: String, priceCents: Int, note: String? = nil) {
                        self.id = id
                        self.priceCents = priceCents
                        self.note = note
                    }

                    /// Decodes a value from its JSON object.
                    public init(from decoder: any Decoder) throws {
                        let container = try decoder.container(keyedBy: EndpointRuntime.JSONKey.self)
                        self.id = try container.decodeString(forKey: "id")
                        self.priceCents = try container.decodeInt(forKey: "price_cents")
                        self.note = try container.decodeStringIfPresent(forKey: "note")
                    }

                    /// Encodes the value as a JSON object, leaving out absent optional properties.
                    public func encode(to encoder: any Encoder) throws {
                        var container = encoder.container(keyedBy: EndpointRuntime.JSONKey.self)
                        try container.encodeString(self.id, forKey: "id")
                        try container.encodeInt(self.priceCents, forKey: "price_cents")
                        try container.encodeStringIfPresent(self.note, forKey: "note")
                    }
                }

                """
        )
    }

    @Test func requiredNullableAndDefaultsGetExplicitCoding() {
        let spec = Snippets.spec(models: [
            B.object(
                "Settings",
                [
                    B.property("theme", B.schema(.string, nullable: true)),
                    B.property("page_size", B.schema(.integer(.int32), default: .number("20")), required: false),
                ]
            )
        ])
        #expect(
            Snippets.model("Settings", in: spec) == """
                /// The `Settings` object.
                public struct SettingsDTO: Codable, Sendable {
                    /// The `theme` value.
                    public var theme: String?
                    /// The `page_size` value.
                    ///
                    /// Reads as the spec's default while absent; only a value that is set is sent.
                    public var pageSize: Int32 {
                        get { _pageSize ?? 20 }
                        set { _pageSize = newValue }
                    }
                    /// What `pageSize` holds as sent or received: `nil` when absent, which reads as the default.
                    var _pageSize: Int32?

                    /// Creates a value from its properties.
                    public init(theme: String? = nil, pageSize: Int32? = nil) {
                        self.theme = theme
                        self._pageSize = pageSize
                    }

                    /// Decodes a value from its JSON object; an absent key stays absent and reads as the spec's default,
                    /// and required nullable keys must be present.
                    public init(from decoder: any Decoder) throws {
                        let container = try decoder.container(keyedBy: EndpointRuntime.JSONKey.self)
                        self.theme = try container.decodeValue(String?.self, forKey: "theme")
                        self._pageSize = try container.decodeInt32IfPresent(forKey: "page_size")
                    }

                    /// Encodes the value as a JSON object: absent nullable properties as `null`, absent optional ones left out.
                    public func encode(to encoder: any Encoder) throws {
                        var container = encoder.container(keyedBy: EndpointRuntime.JSONKey.self)
                        try container.encodeValue(self.theme, forKey: "theme")
                        try container.encodeInt32IfPresent(self._pageSize, forKey: "page_size")
                    }
                }

                """
        )
    }

    @Test(arguments: [
        (Schema.Kind.string, "String"), (.integer(nil), "Int"), (.integer(.int32), "Int32"),
        (.integer(.int64), "Int64"),
        (.number(.double), "Double"), (.number(.float), "Float"), (.boolean, "Bool"), (.dateTime, "Date"),
        (.date, "EndpointRuntime.CalendarDate"), (.uuid, "UUID"), (.uri, "URL"), (.byte, "Data"),
        (.any, "EndpointRuntime.JSONValue"),
        (.reference("Product"), "ProductDTO"), (.array(B.schema(.string)), "[String]"),
        (.array(B.schema(.array(B.schema(.integer(nil), nullable: true)))), "[[Int?]]"),
        (.map(B.schema(.reference("Product"))), "[String: ProductDTO]"), (.enumeration(["a"]), "Kind"),
    ])
    func mapsEverySchemaKindToItsSwiftType(kind: Schema.Kind, expected: String) {
        let translator = SpecTranslator(spec: Snippets.spec(models: [B.object("Product", [])]))
        #expect(translator.swiftType(B.schema(kind), enumName: .named("Kind")).text == expected)
    }

    @Test func inlineEnumBecomesANestedTypeNamedAfterThePropertyAvoidingReservedNames() {
        let spec = Snippets.spec(models: [
            B.object(
                "Item",
                [
                    B.property("kind", B.schema(.enumeration(["a"]), default: .string("a")), required: false),
                    B.property("type", B.schema(.enumeration(["b"]))),
                    B.property("string", B.schema(.array(B.schema(.enumeration(["c"]))))),
                ]
            )
        ])
        let output = Snippets.model("Item", in: spec)
        #expect(output.contains("    public enum Kind: Codable, Hashable, Sendable, EndpointRuntime.ParameterValue {"))
        #expect(
            output.contains("    public enum TypeValue: Codable, Hashable, Sendable, EndpointRuntime.ParameterValue {")
        )
        #expect(
            output.contains(
                "    public enum StringValue: Codable, Hashable, Sendable, EndpointRuntime.ParameterValue {"
            )
        )
        #expect(output.contains("    public var kind: Kind {\n"))
        #expect(output.contains("    public var type: TypeValue\n"))
        #expect(output.contains("    public var string: [StringValue]\n"))
        #expect(output.contains("self._kind = try container.decodeValueIfPresent(Kind.self, forKey: \"kind\")"))
        #expect(output.contains("get { _kind ?? .a }"))
    }

    @Test func stringEnumModelIsOpenAndCollisionFree() {
        let spec = Snippets.spec(models: [
            B.enumeration("Stock", description: "Availability.", ["in-stock", "+1", "-1", "", "rawValue"])
        ])
        #expect(
            Snippets.model("Stock", in: spec) == """
                /// Availability.
                public enum StockDTO: Codable, Hashable, Sendable, EndpointRuntime.ParameterValue {
                    /// `in-stock`.
                    case inStock

                    /// `+1`.
                    case plus1

                    /// `-1`.
                    case minus1

                    /// The empty string.
                    case empty

                    /// `rawValue`.
                    case rawValue2

                    /// A value this client does not know, kept as the server sent it.
                    case unknown(String)

                    /// Creates the case for `rawValue`; unknown text becomes `unknown`.
                    @inline(never)
                    public init(rawValue: String) {
                        switch rawValue {
                        case "in-stock": self = .inStock
                        case "+1": self = .plus1
                        case "-1": self = .minus1
                        case "": self = .empty
                        case "rawValue": self = .rawValue2
                        default: self = .unknown(rawValue)
                        }
                    }

                    /// The value as sent on the wire.
                    @inline(never)
                    public var rawValue: String {
                        switch self {
                        case .inStock: "in-stock"
                        case .plus1: "+1"
                        case .minus1: "-1"
                        case .empty: ""
                        case .rawValue2: "rawValue"
                        case .unknown(let value): value
                        }
                    }

                    /// Decodes the value from a single string.
                    public init(from decoder: any Decoder) throws {
                        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
                    }

                    /// Encodes the value as a single string.
                    public func encode(to encoder: any Encoder) throws {
                        var container = encoder.singleValueContainer()
                        try container.encode(rawValue)
                    }

                    /// The value as sent in a path, query or header.
                    public var parameterValue: String { rawValue }
                }

                """
        )
    }

    @Test func deprecatedModelsAndPropertiesAreMarkedWithoutWarningsInGeneratedCode() {
        let spec = Snippets.spec(models: [
            B.object(
                "Old",
                deprecated: true,
                [B.property("code", B.schema(.string, deprecated: true), required: false)]
            ),
            B.object("Holder", [B.property("old", B.schema(.reference("Old")))]),
        ])
        let output = Snippets.model("Old", in: spec)
        // The type keeps the name users write and is not deprecated, so generated code that names it compiles
        // without warnings; making one (its memberwise initializer) is what warns the caller (issue 47).
        #expect(output.contains("\npublic struct OldDTO: Codable, Sendable {"))
        #expect(!output.contains("_OldDTO"))
        #expect(!output.contains("typealias"))
        #expect(!output.contains("@available(*, deprecated)\npublic struct"))
        #expect(
            output.contains(
                """
                    /// Creates a value from its properties.
                    @available(*, deprecated, message: "Old is deprecated")
                    public init(
                """
            )
        )
        #expect(!output.contains("@available(*, deprecated, message: \"Old is deprecated\")\n    public init(from"))
        #expect(Snippets.model("Holder", in: spec).contains("private var _old: EndpointRuntime.Indirect<OldDTO>"))
        #expect(
            output.contains(
                """
                    @available(*, deprecated)
                    public var code: String? {
                        get { _code }
                        set { _code = newValue }
                    }
                    /// Storage of the deprecated `code`.
                    var _code: String?
                """
            )
        )
        #expect(output.contains("self._code = code"))
        #expect(output.contains("self._code = try container.decodeStringIfPresent(forKey: \"code\")"))
    }

    @Test func defaultsOfEveryKindBecomeSwiftExpressions() {
        let spec = Snippets.spec(models: [
            B.enumeration("Color", ["dark-red"]),
            B.object(
                "Defaults",
                [
                    B.property("text", B.schema(.string, default: .string("a \"b\"\n")), required: false),
                    B.property("flag", B.schema(.boolean, default: .bool(false)), required: false),
                    B.property("ratio", B.schema(.number(.double), default: .number("1e3")), required: false),
                    B.property("color", B.schema(.reference("Color"), default: .string("dark-red")), required: false),
                    B.property(
                        "tags",
                        B.schema(.array(B.schema(.string)), default: .array([.string("x")])),
                        required: false
                    ),
                    B.property("any", B.schema(.any, default: .array([.null, .number("2")])), required: false),
                    B.property("day", B.schema(.date, default: .string("2024-02-29")), required: false),
                    B.property("link", B.schema(.uri, default: .string("https://a.b")), required: false),
                ]
            ),
        ])
        let output = Snippets.model("Defaults", in: spec)
        // The initializer's `nil` leaves a member out; reading an absent one gives the default.
        #expect(output.contains("text: String? = nil,"))
        #expect(output.contains("get { _text ?? \"a \\\"b\\\"\\n\" }"))
        #expect(output.contains("get { _flag ?? false }"))
        #expect(output.contains("get { _ratio ?? 1e3 }"))
        #expect(output.contains("get { _color ?? .darkRed }"))
        #expect(output.contains("get { _tags ?? [\"x\"] }"))
        #expect(output.contains("get { _any ?? .array([.null, .number(2)]) }"))
        #expect(output.contains("get { _day ?? EndpointRuntime.CalendarDate(\"2024-02-29\") }"))
        #expect(output.contains("get { _link ?? URL(string: \"https://a.b\") }"))
        #expect(output.contains("day: EndpointRuntime.CalendarDate? = nil,"))
        #expect(
            output.contains(
                "self._day = try container.decodeValueIfPresent(EndpointRuntime.CalendarDate.self, forKey: \"day\")"
            )
        )
        #expect(output.contains("try container.encodeValueIfPresent(self._day, forKey: \"day\")"))
    }

    @Test func defaultsWithoutALiteralFormAreDecodedOnceFromTheirJSON() {
        let spec = Snippets.spec(models: [
            B.object(
                "Plan",
                [
                    B.property(
                        "days",
                        B.schema(.array(B.schema(.date)), default: .array([.string("2024-01-31")])),
                        required: false
                    )
                ]
            )
        ])
        let output = Snippets.model("Plan", in: spec)
        #expect(
            output.contains(
                """
                    /// The spec's default for `days`, decoded from its JSON.
                    public static let defaultDays: [EndpointRuntime.CalendarDate]? = try? EndpointRuntime.JSONCoding.decode(
                        [EndpointRuntime.CalendarDate].self,
                        from: Data("[\\"2024-01-31\\"]".utf8)
                    )
                """
            )
        )
        #expect(output.contains("public init(days: [EndpointRuntime.CalendarDate]? = nil) {"))
        #expect(output.contains("get { _days ?? PlanDTO.defaultDays }"))
        #expect(
            output.contains(
                """
                        self._days = try container.decodeValueIfPresent([EndpointRuntime.CalendarDate].self, forKey: "days")
                """
            )
        )
    }
}
