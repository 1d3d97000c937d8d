/// The bounds on a document split over files (``ReferenceBundler``): high enough for the largest public API
/// descriptions (one has 1,509 files), there only to stop hostile input — a split that would read without end,
/// nest without end or grow exponentially. A configuration file's `references` section sets each one
/// (``GeneratorConfiguration/referenceLimits``), and the error that a bound raises names its key.
public struct ReferenceLimits: Hashable, Sendable {
    /// `references.maximumFiles`: the most files read for one document, the entry included.
    public var maximumFiles: Int
    /// `references.maximumMegabytes`: the most bytes (in MiB) read for one document, the entry included.
    public var maximumMegabytes: Int
    /// `references.maximumDepth`: the deepest the merged document may nest at a reference, and the most references
    /// followed inside one another (a file whose schema refers to the next file's, and so on).
    public var maximumDepth: Int
    /// `references.maximumIncludedNodes`: the most nodes that including an object again may add to the document
    /// (the first inclusion of each is bounded by the bytes read): files that each include the next several times
    /// would otherwise grow it exponentially, like a YAML alias bomb.
    public var maximumIncludedNodes: Int

    /// The defaults: 20,000 files, 512 MiB, 512 levels, 1,000,000 nodes included again.
    public static let standard = ReferenceLimits(
        maximumFiles: 20_000,
        maximumMegabytes: 512,
        maximumDepth: 512,
        maximumIncludedNodes: 1_000_000
    )

    /// Limits of the given values.
    public init(maximumFiles: Int, maximumMegabytes: Int, maximumDepth: Int, maximumIncludedNodes: Int) {
        self.maximumFiles = maximumFiles
        self.maximumMegabytes = maximumMegabytes
        self.maximumDepth = maximumDepth
        self.maximumIncludedNodes = maximumIncludedNodes
    }

    /// ``maximumMegabytes`` in bytes.
    var maximumBytes: Int {
        let (bytes, overflow) = maximumMegabytes.multipliedReportingOverflow(by: 1 << 20)
        return overflow ? .max : bytes
    }

    /// How an error names the configuration key that raises a bound: `'references.maximumFiles' in the
    /// configuration file`.
    static func raising(_ key: String) -> String {
        "raise 'references.\(key)' in the configuration file to allow more"
    }
}
