// MARK: - Where a schema is declared, for fixes

extension BodyChecker {
    /// The spec declaration the value at hand is checked against, named the way fixes name it:
    /// `subject` is what to change (`` `url` ``, `the items of `tags``), `container` where it is
    /// (``in model `Hit` ``), so a fix reads "mark `url` nullable in model `Hit`".
    struct Site: Sendable {
        /// What a fix changes, for example `` `url` `` or ``the `200` response``.
        var subject: String
        /// Where `subject` is declared, for example ``in model `Hit` ``; `nil` when `subject` says it all.
        var container: String?
        /// Where `subject` is written in the spec.
        var specLocation: SourceLocation?
        /// Whether the value is an optional property's, which may be absent or `null`.
        var isOptionalProperty = false
        /// The unions whose alternatives are being tried for this very value, outermost first: an alternative that
        /// names one of them again (`U: oneOf [U, string]`) would check the value against itself without end, so
        /// it is passed over. A nested value (a property, an item) starts afresh.
        var unionsTried: [String] = []

        /// `subject container`, for example `` `url` in model `Hit` ``.
        var phrase: String { phrase(after: nil) }

        /// `subject word container`, for example `` `url` nullable in model `Hit` ``.
        func phrase(after word: String?) -> String {
            [subject, word, container].compactMap { $0 }.joined(separator: " ")
        }

        /// The site of a schema nested in this one, for example `the items of` an array.
        func nested(_ relation: String, specLocation: SourceLocation) -> Site {
            Site(subject: "\(relation) \(subject)", container: container, specLocation: specLocation)
        }

        /// The site of `property` of the object model `model`.
        static func property(_ property: PropertyDefinition, of model: ModelDefinition) -> Site {
            Site(
                subject: "`\(property.wireName)`",
                container: "in model `\(model.name)`",
                specLocation: property.location,
                isOptionalProperty: !property.isRequired
            )
        }

        /// The site of the model `model` itself.
        static func model(_ model: ModelDefinition) -> Site {
            Site(subject: "model `\(model.name)`", container: nil, specLocation: model.location)
        }
    }
}
