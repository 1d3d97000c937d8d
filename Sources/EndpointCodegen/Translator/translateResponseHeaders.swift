import EndpointSpec

// MARK: - Typed response headers

extension SpecTranslator {
    /// The `{Endpoint}Headers` struct of the headers `endpoint`'s 2xx responses declare: one typed property each,
    /// read from a response's `HeaderFields` (required only where every declaring status requires it).
    func headersStruct(
        _ endpoint: EndpointDefinition,
        named typeName: String,
        names endpointNames: EndpointNames
    ) -> Declaration {
        var properties: [Declaration] = []
        var reads: [Statement] = []
        for header in endpoint.successHeaders {
            let plainName =
                endpointNames.responses.headerProperties[header.name.lowercased()]
                ?? SwiftNaming.memberName(header.name, acronyms: spec.acronyms)
            let name = SwiftNaming.escaped(plainName)
            let site = EndpointNames.InlineEnumSite.responseHeader(header.name.lowercased())
            let enumName = endpointNames.inlineEnums[site]
            let type = swiftType(header.schema, enumName: enumName.map(SwiftType.named))
            let description = documentationLine(header.schema.description)
            let defaultValue = Self.defaultValue(of: header)
            let defaultSentence = defaultValue.map {
                " Default: " + SwiftLiteral.codeVoice($0.headerFieldText) + " when the response leaves it out."
            }
            let documentation = [
                SwiftLiteral.codeVoice(header.name) + (description.isEmpty ? "." : ": " + description)
                    + (defaultSentence ?? "")
            ]
            let isOptional = !header.isRequired && defaultValue == nil
            // A deprecated header is computed over internal storage, which the initializer sets without a warning.
            let storageName = header.schema.isDeprecated ? "_" + plainName : name
            if header.schema.isDeprecated {
                properties.append(
                    .variable(
                        VariableDeclaration(
                            documentation: documentation,
                            attributes: deprecation(true),
                            name: name,
                            type: type.optional(if: isOptional),
                            getter: [.expression(.identifier(storageName))]
                        )
                    )
                )
            }
            properties.append(
                .variable(
                    VariableDeclaration(
                        documentation: header.schema.isDeprecated
                            ? ["Storage of the deprecated `\(plainName)`."] : documentation,
                        access: header.schema.isDeprecated ? nil : .public,
                        name: storageName,
                        type: type.optional(if: isOptional)
                    )
                )
            )
            let requiredCodes = header.isRequired ? [] : Self.codesRequiring(header, in: endpoint)
            reads.append(
                .assignment(
                    target: .identifier(storageName),
                    value: headerRead(header, type: type, enumName: enumName, requiredCodes: requiredCodes)
                )
            )
        }
        return .structure(
            TypeDeclaration(
                documentation: ["The headers the 2xx responses of `\(endpoint.name)` declare."],
                name: typeName,
                conformances: [.runtime("ResponseHeaders")],
                members: properties + [
                    .function(
                        FunctionDeclaration(
                            documentation: [
                                "Reads the declared headers from `headerFields`, the headers of a `statusCode` response."
                            ],
                            kind: .initializer,
                            parameters: [
                                FunctionParameter(name: "headerFields", type: .runtime("HeaderFields")),
                                FunctionParameter(name: "statusCode", type: .named("Int")),
                            ],
                            isThrowing: true,
                            body: reads
                        )
                    )
                ]
            )
        )
    }

    /// The exact 2xx codes whose response declares `header` required, when not every 2xx response does (then the
    /// property is optional and a missing header is an error only for these codes).
    static func codesRequiring(_ header: ResponseHeaderDefinition, in endpoint: EndpointDefinition) -> [Int] {
        let key = header.name.lowercased()
        return endpoint.successResponses.compactMap { response in
            guard case .code(let code) = response.status,
                response.headers.contains(where: { $0.name.lowercased() == key && $0.isRequired })
            else { return nil }
            return code
        }
    }

