import EndpointSpec
import EndpointTestSupport
import Testing

@testable import EndpointStubServer

/// The schema-built answer decodes: for random specs using every type and format the generator supports (objects,
/// optional and nullable properties, arrays, maps, string and value enumerations, unions with and without a
/// discriminator, recursion), the value built for each model passes ``BodyChecker`` — the checker of
/// `endpoint-gen check`, which follows the generated decoders' rules (compiling generated code per random case is
/// not possible in a test; `OpenAPIGeneratedTests` decodes schema-built answers through generated clients).
@Suite("SchemaExampleBuilder")
struct SchemaExampleBuilderTests {
    private static let file = "random.json"

    @Test func valuesBuiltForRandomSpecsDecode() throws {
        var generator = SeededGenerator(seed: 0x5EED_36)
        for round in 0..<300 {
            let spec = RandomSpecMaker.spec(using: &generator)
            let builder = SchemaExampleBuilder(spec: spec)
            let checker = BodyChecker(spec: spec)
            for model in spec.models {
                let schema = Schema(.reference(model.name), location: model.location)
                let text = JSONWriter.text(builder.value(for: schema))
                let root = try #require(JSONDocument.parse(Array(text.utf8), file: Self.file).root)
                let errors = checker.check(root, against: schema, subject: "value", container: nil)
                    .filter { $0.severity == .error }
                #expect(errors.isEmpty, "round \(round), model \(model.name): \(text)\n\(errors)")
                #expect(JSONWriter.text(builder.value(for: schema)) == text, "deterministic")
            }
        }
    }

    @Test func scalarsHonourTheirFacts() {
        var generator = SeededGenerator(seed: 0xFAC75)
        let patterns = ["^[a-z]{3}$", "^\\d{4}-\\d{2}$", "^(ab|cd)+x?$", "[A-Z][a-z0-9_]*", "^v\\d+\\.\\d+$"]
        for _ in 0..<500 {
            let location = EndpointSpec.SourceLocation(
                file: Self.file,
                line: Int.random(in: 1...1000, using: &generator),
                column: 1
            )
            var facts = SchemaFacts()
            let kind: Schema.Kind
            switch Int.random(in: 0..<4, using: &generator) {
            case 0:
                kind = .integer([nil, .int32, .int64].randomElement(using: &generator)!)
                facts.minimum =
                    Bool.random(using: &generator) ? Double(Int.random(in: -50...50, using: &generator)) : nil
                facts.maximum = facts.minimum.map { $0 + Double(Int.random(in: 2...100, using: &generator)) }
                facts.isMinimumExclusive = Bool.random(using: &generator)
                facts.isMaximumExclusive = Bool.random(using: &generator)
            case 1:
                kind = .number(Bool.random(using: &generator) ? .float : .double)
                facts.minimum = Double(Int.random(in: 1...40, using: &generator)) / 4
                facts.maximum = Bool.random(using: &generator) ? facts.minimum! + 3 : nil
                facts.isMinimumExclusive = Bool.random(using: &generator)
            case 2:
                kind = .string
                facts.minLength = Int.random(in: 0...12, using: &generator)
                facts.maxLength = facts.minLength! + Int.random(in: 0...5, using: &generator)
            default:
                kind = .string
                facts.pattern = patterns.randomElement(using: &generator)
            }
            var spec = Spec(name: "Facts", sourcePath: Self.file)
            spec.schemaFacts[location] = facts
            let schema = Schema(kind, location: location)
            let value = SchemaExampleBuilder(spec: spec).value(for: schema)
            let text: String =
                switch value {
                case .string(let string): string
                case .number(let literal): literal
                default: JSONWriter.text(value)
                }
            let violation = ParameterTextChecker(spec: spec).violation(of: text, schema: schema, location: "value")
            #expect(violation == nil, "\(facts): \(text)")
        }
    }

