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
        let prefix = filePrefix(apiName: apiName)
        return [clientFileName(prefix: prefix)]
            + shardFileNames(prefix + "Endpoints", count: endpointCount)
            + shardFileNames(prefix + "Models", count: modelCount)
            + [mappingFileName(prefix: prefix), repositoriesFileName(prefix: prefix)]
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
