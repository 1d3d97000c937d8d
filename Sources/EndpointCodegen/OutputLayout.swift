/// The names of the files generated for a spec, known before generation runs.
///
/// The build plugin compiles this file into itself (it may use only the Swift standard library), counts the
/// `models` and `endpoints` keys of a spec and declares exactly these files as the command's outputs.
/// ``CodeGenerator`` produces the same names, so both always agree.
///
/// Models (sorted by name) and endpoints (sorted by name) are split into shards of ``shardSize`` so that large
/// specs compile in parallel: 1,000 models yield `CatalogModels1.swift` … `CatalogModels10.swift`. Up to
/// ``shardSize`` items stay in one unnumbered file (`CatalogModels.swift`). The client, mapping and repository
/// files are always present, even when nearly empty, so the set depends only on the three inputs.
public enum OutputLayout {
    /// The most models or endpoints one file holds.
    public static let shardSize = 100

    /// Every generated file name, in generation order: client, endpoint shards, model shards, mapping,
    /// repositories.
    ///
    /// - Parameters:
    ///   - apiName: The spec's `name` as written, for example `Catalog`.
    ///   - modelCount: How many entries `models` has.
    ///   - endpointCount: How many entries `endpoints` has.
    public static func fileNames(apiName: String, modelCount: Int, endpointCount: Int) -> [String] {
        Plan(apiName: apiName, modelCount: modelCount, endpointCount: endpointCount).fileNames
    }

    // MARK: Shards

    /// How many files `count` items are split into: at least one, even for no items.
    public static func shardCount(for count: Int) -> Int {
        max(1, (max(0, count) + shardSize - 1) / shardSize)
    }

    /// The index ranges of the shards of `count` items, in order; one empty range for no items.
    public static func shardRanges(for count: Int) -> [Range<Int>] {
        let total = max(0, count)
        return (0..<shardCount(for: total)).map { shard in
            (shard * shardSize)..<min(total, (shard + 1) * shardSize)
        }
    }

    /// `BaseName.swift` for a single shard, `BaseName1.swift` … `BaseNameN.swift` otherwise.
    public static func shardFileNames(_ baseName: String, count: Int) -> [String] {
        let shards = shardCount(for: count)
        guard shards > 1 else { return [baseName + ".swift"] }
        return (1...shards).map { "\(baseName)\($0).swift" }
    }

    /// The index ranges of `count` items spread over exactly `files` files (at least one), in order: chunks of
    /// ``shardSize`` while they fit, larger chunks when `files` is too few, empty trailing ranges when too many.
    /// With `files == shardCount(for: count)` this equals ``shardRanges(for:)``.
    public static func ranges(count: Int, files: Int) -> [Range<Int>] {
        let total = max(0, count)
        let fileCount = max(1, files)
        let chunk = max(shardSize, (total + fileCount - 1) / fileCount)
        return (0..<fileCount).map { index in
            min(total, index * chunk)..<min(total, (index + 1) * chunk)
        }
    }

    /// `BaseName.swift` for one file, `BaseName1.swift` … `BaseNameN.swift` for `files` files.
    public static func numberedFileNames(_ baseName: String, files: Int) -> [String] {
        guard files > 1 else { return [baseName + ".swift"] }
        return (1...files).map { "\(baseName)\($0).swift" }
    }

    // MARK: Plans

    /// An explicit layout: the file name prefix and how many files endpoints and models are spread over.
    ///
    /// The build plugin computes a plan before generation and passes it to `endpoint-gen`, so the files it
    /// declares and the files written always agree, even when the plugin can only estimate the counts (for an
    /// OpenAPI document, whose inline schemas become extra models).
    public struct Plan: Hashable, Sendable {
        /// The prefix of every file name, for example `Catalog`.
        public var filePrefix: String
        /// How many files hold the endpoints (at least one).
        public var endpointFiles: Int
        /// How many files hold the models (at least one).
        public var modelFiles: Int

        /// Creates a plan; file counts below one are raised to one.
        public init(filePrefix: String, endpointFiles: Int, modelFiles: Int) {
            self.filePrefix = filePrefix
            self.endpointFiles = max(1, endpointFiles)
            self.modelFiles = max(1, modelFiles)
        }

        /// The default plan for a spec: shards of ``OutputLayout/shardSize``.
        public init(apiName: String, modelCount: Int, endpointCount: Int) {
            self.init(
                filePrefix: OutputLayout.filePrefix(apiName: apiName),
                endpointFiles: OutputLayout.shardCount(for: endpointCount),
                modelFiles: OutputLayout.shardCount(for: modelCount)
            )
        }

        /// Every file name of the plan, in generation order.
        public var fileNames: [String] {
            [OutputLayout.clientFileName(prefix: filePrefix)]
                + OutputLayout.numberedFileNames(filePrefix + "Endpoints", files: endpointFiles)
                + OutputLayout.numberedFileNames(filePrefix + "Models", files: modelFiles)
                + [
                    OutputLayout.mappingFileName(prefix: filePrefix),
                    OutputLayout.repositoriesFileName(prefix: filePrefix),
                ]
        }
    }

    // MARK: Fixed files

    /// `CatalogClient.swift`: the client struct and the endpoint namespace.
    public static func clientFileName(prefix: String) -> String { prefix + "Client.swift" }

    /// `CatalogMapping.swift`: DTO to domain conversions.
    public static func mappingFileName(prefix: String) -> String { prefix + "Mapping.swift" }

    /// `CatalogRepositories.swift`: generated repository types.
    public static func repositoriesFileName(prefix: String) -> String { prefix + "Repositories.swift" }

    // MARK: Prefix

    /// The file name prefix for an API name: its ASCII letters and digits in UpperCamelCase words
    /// (`catalog` → `Catalog`, `pet-store v2` → `PetStoreV2`), or `API` when none remain.
    public static func filePrefix(apiName: String) -> String {
        var prefix = ""
        var startsWord = true
        for scalar in apiName.unicodeScalars {
            let isLetter = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
            let isDigit = ("0"..."9").contains(scalar)
            guard isLetter || isDigit else {
                startsWord = true
                continue
            }
            let character = String(scalar)
            prefix += startsWord ? character.uppercased() : character
            startsWord = false
        }
        return prefix.isEmpty ? "API" : prefix
    }
}
