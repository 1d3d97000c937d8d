/// A hand-written domain type the edge-case spec maps `PersonDTO` into (test fixture).
public struct Person: Equatable, Sendable {
    /// A person's identifier.
    public struct ID: RawRepresentable, Hashable, Sendable {
        /// The identifier as the service spells it.
        public let rawValue: String
        /// Wraps an identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// The identifier.
    public let id: ID
    /// The display name.
    public let name: String
    /// The age, when known and valid.
    public let age: Age?
    /// The nickname, when given.
    public let nickname: Nickname?
    /// The e-mail address, when given.
    public let email: String?
    /// The score; always valid.
    public let score: Score
    /// The person's pets.
    public let pets: [Pet]
    /// The favourite pet, when there is one.
    public let favoritePet: Pet?
    /// Pets by name, when given.
    public let petsByName: [String: Pet]?

    /// Creates a person.
    public init(
        id: ID,
        name: String,
        age: Age?,
        nickname: Nickname?,
        email: String?,
        score: Score,
        pets: [Pet],
        favoritePet: Pet?,
        petsByName: [String: Pet]?
    ) {
        self.id = id
        self.name = name
        self.age = age
        self.nickname = nickname
        self.email = email
        self.score = score
        self.pets = pets
        self.favoritePet = favoritePet
        self.petsByName = petsByName
    }
}
