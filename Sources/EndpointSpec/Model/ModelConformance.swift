/// A protocol generated models may conform to beyond `Codable` and `Sendable`, chosen with the spec's
/// `modelConformances`.
///
/// Models conform to neither by default: equality and hashing are synthesized per model and roughly double the
/// compile time of a large spec's models, while DTOs are usually converted to domain types (which choose their
/// own conformances) right after decoding.
public enum ModelConformance: String, CaseIterable, Hashable, Sendable {
    /// `==` on every model, union and boxed property.
    case equatable = "Equatable"
    /// `Equatable` plus `hash(into:)`, for sets and dictionary keys.
    case hashable = "Hashable"
}
