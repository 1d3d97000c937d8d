/// The keys a configuration file may write, in the order the documentation lists them.
enum ConfigurationKeys {
    /// Top-level keys.
    static let topLevel = [
        "document", "name", "accessLevel", "modelConformances", "modelProperties", "grouping", "imports", "filter",
        "rename",
        "typeOverrides",
        "references", "streams", "pagination", "idempotencyKey", "domain", "repositories", "overlays",
    ]
    /// Keys of `idempotencyKey` written as an object.
    static let idempotencyKey = ["header", "operations"]
    /// Keys of `pagination`.
    static let pagination = ["operations", "rule"]
    /// Keys of `filter`.
    static let filter = ["tags", "paths", "operations", "models"]
    /// Keys of `rename`.
    static let rename = ["endpoints", "models", "properties"]
    /// Keys of `references`: the bounds of a document split over files (``ReferenceLimits``).
    static let references = ["maximumFiles", "maximumMegabytes", "maximumDepth", "maximumIncludedNodes"]
    /// Keys of `streams`.
    static let streams = ["sentinel", "streamProperty", "operations"]
    /// Keys of one entry of `streams.operations`.
    static let streamOperation = ["sentinel", "streamProperty", "events"]
    /// Keys of `typeOverrides`.
    static let typeOverrides = ["models"]
}
