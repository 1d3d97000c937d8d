/// The names of the files generated for a spec, known before generation runs.
///
/// The build plugin compiles this file into itself (it may use only the Swift standard library), counts the
/// `models` and `endpoints` keys of a spec and declares exactly these files as the command's outputs.
/// ``CodeGenerator`` produces the same names, so both always agree.
///
/// Models and endpoints are split into shards, about one per ``shardSize`` items, so that large specs compile in
/// parallel: 1,000 models yield `CatalogPart01Models.swift` … `CatalogPart25Models.swift`. Up to ``shardSize``
/// items stay in one unnumbered file (`CatalogModels.swift`). Which shard holds an item is decided by
/// ``placement(names:costs:files:)``: shards of about equal estimated compile cost, each item placed by its own
/// name so that a rename rewrites few shards; within a shard items are sorted by name. The client, mapping and repository
/// files are always present, even when nearly empty, so the set depends only on the three inputs.
///
/// Shards are numbered before their kind so that, sorted by name, endpoint and model shards alternate
/// (`Part01Endpoints`, `Part01Models`, `Part02Endpoints`, …). The Swift driver compiles a module's files in
/// batches of consecutive files (one per core); a model costs several times what an endpoint costs, so grouping
/// all model shards at the end would hand one core most of the work.
public enum OutputLayout {
    /// The most models or endpoints one file holds (on average: shards are balanced by cost).
    ///
    /// Forty, not more: the Swift driver hands each core a run of consecutive files, so a few large shards beside
    /// the nearly empty client, mapping and repository files leave one core most of the work. Jellyfin's document
    /// (408 operations) built in 18–22 s with five endpoint and three model shards of 100 (CPU over wall 1.06–1.5),
    /// 11.4 s with 14 and 9 (1.84); Google Compute's and the synthetic document's builds stay level from 100 to 40
    /// and grow past about 80 files (docs/performance.md).
    public static let shardSize = 40

    // MARK: Shards

    /// How many files `count` items are split into: at least one, even for no items.
    public static func shardCount(for count: Int) -> Int {
        max(1, (max(0, count) + shardSize - 1) / shardSize)
    }

    // MARK: Placement

    /// How many hash buckets each file's share is made of (see ``placement(names:costs:files:)``): more balances
    /// finer, fewer keeps more files unchanged when one name changes.
    public static let bucketsPerFile = 8

    /// Which items go to which of `files` files (at least one): for each file, the indices of its items in
    /// ascending order, so a file lists its items in the order given (sorted by name). The files' total `costs`
    /// are as even as the buckets allow, and an item's file depends on its own name, not on its rank.
    ///
    /// Each item falls into one of `files × bucketsPerFile` buckets by a hash of its name (FNV-1a, the same on every
    /// run and platform); the buckets, in order, are then cut into `files` runs of about equal total cost, a bucket
    /// going to the file its cost's midpoint falls in. Renaming, adding or removing one item changes its one or two
    /// buckets; a run boundary moves only when that cost pushes a whole bucket across it, so nearly every other
    /// file keeps exactly its items and is not rewritten (a running count or rank would shift every file after
    /// the change). Files may be empty when there are fewer buckets with items than files. `costs` are estimates
    /// of compile time, at least one each (``SpecTranslator``'s declaration costs).
    public static func placement(names: [String], costs: [Int], files: Int) -> [[Int]] {
        let fileCount = max(1, files)
        guard fileCount > 1 else { return [Array(names.indices)] }
        let bucketCount = fileCount * bucketsPerFile
        var bucketOfItem: [Int] = []
        bucketOfItem.reserveCapacity(names.count)
        var bucketCosts = [Int](repeating: 0, count: bucketCount)
        for (index, name) in names.enumerated() {
            let bucket = Int(stableHash(name) % UInt64(bucketCount))
            bucketOfItem.append(bucket)
            bucketCosts[bucket] += max(1, index < costs.count ? costs[index] : 1)
        }
        let total = bucketCosts.reduce(0, +)
        var fileOfBucket = [Int](repeating: 0, count: bucketCount)
        var before = 0
        for bucket in 0..<bucketCount {
            // The file whose share of the total holds the bucket's midpoint (in halves, to stay in integers).
            let midpoint = 2 * before + bucketCosts[bucket]
            fileOfBucket[bucket] = total == 0 ? 0 : min(fileCount - 1, midpoint * fileCount / (2 * total))
            before += bucketCosts[bucket]
        }
        var result = [[Int]](repeating: [], count: fileCount)
        for (index, bucket) in bucketOfItem.enumerated() {
            result[fileOfBucket[bucket]].append(index)
        }
        return result
    }

    /// FNV-1a over the UTF-8 bytes of `text`: unlike `Hasher`, the same for every process.
    static func stableHash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        // A final mix (MurmurHash3's), so that the low bits a bucket is taken from depend on every byte.
        hash = (hash ^ (hash >> 33)) &* 0xff51_afd7_ed55_8ccd
        return hash ^ (hash >> 33)
    }

    /// `PrefixKind.swift` for one file; for more, `PrefixPart1Kind.swift` … numbered from 1 with `width` digits
    /// (by default as many as the largest number: `Part01` … `Part10`), so that names sort in numeric order.
    public static func partFileNames(prefix: String, kind: String, files: Int, width: Int? = nil) -> [String] {
        guard files > 1 else { return [prefix + kind + ".swift"] }
        let width = max(width ?? 0, String(files).count)
        return (1...files).map { number in
            let digits = String(number)
            return prefix + "Part" + String(repeating: "0", count: width - digits.count) + digits + kind + ".swift"
        }
    }

    /// The endpoint files of `files` shards: `CatalogEndpoints.swift` or `CatalogPart1Endpoints.swift` ….
    public static func endpointFileNames(prefix: String, files: Int, width: Int? = nil) -> [String] {
        partFileNames(prefix: prefix, kind: "Endpoints", files: files, width: width)
    }

    /// The model files of `files` shards: `CatalogModels.swift` or `CatalogPart1Models.swift` ….
    public static func modelFileNames(prefix: String, files: Int, width: Int? = nil) -> [String] {
        partFileNames(prefix: prefix, kind: "Models", files: files, width: width)
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

        /// The digits of every shard number, endpoints' and models' alike (`Part01Endpoints` beside `Part14Models`),
        /// so that sorted by name the two kinds alternate whatever their counts: with a width each, `Part01Models` …
        /// `Part14Models` would sort before `Part1Endpoints` and put every model shard in the same driver batches.
        public var partNumberWidth: Int { String(max(endpointFiles, modelFiles)).count }

        /// Every file name of the plan, sorted: the order ``CodeGenerator`` returns them in and the build plugin
        /// declares them in.
        public var fileNames: [String] {
            let names =
                [OutputLayout.clientFileName(prefix: filePrefix)]
                + OutputLayout.endpointFileNames(prefix: filePrefix, files: endpointFiles, width: partNumberWidth)
                + OutputLayout.modelFileNames(prefix: filePrefix, files: modelFiles, width: partNumberWidth)
                + [
                    OutputLayout.mappingFileName(prefix: filePrefix),
                    OutputLayout.repositoriesFileName(prefix: filePrefix),
                ]
            return names.sorted()
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
