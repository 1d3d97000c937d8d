// A starting point written by `endpoint-gen scaffold-domain`: yours to edit.

import Foundation

/// A block storage volume.
public struct Volume: Sendable, Equatable {
    /// Identifies a `Volume`.
    public struct ID: Hashable, Sendable {
        /// The identifier as the service writes it.
        public let rawValue: String

        /// The identifier `rawValue`.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }
    }

    /// The `id`.
    public var id: ID
    /// A human-readable name.
    public var name: String
    /// The `size_gigabytes`.
    public var sizeGigabytes: Int
    /// The `description`.
    public var description: String?
    /// The `created_at`.
    public var createdAt: Date
    /// The `region`.
    public var region: Region?
    /// The `tags`.
    public var tags: [String]?

    /// A `Volume`.
    public init(
        id: ID,
        name: String,
        sizeGigabytes: Int,
        description: String?,
        createdAt: Date,
        region: Region?,
        tags: [String]?
    ) {
        self.id = id
        self.name = name
        self.sizeGigabytes = sizeGigabytes
        self.description = description
        self.createdAt = createdAt
        self.region = region
        self.tags = tags
    }
}
