import EndpointSpec

// MARK: - Named stream events

extension SpecTranslator {
    /// The enumeration of the named events of `endpoint`'s event stream (`CreateResponseStreamEvent`): one case per
    /// event name carrying its decoded data, and `unknown` carrying any other event as it arrived; empty when the
    /// endpoint's stream has no named events.
    func translateStreamEvents(_ endpoint: EndpointDefinition) -> [Declaration] {
        guard let named = spec.namedStreamEvents(of: endpoint),
            let typeName = names.endpoint(endpoint.name).responses.eventType
        else { return [] }
        let cases = Self.eventCases(named.events, acronyms: spec.acronyms)
        var members: [Declaration] = zip(named.events, cases).map { event, caseName in
            .enumCase(
                EnumCaseDeclaration(
                    documentation: ["The \(SwiftLiteral.codeVoice(event.name)) event."],
                    name: SwiftNaming.escaped(caseName),
                    associatedTypes: [eventType(event)]
                )
            )
        }
        members.append(
            .enumCase(
                EnumCaseDeclaration(
                    documentation: [
                        "An event of another name, as it arrived (a newer server may send events this client does not "
                            + "know)."
                    ],
                    name: "unknown",
                    associatedTypes: [.runtime("ServerSentEvent")]
                )
            )
        )
        let event = Expression.identifier("event")
        let subject =
            named.discriminatorProperty.map { property in
                event.member("selectingName").call([
                    Argument("among", .array(named.events.map { .string($0.name) })),
                    Argument("discriminator", .string(property)),
                ])
            } ?? event.member("type")
        var switchCases = zip(named.events, cases).map { entry, caseName in
            SwitchCase(
                pattern: .values([.string(entry.name)]),
                body: [
                    .assignment(
                        target: .identifier("self"),
                        value: Expression.implicitMember(SwiftNaming.escaped(caseName)).call([
                            Argument(
                                nil,
                                .try(
                                    event.member("decodeData").call([
                                        Argument("as", Expression.type(eventType(entry)).member("self"))
                                    ])
                                )
                            )
                        ])
                    )
                ]
            )
        }
        switchCases.append(
            SwitchCase(
                pattern: .default,
                body: [
                    .assignment(
                        target: .identifier("self"),
                        value: Expression.implicitMember("unknown").call([Argument(nil, event)])
                    )
                ]
            )
        )
        members.append(
            .function(
                FunctionDeclaration(
                    documentation: [
                        named.discriminatorProperty.map {
                            "Decodes `event` as the case its name selects (an unlisted name, by its data's `\($0)`), "
                                + "or `unknown`."
                        } ?? "Decodes `event` as the case its name selects, or `unknown`.",
                        "",
                        "- Throws: `APIError.decoding` when the data of a known event does not match its type.",
                    ],
                    kind: .initializer,
                    parameters: [FunctionParameter(name: "event", type: .runtime("ServerSentEvent"))],
                    isThrowing: true,
                    body: [.switchOver(subject: subject, cases: switchCases)]
                )
            )
        )
        let conformances =
            spec.modelConformances.map { SwiftType.named($0.rawValue) } + [.runtime("ServerSentEventDecodable")]
        return [
            .enumeration(
                TypeDeclaration(
                    documentation: [
                        "An event of the stream of ``\(names.endpoint(endpoint.name).functionName)``, decoded as its "
                            + "name selects."
                    ],
                    name: typeName,
                    conformances: conformances,
                    members: members
                )
            )
        ]
    }

    /// The Swift type of an event's data.
    private func eventType(_ event: NamedStreamEvent) -> SwiftType {
        swiftType(event.schema, enumName: nil).optional(if: event.schema.isNullable)
    }

    /// Case names from event names (`response.created` → `responseCreated`), unique, never `unknown`.
    static func eventCases(_ events: [NamedStreamEvent], acronyms: Acronyms) -> [String] {
        var taken: Set<String> = ["unknown"]
        return events.map { event in
            let name = SwiftNaming.unique(SwiftNaming.memberName(event.name, acronyms: acronyms), avoiding: taken)
            taken.insert(name)
            return name
        }
    }

    // MARK: The stream property

    /// The statements that set the body's stream property before a call of a streaming alternative is built: the
    /// streaming call sets it `true`; the plain call sets it `false` when it is optional and the caller left it
    /// `nil`. Empty when the endpoint has no such property, or when properties are `let` (the caller sets it).
    func streamPropertyStatements(_ endpoint: EndpointDefinition) -> [Statement] {
        guard let setting = endpoint.streamPropertySetting, spec.modelProperties == .variable,
            let body = endpoint.body, case .reference(let modelName) = body.kind,
            case .object(let properties)? = referencedModel(body)?.kind,
            let property = properties.first(where: { $0.wireName == setting.property })
        else { return [] }
        let field = ModelField(property: property, ofModel: modelName, names: names.model(modelName), translator: self)
        guard setting.isStreaming || field.isOptional else { return [] }
        let bodyName = EndpointNames.bodyName
        let base = Expression.identifier(bodyName)
        let member = (endpoint.isBodyOptional ? Expression.optionalChain(base) : base).member(field.name)
        let value: Expression =
            setting.isStreaming ? .literal("true") : .infix(member, "??", .literal("false"))
        return [
            .variable(isMutable: true, name: bodyName, type: nil, value: .identifier(bodyName)),
            .assignment(target: member, value: value),
        ]
    }
}
