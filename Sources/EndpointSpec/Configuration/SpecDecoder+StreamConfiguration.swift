// MARK: - A configuration's `streams`

extension SpecDecoder {
    /// `streams`: the document's `sentinel` and `streamProperty`, and `operations` by name.
    mutating func decodeStreamConfiguration(_ member: JSONNode.Member) -> StreamConfiguration {
        var configuration = StreamConfiguration()
        guard
            let object = object(
                member.value,
                context: "'streams'",
                anchor: member.keyLocation,
                keys: ConfigurationKeys.streams
            )
        else { return configuration }
        configuration.document = decodeStreamSettings(in: object, allowsEvents: false)
        for operation in members("operations", in: object) ?? [] {
            guard
                let settings = self.object(
                    operation.value,
                    context: "'streams.operations.\(operation.key)'",
                    anchor: operation.keyLocation,
                    keys: ConfigurationKeys.streamOperation
                )
            else { continue }
            configuration.operations.append(
                StreamConfiguration.Operation(
                    name: operation.key,
                    location: operation.keyLocation,
                    settings: decodeStreamSettings(in: settings, allowsEvents: true)
                )
            )
        }
        return configuration
    }

    /// `sentinel` (a non-empty string, or `false`), `streamProperty` (a name, or `false`) and `events`.
    private mutating func decodeStreamSettings(in object: ObjectView, allowsEvents: Bool)
        -> StreamConfiguration.Settings
    {
        var settings = StreamConfiguration.Settings()
        if let member = object["sentinel"] {
            switch member.value.value {
            case .bool(false): settings.sentinel = ConfiguredValue(nil, at: member.value.location)
            case .string(let text) where !text.isEmpty && !text.contains(where: \.isNewline):
                settings.sentinel = ConfiguredValue(text, at: member.value.location)
            default:
                log.error(
                    "'sentinel' must be the data of the event that ends the stream, such as \"[DONE]\" (one line, "
                        + "not empty), or false for none, found \(member.value.typeDescription)",
                    at: member.value.location
                )
            }
        }
        if let member = object["streamProperty"] {
            switch member.value.value {
            case .bool(false): settings.streamProperty = ConfiguredValue(.none, at: member.value.location)
            case .string(let name) where !name.isEmpty:
                settings.streamProperty = ConfiguredValue(.named(name), at: member.value.location)
            default: typeMismatch(member, expected: "a property name or false")
            }
        }
        if allowsEvents {
            for event in members("events", in: object) ?? [] {
                guard case .string(let model) = event.value.value, !model.isEmpty else {
                    typeMismatch(event, expected: "the name of a model")
                    continue
                }
                settings.events.append(
                    ConfiguredRename(
                        from: event.key,
                        to: model,
                        keyLocation: event.keyLocation,
                        valueLocation: event.value.location
                    )
                )
            }
        }
        return settings
    }
}
