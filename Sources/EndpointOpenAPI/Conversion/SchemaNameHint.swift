import EndpointSpec

/// The name a schema's inline model would be hoisted under, spelled only when a model is hoisted.
///
/// Every parameter and property schema gets a hint (`OperationName` + the parameter's name), but only inline
/// objects, enumerations and unions use it; spelling each one eagerly took about 5% of the build plugin's (debug)
/// generator's time on Google Compute.
indirect enum SchemaNameHint {
    /// A name already spelled.
    case name(String)
    /// The UpperCamelCase type name of the hint's name and `word` read as words: `(.name("Pet"), "type")` →
    /// `PetType`, as ``OpenAPIConverter/typeName(_:)`` spells them.
    case joined(SchemaNameHint, String)

    /// The spelled name, with the document's `acronyms`.
    func spelled(acronyms: Acronyms) -> String {
        switch self {
        case .name(let name):
            return name
        case .joined(let base, let word):
            return SwiftNaming.typeName(base.spelled(acronyms: acronyms) + " " + word, acronyms: acronyms)
        }
    }
}