    @Test func theDocumentsExamplesComeFirstThroughReferences() {
        let location = { (line: Int) in EndpointSpec.SourceLocation(file: Self.file, line: line, column: 1) }
        var spec = Spec(
            name: "Examples",
            models: [
                ModelDefinition(
                    name: "Pet",
                    kind: .object([
                        PropertyDefinition(
                            wireName: "name",
                            schema: Schema(.string, location: location(2)),
                            isRequired: true,
                            location: location(2)
                        ),
                        PropertyDefinition(
                            wireName: "owner",
                            schema: Schema(.reference("Owner"), location: location(3)),
                            isRequired: false,
                            location: location(3)
                        ),
                        PropertyDefinition(
                            wireName: "email",
                            schema: Schema(.string, location: location(4)),
                            isRequired: true,
                            location: location(4)
                        ),
                    ]),
                    location: location(1)
                ),
                ModelDefinition(name: "Owner", kind: .object([]), location: location(10)),
            ],
            sourcePath: Self.file
        )
        spec.schemaFacts[location(2)] = SchemaFacts(example: .string("Rex"))
        spec.schemaFacts[location(4)] = SchemaFacts(format: "email")
        spec.schemaFacts[location(10)] = SchemaFacts(example: .object([SpecMember("id", .number("7"))]))
        let value = SchemaExampleBuilder(spec: spec).value(for: Schema(.reference("Pet"), location: location(20)))
        #expect(
            JSONWriter.text(value) == #"{"name":"Rex","owner":{"id":7},"email":"user@example.com"}"#
        )
    }

    @Test func recursionIsCutOff() {
        let location = EndpointSpec.SourceLocation(file: Self.file, line: 1, column: 1)
        let node = ModelDefinition(
            name: "Node",
            kind: .object([
                PropertyDefinition(
                    wireName: "children",
                    schema: Schema(.array(Schema(.reference("Node"), location: location)), location: location),
                    isRequired: true,
                    location: location
                ),
                PropertyDefinition(
                    wireName: "parent",
                    schema: Schema(.reference("Node"), location: location),
                    isRequired: false,
                    location: location
                ),
                PropertyDefinition(
                    wireName: "next",
                    schema: Schema(.reference("Node"), isNullable: true, location: location),
                    isRequired: true,
                    location: location
                ),
            ]),
            location: location
        )
        let spec = Spec(name: "Tree", models: [node], sourcePath: Self.file)
        let value = SchemaExampleBuilder(spec: spec).value(for: Schema(.reference("Node"), location: location))
        #expect(JSONWriter.text(value) == #"{"children":[],"next":null}"#)
    }

    /// An array gets `minItems` items (it got at most two, too few for `minItems: 3`), never more than `maxItems`.
    @Test func arraysHonourTheirItemCounts() {
        let location = { (line: Int) in EndpointSpec.SourceLocation(file: Self.file, line: line, column: 1) }
        var spec = Spec(name: "Items", sourcePath: Self.file)
        let bounds: [(minItems: Int?, maxItems: Int?)] = [(3, nil), (nil, 0), (5, 4), (1_000_000, nil)]
        for (line, (minItems, maxItems)) in bounds.enumerated() {
            var facts = SchemaFacts()
            (facts.minItems, facts.maxItems) = (minItems, maxItems)
            spec.schemaFacts[location(line + 1)] = facts
        }
        let builder = SchemaExampleBuilder(spec: spec)
        let counts = (1...5).map { line in
            let schema = Schema(.array(Schema(.integer(nil), location: location(9))), location: location(line))
            guard case .array(let items) = builder.value(for: schema) else { return -1 }
            return items.count
        }
        #expect(counts == [3, 0, 4, SchemaExampleBuilder.maximumItems, 1])
    }

    @Test func simplePatternsGiveMatchingSamplesAndOthersNone() {
        #expect(PatternSample.string(matching: "^[A-Z]{2}-\\d{3}$") == "AA-000")
        #expect(PatternSample.string(matching: "^(?:abc|de)+$") == "abc")
        #expect(PatternSample.string(matching: "^[^a]+$") == nil)
        #expect(PatternSample.string(matching: "(a)\\1") == nil)
        #expect(PatternSample.string(matching: "^(?=x)") == nil)
    }
}
