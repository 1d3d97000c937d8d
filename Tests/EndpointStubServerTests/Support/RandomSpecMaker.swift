import EndpointSpec
import EndpointTestSupport

/// Makes random specs whose models use every schema kind, with random facts (formats, patterns, bounds, lengths,
/// item counts) on their properties, for property tests.
enum RandomSpecMaker {
    static let file = "random.json"

    static func spec(using generator: inout SeededGenerator) -> Spec {
        let count = Int.random(in: 1...6, using: &generator)
        let names = (0..<count).map { "M\($0)" }
        var line = 1
        func location() -> EndpointSpec.SourceLocation {
            line += 1
            return EndpointSpec.SourceLocation(file: file, line: line, column: 1)
        }
        var models: [ModelDefinition] = []
        // Objects first, so unions have objects to refer to.
        let objectCount = Int.random(in: 1...count, using: &generator)
        for (index, name) in names.enumerated() {
            let kind: ModelDefinition.Kind
            if index < objectCount {
                var properties: [PropertyDefinition] = []
                for number in 0..<Int.random(in: 0...5, using: &generator) {
                    let schema = randomSchema(names: names, depth: 0, location: location, using: &generator)
                    // A required, non-nullable reference only to an earlier model, so that a finite value exists.
                    var isRequired = Bool.random(using: &generator)
                    if case .reference(let target) = schema.kind, !schema.isNullable,
                        (names.firstIndex(of: target) ?? 0) >= index
                    {
                        isRequired = false
                    }
                    properties.append(
                        PropertyDefinition(
                            wireName: "p\(number)",
                            schema: schema,
                            isRequired: isRequired,
                            location: location()
                        )
                    )
                }
                kind = .object(properties)
            } else {
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: kind = .enumeration(["a", "b c"])
                case 1:
                    kind = .valueEnumeration(
                        ValueEnumeration(
                            type: .integer(.int32),
                            cases: [.init(value: .number("3")), .init(value: .number("5"))]
                        )
                    )
                case 2:
                    let alternatives = names.prefix(objectCount).shuffled(using: &generator).prefix(2).map {
                        Schema(.reference($0), location: location())
                    }
                    kind = .oneOf(
                        Array(alternatives),
                        discriminator: Discriminator(propertyName: "kind", location: location())
                    )
                default:
                    // Not a union itself: a union that is its own alternative has no value to check against.
                    var first = randomSchema(names: names, depth: 1, location: location, using: &generator)
                    if case .reference = first.kind {
                        first.kind = .reference(names[Int.random(in: 0..<objectCount, using: &generator)])
                    }
                    let alternatives = [first, Schema(.string, location: location())]
                    kind = .oneOf(alternatives, discriminator: nil)
                }
            }
            var model = ModelDefinition(name: name, kind: kind, location: location())
            if case .object = kind, Int.random(in: 0..<4, using: &generator) == 0 {
                model.additionalProperties = Schema(.any, location: location())
            }
            models.append(model)
        }
        var spec = Spec(name: "Random", models: models, sourcePath: file)
        for model in models {
            if case .object(let properties) = model.kind {
                for property in properties { attachFacts(to: property.schema, in: &spec, using: &generator) }
            }
        }
        return spec
    }

    /// Random facts (formats, patterns, bounds, lengths, item counts) for `schema` and the schemas it holds.
    static func attachFacts(to schema: Schema, in spec: inout Spec, using generator: inout SeededGenerator) {
        guard Bool.random(using: &generator) else { return }
        var facts = SchemaFacts()
        switch schema.kind {
        case .string:
            switch Int.random(in: 0..<3, using: &generator) {
            case 0:
                facts.format = ["email", "hostname", "ipv4", "ipv6", "time", "date-time", "password", "duration"]
                    .randomElement(using: &generator)
            case 1: facts.pattern = ["^[a-z]{3}$", "^\\d{4}-\\d{2}$", "^(ab|cd)+x?$"].randomElement(using: &generator)
            default:
                facts.minLength = Int.random(in: 0...10, using: &generator)
                facts.maxLength = facts.minLength! + Int.random(in: 0...4, using: &generator)
            }
        case .integer, .number:
            facts.minimum = Double(Int.random(in: -20...20, using: &generator))
            facts.maximum = facts.minimum! + Double(Int.random(in: 2...50, using: &generator))
            facts.isMinimumExclusive = Bool.random(using: &generator)
        case .array(let items), .map(let items):
            if case .array = schema.kind {
                facts.minItems = Int.random(in: 0...3, using: &generator)
                facts.maxItems = facts.minItems! + Int.random(in: 0...2, using: &generator)
            }
            attachFacts(to: items, in: &spec, using: &generator)
        default:
            return
        }
        spec.schemaFacts[schema.location] = facts
    }

    static func randomSchema(
        names: [String],
        depth: Int,
        location: () -> EndpointSpec.SourceLocation,
        using generator: inout SeededGenerator
    ) -> Schema {
        let scalars: [Schema.Kind] = [
            .string, .integer(nil), .integer(.int32), .integer(.int64), .number(.float), .number(.double), .boolean,
            .dateTime, .date, .uuid, .uri, .byte, .enumeration(["red", "green"]), .any,
        ]
        let kind: Schema.Kind
        switch Int.random(in: 0..<10, using: &generator) {
        case 0 where depth < 3:
            kind = .array(randomSchema(names: names, depth: depth + 1, location: location, using: &generator))
        case 1 where depth < 3:
            kind = .map(randomSchema(names: names, depth: depth + 1, location: location, using: &generator))
        case 2, 3:
            kind = .reference(names.randomElement(using: &generator)!)
        default:
            kind = scalars.randomElement(using: &generator)!
        }
        return Schema(kind, isNullable: Int.random(in: 0..<5, using: &generator) == 0, location: location())
    }
}
