import WebhooksDomain

// The conversions openapi.endpointkit.yaml names in `using:`: transfer enumerations to domain values. They live
// beside the generated client, so the domain never sees a transfer type.

extension Webhook.Status {
    /// The domain status of the service's `status`.
    init(_ status: StatusDTO) {
        switch status {
        case .enabled: self = .enabled
        case .disabled: self = .disabled
        default: self = .other(status.rawValue)
        }
    }
}

extension Array where Element == String {
    /// The names of the subscribed `events`, as the service writes them.
    init(events: [WebhookEventTypeDTO]) {
        self = events.map(\.rawValue)
    }
}
