/// An age in years, 0 to 150 (test fixture for failable conversions).
public struct Age: Equatable, Sendable {
    /// The years.
    public let years: Int
    /// `nil` outside 0...150.
    public init?(_ years: Int) {
        guard (0...150).contains(years) else { return nil }
        self.years = years
    }
}

/// A nickname (test fixture for labeled, non-failable conversions).
public struct Nickname: Equatable, Sendable {
    /// The text.
    public let text: String
    /// Wraps a nickname.
    public init(text: String) { self.text = text }
}

/// A score, never negative (test fixture for required failable conversions).
public struct Score: Equatable, Sendable {
    /// The points.
    public let points: Int
    /// `nil` for negative points.
    public init?(_ points: Int) {
        guard points >= 0 else { return nil }
        self.points = points
    }
}

/// A page size (test fixture for repository parameters read through `rawValue`).
public struct PageSize: RawRepresentable, Equatable, Sendable {
    /// The number of items per page.
    public let rawValue: Int
    /// Wraps a page size.
    public init(rawValue: Int) { self.rawValue = rawValue }
}

/// A pet (test fixture for unlabeled initializer arguments).
public struct Pet: Equatable, Sendable {
    /// The name.
    public let name: String
    /// The number of legs, when known.
    public let legs: Int?
    /// Creates a pet.
    public init(_ name: String, legs: Int?) {
        self.name = name
        self.legs = legs
    }
}

/// Domain errors of the people service (test fixture).
public enum PersonError: Error, Equatable, Sendable {
    /// No person with that identifier.
    case notFound(Person.ID)
    /// The person was deleted.
    case gone
    /// The service refuses to show the person, saying why (read from the typed 403 body).
    case forbidden(Person.ID, String?)
    /// The service sent a person the domain rejects.
    case invalidPerson
}

/// The port the generated `HTTPPersonRepository` implements (test fixture).
public protocol PersonRepository: Sendable {
    /// One person.
    func person(id: Person.ID) async throws -> Person
    /// A page of people.
    func people(after cursor: String?, size: PageSize?) async throws -> [Person]
    /// A person's favourite pet, if any.
    func favoritePet(of person: Person.ID) async throws -> Pet?
    /// Deletes a widget.
    func deleteWidget(_ id: String) async throws
}
