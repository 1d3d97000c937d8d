// Started from `endpoint-gen scaffold-domain` (see the README), then edited: `status` and `events` added as
// domain values, the parts the app does not use removed.

import Foundation

/// A webhook subscription, as the app's domain sees it: no wire names, no transfer types.
public struct Webhook: Sendable, Equatable {
    /// Identifies a `Webhook`.
    public struct ID: Hashable, Sendable {
        /// The identifier as the service writes it.
        public let rawValue: String

        /// The identifier `rawValue`.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }
    }

    /// Whether the service delivers events to the webhook.
    public enum Status: Sendable, Equatable {
        /// Events are delivered.
        case enabled
        /// Events are not delivered.
        case disabled
        /// A status this version of the app does not know, as the service wrote it.
        case other(String)
    }

    /// The identifier; the service leaves it out of a webhook it has not stored yet.
    public var id: ID?
    /// Where the service delivers events.
    public var deliveryURL: URL
    /// What the webhook is for, as people described it.
    public var description: String?
    /// Whether events are delivered.
    public var status: Status
    /// The names of the events subscribed to (`*` for all).
    public var events: [String]
    /// When it was created.
    public var createdAt: Date?

    /// A `Webhook`.
    public init(
        id: ID?,
        deliveryURL: URL,
        description: String?,
        status: Status,
        events: [String],
        createdAt: Date?
    ) {
        self.id = id
        self.deliveryURL = deliveryURL
        self.description = description
        self.status = status
        self.events = events
        self.createdAt = createdAt
    }
}