    /// The `default` a header that is not `required` reads when the response leaves it out; `nil` for none (or
    /// `null`).
    static func defaultValue(of header: ResponseHeaderDefinition) -> SpecValue? {
        guard !header.isRequired, let value = header.schema.defaultValue, value != .null else { return nil }
        return value
    }

    /// `try headerFields.required("X-A")` (typed by the property), or for an enumeration the `String` read and
    /// converted: `try headerFields.value("X-A", as: String.self).map(E.init(rawValue:))`; a header only some codes
    /// require reads with `requiredWhen: statusCode == 201`. A header with a `default` reads `?? default` when the
    /// default has a literal (`?? "keep-alive"`, `?? .slow`, `?? [1, 2]`), else the default's header text parsed as
    /// the header would be (`defaultText: "2024-01-31"`), so its property is never optional.
    func headerRead(
        _ header: ResponseHeaderDefinition,
        type: SwiftType,
        enumName: String?,
        requiredCodes: [Int]
    ) -> Expression {
        let fields = Expression.identifier("headerFields")
        let function = header.isRequired ? "required" : "value"
        var requirement: [Argument] = []
        if !requiredCodes.isEmpty {
            let status = Expression.identifier("statusCode")
            let condition: Expression =
                requiredCodes.count == 1
                ? .infix(status, "==", .literal(String(requiredCodes[0])))
                : Expression.array(requiredCodes.map { .literal(String($0)) }).member("contains")
                    .call([Argument(nil, status)])
            requirement = [Argument("requiredWhen", condition)]
        }
        let defaultValue = Self.defaultValue(of: header)
        let literal = defaultValue.flatMap {
            DefaultValueLiteral(translator: self, enumName: enumName).value($0, for: header.schema, type: type)
        }
        let defaultLiteral = literal?.isFailable == false ? literal?.expression : nil
        let defaultText: [Argument] =
            if let defaultValue, defaultLiteral == nil {
                [Argument("defaultText", .string(defaultValue.headerFieldText))]
            } else {
                []
            }
        let withDefault = { (read: Expression) -> Expression in
            .try(defaultLiteral.map { .infix(read, "??", $0) } ?? read)
        }
        var elementType = type
        var isArray = false
        if case .array(let element) = type {
            elementType = element
            isArray = true
        }
        let isEnumeration: Bool =
            switch header.schema.kind {
            case .enumeration, .reference: true
            case .array(let items): items.inlineEnumValues != nil || items.referencedModel != nil
            default: false
            }
        guard isEnumeration else {
            return withDefault(
                fields.member(function).call([Argument(nil, .string(header.name))] + defaultText + requirement)
            )
        }
        let rawType = headerRawType(header.schema)
        let textType: SwiftType = isArray ? .array(rawType) : rawType
        let read = fields.member(function)
            .call(
                [Argument(nil, .string(header.name)), Argument("as", .metatype(textType))] + defaultText + requirement
            )
        let initializer = Expression.type(elementType).member("init(rawValue:)")
        let readIsNonOptional = header.isRequired || !defaultText.isEmpty
        let converted: Expression =
            switch (readIsNonOptional, isArray) {
            case (true, false): Expression.type(elementType).call([Argument("rawValue", read)])
            case (false, true): Expression.optionalChain(read).member("map").call([Argument(nil, initializer)])
            default: read.member("map").call([Argument(nil, initializer)])
            }
        return withDefault(converted)
    }

    /// The type an enumeration header is read as before conversion: `String`, or the raw type (`Int`, `Double`,
    /// `Bool`, …) of a value enumeration model.
    func headerRawType(_ schema: Schema) -> SwiftType {
        var element = schema
        if case .array(let items) = schema.kind { element = items }
        guard let model = referencedModel(element), case .valueEnumeration(let enumeration) = model.kind else {
            return .string
        }
        return Self.rawType(of: enumeration.type).type
    }
}
